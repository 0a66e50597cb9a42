// COMDAT groups are recognized and refused clearly.
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
  }
  llvm.func @f() {
    llvm.return
  }
}
