module {
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.inline_asm "bswap $0", "=r,0" %arg0 : (i32) -> i32
    llvm.return %0 : i32
  }
}
