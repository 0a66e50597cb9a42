// A float reduction kind on integers.
func.func @f(%v: vector<4xi32>) -> i32 {
  %r = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return %r : i32
}
