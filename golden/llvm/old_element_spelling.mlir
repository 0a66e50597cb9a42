// The spec's (llvm-ir-target.txt) early LLVM-dialect spelling of
// insertvalue/extractvalue: `llvm.insertelement %v, %agg[pos]` and
// `llvm.extractelement %agg[pos]` with constant positions, here building a
// memref descriptor by hand as the spec's bare-pointer example does.
!descriptor = type !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2xi64>, array<2xi64>)>

llvm.func @print_f32(f32)

llvm.func @callee(%d: !descriptor) {
  %p = llvm.extractelement %d[1] : !descriptor
  %s1 = llvm.extractelement %d[4, 0] : !descriptor
  %c1 = llvm.mlir.constant(1 : index) : i64
  %q = llvm.getelementptr %p[%s1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %q1 = llvm.getelementptr %q[%c1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %v = llvm.load %q1 : !llvm.ptr<f32>
  llvm.call @print_f32(%v) : (f32) -> ()
  llvm.return
}

llvm.func @caller(%arg0: !llvm.ptr<f32>) {
  %0 = llvm.mlir.undef : !descriptor
  %1 = llvm.insertelement %arg0, %0[0] : !descriptor
  %2 = llvm.insertelement %arg0, %1[1] : !descriptor
  %3 = llvm.mlir.constant(0 : index) : i64
  %4 = llvm.insertelement %3, %2[2] : !descriptor
  %5 = llvm.mlir.constant(2 : index) : i64
  %6 = llvm.mlir.constant(4 : index) : i64
  %7 = llvm.insertelement %5, %4[3, 0] : !descriptor
  %8 = llvm.insertelement %6, %7[3, 1] : !descriptor
  %9 = llvm.mlir.constant(1 : index) : i64
  %10 = llvm.insertelement %6, %8[4, 0] : !descriptor
  %11 = llvm.insertelement %9, %10[4, 1] : !descriptor
  llvm.call @callee(%11) : (!descriptor) -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(8 : i64) : i64
  %buf = llvm.alloca %n x f32 : (i64) -> !llvm.ptr<f32>
  %i = llvm.mlir.constant(5 : i64) : i64
  %slot = llvm.getelementptr %buf[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %v = llvm.mlir.constant(2.5 : f32) : f32
  llvm.store %v, %slot : !llvm.ptr<f32>
  llvm.call @caller(%buf) : (!llvm.ptr<f32>) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
