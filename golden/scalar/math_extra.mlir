// math ops: fma, fpowi and ipowi (MLIR 22's square-and-multiply loops, with
// negative, zero and extreme exponents), atan2, exp2, expm1, log1p, log2,
// log10, ctlz, cttz, absi, isnan; scalars and vectors.
func.func private @print_i32(i32)
func.func private @print_i64(i64)
func.func private @print_f32(f32)
func.func private @print_f64(f64)

func.func @flt(%x: f64, %y: f64, %n: i32) {
  %a = math.fma %x, %y, %x : f64
  %b = math.fpowi %x, %n : f64, i32
  %c = math.atan2 %x, %y : f64
  %d = math.exp2 %x : f64
  %e = math.expm1 %y : f64
  %f = math.log1p %y : f64
  %g = math.log2 %y : f64
  %h = math.log10 %y : f64
  %i = math.isnan %g : f64
  %ii = arith.extui %i : i1 to i32
  func.call @print_f64(%a) : (f64) -> ()
  func.call @print_f64(%b) : (f64) -> ()
  func.call @print_f64(%c) : (f64) -> ()
  func.call @print_f64(%d) : (f64) -> ()
  func.call @print_f64(%e) : (f64) -> ()
  func.call @print_f64(%f) : (f64) -> ()
  func.call @print_f64(%g) : (f64) -> ()
  func.call @print_f64(%h) : (f64) -> ()
  func.call @print_i32(%ii) : (i32) -> ()
  return
}

func.func @f32ops(%x: f32, %y: f32, %n: i64) {
  %a = math.fma %x, %y, %y : f32
  %b = math.fpowi %x, %n : f32, i64
  %c = math.atan2 %y, %x : f32
  func.call @print_f32(%a) : (f32) -> ()
  func.call @print_f32(%b) : (f32) -> ()
  func.call @print_f32(%c) : (f32) -> ()
  return
}

func.func @int(%a: i32, %n: i32) {
  %p = math.ipowi %a, %n : i32
  %l = math.ctlz %a : i32
  %t = math.cttz %a : i32
  %b = math.absi %a : i32
  func.call @print_i32(%p) : (i32) -> ()
  func.call @print_i32(%l) : (i32) -> ()
  func.call @print_i32(%t) : (i32) -> ()
  func.call @print_i32(%b) : (i32) -> ()
  return
}

func.func @vec(%a: vector<3xi32>, %n: vector<3xi32>, %x: vector<2xf32>, %k: vector<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = math.ipowi %a, %n : vector<3xi32>
  %q = math.fpowi %x, %k : vector<2xf32>, vector<2xi32>
  %f = math.fma %x, %x, %q : vector<2xf32>
  %z = math.ctlz %a : vector<3xi32>
  %p0 = vector.extractelement %p[%c0 : index] : vector<3xi32>
  %p2 = vector.extractelement %p[%c2 : index] : vector<3xi32>
  %q1 = vector.extractelement %q[%c1 : index] : vector<2xf32>
  %f0 = vector.extractelement %f[%c0 : index] : vector<2xf32>
  %z1 = vector.extractelement %z[%c1 : index] : vector<3xi32>
  func.call @print_i32(%p0) : (i32) -> ()
  func.call @print_i32(%p2) : (i32) -> ()
  func.call @print_f32(%q1) : (f32) -> ()
  func.call @print_f32(%f0) : (f32) -> ()
  func.call @print_i32(%z1) : (i32) -> ()
  return
}

func.func @main() {
  %x = arith.constant 1.5 : f64
  %y = arith.constant 0.25 : f64
  %m = arith.constant -3.0 : f64
  %n3 = arith.constant 3 : i32
  %nm3 = arith.constant -3 : i32
  %n0 = arith.constant 0 : i32
  %nmin = arith.constant -2147483648 : i32
  %nmax = arith.constant 2147483647 : i32
  %one = arith.constant 1.0 : f64
  %mone = arith.constant -1.0 : f64
  func.call @flt(%x, %y, %n3) : (f64, f64, i32) -> ()
  func.call @flt(%m, %y, %nm3) : (f64, f64, i32) -> ()
  func.call @flt(%x, %m, %n0) : (f64, f64, i32) -> ()
  func.call @flt(%one, %x, %nmin) : (f64, f64, i32) -> ()
  func.call @flt(%mone, %x, %nmax) : (f64, f64, i32) -> ()
  %xf = arith.constant 1.25 : f32
  %yf = arith.constant -1.25 : f32
  %k = arith.constant 7 : i64
  %km = arith.constant -9223372036854775808 : i64
  func.call @f32ops(%xf, %yf, %k) : (f32, f32, i64) -> ()
  %onef = arith.constant 1.0 : f32
  func.call @f32ops(%onef, %yf, %km) : (f32, f32, i64) -> ()
  %i3 = arith.constant 3 : i32
  %im1 = arith.constant -1 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i40 = arith.constant 40 : i32
  %i0 = arith.constant 0 : i32
  %i12 = arith.constant 12 : i32
  func.call @int(%i3, %i3) : (i32, i32) -> ()
  func.call @int(%im1, %nm3) : (i32, i32) -> ()
  func.call @int(%im1, %i2) : (i32, i32) -> ()
  func.call @int(%i1, %nm3) : (i32, i32) -> ()
  func.call @int(%i3, %nm3) : (i32, i32) -> ()
  func.call @int(%i3, %i40) : (i32, i32) -> ()
  func.call @int(%i0, %i0) : (i32, i32) -> ()
  func.call @int(%nmin, %i1) : (i32, i32) -> ()
  func.call @int(%i12, %i2) : (i32, i32) -> ()
  %va = arith.constant dense<[3, -2, 5]> : vector<3xi32>
  %vn = arith.constant dense<[4, 3, 0]> : vector<3xi32>
  %vx = arith.constant dense<[2.0, 0.5]> : vector<2xf32>
  %vk = arith.constant dense<[-2, 5]> : vector<2xi32>
  func.call @vec(%va, %vn, %vx, %vk) : (vector<3xi32>, vector<3xi32>, vector<2xf32>, vector<2xi32>) -> ()
  return
}
