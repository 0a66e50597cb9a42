// llvm.getelementptr produces a pointer, not an integer.
llvm.func @f(%p: !llvm.ptr<i32>, %i: i64) -> i64 {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr<i32>, i64) -> i64
  llvm.return %0 : i64
}
