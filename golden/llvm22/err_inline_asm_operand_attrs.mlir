// `operand_attrs` (the element types of indirect operands) are refused clearly.
llvm.func @f(%p: !llvm.ptr) {
  llvm.inline_asm has_side_effects operand_attrs = [{elementtype = i32}] "", "=*m" %p : (!llvm.ptr) -> ()
  llvm.return
}
