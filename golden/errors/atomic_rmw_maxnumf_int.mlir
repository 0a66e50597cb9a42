// error: maxnumf takes floats
func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %a = memref.atomic_rmw maxnumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %a : i32
}
