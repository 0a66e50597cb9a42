// A masked 0-D transfer: MLIR 22 leaves it unconverted (no LLVM lowering).
func.func @f(%m: memref<4xf32>, %i: index, %k: vector<1xi1>, %p: f32) -> vector<f32> {
  %r = vector.transfer_read %m[%i], %p, %k : memref<4xf32>, vector<f32>
  return %r : vector<f32>
}
