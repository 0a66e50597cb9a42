// memref.dealloc in generic form: the operand is a memref.
func.func @f(%v: f32) {
  "memref.dealloc"(%v) : (f32) -> ()
  return
}
