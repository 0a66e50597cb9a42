module {
  llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
  llvm.func @llvm.memcpy.p0i8.p0i8.i64(!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1)
  llvm.func @llvm.memset.p0i8.i64(!llvm.ptr<i8>, i8, i64, i1)
  llvm.func @llvm.smax.i32(i32, i32) -> i32
  llvm.func @llvm.fmuladd.f64(f64, f64, f64) -> f64
  llvm.mlir.global private unnamed_addr constant @".fmt"("%d\0A\00") {alignment = 1 : i64} : !llvm.array<4 x i8>
  llvm.func internal @twice(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.shl %arg0, %0 : i32
    llvm.return %1 : i32
  }
  llvm.func @apply(%arg0: !llvm.ptr<func<i32 (i32)>>, %arg1: i32) -> i32 {
    %0 = llvm.call %arg0(%arg1) : (i32) -> i32
    llvm.return %0 : i32
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(8 : i64) : i64
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.mlir.addressof @".fmt" : !llvm.ptr<array<4 x i8>>
    %6 = llvm.mlir.constant(4 : i64) : i64
    %7 = llvm.mlir.addressof @twice : !llvm.ptr<func<i32 (i32)>>
    %8 = llvm.mlir.constant(21 : i32) : i32
    %9 = llvm.mlir.constant(-3 : i32) : i32
    %10 = llvm.mlir.constant(1.5 : f64) : f64
    %11 = llvm.mlir.constant(2.0 : f64) : f64
    %12 = llvm.mlir.constant(0.25 : f64) : f64
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.alloca %0 x !llvm.array<8 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr<array<8 x i8>>
    %15 = llvm.getelementptr %14[%1, %1] : (!llvm.ptr<array<8 x i8>>, i64, i64) -> !llvm.ptr<i8>
    llvm.call @llvm.memset.p0i8.i64(%15, %2, %3, %4) : (!llvm.ptr<i8>, i8, i64, i1) -> ()
    %16 = llvm.getelementptr %5[%1, %1] : (!llvm.ptr<array<4 x i8>>, i64, i64) -> !llvm.ptr<i8>
    llvm.call @llvm.memcpy.p0i8.p0i8.i64(%15, %16, %6, %4) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
    %17 = llvm.call @apply(%7, %8) : (!llvm.ptr<func<i32 (i32)>>, i32) -> i32
    %18 = llvm.call @llvm.smax.i32(%17, %9) : (i32, i32) -> i32
    %19 = llvm.call @llvm.fmuladd.f64(%10, %11, %12) : (f64, f64, f64) -> f64
    %20 = llvm.call @printf(%15, %18) : (!llvm.ptr<i8>, i32) -> i32
    llvm.return %13 : i32
  }
}
