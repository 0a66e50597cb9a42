// splat: broadcast a scalar (a function argument, so at run time) to every
// lane: `splat %s : vector<4xf32>` (the spec's and MLIR 13's name; MLIR 13
// accepts it on vectors and lowers it to insertelement + shufflevector).
// Element types f32 f64 i32 i64 i1 i8 index, odd and long lengths
// (vector<3xi64>, vector<16xi8>), a splat used as an arithmetic operand,
// and a splat inside a br/cond_br loop carried as a block argument.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order. .out: produced by MLIR 13.

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

func @splat_f32(%s: f32) {
  %v = splat %s : vector<4xf32>
  call @pf4(%v) : (vector<4xf32>) -> ()
  return
}

func @splat_i32(%s: i32) {
  %v = splat %s : vector<4xi32>
  call @pi4(%v) : (vector<4xi32>) -> ()
  return
}

// prints lanes 0 and 1 of a vector<2xf64> splat
func @splat_f64(%s: f64) {
  %v = splat %s : vector<2xf64>
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<2xf64>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<2xf64>
  call @print_f64(%e0) : (f64) -> ()
  call @print_f64(%e1) : (f64) -> ()
  return
}

// prints lanes 0 and 2 of a vector<3xi64> splat
func @splat_i64(%s: i64) {
  %v = splat %s : vector<3xi64>
  %p0 = constant 0 : i64
  %p2 = constant 2 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<3xi64>
  %e2 = vector.extractelement %v[%p2 : i64] : vector<3xi64>
  call @print_i64(%e0) : (i64) -> ()
  call @print_i64(%e2) : (i64) -> ()
  return
}

func @splat_i1(%b: i1) {
  %v = splat %b : vector<4xi1>
  %z = zexti %v : vector<4xi1> to vector<4xi32>
  call @pi4(%z) : (vector<4xi32>) -> ()
  return
}

// prints lanes 0 and 15, sign-extended
func @splat_i8(%c: i8) {
  %v = splat %c : vector<16xi8>
  %w = sexti %v : vector<16xi8> to vector<16xi32>
  %p0 = constant 0 : i32
  %p15 = constant 15 : i32
  %e0 = vector.extractelement %w[%p0 : i32] : vector<16xi32>
  %e15 = vector.extractelement %w[%p15 : i32] : vector<16xi32>
  call @print_i32(%e0) : (i32) -> ()
  call @print_i32(%e15) : (i32) -> ()
  return
}

func @splat_index(%x: index) {
  %v = splat %x : vector<4xindex>
  %w = index_cast %v : vector<4xindex> to vector<4xi32>
  call @pi4(%w) : (vector<4xi32>) -> ()
  return
}

// v * splat(s) + splat(t)
func @axpb(%v: vector<4xf32>, %s: f32, %t: f32) -> vector<4xf32> {
  %vs = splat %s : vector<4xf32>
  %vt = splat %t : vector<4xf32>
  %m = mulf %v, %vs : vector<4xf32>
  %r = addf %m, %vt : vector<4xf32>
  return %r : vector<4xf32>
}

// acc = [1, 2, 3, 4]; for i in 0..n: acc = acc * 2 + splat(i)
func @loop(%n: i32) -> vector<4xi32> {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %two = constant 2 : i32
  %v2 = splat %two : vector<4xi32>
  %init = constant dense<[1, 2, 3, 4]> : vector<4xi32>
  br ^head(%c0, %init : i32, vector<4xi32>)
^head(%i: i32, %acc: vector<4xi32>):
  %more = cmpi slt, %i, %n : i32
  cond_br %more, ^body, ^exit
^body:
  %vi = splat %i : vector<4xi32>
  %d = muli %acc, %v2 : vector<4xi32>
  %a = addi %d, %vi : vector<4xi32>
  %i1 = addi %i, %c1 : i32
  br ^head(%i1, %a : i32, vector<4xi32>)
^exit:
  return %acc : vector<4xi32>
}

func @main() -> i32 {
  %f = constant 2.5 : f32
  call @splat_f32(%f) : (f32) -> ()       // expect: 2.5 | 2.5 | 2.5 | 2.5
  %nz = constant -0.0 : f32
  call @splat_f32(%nz) : (f32) -> ()      // expect: -0 | -0 | -0 | -0
  %i = constant -123456 : i32
  call @splat_i32(%i) : (i32) -> ()       // expect: -123456 | -123456 | -123456 | -123456
  %d = constant 0.1 : f64
  call @splat_f64(%d) : (f64) -> ()       // expect: 0.10000000000000001 | 0.10000000000000001
  %l = constant 9007199254740993 : i64
  call @splat_i64(%l) : (i64) -> ()       // expect: 9007199254740993 | 9007199254740993
  %t = constant true
  call @splat_i1(%t) : (i1) -> ()         // expect: 1 | 1 | 1 | 1
  %fl = constant false
  call @splat_i1(%fl) : (i1) -> ()        // expect: 0 | 0 | 0 | 0
  %c = constant -100 : i8
  call @splat_i8(%c) : (i8) -> ()         // expect: -100 | -100
  %x = constant 4294967299 : index
  call @splat_index(%x) : (index) -> ()   // expect: 3 | 3 | 3 | 3
  %v = constant dense<[1.0, -2.0, 0.5, 100.0]> : vector<4xf32>
  %s = constant 3.0 : f32
  %o = constant 0.25 : f32
  %r = call @axpb(%v, %s, %o) : (vector<4xf32>, f32, f32) -> vector<4xf32>
  call @pf4(%r) : (vector<4xf32>) -> ()   // expect: 3.25 | -5.75 | 1.75 | 300.25
  %n = constant 3 : i32
  %lv = call @loop(%n) : (i32) -> vector<4xi32>
  // ((a*2 + 0)*2 + 1)*2 + 2 = 8a + 4
  call @pi4(%lv) : (vector<4xi32>) -> ()  // expect: 12 | 20 | 28 | 36
  %zero = constant 0 : i32
  return %zero : i32
}
