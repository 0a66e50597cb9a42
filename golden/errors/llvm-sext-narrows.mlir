// error: llvm.sext from i64 to the narrower i32
llvm.func @f(%a: i64) -> i32 {
  %b = llvm.sext %a : i64 to i32
  llvm.return %b : i32
}
