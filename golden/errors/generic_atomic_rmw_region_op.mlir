// error: MLIR cannot lower a generic_atomic_rmw whose body has an scf.if
func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %c = arith.cmpi sgt, %cur, %v : i32
    %n = scf.if %c -> i32 {
      scf.yield %cur : i32
    } else {
      scf.yield %v : i32
    }
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
