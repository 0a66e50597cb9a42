// error: vectors must have at least one element
func @f(%x: vector<0xf32>) {
  return
}
