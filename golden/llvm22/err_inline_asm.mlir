// Inline assembly is recognized and refused clearly.
module {
 llvm.func @f() {
 llvm.inline_asm has_side_effects "nop", "" : () -> ()
 llvm.return
 }
}
