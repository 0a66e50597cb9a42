// A store cannot acquire (MLIR 22: "unsupported ordering 'acquire'").
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  llvm.store %x, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
