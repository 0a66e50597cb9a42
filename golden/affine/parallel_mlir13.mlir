func private @print_i64(i64)
func private @print_f64(f64)
func @main() -> i32 {
  %n = constant 5 : index
  %m = memref.alloc() : memref<6x6xf64>
  %v = memref.alloc() : memref<6xi64>
  affine.parallel (%i, %j) = (0, 0) to (6, 6) {
    %a = index_cast %i : index to i64
    %b = index_cast %j : index to i64
    %c = muli %a, %b : i64
    %d = subi %c, %b : i64
    %f = sitofp %d : i64 to f64
    affine.store %f, %m[%i, %j] : memref<6x6xf64>
  }
  %s, %mx = affine.parallel (%i, %j) = (1, 0) to (symbol(%n), %n + 1) step (2, 1) reduce ("addf", "mulf") -> (f64, f64) {
    %x = affine.load %m[%i, %j] : memref<6x6xf64>
    %k = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 2)>(%i, %j)
    %ki = index_cast %k : index to i64
    affine.yield %x, %x : f64, f64
  }
  call @print_f64(%s) : (f64) -> ()
  call @print_f64(%mx) : (f64) -> ()
  %r = constant 0 : i32
  return %r : i32
}
