// A misspelt COMDAT selection kind gets a "did you mean".
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @f largets
  }
}
