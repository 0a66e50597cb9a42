// `section` takes a string.
module {
  llvm.mlir.global external @g(1 : i32) {section = 3 : i32} : i32
}
