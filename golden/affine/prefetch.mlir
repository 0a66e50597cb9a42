func private @print_i64(i64)
func @main() -> i32 {
  %m = memref.alloc() : memref<8x8xi64>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.prefetch %m[%i, %j + 1], read, locality<3>, data : memref<8x8xi64>
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %w = index_cast %v : index to i64
      affine.store %w, %m[%i, %j] : memref<8x8xi64>
    }
  }
  %x = affine.load %m[7, 5] : memref<8x8xi64>
  call @print_i64(%x) : (i64) -> ()
  %r = constant 0 : i32
  return %r : i32
}
