// error: llvm.getelementptr over f32 elements makes a pointer to f32, not
// to f64
llvm.func @f(%p: !llvm.ptr<f32>, %i: i64) -> !llvm.ptr<f64> {
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f64>
  llvm.return %q : !llvm.ptr<f64>
}
