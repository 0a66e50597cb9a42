// A scalable vector type: rejected.
func.func @f(%v: vector<4x[8]xf32>) {
  return
}
