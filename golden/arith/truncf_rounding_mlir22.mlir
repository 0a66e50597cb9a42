// `arith.truncf` with a rounding mode (MLIR 22): every mode, on scalars,
// a 1-D and a 2-D vector, f64 -> f32 and f32 -> f16, also in the generic
// form. MLIR 22 lowers them to `llvm.experimental.constrained.fptrunc`
// with `round.<mode>` and `fpexcept.ignore`, which asserts the rounding
// mode of the environment rather than setting it: the program runs in the
// default mode, so every result is the nearest-even one (the operands are
// read with volatile loads, so that nothing is folded).

func.func private @print_f64(f64)

func.func @show32(%x: f32) {
  %e = arith.extf %x : f32 to f64
  call @print_f64(%e) : (f64) -> ()
  return
}

func.func @main() -> i32 {
  %one = arith.constant 1 : i64
  %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  // 1 + 2^-24 + 2^-26: between two floats, nearer to the upper one.
  %c = arith.constant 1.00000007450580596923828125 : f64
  llvm.store %c, %p : f64, !llvm.ptr
  %x = llvm.load volatile %p : !llvm.ptr -> f64
  %a = arith.truncf %x to_nearest_even : f64 to f32
  %b = arith.truncf %x downward : f64 to f32
  %u = arith.truncf %x upward : f64 to f32
  %z = arith.truncf %x toward_zero : f64 to f32
  %w = arith.truncf %x to_nearest_away : f64 to f32
  %g = "arith.truncf"(%x) <{roundingmode = 1 : i32}> : (f64) -> f32
  call @show32(%a) : (f32) -> ()
  call @show32(%b) : (f32) -> ()
  call @show32(%u) : (f32) -> ()
  call @show32(%z) : (f32) -> ()
  call @show32(%w) : (f32) -> ()
  call @show32(%g) : (f32) -> ()
  %n = arith.negf %x : f64
  %v0 = vector.broadcast %x : f64 to vector<2xf64>
  %v = vector.insert %n, %v0 [1] : f64 into vector<2xf64>
  %vt = arith.truncf %v downward : vector<2xf64> to vector<2xf32>
  %v00 = vector.extract %vt[0] : f32 from vector<2xf32>
  %v01 = vector.extract %vt[1] : f32 from vector<2xf32>
  call @show32(%v00) : (f32) -> ()
  call @show32(%v01) : (f32) -> ()
  %m0 = vector.broadcast %x : f64 to vector<2x2xf64>
  %m = vector.insert %n, %m0 [1, 0] : f64 into vector<2x2xf64>
  %mt = arith.truncf %m toward_zero : vector<2x2xf64> to vector<2x2xf32>
  %m10 = vector.extract %mt[1, 0] : f32 from vector<2x2xf32>
  %m11 = vector.extract %mt[1, 1] : f32 from vector<2x2xf32>
  call @show32(%m10) : (f32) -> ()
  call @show32(%m11) : (f32) -> ()
  // f32 -> f16: about 1 + 2^-11 + 2^-20 (between two halves).
  %s = arith.truncf %x to_nearest_even : f64 to f32
  %c16 = arith.constant 1.00048923492431640625 : f32
  %q = arith.mulf %s, %c16 : f32
  %h = arith.truncf %q upward : f32 to f16
  %h64 = arith.extf %h : f16 to f64
  call @print_f64(%h64) : (f64) -> ()
  %zero = arith.constant 0 : i32
  return %zero : i32
}
