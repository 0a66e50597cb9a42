// A load through an opaque pointer names the loaded type: `-> i32`.
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr
  llvm.return %0 : i32
}
