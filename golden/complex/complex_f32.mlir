// complex<f32> with the MLIR 13 complex dialect: complex.create complex.re
// complex.im complex.add complex.sub complex.mul complex.abs. complex<f32>
// is the LLVM struct { float, float }; complex values are passed to and
// returned from functions and carried as a loop block argument.
// What MLIR 13 lowers them to (and the expected values assume):
//   mul (a+bi)(c+di) = (ac - bd) + (bc + ad)i   (4 fmul, fsub, fadd; no fma)
//   abs |a+bi| = sqrt(a*a + b*b)                 (no scaling, as in MLIR 13)
// The abs inputs are chosen so that this also equals the correctly rounded
// hypot. "// expect: a | b" lists the stdout lines a statement produces
// (floats: the decimal part), in execution order.
// .out: produced by MLIR 13 (with --convert-complex-to-llvm first).

func private @print_f32(f32)

// prints re, then im
func @pc(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  call @print_f32(%re) : (f32) -> ()
  call @print_f32(%im) : (f32) -> ()
  return
}

func @make(%re: f32, %im: f32) -> complex<f32> {
  %z = complex.create %re, %im : complex<f32>
  return %z : complex<f32>
}

func @conj(%z: complex<f32>) -> complex<f32> {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %nim = negf %im : f32
  %c = complex.create %re, %nim : complex<f32>
  return %c : complex<f32>
}

// prints a+b, a-b, a*b, |a|, |b|
func @arith(%a: complex<f32>, %b: complex<f32>) {
  %s = complex.add %a, %b : complex<f32>
  call @pc(%s) : (complex<f32>) -> ()
  %d = complex.sub %a, %b : complex<f32>
  call @pc(%d) : (complex<f32>) -> ()
  %m = complex.mul %a, %b : complex<f32>
  call @pc(%m) : (complex<f32>) -> ()
  %aa = complex.abs %a : complex<f32>
  call @print_f32(%aa) : (f32) -> ()
  %ab = complex.abs %b : complex<f32>
  call @print_f32(%ab) : (f32) -> ()
  return
}

// z^n by repeated multiplication
func @power(%z: complex<f32>, %n: i32) -> complex<f32> {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %one = constant 1.0 : f32
  %zero = constant 0.0 : f32
  %w0 = complex.create %one, %zero : complex<f32>
  br ^head(%c0, %w0 : i32, complex<f32>)
^head(%i: i32, %w: complex<f32>):
  %more = cmpi slt, %i, %n : i32
  cond_br %more, ^body, ^exit
^body:
  %w1 = complex.mul %w, %z : complex<f32>
  %i1 = addi %i, %c1 : i32
  br ^head(%i1, %w1 : i32, complex<f32>)
^exit:
  return %w : complex<f32>
}

func @main() -> i32 {
  %r1 = constant 1.5 : f32
  %i1 = constant -2.5 : f32
  %r2 = constant 3.0 : f32
  %i2 = constant 4.0 : f32
  %a = call @make(%r1, %i1) : (f32, f32) -> complex<f32>
  %b = call @make(%r2, %i2) : (f32, f32) -> complex<f32>
  call @pc(%a) : (complex<f32>) -> ()                          // expect: 1.5 | -2.5
  // (4.5 + 1.5i), (-1.5 - 6.5i), (4.5 + 10) + (-7.5 + 6)i, |a|, 5
  call @arith(%a, %b) : (complex<f32>, complex<f32>) -> ()     // expect: 4.5 | 1.5 | -1.5 | -6.5 | 14.5 | -1.5 | 2.91547585 | 5
  %cb = call @conj(%b) : (complex<f32>) -> complex<f32>
  // (3 + 4i)(3 - 4i) = 25 + 0i
  call @arith(%b, %cb) : (complex<f32>, complex<f32>) -> ()    // expect: 6 | 0 | 0 | 8 | 25 | 0 | 5 | 5

  %r3 = constant 0.1 : f32
  %i3 = constant 0.2 : f32
  %r4 = constant -0.0 : f32
  %i4 = constant 1.0e30 : f32
  %c = call @make(%r3, %i3) : (f32, f32) -> complex<f32>
  %d = call @make(%r4, %i4) : (f32, f32) -> complex<f32>
  %cd = complex.add %c, %d : complex<f32>
  call @pc(%cd) : (complex<f32>) -> ()                         // expect: 0.100000001 | 1.00000002e+30
  %dc = complex.sub %c, %d : complex<f32>
  call @pc(%dc) : (complex<f32>) -> ()                         // expect: 0.100000001 | -1.00000002e+30
  %m = complex.mul %c, %d : complex<f32>
  call @pc(%m) : (complex<f32>) -> ()                          // expect: -2.00000003e+29 | 1.00000002e+29

  %n8 = constant 8 : i32
  %one = constant 1.0 : f32
  %u = call @make(%one, %one) : (f32, f32) -> complex<f32>
  // (1 + i)^8 = (2i)^4 = 16
  %p8 = call @power(%u, %n8) : (complex<f32>, i32) -> complex<f32>
  call @pc(%p8) : (complex<f32>) -> ()                         // expect: 16 | 0
  %r6 = constant 0.6 : f32
  %i6 = constant 0.8 : f32
  %e = call @make(%r6, %i6) : (f32, f32) -> complex<f32>
  %n5 = constant 5 : i32
  // (0.6 + 0.8i)^5, rounded at every step
  %p5 = call @power(%e, %n5) : (complex<f32>, i32) -> complex<f32>
  call @pc(%p5) : (complex<f32>) -> ()                         // expect: -0.0758399665 | -0.997120142
  %zero = constant 0 : i32
  return %zero : i32
}
