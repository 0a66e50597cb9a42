// An fcmp predicate the LLVM dialect does not have; the help lists them.
llvm.func @f(%a: f32, %b: f32) -> i1 {
  %0 = llvm.fcmp "olx" %a, %b : f32
  llvm.return %0 : i1
}
