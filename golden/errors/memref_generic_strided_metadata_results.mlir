// memref.extract_strided_metadata in generic form: base, offset, sizes, strides.
func.func @f(%m: memref<4xf32>) {
  %b, %o, %s = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>, index, index)
  return
}
