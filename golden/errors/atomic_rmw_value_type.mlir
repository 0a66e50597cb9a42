// error: the value must have the memref's element type
func.func @f(%m: memref<4xi32>, %v: i64, %i: index) -> i64 {
  %a = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return %a : i64
}
