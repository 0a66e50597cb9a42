func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] {nontemporal = 1 : i32} : memref<4xf32>
  return %v : f32
}
