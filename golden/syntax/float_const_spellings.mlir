// Float constant spellings in both eras: Std `%c = constant 1.0 : f32` and
// the modern `arith.constant 1.0 : f32`, each with decimal, exponent,
// negative and 0x bit-pattern literals (`constant 0x7FC00000 : f32` is the
// IEEE bits, not the integer 2143289344), in custom and generic form, on
// f32 and f64 (f16 constants are in golden/float/f16.mlir). The
// modern-era functions are func.func.
// NOTE: MLIR 13 accepts the Std `constant` spellings in @std_consts (they
// are also in golden/float/constants.mlir) but REJECTS arith.constant,
// "arith.constant" and func.func; the .out comes from an MLIR 13 respelling.

func private @print_f32(f32)
func private @print_f64(f64)

func @std_consts() {
  %a = constant 1.0 : f32
  %b = constant 0x7FC00000 : f32
  %c = constant -2.5e-1 : f32
  %d = constant 0x3F800001 : f32
  %e = "std.constant"() {value = 0x40490FDB : f32} : () -> f32
  %f = constant 0x4000000000000000 : f64
  %g = constant 6.25e2 : f64
  %h = constant 0xC000000000000000 : f64
  call @print_f32(%a) : (f32) -> ()    // expect: 1 0x3f800000
  call @print_f32(%b) : (f32) -> ()    // expect: nan
  call @print_f32(%c) : (f32) -> ()    // expect: -0.25 0xbe800000
  call @print_f32(%d) : (f32) -> ()    // expect: 1.00000012 0x3f800001
  call @print_f32(%e) : (f32) -> ()    // expect: 3.14159274 0x40490fdb
  call @print_f64(%f) : (f64) -> ()    // expect: 2 0x4000000000000000
  call @print_f64(%g) : (f64) -> ()    // expect: 625 0x4083880000000000
  call @print_f64(%h) : (f64) -> ()    // expect: -2 0xc000000000000000
  return
}

func.func @arith_consts() {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0x7FC00000 : f32
  %c = arith.constant -0.0 : f32
  %d = arith.constant 0x00800000 : f32
  %e = "arith.constant"() {value = 1.5e3 : f32} : () -> f32
  %f = arith.constant 0x3FF0000000000001 : f64
  %g = arith.constant -1.0e-300 : f64
  %h = "arith.constant"() {value = 0x7FF0000000000000 : f64} : () -> f64
  func.call @print_f32(%a) : (f32) -> ()    // expect: 1 0x3f800000
  func.call @print_f32(%b) : (f32) -> ()    // expect: nan
  func.call @print_f32(%c) : (f32) -> ()    // expect: -0 0x80000000
  func.call @print_f32(%d) : (f32) -> ()    // expect: 1.17549435e-38 0x00800000
  func.call @print_f32(%e) : (f32) -> ()    // expect: 1500 0x44bb8000
  func.call @print_f64(%f) : (f64) -> ()    // expect: 1.0000000000000002 0x3ff0000000000001
  func.call @print_f64(%g) : (f64) -> ()    // expect: -1e-300 0x81a56e1fc2f8f359
  func.call @print_f64(%h) : (f64) -> ()    // expect: inf 0x7ff0000000000000
  func.return
}

func @main() -> i32 {
  call @std_consts() : () -> ()
  func.call @arith_consts() : () -> ()
  %zero = arith.constant 0 : i32
  return %zero : i32
}
