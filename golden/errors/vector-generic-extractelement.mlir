// Generic form: `vector.extractelement` whose result is not the element type.
func.func @f(%v: vector<4xf32>, %i: index) -> f64 {
  %r = "vector.extractelement"(%v, %i) : (vector<4xf32>, index) -> f64
  return %r : f64
}
