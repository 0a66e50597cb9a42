func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %r = "std.atomic_rmw"(%v, %m, %i) {kind = 0 : i64} : (i32, memref<4xi32>, index) -> i32
  return %r : i32
}
