// The address of a global as an opaque pointer before the global is
// defined is not supported yet (mlir2ll streams: it needs the type).
llvm.func @f() -> i32 {
  %0 = llvm.mlir.addressof @late : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
llvm.mlir.global internal @late(7 : i32) : i32
