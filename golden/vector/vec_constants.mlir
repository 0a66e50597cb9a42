// Vector constants: `constant dense<[...]>` lists and splat `dense<x>`
// forms for vector<4xf32>, vector<2xf64>, vector<4xi32>, vector<2xi64>,
// vector<3xi16>, vector<8xi8>, vector<1xf32>, vector<4xindex> and
// vector<4xi1> (`true`/`false` lists and a splat), including negative
// values, an integer bit pattern of an f32 (0x7F800000 = inf) inside a
// float list, -0.0 and the extremes of each integer type. Constants are
// printed in main directly, and some are also passed to a function that
// uses them (select on an i1 vector constant). "// expect: a | b" lists the
// stdout lines a statement produces (floats: the decimal part), in
// execution order. .out: produced by MLIR 13.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f32(f32)
func private @print_f64(f64)

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

func @pi4(%v: vector<4xi32>) {
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %v[%p0 : i32] : vector<4xi32>
  %e1 = vector.extractelement %v[%p1 : i32] : vector<4xi32>
  %e2 = vector.extractelement %v[%p2 : i32] : vector<4xi32>
  %e3 = vector.extractelement %v[%p3 : i32] : vector<4xi32>
  call @print_i32(%e0) : (i32) -> ()
  call @print_i32(%e1) : (i32) -> ()
  call @print_i32(%e2) : (i32) -> ()
  call @print_i32(%e3) : (i32) -> ()
  return
}

func @pb4(%c: vector<4xi1>) {
  %z = zexti %c : vector<4xi1> to vector<4xi32>
  call @pi4(%z) : (vector<4xi32>) -> ()
  return
}

// picks a where m is true, b elsewhere
func @pick(%m: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) {
  %r = select %m, %a, %b : vector<4xi1>, vector<4xf32>
  call @pf4(%r) : (vector<4xf32>) -> ()
  return
}

func @main() -> i32 {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %p2 = constant 2 : i64
  %p7 = constant 7 : i64

  %f4 = constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  call @pf4(%f4) : (vector<4xf32>) -> ()   // expect: 1 | 2 | 3 | 4
  %g4 = constant dense<[-0.0, 0.1, 0x7F800000, -3.5e-3]> : vector<4xf32>
  call @pf4(%g4) : (vector<4xf32>) -> ()   // expect: -0 | 0.100000001 | inf | -0.00350000011
  %s4 = constant dense<2.5> : vector<4xf32>
  call @pf4(%s4) : (vector<4xf32>) -> ()   // expect: 2.5 | 2.5 | 2.5 | 2.5

  %d2 = constant dense<[0.1, -1.0e-300]> : vector<2xf64>
  %d2a = vector.extractelement %d2[%p0 : i64] : vector<2xf64>
  %d2b = vector.extractelement %d2[%p1 : i64] : vector<2xf64>
  call @print_f64(%d2a) : (f64) -> ()      // expect: 0.10000000000000001
  call @print_f64(%d2b) : (f64) -> ()      // expect: -1e-300
  %ds = constant dense<1.5> : vector<2xf64>
  %dsb = vector.extractelement %ds[%p1 : i64] : vector<2xf64>
  call @print_f64(%dsb) : (f64) -> ()      // expect: 1.5

  %i4 = constant dense<7> : vector<4xi32>
  call @pi4(%i4) : (vector<4xi32>) -> ()   // expect: 7 | 7 | 7 | 7
  %j4 = constant dense<[-2147483648, 2147483647, -1, 0]> : vector<4xi32>
  call @pi4(%j4) : (vector<4xi32>) -> ()   // expect: -2147483648 | 2147483647 | -1 | 0

  %l2 = constant dense<[-9223372036854775808, 9223372036854775807]> : vector<2xi64>
  %l2a = vector.extractelement %l2[%p0 : i64] : vector<2xi64>
  %l2b = vector.extractelement %l2[%p1 : i64] : vector<2xi64>
  call @print_i64(%l2a) : (i64) -> ()      // expect: -9223372036854775808
  call @print_i64(%l2b) : (i64) -> ()      // expect: 9223372036854775807

  // odd length, narrow element type: sign-extended for printing
  %h3 = constant dense<[-32768, 32767, -2]> : vector<3xi16>
  %h3w = sexti %h3 : vector<3xi16> to vector<3xi32>
  %h3a = vector.extractelement %h3w[%p0 : i64] : vector<3xi32>
  %h3b = vector.extractelement %h3w[%p1 : i64] : vector<3xi32>
  %h3c = vector.extractelement %h3w[%p2 : i64] : vector<3xi32>
  call @print_i32(%h3a) : (i32) -> ()      // expect: -32768
  call @print_i32(%h3b) : (i32) -> ()      // expect: 32767
  call @print_i32(%h3c) : (i32) -> ()      // expect: -2

  // 255 in an i8 list is the bit pattern of -1
  %b8 = constant dense<[1, 2, 3, 4, 5, 6, -128, 255]> : vector<8xi8>
  %b8w = zexti %b8 : vector<8xi8> to vector<8xi32>
  %b8g = vector.extractelement %b8w[%p2 : i64] : vector<8xi32>
  %b8h = vector.extractelement %b8w[%p7 : i64] : vector<8xi32>
  call @print_i32(%b8g) : (i32) -> ()      // expect: 3
  call @print_i32(%b8h) : (i32) -> ()      // expect: 255
  %b8s = sexti %b8 : vector<8xi8> to vector<8xi32>
  %p6 = constant 6 : i64
  %b8i = vector.extractelement %b8s[%p6 : i64] : vector<8xi32>
  %b8j = vector.extractelement %b8s[%p7 : i64] : vector<8xi32>
  call @print_i32(%b8i) : (i32) -> ()      // expect: -128
  call @print_i32(%b8j) : (i32) -> ()      // expect: -1

  %one = constant dense<[42.0]> : vector<1xf32>
  %onea = vector.extractelement %one[%p0 : i64] : vector<1xf32>
  call @print_f32(%onea) : (f32) -> ()     // expect: 42

  %x4 = constant dense<[0, -1, 4294967296, 123]> : vector<4xindex>
  %x4w = index_cast %x4 : vector<4xindex> to vector<4xi64>
  %x4b = vector.extractelement %x4w[%p1 : i64] : vector<4xi64>
  %x4c = vector.extractelement %x4w[%p2 : i64] : vector<4xi64>
  call @print_i64(%x4b) : (i64) -> ()      // expect: -1
  call @print_i64(%x4c) : (i64) -> ()      // expect: 4294967296

  %m = constant dense<[true, false, true, true]> : vector<4xi1>
  call @pb4(%m) : (vector<4xi1>) -> ()     // expect: 1 | 0 | 1 | 1
  %t = constant dense<true> : vector<4xi1>
  call @pb4(%t) : (vector<4xi1>) -> ()     // expect: 1 | 1 | 1 | 1
  %f = constant dense<false> : vector<4xi1>
  call @pb4(%f) : (vector<4xi1>) -> ()     // expect: 0 | 0 | 0 | 0
  %mw = sexti %m : vector<4xi1> to vector<4xi32>
  call @pi4(%mw) : (vector<4xi32>) -> ()   // expect: -1 | 0 | -1 | -1
  call @pick(%m, %f4, %s4) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> ()  // expect: 1 | 2.5 | 3 | 4
  call @pick(%f, %f4, %g4) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> ()  // expect: -0 | 0.100000001 | inf | -0.00350000011

  %zero = constant 0 : i32
  return %zero : i32
}
