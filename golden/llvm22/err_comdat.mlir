// A `comdat(...)` naming a selector its group does not have.
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
  }
  llvm.func @f() comdat(@__llvm_comdat::@f) {
    llvm.return
  }
}
