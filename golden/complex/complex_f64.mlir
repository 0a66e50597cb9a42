// complex<f64> with the MLIR 13 complex dialect: complex.create complex.re
// complex.im complex.add complex.sub complex.mul complex.abs, complex
// values as arguments, results (also one of two results of a function),
// block arguments of a loop: a Mandelbrot escape-time iteration
// z <- z*z + c while |z| <= 2, at most 100 steps. complex<f64> is the LLVM
// struct { double, double }. mul is (ac - bd) + (bc + ad)i. abs is MLIR
// 22's max * sqrt(1 + (min/max)^2) (no overflow for |1e200 + 0i|), which
// is one ulp away from MLIR 13's sqrt(a*a + b*b) for |0.1 - 0.7i| (line 7
// of the .out: MLIR 13 printed 0.70710678118654746). "// expect: a | b"
// lists the stdout lines a statement produces (floats: the decimal part),
// in execution order.
// .out: produced by MLIR 22 (the same program in today's spelling,
// --convert-complex-to-standard --convert-to-llvm); MLIR 13 agrees but for
// line 7.

func private @print_f64(f64)
func private @print_i32(i32)

func @pc(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @print_f64(%re) : (f64) -> ()
  call @print_f64(%im) : (f64) -> ()
  return
}

func @make(%re: f64, %im: f64) -> complex<f64> {
  %z = complex.create %re, %im : complex<f64>
  return %z : complex<f64>
}

// prints a+b, a-b, a*b, |a|, |b|
func @arith(%a: complex<f64>, %b: complex<f64>) {
  %s = complex.add %a, %b : complex<f64>
  call @pc(%s) : (complex<f64>) -> ()
  %d = complex.sub %a, %b : complex<f64>
  call @pc(%d) : (complex<f64>) -> ()
  %m = complex.mul %a, %b : complex<f64>
  call @pc(%m) : (complex<f64>) -> ()
  %aa = complex.abs %a : complex<f64>
  call @print_f64(%aa) : (f64) -> ()
  %ab = complex.abs %b : complex<f64>
  call @print_f64(%ab) : (f64) -> ()
  return
}

// returns the number of steps taken and the last z
func @mandel(%c: complex<f64>) -> (i32, complex<f64>) {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %max = constant 100 : i32
  %two = constant 2.0 : f64
  %zero = constant 0.0 : f64
  %z0 = complex.create %zero, %zero : complex<f64>
  br ^head(%c0, %z0 : i32, complex<f64>)
^head(%i: i32, %z: complex<f64>):
  %more = cmpi slt, %i, %max : i32
  cond_br %more, ^test, ^exit(%i, %z : i32, complex<f64>)
^test:
  %r = complex.abs %z : complex<f64>
  %out = cmpf ogt, %r, %two : f64
  cond_br %out, ^exit(%i, %z : i32, complex<f64>), ^step
^step:
  %zz = complex.mul %z, %z : complex<f64>
  %z1 = complex.add %zz, %c : complex<f64>
  %i1 = addi %i, %c1 : i32
  br ^head(%i1, %z1 : i32, complex<f64>)
^exit(%n: i32, %zf: complex<f64>):
  return %n, %zf : i32, complex<f64>
}

func @run(%re: f64, %im: f64) {
  %c = call @make(%re, %im) : (f64, f64) -> complex<f64>
  %n, %z = call @mandel(%c) : (complex<f64>) -> (i32, complex<f64>)
  call @print_i32(%n) : (i32) -> ()
  call @pc(%z) : (complex<f64>) -> ()
  return
}

func @main() -> i32 {
  %r1 = constant 0.1 : f64
  %i1 = constant -0.7 : f64
  %r2 = constant 1.0e150 : f64
  %i2 = constant 3.0e-200 : f64
  %a = call @make(%r1, %i1) : (f64, f64) -> complex<f64>
  %b = call @make(%r2, %i2) : (f64, f64) -> complex<f64>
  // expect: 9.9999999999999998e+149 | -0.69999999999999996 | -9.9999999999999998e+149 | -0.69999999999999996 | 1e+149 | -6.9999999999999993e+149 | 0.70710678118654757 | 9.9999999999999998e+149
  call @arith(%a, %b) : (complex<f64>, complex<f64>) -> ()
  %r3 = constant 5.0 : f64
  %i3 = constant -12.0 : f64
  %r4 = constant 0.5 : f64
  %i4 = constant 0.25 : f64
  %c = call @make(%r3, %i3) : (f64, f64) -> complex<f64>
  %d = call @make(%r4, %i4) : (f64, f64) -> complex<f64>
  // (5 - 12i)(0.5 + 0.25i) = (2.5 + 3) + (-6 + 1.25)i
  // expect: 5.5 | -11.75 | 4.5 | -12.25 | 5.5 | -4.75 | 13 | 0.55901699437494745
  call @arith(%c, %d) : (complex<f64>, complex<f64>) -> ()

  %zero = constant 0.0 : f64
  %one = constant 1.0 : f64
  %m1 = constant -1.0 : f64
  %m2 = constant -2.0 : f64
  %p2 = constant 2.0 : f64
  call @run(%zero, %zero) : (f64, f64) -> ()   // expect: 100 | 0 | 0
  // 0, 1, 2, 5: |5| > 2 after 3 steps
  call @run(%one, %zero) : (f64, f64) -> ()    // expect: 3 | 5 | 0
  // 0, -1, 0, -1, ...: stays bounded
  call @run(%m1, %zero) : (f64, f64) -> ()     // expect: 100 | 0 | 0
  call @run(%m2, %zero) : (f64, f64) -> ()     // expect: 100 | 2 | 0
  call @run(%p2, %p2) : (f64, f64) -> ()       // expect: 1 | 2 | 2
  %r5 = constant -0.75 : f64
  %i5 = constant 0.1 : f64
  call @run(%r5, %i5) : (f64, f64) -> ()       // expect: 33 | -0.74711540174070556 | 2.5991988956145367
  %r6 = constant 0.26 : f64
  call @run(%r6, %zero) : (f64, f64) -> ()     // expect: 30 | 3.9988727543165012 | 0
  %r7 = constant 0.3 : f64
  %i7 = constant 0.5 : f64
  call @run(%r7, %i7) : (f64, f64) -> ()       // expect: 100 | -0.12609726510142999 | -0.013403329515675355
  %r8 = constant -0.1 : f64
  %i8 = constant 0.651 : f64
  call @run(%r8, %i8) : (f64, f64) -> ()       // expect: 71 | -1.170108753645656 | 2.7756100854555692
  %ret = constant 0 : i32
  return %ret : i32
}
