// memref.atomic_rmw in generic form: the value has the element type.
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) -> i32 {
  %r = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i64, memref<4xi32>, index) -> i32
  return %r : i32
}
