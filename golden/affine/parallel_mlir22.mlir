func.func private @print_i64(i64)
func.func private @print_f64(f64)
func.func @main() -> i32 {
  %n = arith.constant 5 : index
  %f:3 = affine.parallel (%i, %j) = (1, 0) to (symbol(%n), %n + 1) step (2, 1) reduce ("addf", "maximumf", "minimumf") -> (f64, f64, f64) {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 - d1 * 2)>(%i, %j)
    %ki = arith.index_cast %k : index to i64
    %x = arith.sitofp %ki : i64 to f64
    affine.yield %x, %x, %x : f64, f64, f64
  }
  func.call @print_f64(%f#0) : (f64) -> ()
  func.call @print_f64(%f#1) : (f64) -> ()
  func.call @print_f64(%f#2) : (f64) -> ()
  %r:2 = affine.parallel (%i) = (0) to (7) reduce ("addi", "muli") -> (i64, i64) {
    %k = affine.apply affine_map<(d0) -> (d0 * 5 - 13)>(%i)
    %ki = arith.index_cast %k : index to i64
    affine.yield %ki, %ki : i64, i64
  }
  func.call @print_i64(%r#0) : (i64) -> ()
  func.call @print_i64(%r#1) : (i64) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
