// Custom-form ops followed by an attribute dictionary, as MLIR allows
// (`call @f(%a) {foo = 1} : (i32) -> i32`); the attributes are kept by MLIR
// and have no effect on the lowering. Expected output from MLIR 22.
func.func private @print_i64(i64)
func.func private @print_f64(f64)
func.func @twice(%a: i64) -> i64 {
  %c = arith.addi %a, %a {tag = "add"} : i64
  return {note} %c : i64
}
func.func @main() {
  %c = arith.constant {origin = 7 : i32} 21 : i64
  %r = call @twice(%c) {foo = 1 : i64} : (i64) -> i64
  %s = func.call @twice(%r) {bar} : (i64) -> i64
  func.call @print_i64(%s) {x = "y", z = [1, 2]} : (i64) -> ()
  %neg = arith.subi %c, %s {w} : i64
  %lt = arith.cmpi slt, %neg, %c {k = 1 : i32} : i64
  %m = arith.select %lt, %neg, %c {sel} : i64
  call @print_i64(%m) : (i64) -> ()
  %f = arith.sitofp %m {cast} : i64 to f64
  %g = arith.mulf %f, %f fastmath<fast> {mul} : f64
  %h = math.sqrt %g {root} : f64
  func.call @print_f64(%h) : (f64) -> ()
  return
}
