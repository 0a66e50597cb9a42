// Generic form: a dynamic position that is not an index value.
func.func @f(%v: vector<2x3xf32>, %i: i32) -> vector<3xf32> {
  %r = "vector.extract"(%v, %i) {position = [unit]} : (vector<2x3xf32>, i32) -> vector<3xf32>
  return %r : vector<3xf32>
}
