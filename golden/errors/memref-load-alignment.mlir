func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  memref.store %x, %m[%i] {alignment = 6 : i64} : memref<4xf32>
  return
}
