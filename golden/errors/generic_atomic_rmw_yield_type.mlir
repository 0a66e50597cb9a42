// error: atomic_yield gives i64, the memref holds i32
func.func @f(%m: memref<4xi32>, %v: i64, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %w = arith.extsi %cur : i32 to i64
    %n = arith.addi %w, %v : i64
    memref.atomic_yield %n : i64
  }
  return %x : i32
}
