// error: llvm.store of an i64 through a pointer to i32 (the newer form
// `: value type, pointer type` gives both)
llvm.func @f(%p: !llvm.ptr<i32>, %v: i64) {
  llvm.store %v, %p : i64, !llvm.ptr<i32>
  llvm.return
}
