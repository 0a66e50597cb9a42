func.func private @print_i64(i64)
func.func private @print_f64(f64)
func.func @main() -> i32 {
  %a = arith.constant -7 : i64
  %b = arith.constant 5 : i64
  %x = arith.maxsi %a, %b : i64
  %y = arith.maxui %a, %b : i64
  %z = arith.minsi %a, %b : i64
  %w = arith.minui %a, %b : i64
  %p = math.ctpop %a : i64
  func.call @print_i64(%x) : (i64) -> ()
  func.call @print_i64(%y) : (i64) -> ()
  func.call @print_i64(%z) : (i64) -> ()
  func.call @print_i64(%w) : (i64) -> ()
  func.call @print_i64(%p) : (i64) -> ()
  %f = arith.constant 2.5 : f64
  %g = arith.constant -0.75 : f64
  %h = arith.maxnumf %f, %g : f64
  %i = arith.minnumf %f, %g : f64
  %j = math.powf %f, %g : f64
  %k = math.round %g : f64
  %l = math.roundeven %f : f64
  %m = math.trunc %g : f64
  %n = math.atan %f : f64
  %o = math.tan %g : f64
  %q = math.sinh %g : f64
  %r = math.cosh %g : f64
  %s = math.asin %g : f64
  %t = math.acos %g : f64
  %u = math.erf %g : f64
  %v = math.cbrt %f : f64
  func.call @print_f64(%h) : (f64) -> ()
  func.call @print_f64(%i) : (f64) -> ()
  func.call @print_f64(%j) : (f64) -> ()
  func.call @print_f64(%k) : (f64) -> ()
  func.call @print_f64(%l) : (f64) -> ()
  func.call @print_f64(%m) : (f64) -> ()
  func.call @print_f64(%n) : (f64) -> ()
  func.call @print_f64(%o) : (f64) -> ()
  func.call @print_f64(%q) : (f64) -> ()
  func.call @print_f64(%r) : (f64) -> ()
  func.call @print_f64(%s) : (f64) -> ()
  func.call @print_f64(%t) : (f64) -> ()
  func.call @print_f64(%u) : (f64) -> ()
  func.call @print_f64(%v) : (f64) -> ()
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
