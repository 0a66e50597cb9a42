// error: neither MLIR 13 nor MLIR 22 lowers atomic_rmw muli to LLVM
func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %a = memref.atomic_rmw muli %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %a : i32
}
