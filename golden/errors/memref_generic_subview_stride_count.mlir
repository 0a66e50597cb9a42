func @f(%m: memref<8x8xf32>) {
  %s = "memref.subview"(%m) {operand_segment_sizes = dense<[1, 0, 0, 0]> : vector<4xi32>, static_offsets = [0, 0], static_sizes = [4, 4], static_strides = [1]} : (memref<8x8xf32>) -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  return
}
