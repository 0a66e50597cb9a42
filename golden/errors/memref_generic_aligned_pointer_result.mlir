// memref.extract_aligned_pointer_as_index in generic form: the result is an index.
func.func @f(%m: memref<4xf32>) -> i64 {
  %r = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i64
  return %r : i64
}
