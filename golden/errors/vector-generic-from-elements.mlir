// Generic form: an element of the wrong type.
func.func @f(%a: f32, %b: f64) -> vector<2xf32> {
  %r = "vector.from_elements"(%a, %b) : (f32, f64) -> vector<2xf32>
  return %r : vector<2xf32>
}
