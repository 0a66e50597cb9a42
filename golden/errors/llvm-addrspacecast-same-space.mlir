// error: llvm.addrspacecast must change the address space (LLVM rejects a
// cast within one)
llvm.func @f(%p: !llvm.ptr<i32>) -> !llvm.ptr<i32> {
  %q = llvm.addrspacecast %p : !llvm.ptr<i32> to !llvm.ptr<i32>
  llvm.return %q : !llvm.ptr<i32>
}
