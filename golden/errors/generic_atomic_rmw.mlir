// error: `generic_atomic_rmw` is not supported yet
func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %x = generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %n = addi %cur, %v : i32
    atomic_yield %n : i32
  }
  return %x : i32
}
