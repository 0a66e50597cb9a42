// error: `lt` is not an llvm.icmp predicate (expected eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge)
llvm.func @f(%a: i32, %b: i32) -> i1 {
  %c = llvm.icmp "lt" %a, %b : i32
  llvm.return %c : i1
}
