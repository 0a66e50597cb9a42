// `llvm.inline_asm` in MLIR 13's syntax (a quoted dialect is read too),
// with a typed pointer operand: x86-64 assembly.
module {
  llvm.func @print_i64(i64)
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %x = llvm.mlir.constant(20 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr<i64>
    llvm.store %x, %p : !llvm.ptr<i64>
    %v = llvm.inline_asm has_side_effects asm_dialect = "att" "movq ($1), $0\0Aaddq $$3, $0", "=r,r,~{memory}" %p : (!llvm.ptr<i64>) -> i64
    llvm.call @print_i64(%v) : (i64) -> ()
    llvm.return
  }
}
