// error: MLIR cannot lower a generic_atomic_rmw yielding a value defined outside
func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %v : i32
  }
  return %x : i32
}
