// Overflow flags are `nsw` and `nuw`, in `overflow<...>`.
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw, wrap> : i32
  llvm.return %0 : i32
}
