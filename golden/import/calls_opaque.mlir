module {
  llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
  llvm.func @llvm.memcpy.p0i8.p0i8.i64(!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1)
  llvm.func @llvm.umin.i32(i32, i32) -> i32
  llvm.mlir.global private unnamed_addr constant @".str"("%d %s\0A\00") {alignment = 1 : i64} : !llvm.array<7 x i8>
  llvm.mlir.global private unnamed_addr constant @".w"("ok\00") {alignment = 1 : i64} : !llvm.array<3 x i8>
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.addressof @".w" : !llvm.ptr<array<3 x i8>>
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.mlir.constant(42 : i32) : i32
    %5 = llvm.mlir.constant(100 : i32) : i32
    %6 = llvm.mlir.addressof @".str" : !llvm.ptr<array<7 x i8>>
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.alloca %0 x !llvm.array<3 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr<array<3 x i8>>
    %9 = llvm.bitcast %8 : !llvm.ptr<array<3 x i8>> to !llvm.ptr<i8>
    %10 = llvm.bitcast %1 : !llvm.ptr<array<3 x i8>> to !llvm.ptr<i8>
    llvm.call @llvm.memcpy.p0i8.p0i8.i64(%9, %10, %2, %3) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
    %11 = llvm.call @llvm.umin.i32(%4, %5) : (i32, i32) -> i32
    %12 = llvm.bitcast %6 : !llvm.ptr<array<7 x i8>> to !llvm.ptr<i8>
    %13 = llvm.call @printf(%12, %11, %9) : (!llvm.ptr<i8>, i32, !llvm.ptr<i8>) -> i32
    llvm.return %7 : i32
  }
}
