// error: the condition of llvm.select is an i1, not an i32
llvm.func @f(%c: i32, %a: i32, %b: i32) -> i32 {
  %r = llvm.select %c, %a, %b : i32, i32
  llvm.return %r : i32
}
