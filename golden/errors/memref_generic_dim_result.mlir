// memref.dim in generic form: the result is an index.
func.func @f(%m: memref<?xf32>, %i: index) -> i64 {
  %r = "memref.dim"(%m, %i) : (memref<?xf32>, index) -> i64
  return %r : i64
}
