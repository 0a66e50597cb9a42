// Complex numbers in the older Std spelling: `create_complex %a, %b :
// complex<f32>`, `re %c : complex<f32>`, `im %c : complex<f32>`,
// `addcf %c, %d : complex<f32>`, `subcf`, `mulcf`, on complex<f32> and
// complex<f64>, as function arguments, results and block arguments.
// MLIR 13 only has the complex dialect. .out: produced by MLIR 13 from a
// copy with create_complex/re/im/addcf/subcf/mulcf renamed to
// complex.create/complex.re/complex.im/complex.add/complex.sub/complex.mul
// (everything else identical). mulcf is (ac - bd) + (bc + ad)i.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_f32(f32)
func private @print_f64(f64)

func @pc(%z: complex<f32>) {
  %r = re %z : complex<f32>
  %i = im %z : complex<f32>
  call @print_f32(%r) : (f32) -> ()
  call @print_f32(%i) : (f32) -> ()
  return
}

func @pc64(%z: complex<f64>) {
  %r = re %z : complex<f64>
  %i = im %z : complex<f64>
  call @print_f64(%r) : (f64) -> ()
  call @print_f64(%i) : (f64) -> ()
  return
}

func @make(%a: f32, %b: f32) -> complex<f32> {
  %c = create_complex %a, %b : complex<f32>
  return %c : complex<f32>
}

// prints c+d, c-d, c*d, d-c
func @ops(%c: complex<f32>, %d: complex<f32>) {
  %s = addcf %c, %d : complex<f32>
  call @pc(%s) : (complex<f32>) -> ()
  %t = subcf %c, %d : complex<f32>
  call @pc(%t) : (complex<f32>) -> ()
  %m = mulcf %c, %d : complex<f32>
  call @pc(%m) : (complex<f32>) -> ()
  %u = subcf %d, %c : complex<f32>
  call @pc(%u) : (complex<f32>) -> ()
  return
}

// sum_{k=0}^{n-1} (k + 0.5i), as complex<f64> block argument
func @series(%n: i32) -> complex<f64> {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %zero = constant 0.0 : f64
  %half = constant 0.5 : f64
  %z0 = create_complex %zero, %zero : complex<f64>
  br ^head(%c0, %z0 : i32, complex<f64>)
^head(%k: i32, %acc: complex<f64>):
  %more = cmpi slt, %k, %n : i32
  cond_br %more, ^body, ^exit
^body:
  %kf = sitofp %k : i32 to f64
  %term = create_complex %kf, %half : complex<f64>
  %acc1 = addcf %acc, %term : complex<f64>
  %k1 = addi %k, %c1 : i32
  br ^head(%k1, %acc1 : i32, complex<f64>)
^exit:
  return %acc : complex<f64>
}

func @main() -> i32 {
  %a = constant 1.0 : f32
  %b = constant 2.0 : f32
  %c = constant -0.5 : f32
  %d = constant 0.25 : f32
  %x = call @make(%a, %b) : (f32, f32) -> complex<f32>
  %y = call @make(%c, %d) : (f32, f32) -> complex<f32>
  // (1 + 2i), (-0.5 + 0.25i): sum, difference, (-0.5 - 0.5) + (-1 + 0.25)i, -difference
  call @ops(%x, %y) : (complex<f32>, complex<f32>) -> ()  // expect: 0.5 | 2.25 | 1.5 | 1.75 | -1 | -0.75 | -1.5 | -1.75
  %e = constant 0.1 : f32
  %z = call @make(%e, %e) : (f32, f32) -> complex<f32>
  // (0.1 + 0.1i)^2 = 0 + 0.02i (f32)
  call @ops(%z, %z) : (complex<f32>, complex<f32>) -> ()  // expect: 0.200000003 | 0.200000003 | 0 | 0 | 0 | 0.0200000014 | 0 | 0
  %n = constant 10 : i32
  %s = call @series(%n) : (i32) -> complex<f64>
  call @pc64(%s) : (complex<f64>) -> ()                   // expect: 45 | 5
  %r = constant 0 : i32
  return %r : i32
}
