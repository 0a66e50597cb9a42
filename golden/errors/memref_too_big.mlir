// error: the memref has more elements than a 64-bit size can count
func @f(%m: memref<4294967296x4294967296x4294967296xf32>) {
  return
}
