func @f(%m: memref<f32>) -> index {
  %c0 = constant 0 : index
  %d = memref.dim %m, %c0 : memref<f32>
  return %d : index
}
