// error: `addf` is a float kind; the memref holds integers
func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %a = atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %a : i32
}
