// vector.insertelement is for 1-D vectors, as in MLIR 13.
func @f(%v: vector<2x4xf32>, %x: f32, %i: i32) -> vector<2x4xf32> {
  %r = vector.insertelement %x, %v[%i : i32] : vector<2x4xf32>
  return %r : vector<2x4xf32>
}
