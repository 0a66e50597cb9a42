func @f(%m: memref<4x4xf32>) -> f32 {
  %c1 = constant 1 : index
  %x = affine.load %m[%c1] : memref<4x4xf32>
  return %x : f32
}
