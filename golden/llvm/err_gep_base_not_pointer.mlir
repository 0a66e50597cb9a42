// error: a getelementptr with a constant index (as MLIR 14 and later
// write them) on an i64 base: the typed form indexes the base's pointee
llvm.func @f(%p: i64, %i: i64) -> !llvm.ptr<i64> {
  %q = llvm.getelementptr %p[%i, 1] : (i64, i64) -> !llvm.ptr<i64>
  llvm.return %q : !llvm.ptr<i64>
}
