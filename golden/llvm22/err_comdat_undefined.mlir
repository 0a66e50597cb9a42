// A comdat group is defined before its uses.
module {
  llvm.mlir.global external @g(1 : i32) comdat(@later::@g) : i32
  llvm.comdat @later {
    llvm.comdat_selector @g any
  }
}
