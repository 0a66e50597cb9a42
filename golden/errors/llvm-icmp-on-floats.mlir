// error: llvm.icmp compares integers or pointers, not floats
llvm.func @f(%a: f32, %b: f32) -> i1 {
  %r = llvm.icmp "slt" %a, %b : f32
  llvm.return %r : i1
}
