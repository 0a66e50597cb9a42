// error: a rank-2 memref needs 2 indices
func.func @f(%m: memref<4x4xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4x4xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %cur : i32
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
