// memref.store in generic form: the value has the element type.
func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}
