// Generic form: a mask size past the dimension.
func.func @f() -> vector<4x3xi1> {
  %r = "vector.constant_mask"() {mask_dim_sizes = [2, 4]} : () -> vector<4x3xi1>
  return %r : vector<4x3xi1>
}
