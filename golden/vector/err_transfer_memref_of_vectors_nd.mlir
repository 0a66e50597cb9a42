// A transfer of two held vectors from a memref of vectors: MLIR 22 leaves it
// unconverted (no LLVM lowering), so mlir2ll refuses it.
func.func @f(%m: memref<4xvector<4xf32>>, %i: index, %pad: vector<4xf32>) -> vector<2x4xf32> {
  %r = vector.transfer_read %m[%i], %pad : memref<4xvector<4xf32>>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}
