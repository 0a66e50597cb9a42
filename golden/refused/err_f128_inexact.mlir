// f128/f80 constants are kept as f64 values: one that f64 cannot hold
// exactly is refused rather than rounded twice.
func.func @f() -> f128 {
  %c = arith.constant 0.1 : f128
  return %c : f128
}
