// Float arithmetic on vectors, lane-wise: addf subf mulf divf remf negf absf
// ceilf floorf copysign on vector<4xf32> and vector<2xf64>; math.sqrt
// math.exp math.cos on vectors (LLVM vector intrinsics, scalarised by the
// backend into libm calls); cmpf with all 16 predicates (NaN and signed-zero
// lanes) widened with zexti; select with a vector<4xi1> condition (MLIR 13
// wants both types: `select %c, %a, %b : vector<4xi1>, vector<4xf32>`).
// Operands come in as function arguments. copysign is written with a comma
// (MLIR 13 spelling). "// expect: a | b" lists the stdout lines a statement
// produces (floats: the decimal part of the line), in execution order.
// .out: produced by MLIR 13 (mlir-opt-13 | mlir-translate-13, clang).

func private @print_f32(f32)
func private @print_f64(f64)
func private @print_i32(i32)

func @pf4(%v: vector<4xf32>) {
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %v[%p0 : i32] : vector<4xf32>
  %e1 = vector.extractelement %v[%p1 : i32] : vector<4xf32>
  %e2 = vector.extractelement %v[%p2 : i32] : vector<4xf32>
  %e3 = vector.extractelement %v[%p3 : i32] : vector<4xf32>
  call @print_f32(%e0) : (f32) -> ()
  call @print_f32(%e1) : (f32) -> ()
  call @print_f32(%e2) : (f32) -> ()
  call @print_f32(%e3) : (f32) -> ()
  return
}

func @pf2(%v: vector<2xf64>) {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<2xf64>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<2xf64>
  call @print_f64(%e0) : (f64) -> ()
  call @print_f64(%e1) : (f64) -> ()
  return
}

func @pb4(%c: vector<4xi1>) {
  %z = zexti %c : vector<4xi1> to vector<4xi32>
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %z[%p0 : i32] : vector<4xi32>
  %e1 = vector.extractelement %z[%p1 : i32] : vector<4xi32>
  %e2 = vector.extractelement %z[%p2 : i32] : vector<4xi32>
  %e3 = vector.extractelement %z[%p3 : i32] : vector<4xi32>
  call @print_i32(%e0) : (i32) -> ()
  call @print_i32(%e1) : (i32) -> ()
  call @print_i32(%e2) : (i32) -> ()
  call @print_i32(%e3) : (i32) -> ()
  return
}

// a = [1.5, -2.25, 0.1, 3.0e38], b = [0.5, 4.0, -0.0, 1.0e-10]
func @bin4(%a: vector<4xf32>, %b: vector<4xf32>) {
  %add = addf %a, %b : vector<4xf32>
  call @pf4(%add) : (vector<4xf32>) -> ()   // expect: 2 | 1.75 | 0.100000001 | 3.00000001e+38
  %sub = subf %a, %b : vector<4xf32>
  call @pf4(%sub) : (vector<4xf32>) -> ()   // expect: 1 | -6.25 | 0.100000001 | 3.00000001e+38
  %mul = mulf %a, %b : vector<4xf32>
  call @pf4(%mul) : (vector<4xf32>) -> ()   // expect: 0.75 | -9 | -0 | 2.99999995e+28
  %div = divf %a, %b : vector<4xf32>
  call @pf4(%div) : (vector<4xf32>) -> ()   // expect: 3 | -0.5625 | -inf | inf
  %rem = remf %a, %b : vector<4xf32>
  call @pf4(%rem) : (vector<4xf32>) -> ()   // expect: 0 | -2.25 | nan | 8.30062963e-11
  %neg = negf %a : vector<4xf32>
  call @pf4(%neg) : (vector<4xf32>) -> ()   // expect: -1.5 | 2.25 | -0.100000001 | -3.00000001e+38
  %abs = absf %b : vector<4xf32>
  call @pf4(%abs) : (vector<4xf32>) -> ()   // expect: 0.5 | 4 | 0 | 1.00000001e-10
  %cps = copysign %a, %b : vector<4xf32>
  call @pf4(%cps) : (vector<4xf32>) -> ()   // expect: 1.5 | 2.25 | -0.100000001 | 3.00000001e+38
  return
}

// u = [-0.5, 2.5, -7.75, 0.1], s = [4.0, 2.0, -0.0, -1.0],
// e = [0.0, 1.0, -1.0, 100.0], c = [0.0, 3.14159274, 1.0, -1.0]
func @un4(%u: vector<4xf32>, %s: vector<4xf32>, %e: vector<4xf32>, %c: vector<4xf32>) {
  %ceil = ceilf %u : vector<4xf32>
  call @pf4(%ceil) : (vector<4xf32>) -> ()  // expect: -0 | 3 | -7 | 1
  %floor = floorf %u : vector<4xf32>
  call @pf4(%floor) : (vector<4xf32>) -> () // expect: -1 | 2 | -8 | 0
  %sqrt = math.sqrt %s : vector<4xf32>
  call @pf4(%sqrt) : (vector<4xf32>) -> ()  // expect: 2 | 1.41421354 | -0 | nan
  // e, 1/e rounded to f32; exp(100) overflows f32 (exp and cos results are
  // the correctly rounded ones, which glibc gives for these inputs)
  %exp = math.exp %e : vector<4xf32>
  call @pf4(%exp) : (vector<4xf32>) -> ()   // expect: 1 | 2.71828175 | 0.36787945 | inf
  %cos = math.cos %c : vector<4xf32>
  call @pf4(%cos) : (vector<4xf32>) -> ()   // expect: 1 | -1 | 0.540302277 | 0.540302277
  return
}

// x = [1.0e308, -0.1], y = [10.0, 0.2], v = [-1.5, 2.000001]
func @ops2(%x: vector<2xf64>, %y: vector<2xf64>, %v: vector<2xf64>) {
  %add = addf %x, %y : vector<2xf64>
  call @pf2(%add) : (vector<2xf64>) -> ()   // expect: 1e+308 | 0.10000000000000001
  %sub = subf %x, %y : vector<2xf64>
  call @pf2(%sub) : (vector<2xf64>) -> ()   // expect: 1e+308 | -0.30000000000000004
  %mul = mulf %x, %y : vector<2xf64>
  call @pf2(%mul) : (vector<2xf64>) -> ()   // expect: inf | -0.020000000000000004
  %div = divf %x, %y : vector<2xf64>
  call @pf2(%div) : (vector<2xf64>) -> ()   // expect: 9.9999999999999999e+306 | -0.5
  %rem = remf %x, %y : vector<2xf64>
  call @pf2(%rem) : (vector<2xf64>) -> ()   // expect: 6 | -0.10000000000000001
  %neg = negf %x : vector<2xf64>
  call @pf2(%neg) : (vector<2xf64>) -> ()   // expect: -1e+308 | 0.10000000000000001
  %abs = absf %x : vector<2xf64>
  call @pf2(%abs) : (vector<2xf64>) -> ()   // expect: 1e+308 | 0.10000000000000001
  %cps = copysign %y, %x : vector<2xf64>
  call @pf2(%cps) : (vector<2xf64>) -> ()   // expect: 10 | -0.20000000000000001
  %ceil = ceilf %v : vector<2xf64>
  call @pf2(%ceil) : (vector<2xf64>) -> ()  // expect: -1 | 3
  %floor = floorf %v : vector<2xf64>
  call @pf2(%floor) : (vector<2xf64>) -> () // expect: -2 | 2
  %sq = absf %v : vector<2xf64>
  %sqrt = math.sqrt %sq : vector<2xf64>
  call @pf2(%sqrt) : (vector<2xf64>) -> ()  // expect: 1.2247448713915889 | 1.4142139159264415
  return
}

// p = [1.0, nan, -0.0, 2.0], q = [2.0, 1.0, 0.0, nan]
func @cmp4(%p: vector<4xf32>, %q: vector<4xf32>) {
  %c0 = cmpf false, %p, %q : vector<4xf32>
  call @pb4(%c0) : (vector<4xi1>) -> ()   // expect: 0 | 0 | 0 | 0
  %c1 = cmpf oeq, %p, %q : vector<4xf32>
  call @pb4(%c1) : (vector<4xi1>) -> ()   // expect: 0 | 0 | 1 | 0
  %c2 = cmpf ogt, %p, %q : vector<4xf32>
  call @pb4(%c2) : (vector<4xi1>) -> ()   // expect: 0 | 0 | 0 | 0
  %c3 = cmpf oge, %p, %q : vector<4xf32>
  call @pb4(%c3) : (vector<4xi1>) -> ()   // expect: 0 | 0 | 1 | 0
  %c4 = cmpf olt, %p, %q : vector<4xf32>
  call @pb4(%c4) : (vector<4xi1>) -> ()   // expect: 1 | 0 | 0 | 0
  %c5 = cmpf ole, %p, %q : vector<4xf32>
  call @pb4(%c5) : (vector<4xi1>) -> ()   // expect: 1 | 0 | 1 | 0
  %c6 = cmpf one, %p, %q : vector<4xf32>
  call @pb4(%c6) : (vector<4xi1>) -> ()   // expect: 1 | 0 | 0 | 0
  %c7 = cmpf ord, %p, %q : vector<4xf32>
  call @pb4(%c7) : (vector<4xi1>) -> ()   // expect: 1 | 0 | 1 | 0
  %c8 = cmpf ueq, %p, %q : vector<4xf32>
  call @pb4(%c8) : (vector<4xi1>) -> ()   // expect: 0 | 1 | 1 | 1
  %c9 = cmpf ugt, %p, %q : vector<4xf32>
  call @pb4(%c9) : (vector<4xi1>) -> ()   // expect: 0 | 1 | 0 | 1
  %c10 = cmpf uge, %p, %q : vector<4xf32>
  call @pb4(%c10) : (vector<4xi1>) -> ()  // expect: 0 | 1 | 1 | 1
  %c11 = cmpf ult, %p, %q : vector<4xf32>
  call @pb4(%c11) : (vector<4xi1>) -> ()  // expect: 1 | 1 | 0 | 1
  %c12 = cmpf ule, %p, %q : vector<4xf32>
  call @pb4(%c12) : (vector<4xi1>) -> ()  // expect: 1 | 1 | 1 | 1
  %c13 = cmpf une, %p, %q : vector<4xf32>
  call @pb4(%c13) : (vector<4xi1>) -> ()  // expect: 1 | 1 | 0 | 1
  %c14 = cmpf uno, %p, %q : vector<4xf32>
  call @pb4(%c14) : (vector<4xi1>) -> ()  // expect: 0 | 1 | 0 | 1
  %c15 = cmpf true, %p, %q : vector<4xf32>
  call @pb4(%c15) : (vector<4xi1>) -> ()  // expect: 1 | 1 | 1 | 1
  // ordered max: lanes with a NaN take q
  %gt = cmpf ogt, %p, %q : vector<4xf32>
  %max = select %gt, %p, %q : vector<4xi1>, vector<4xf32>
  call @pf4(%max) : (vector<4xf32>) -> ()  // expect: 2 | 1 | 0 | nan
  // unordered-or-less: lanes with a NaN take p
  %ult = cmpf ult, %p, %q : vector<4xf32>
  %sel = select %ult, %p, %q : vector<4xi1>, vector<4xf32>
  call @pf4(%sel) : (vector<4xf32>) -> ()  // expect: 1 | nan | 0 | 2
  return
}

func @main() -> i32 {
  %a = constant dense<[1.5, -2.25, 0.1, 3.0e38]> : vector<4xf32>
  %b = constant dense<[0.5, 4.0, -0.0, 1.0e-10]> : vector<4xf32>
  call @bin4(%a, %b) : (vector<4xf32>, vector<4xf32>) -> ()
  %u = constant dense<[-0.5, 2.5, -7.75, 0.1]> : vector<4xf32>
  %s = constant dense<[4.0, 2.0, -0.0, -1.0]> : vector<4xf32>
  %e = constant dense<[0.0, 1.0, -1.0, 100.0]> : vector<4xf32>
  %c = constant dense<[0.0, 3.14159274, 1.0, -1.0]> : vector<4xf32>
  call @un4(%u, %s, %e, %c) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
  %x = constant dense<[1.0e308, -0.1]> : vector<2xf64>
  %y = constant dense<[10.0, 0.2]> : vector<2xf64>
  %v = constant dense<[-1.5, 2.000001]> : vector<2xf64>
  call @ops2(%x, %y, %v) : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> ()
  %p = constant dense<[1.0, 0x7FC00000, -0.0, 2.0]> : vector<4xf32>
  %q = constant dense<[2.0, 1.0, 0.0, 0x7FC00000]> : vector<4xf32>
  call @cmp4(%p, %q) : (vector<4xf32>, vector<4xf32>) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
