// Complex constants in MLIR 13's spelling: `constant [1.5 : f32, -2.0 : f32]
// : complex<f32>` (an array attribute of the real and imaginary parts),
// lowered to the LLVM constant struct { float 1.5, float -2.0 }. Used
// directly, passed to a function and combined with complex.add/mul.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.
// .out: produced by MLIR 13 (with --convert-complex-to-llvm first).

func private @print_f32(f32)
func private @print_f64(f64)

func @pc32(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  call @print_f32(%re) : (f32) -> ()
  call @print_f32(%im) : (f32) -> ()
  return
}

func @pc64(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @print_f64(%re) : (f64) -> ()
  call @print_f64(%im) : (f64) -> ()
  return
}

func @mul64(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %m = complex.mul %a, %b : complex<f64>
  return %m : complex<f64>
}

func @main() -> i32 {
  %a = constant [1.5 : f32, -2.0 : f32] : complex<f32>
  call @pc32(%a) : (complex<f32>) -> ()   // expect: 1.5 | -2
  %b = constant [0.1 : f32, -0.0 : f32] : complex<f32>
  %s = complex.add %a, %b : complex<f32>
  call @pc32(%s) : (complex<f32>) -> ()   // expect: 1.60000002 | -2
  call @pc32(%b) : (complex<f32>) -> ()   // expect: 0.100000001 | -0
  %i = constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %ii = call @mul64(%i, %i) : (complex<f64>, complex<f64>) -> complex<f64>
  call @pc64(%ii) : (complex<f64>) -> ()  // expect: -1 | 0
  %w = constant [0.1 : f64, 1.0e300 : f64] : complex<f64>
  call @pc64(%w) : (complex<f64>) -> ()   // expect: 0.10000000000000001 | 1.0000000000000001e+300
  %zero = constant 0 : i32
  return %zero : i32
}
