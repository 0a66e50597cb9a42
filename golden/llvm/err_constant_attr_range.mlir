// The value of an llvm.mlir.constant attribute must fit its own type before
// it is truncated to the result type.
llvm.func @f() -> i8 {
  %0 = llvm.mlir.constant(5000000000 : i32) : i8
  llvm.return %0 : i8
}
