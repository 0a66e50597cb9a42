; Inline assembly: `call ... asm` becomes `llvm.inline_asm`.
define i32 @f(i32 %x) {
  %y = call i32 asm "bswap $0", "=r,0"(i32 %x)
  ret i32 %y
}
