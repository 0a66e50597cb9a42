; Direct, indirect, varargs and tail calls; declarations; dropped intrinsics.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

declare i32 @printf(i8* noundef, ...)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)
declare i32 @llvm.smax.i32(i32, i32)
declare double @llvm.fmuladd.f64(double, double, double)

define internal i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define i32 @apply(i32 (i32)* %f, i32 %x) {
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}

define i32 @main() {
  %buf = alloca [8 x i8], align 1
  %b = getelementptr inbounds [8 x i8], [8 x i8]* %buf, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %b)
  call void @llvm.memset.p0i8.i64(i8* align 1 %b, i8 0, i64 8, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %b, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.fmt, i64 0, i64 0), i64 4, i1 false)
  %v = call i32 @apply(i32 (i32)* @twice, i32 21)
  %m = call i32 @llvm.smax.i32(i32 %v, i32 -3)
  %d = call double @llvm.fmuladd.f64(double 1.5, double 2.0, double 0.25)
  %n = call i32 (i8*, ...) @printf(i8* %b, i32 %m)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %b)
  ret i32 0
}
