// error: the body of generic_atomic_rmw must have no side effects
func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    memref.store %cur, %m[%i] : memref<4xi32>
    memref.atomic_yield %cur : i32
  }
  return %x : i32
}
