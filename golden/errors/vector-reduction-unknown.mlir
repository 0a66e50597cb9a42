// An unknown reduction kind.
func.func @f(%v: vector<4xi32>) -> i32 {
  %r = vector.reduction <sum>, %v : vector<4xi32> into i32
  return %r : i32
}
