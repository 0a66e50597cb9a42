// error: LLVM's cmpxchg takes no i1
func.func @f(%m: memref<4xi1>, %i: index) -> i1 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi1> {
  ^bb0(%cur: i1):
    %t = arith.constant true
    %n = arith.xori %cur, %t : i1
    memref.atomic_yield %n : i1
  }
  return %x : i1
}
