// error: llvm.zext from i32 to i32 (it must widen)
llvm.func @f(%a: i32) -> i32 {
  %b = llvm.zext %a : i32 to i32
  llvm.return %b : i32
}
