// error: llvm.trunc from i32 to the wider i64
llvm.func @f(%a: i32) -> i64 {
  %b = llvm.trunc %a : i32 to i64
  llvm.return %b : i64
}
