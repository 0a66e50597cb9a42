// complex numbers of integers have no complex.abs.
func.func @f(%a: complex<i32>) -> i32 {
  %r = complex.abs %a : complex<i32>
  return %r : i32
}
