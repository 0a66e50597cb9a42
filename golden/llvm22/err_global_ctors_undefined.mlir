// A constructor list naming a function the module does not have.
module {
  llvm.mlir.global_ctors ctors = [@init], priorities = [65535 : i32]
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
}
