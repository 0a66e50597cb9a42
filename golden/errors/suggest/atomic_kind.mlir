func @f(%a: memref<4xf32>) {
  %c = arith.constant 0 : index
  %0 = memref.atomic_rmw addff %a, %a[%c] : (f32, memref<4xf32>) -> f32
  return
}
