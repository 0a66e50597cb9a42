llvm.func @g(%p: !llvm.ptr) -> i32 {
  %v = llvm.load %p {nontemporal = true} : !llvm.ptr -> i32
  llvm.return %v : i32
}
