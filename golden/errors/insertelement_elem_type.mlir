// vector.insertelement takes the element type of the vector.
func @f(%v: vector<4xf32>, %x: f64, %i: i32) -> vector<4xf32> {
  %r = "vector.insertelement"(%x, %v, %i) : (f64, vector<4xf32>, i32) -> vector<4xf32>
  return %r : vector<4xf32>
}
