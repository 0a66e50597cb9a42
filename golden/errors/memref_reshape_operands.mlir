func.func @f(%m: memref<2x4xf32>, %n: index) {
  %c = "memref.collapse_shape"(%m, %n) {reassociation = [[0, 1]]} : (memref<2x4xf32>, index) -> memref<8xf32>
  return
}
