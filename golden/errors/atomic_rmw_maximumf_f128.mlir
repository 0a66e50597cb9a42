// error: maximumf on f128 is not supported (no 128-bit compare-and-swap loop)
func.func @f(%m: memref<4xf128>, %v: f128, %i: index) -> f128 {
  %a = memref.atomic_rmw maximumf %v, %m[%i] : (f128, memref<4xf128>) -> f128
  return %a : f128
}
