// rank takes a memref; a vector is not one.
func @f(%v: vector<4xf32>) -> index {
  %r = rank %v : vector<4xf32>
  return %r : index
}
