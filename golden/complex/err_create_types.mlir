// complex.create takes two parts of the element type.
func.func @f(%a: f32, %b: f32) -> complex<f64> {
  %r = "complex.create"(%a, %b) : (f32, f32) -> complex<f64>
  return %r : complex<f64>
}
