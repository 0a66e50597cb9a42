// error: the body ends in memref.atomic_yield, not scf.yield
func.func @f(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %cur : i32
    scf.yield %n : i32
  }
  return %x : i32
}
