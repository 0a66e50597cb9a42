// complex.add of two different complex types: a type error.
func.func @f(%a: complex<f32>, %b: complex<f64>) -> complex<f32> {
  %r = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return %r : complex<f32>
}
