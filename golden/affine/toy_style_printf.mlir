module {
  llvm.mlir.global internal constant @frmt_spec("%f \00")
  llvm.mlir.global internal constant @nl("\0A\00")
  llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
  func @main() {
    %cst = constant 1.000000e+00 : f64
    %cst_0 = constant 2.000000e+00 : f64
    %cst_1 = constant 3.000000e+00 : f64
    %cst_2 = constant 4.000000e+00 : f64
    %cst_3 = constant 5.000000e+00 : f64
    %cst_4 = constant 6.000000e+00 : f64
    %0 = memref.alloc() : memref<3x2xf64>
    %1 = memref.alloc() : memref<2x3xf64>
    affine.store %cst, %1[0, 0] : memref<2x3xf64>
    affine.store %cst_0, %1[0, 1] : memref<2x3xf64>
    affine.store %cst_1, %1[0, 2] : memref<2x3xf64>
    affine.store %cst_2, %1[1, 0] : memref<2x3xf64>
    affine.store %cst_3, %1[1, 1] : memref<2x3xf64>
    affine.store %cst_4, %1[1, 2] : memref<2x3xf64>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %3 = affine.load %1[%arg1, %arg0] : memref<2x3xf64>
        %4 = mulf %3, %3 : f64
        affine.store %4, %0[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    %f = llvm.mlir.addressof @frmt_spec : !llvm.ptr<array<4 x i8>>
    %n = llvm.mlir.addressof @nl : !llvm.ptr<array<2 x i8>>
    %z = llvm.mlir.constant(0 : index) : i64
    %fp = llvm.getelementptr %f[%z, %z] : (!llvm.ptr<array<4 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %np = llvm.getelementptr %n[%z, %z] : (!llvm.ptr<array<2 x i8>>, i64, i64) -> !llvm.ptr<i8>
    affine.for %i = 0 to 3 {
      affine.for %j = 0 to 2 {
        %v = affine.load %0[%i, %j] : memref<3x2xf64>
        %r = llvm.call @printf(%fp, %v) : (!llvm.ptr<i8>, f64) -> i32
      }
      %r2 = llvm.call @printf(%np) : (!llvm.ptr<i8>) -> i32
    }
    memref.dealloc %0 : memref<3x2xf64>
    memref.dealloc %1 : memref<2x3xf64>
    return
  }
}
