// Casts on vectors, lane-wise: sitofp uitofp fptosi fptoui fpext fptrunc
// sexti zexti trunci index_cast (both directions). Operands come in as
// function arguments, and every cast result leaves its function before it is
// cast again, so MLIR 13's folds of trunci(sexti/zexti) and
// index_cast(index_cast) (see ORACLE.md) cannot apply. All float->int casts
// are in range (no poison). "// expect: a | b" lists the stdout lines a
// statement produces (floats: the decimal part), in execution order.
// .out: produced by MLIR 13 (mlir-opt-13 | mlir-translate-13, clang).

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f32(f32)
func private @print_f64(f64)

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

func @pl4(%v: vector<4xi64>) {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %p2 = constant 2 : i64
  %p3 = constant 3 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<4xi64>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<4xi64>
  %e2 = vector.extractelement %v[%p2 : i64] : vector<4xi64>
  %e3 = vector.extractelement %v[%p3 : i64] : vector<4xi64>
  call @print_i64(%e0) : (i64) -> ()
  call @print_i64(%e1) : (i64) -> ()
  call @print_i64(%e2) : (i64) -> ()
  call @print_i64(%e3) : (i64) -> ()
  return
}

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

func @pd4(%v: vector<4xf64>) {
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %v[%p0 : i32] : vector<4xf64>
  %e1 = vector.extractelement %v[%p1 : i32] : vector<4xf64>
  %e2 = vector.extractelement %v[%p2 : i32] : vector<4xf64>
  %e3 = vector.extractelement %v[%p3 : i32] : vector<4xf64>
  call @print_f64(%e0) : (f64) -> ()
  call @print_f64(%e1) : (f64) -> ()
  call @print_f64(%e2) : (f64) -> ()
  call @print_f64(%e3) : (f64) -> ()
  return
}

// index lanes printed through index_cast to vector<4xi64>
func @pidx(%v: vector<4xindex>) {
  %w = index_cast %v : vector<4xindex> to vector<4xi64>
  call @pl4(%w) : (vector<4xi64>) -> ()
  return
}

// i = [-7, 16777217, 2147483647, 0]
func @int_to_fp(%i: vector<4xi32>) {
  %s = sitofp %i : vector<4xi32> to vector<4xf32>
  call @pf4(%s) : (vector<4xf32>) -> ()   // expect: -7 | 16777216 | 2.14748365e+09 | 0
  %u = uitofp %i : vector<4xi32> to vector<4xf32>
  call @pf4(%u) : (vector<4xf32>) -> ()   // expect: 4.2949673e+09 | 16777216 | 2.14748365e+09 | 0
  %d = sitofp %i : vector<4xi32> to vector<4xf64>
  call @pd4(%d) : (vector<4xf64>) -> ()   // expect: -7 | 16777217 | 2147483647 | 0
  return
}

// f = [-7.9, 2.5, 1.0e9, -0.5], g = [7.9, 2.5, 3.0e9, 0.5]
func @fp_to_int(%f: vector<4xf32>, %g: vector<4xf32>) {
  %s = fptosi %f : vector<4xf32> to vector<4xi32>
  call @pi4(%s) : (vector<4xi32>) -> ()   // expect: -7 | 2 | 1000000000 | 0
  %l = fptosi %f : vector<4xf32> to vector<4xi64>
  call @pl4(%l) : (vector<4xi64>) -> ()   // expect: -7 | 2 | 1000000000 | 0
  // 3000000000 as u32 prints as a negative i32
  %u = fptoui %g : vector<4xf32> to vector<4xi32>
  call @pi4(%u) : (vector<4xi32>) -> ()   // expect: 7 | 2 | -1294967296 | 0
  return
}

// d = [0.1, 1.0e300, 1 + 2^-24 (halfway: rounds to even 1.0), -1.0e-50]
func @fp_fp(%f: vector<4xf32>, %d: vector<4xf64>) {
  %e = fpext %f : vector<4xf32> to vector<4xf64>
  call @pd4(%e) : (vector<4xf64>) -> ()   // expect: -7.9000000953674316 | 2.5 | 1000000000 | -0.5
  %t = fptrunc %d : vector<4xf64> to vector<4xf32>
  call @pf4(%t) : (vector<4xf32>) -> ()   // expect: 0.100000001 | inf | 1 | -0
  return
}

// h = [-1, 127, -128, 5]
func @int_ext(%h: vector<4xi8>) {
  %s = sexti %h : vector<4xi8> to vector<4xi32>
  call @pi4(%s) : (vector<4xi32>) -> ()   // expect: -1 | 127 | -128 | 5
  %z = zexti %h : vector<4xi8> to vector<4xi32>
  call @pi4(%z) : (vector<4xi32>) -> ()   // expect: 255 | 127 | 128 | 5
  %l = sexti %h : vector<4xi8> to vector<4xi64>
  call @pl4(%l) : (vector<4xi64>) -> ()   // expect: -1 | 127 | -128 | 5
  return
}

func @widen8(%b: vector<4xi8>) {
  %z = zexti %b : vector<4xi8> to vector<4xi32>
  call @pi4(%z) : (vector<4xi32>) -> ()
  return
}

// w = [4294967297, -1, 0x123456789, -4294967296]
func @int_trunc(%w: vector<4xi64>) {
  %t = trunci %w : vector<4xi64> to vector<4xi32>
  call @pi4(%t) : (vector<4xi32>) -> ()   // expect: 1 | -1 | 591751049 | 0
  %b = trunci %w : vector<4xi64> to vector<4xi8>
  call @widen8(%b) : (vector<4xi8>) -> ()  // expect: 1 | 255 | 137 | 0
  return
}

// x = [-1, 4294967301, 7, -2147483649], i = [-7, 16777217, 2147483647, 0]
func @idx(%x: vector<4xindex>, %i: vector<4xi32>) {
  %t = index_cast %x : vector<4xindex> to vector<4xi32>
  call @pi4(%t) : (vector<4xi32>) -> ()   // expect: -1 | 5 | 7 | 2147483647
  %s = index_cast %i : vector<4xi32> to vector<4xindex>
  call @pidx(%s) : (vector<4xindex>) -> () // expect: -7 | 16777217 | 2147483647 | 0
  call @pidx(%x) : (vector<4xindex>) -> () // expect: -1 | 4294967301 | 7 | -2147483649
  return
}

func @main() -> i32 {
  %i = constant dense<[-7, 16777217, 2147483647, 0]> : vector<4xi32>
  call @int_to_fp(%i) : (vector<4xi32>) -> ()
  %f = constant dense<[-7.9, 2.5, 1.0e9, -0.5]> : vector<4xf32>
  %g = constant dense<[7.9, 2.5, 3.0e9, 0.5]> : vector<4xf32>
  call @fp_to_int(%f, %g) : (vector<4xf32>, vector<4xf32>) -> ()
  %d = constant dense<[0.1, 1.0e300, 1.0000000596046448, -1.0e-50]> : vector<4xf64>
  call @fp_fp(%f, %d) : (vector<4xf32>, vector<4xf64>) -> ()
  %h = constant dense<[-1, 127, -128, 5]> : vector<4xi8>
  call @int_ext(%h) : (vector<4xi8>) -> ()
  %w = constant dense<[4294967297, -1, 4886718345, -4294967296]> : vector<4xi64>
  call @int_trunc(%w) : (vector<4xi64>) -> ()
  %x = constant dense<[-1, 4294967301, 7, -2147483649]> : vector<4xindex>
  call @idx(%x, %i) : (vector<4xindex>, vector<4xi32>) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
