// memref.atomic_rmw in generic form: the result has the element type.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) -> i64 {
  %r = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i32, memref<4xi32>, index) -> i64
  return %r : i64
}
