// error: unknown LLVM dialect operation `llvm.frobnicate`
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %r = llvm.frobnicate %a, %b : i32
  llvm.return %r : i32
}
