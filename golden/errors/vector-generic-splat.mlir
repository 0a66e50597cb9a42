// Generic form: `vector.splat` of an operand that is not the element type.
func.func @f(%x: i32) -> vector<4xf32> {
  %r = "vector.splat"(%x) : (i32) -> vector<4xf32>
  return %r : vector<4xf32>
}
