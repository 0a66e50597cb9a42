// Generic form: `vector.insertelement` into a 2-D vector.
func.func @f(%x: f32, %v: vector<2x4xf32>, %i: index) -> vector<2x4xf32> {
  %r = "vector.insertelement"(%x, %v, %i) : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}
