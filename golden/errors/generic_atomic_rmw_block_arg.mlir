// error: the body takes the current value (i32), not an i64
func.func @f(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i64):
    %n = arith.trunci %cur : i64 to i32
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
