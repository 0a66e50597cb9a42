// The address of a symbol that no global or function of the module
// defines, as an opaque pointer.
llvm.func @f() -> i32 {
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
llvm.mlir.global internal @late(7 : i32) {addr_space = 0 : i32} : i32
