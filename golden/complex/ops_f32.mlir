// Every complex op of MLIR 22 on complex<f32> (neg, conj, exp, log, log1p, expm1, sin, cos, tan, tanh, sqrt, rsqrt, sign, add, sub, mul, div, pow, re, im, abs, angle, eq, neq, create, constant), on ordinary values, huge
// and tiny magnitudes (div and abs do not overflow or underflow where MLIR's
// range reduction avoids it), subnormals, signed zeros, infinities and NaNs.
// @ops prints, for a pair (a, b): each unary op of a (re, im), each binary
// op of (a, b), then re/im/abs/angle of a and eq/neq of (a, b), (a, a).
// .out: produced by MLIR 22 (mlir-opt-22 --convert-complex-to-standard
// --convert-to-llvm | mlir-translate-22, clang-22, golden/runtime.c).

func.func private @print_f32(f32)
func.func private @print_i32(i32)

func.func @show(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  func.call @print_f32(%re) : (f32) -> ()
  func.call @print_f32(%im) : (f32) -> ()
  return
}

func.func @ops(%ar: f32, %ai: f32, %br: f32, %bi: f32) {
  %a = complex.create %ar, %ai : complex<f32>
  %b = complex.create %br, %bi : complex<f32>
  %neg = complex.neg %a : complex<f32>
  func.call @show(%neg) : (complex<f32>) -> ()
  %conj = complex.conj %a : complex<f32>
  func.call @show(%conj) : (complex<f32>) -> ()
  %exp = complex.exp %a : complex<f32>
  func.call @show(%exp) : (complex<f32>) -> ()
  %log = complex.log %a : complex<f32>
  func.call @show(%log) : (complex<f32>) -> ()
  %log1p = complex.log1p %a : complex<f32>
  func.call @show(%log1p) : (complex<f32>) -> ()
  %expm1 = complex.expm1 %a : complex<f32>
  func.call @show(%expm1) : (complex<f32>) -> ()
  %sin = complex.sin %a : complex<f32>
  func.call @show(%sin) : (complex<f32>) -> ()
  %cos = complex.cos %a : complex<f32>
  func.call @show(%cos) : (complex<f32>) -> ()
  %tan = complex.tan %a : complex<f32>
  func.call @show(%tan) : (complex<f32>) -> ()
  %tanh = complex.tanh %a : complex<f32>
  func.call @show(%tanh) : (complex<f32>) -> ()
  %sqrt = complex.sqrt %a : complex<f32>
  func.call @show(%sqrt) : (complex<f32>) -> ()
  %rsqrt = complex.rsqrt %a : complex<f32>
  func.call @show(%rsqrt) : (complex<f32>) -> ()
  %sign = complex.sign %a : complex<f32>
  func.call @show(%sign) : (complex<f32>) -> ()
  %add = complex.add %a, %b : complex<f32>
  func.call @show(%add) : (complex<f32>) -> ()
  %sub = complex.sub %a, %b : complex<f32>
  func.call @show(%sub) : (complex<f32>) -> ()
  %mul = complex.mul %a, %b : complex<f32>
  func.call @show(%mul) : (complex<f32>) -> ()
  %div = complex.div %a, %b : complex<f32>
  func.call @show(%div) : (complex<f32>) -> ()
  %pow = complex.pow %a, %b : complex<f32>
  func.call @show(%pow) : (complex<f32>) -> ()
  %re = complex.re %a : complex<f32>
  func.call @print_f32(%re) : (f32) -> ()
  %im = complex.im %a : complex<f32>
  func.call @print_f32(%im) : (f32) -> ()
  %abs = complex.abs %a : complex<f32>
  func.call @print_f32(%abs) : (f32) -> ()
  %angle = complex.angle %a : complex<f32>
  func.call @print_f32(%angle) : (f32) -> ()
  %eq_ab = complex.eq %a, %b : complex<f32>
  %eq_ab_i = arith.extui %eq_ab : i1 to i32
  func.call @print_i32(%eq_ab_i) : (i32) -> ()
  %neq_ab = complex.neq %a, %b : complex<f32>
  %neq_ab_i = arith.extui %neq_ab : i1 to i32
  func.call @print_i32(%neq_ab_i) : (i32) -> ()
  %eq_aa = complex.eq %a, %a : complex<f32>
  %eq_aa_i = arith.extui %eq_aa : i1 to i32
  func.call @print_i32(%eq_aa_i) : (i32) -> ()
  %neq_aa = complex.neq %a, %a : complex<f32>
  %neq_aa_i = arith.extui %neq_aa : i1 to i32
  func.call @print_i32(%neq_aa_i) : (i32) -> ()
  return
}

func.func @main() -> i32 {
  %c0_0 = arith.constant 1.5 : f32
  %c0_1 = arith.constant -2.0 : f32
  %c0_2 = arith.constant 0.25 : f32
  %c0_3 = arith.constant 0.75 : f32
  func.call @ops(%c0_0, %c0_1, %c0_2, %c0_3) : (f32, f32, f32, f32) -> ()
  %c1_0 = arith.constant -0.5 : f32
  %c1_1 = arith.constant 3.0 : f32
  %c1_2 = arith.constant 2.0 : f32
  %c1_3 = arith.constant -1.0 : f32
  func.call @ops(%c1_0, %c1_1, %c1_2, %c1_3) : (f32, f32, f32, f32) -> ()
  %c2_0 = arith.constant 1.0e37 : f32
  %c2_1 = arith.constant 1.0e37 : f32
  %c2_2 = arith.constant 2.0e37 : f32
  %c2_3 = arith.constant 1.0e37 : f32
  func.call @ops(%c2_0, %c2_1, %c2_2, %c2_3) : (f32, f32, f32, f32) -> ()
  %c3_0 = arith.constant 3.4028234e38 : f32
  %c3_1 = arith.constant 3.4028234e38 : f32
  %c3_2 = arith.constant 0.5 : f32
  %c3_3 = arith.constant 0.5 : f32
  func.call @ops(%c3_0, %c3_1, %c3_2, %c3_3) : (f32, f32, f32, f32) -> ()
  %c4_0 = arith.constant 1.0e-37 : f32
  %c4_1 = arith.constant 3.0e-37 : f32
  %c4_2 = arith.constant 1.4e-45 : f32
  %c4_3 = arith.constant 2.0e-40 : f32
  func.call @ops(%c4_0, %c4_1, %c4_2, %c4_3) : (f32, f32, f32, f32) -> ()
  %c5_0 = arith.constant 0.0 : f32
  %c5_1 = arith.constant 0.0 : f32
  %c5_2 = arith.constant -0.0 : f32
  %c5_3 = arith.constant 0.0 : f32
  func.call @ops(%c5_0, %c5_1, %c5_2, %c5_3) : (f32, f32, f32, f32) -> ()
  %c6_0 = arith.constant 1.0 : f32
  %c6_1 = arith.constant 1.0 : f32
  %c6_2 = arith.constant 0.0 : f32
  %c6_3 = arith.constant 0.0 : f32
  func.call @ops(%c6_0, %c6_1, %c6_2, %c6_3) : (f32, f32, f32, f32) -> ()
  %c7_0 = arith.constant 0x7F800000 : f32
  %c7_1 = arith.constant 1.0 : f32
  %c7_2 = arith.constant 2.0 : f32
  %c7_3 = arith.constant 3.0 : f32
  func.call @ops(%c7_0, %c7_1, %c7_2, %c7_3) : (f32, f32, f32, f32) -> ()
  %c8_0 = arith.constant 1.0 : f32
  %c8_1 = arith.constant 0xFF800000 : f32
  %c8_2 = arith.constant 0x7F800000 : f32
  %c8_3 = arith.constant 0.0 : f32
  func.call @ops(%c8_0, %c8_1, %c8_2, %c8_3) : (f32, f32, f32, f32) -> ()
  %c9_0 = arith.constant 0x7FC00000 : f32
  %c9_1 = arith.constant 1.0 : f32
  %c9_2 = arith.constant 1.0 : f32
  %c9_3 = arith.constant 0x7FC00000 : f32
  func.call @ops(%c9_0, %c9_1, %c9_2, %c9_3) : (f32, f32, f32, f32) -> ()
  %c10_0 = arith.constant -0.0 : f32
  %c10_1 = arith.constant -2.0 : f32
  %c10_2 = arith.constant 0.0 : f32
  %c10_3 = arith.constant 0xFF800000 : f32
  func.call @ops(%c10_0, %c10_1, %c10_2, %c10_3) : (f32, f32, f32, f32) -> ()
  %c11_0 = arith.constant 4.0e1 : f32
  %c11_1 = arith.constant -3.0e1 : f32
  %c11_2 = arith.constant 1.0 : f32
  %c11_3 = arith.constant 0.0 : f32
  func.call @ops(%c11_0, %c11_1, %c11_2, %c11_3) : (f32, f32, f32, f32) -> ()
  %k = complex.constant [-1.25 : f32, 2.5e-3 : f32] : complex<f32>
  func.call @show(%k) : (complex<f32>) -> ()
  %zero = arith.constant 0 : i32
  return %zero : i32
}
