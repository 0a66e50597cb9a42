// MLIR 13's store form gives only the pointer type; with an opaque pointer
// the stored type must be named: `: i32, !llvm.ptr`.
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : !llvm.ptr
  llvm.return
}
