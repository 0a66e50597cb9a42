// complex.powi (MLIR 22's --convert-complex-to-standard: pow(z, n + 0i))
// on complex<f32> and complex<f64>, with i32 and i64 exponents: positive,
// zero and negative powers, zero and unit bases. The inputs come through
// a call, so nothing is folded.
// .out: MLIR 22 (mlir-opt-22 --convert-complex-to-standard --convert-to-llvm
// --reconcile-unrealized-casts | mlir-translate-22, clang-22 + runtime.c).
func.func private @print_f32(f32)
func.func private @print_f64(f64)

func.func @id32(%z: complex<f32>) -> complex<f32> {
  return %z : complex<f32>
}
func.func @id64(%z: complex<f64>) -> complex<f64> {
  return %z : complex<f64>
}

func.func @p32(%re: f32, %im: f32, %n: i32) {
  %z0 = complex.create %re, %im : complex<f32>
  %z = func.call @id32(%z0) : (complex<f32>) -> complex<f32>
  %r = complex.powi %z, %n : complex<f32>, i32
  %a = complex.re %r : complex<f32>
  %b = complex.im %r : complex<f32>
  func.call @print_f32(%a) : (f32) -> ()
  func.call @print_f32(%b) : (f32) -> ()
  return
}

func.func @p64(%re: f64, %im: f64, %n: i64) {
  %z0 = complex.create %re, %im : complex<f64>
  %z = func.call @id64(%z0) : (complex<f64>) -> complex<f64>
  %r = complex.powi %z, %n : complex<f64>, i64
  %a = complex.re %r : complex<f64>
  %b = complex.im %r : complex<f64>
  func.call @print_f64(%a) : (f64) -> ()
  func.call @print_f64(%b) : (f64) -> ()
  return
}

func.func @main() -> i32 {
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant -0.75 : f32
  %f0 = arith.constant 0.0 : f32
  %fone = arith.constant 1.0 : f32
  %n3 = arith.constant 3 : i32
  %n0 = arith.constant 0 : i32
  %nm2 = arith.constant -2 : i32
  %n7 = arith.constant 7 : i32
  func.call @p32(%f1, %f2, %n3) : (f32, f32, i32) -> ()
  func.call @p32(%f1, %f2, %n0) : (f32, f32, i32) -> ()
  func.call @p32(%f1, %f2, %nm2) : (f32, f32, i32) -> ()
  func.call @p32(%f0, %f0, %n3) : (f32, f32, i32) -> ()
  func.call @p32(%f0, %f0, %n0) : (f32, f32, i32) -> ()
  func.call @p32(%fone, %f0, %n7) : (f32, f32, i32) -> ()
  func.call @p32(%f0, %fone, %n7) : (f32, f32, i32) -> ()
  %d1 = arith.constant 2.0 : f64
  %d2 = arith.constant 0.5 : f64
  %d0 = arith.constant 0.0 : f64
  %m5 = arith.constant 5 : i64
  %m0 = arith.constant 0 : i64
  %mm3 = arith.constant -3 : i64
  %big = arith.constant 40 : i64
  func.call @p64(%d1, %d2, %m5) : (f64, f64, i64) -> ()
  func.call @p64(%d1, %d2, %m0) : (f64, f64, i64) -> ()
  func.call @p64(%d1, %d2, %mm3) : (f64, f64, i64) -> ()
  func.call @p64(%d0, %d0, %mm3) : (f64, f64, i64) -> ()
  func.call @p64(%d2, %d1, %big) : (f64, f64, i64) -> ()
  %r = arith.constant 0 : i32
  return %r : i32
}
