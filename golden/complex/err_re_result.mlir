// complex.re must give the element type.
func.func @f(%a: complex<f64>) -> f32 {
  %r = "complex.re"(%a) : (complex<f64>) -> f32
  return %r : f32
}
