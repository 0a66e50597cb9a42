; clang 22 style calls: printf with opaque pointers, intrinsics with the
; p0 suffix, tail calls, noundef and range attributes.
@.str = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1
@.w = private unnamed_addr constant [3 x i8] c"ok\00", align 1

declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
declare i32 @llvm.umin.i32(i32, i32)

define dso_local noundef i32 @main() local_unnamed_addr {
entry:
  %buf = alloca [3 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %buf)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %buf, ptr noundef nonnull align 1 dereferenceable(3) @.w, i64 3, i1 false)
  %m = tail call i32 @llvm.umin.i32(i32 42, i32 100)
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %m, ptr noundef nonnull %buf)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %buf)
  ret i32 0
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none))
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none))
