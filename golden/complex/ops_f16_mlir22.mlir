// complex ops on complex<f16> beyond arithmetic, computed in half precision
// as MLIR 22 does (llvm.exp.f16 and friends; atan2 through atan2f, as LLVM
// lowers llvm.atan2.f16): abs angle div pow powi exp log log1p expm1 sin
// cos tan tanh sqrt rsqrt sign eq neq, with ordinary, large, tiny, zero,
// infinite and NaN parts. Each result is printed as two f32 values.
// .out: MLIR 22 (mlir-opt-22 --convert-complex-to-standard --convert-to-llvm
// --reconcile-unrealized-casts | mlir-translate-22, clang-22 + runtime.c).
func.func private @print_f32(f32)
func.func private @print_i32(i32)

func.func @id(%z: complex<f16>) -> complex<f16> {
  return %z : complex<f16>
}

func.func @show(%z: complex<f16>) {
  %re = complex.re %z : complex<f16>
  %im = complex.im %z : complex<f16>
  %a = arith.extf %re : f16 to f32
  %b = arith.extf %im : f16 to f32
  func.call @print_f32(%a) : (f32) -> ()
  func.call @print_f32(%b) : (f32) -> ()
  return
}

func.func @showf(%x: f16) {
  %a = arith.extf %x : f16 to f32
  func.call @print_f32(%a) : (f32) -> ()
  return
}

func.func @all(%re: f16, %im: f16, %re2: f16, %im2: f16) {
  %z0 = complex.create %re, %im : complex<f16>
  %w0 = complex.create %re2, %im2 : complex<f16>
  %z = func.call @id(%z0) : (complex<f16>) -> complex<f16>
  %w = func.call @id(%w0) : (complex<f16>) -> complex<f16>
  %abs = complex.abs %z : complex<f16>
  func.call @showf(%abs) : (f16) -> ()
  %ang = complex.angle %z : complex<f16>
  func.call @showf(%ang) : (f16) -> ()
  %d = complex.div %z, %w : complex<f16>
  func.call @show(%d) : (complex<f16>) -> ()
  %p = complex.pow %z, %w : complex<f16>
  func.call @show(%p) : (complex<f16>) -> ()
  %n = arith.constant 3 : i32
  %pi = complex.powi %z, %n : complex<f16>, i32
  func.call @show(%pi) : (complex<f16>) -> ()
  %e = complex.exp %z : complex<f16>
  func.call @show(%e) : (complex<f16>) -> ()
  %l = complex.log %z : complex<f16>
  func.call @show(%l) : (complex<f16>) -> ()
  %l1 = complex.log1p %z : complex<f16>
  func.call @show(%l1) : (complex<f16>) -> ()
  %em = complex.expm1 %z : complex<f16>
  func.call @show(%em) : (complex<f16>) -> ()
  %s = complex.sin %z : complex<f16>
  func.call @show(%s) : (complex<f16>) -> ()
  %c = complex.cos %z : complex<f16>
  func.call @show(%c) : (complex<f16>) -> ()
  %t = complex.tan %z : complex<f16>
  func.call @show(%t) : (complex<f16>) -> ()
  %th = complex.tanh %z : complex<f16>
  func.call @show(%th) : (complex<f16>) -> ()
  %sq = complex.sqrt %z : complex<f16>
  func.call @show(%sq) : (complex<f16>) -> ()
  %rs = complex.rsqrt %z : complex<f16>
  func.call @show(%rs) : (complex<f16>) -> ()
  %sg = complex.sign %z : complex<f16>
  func.call @show(%sg) : (complex<f16>) -> ()
  %eq = complex.eq %z, %w : complex<f16>
  %ne = complex.neq %z, %w : complex<f16>
  %eqi = arith.extui %eq : i1 to i32
  %nei = arith.extui %ne : i1 to i32
  func.call @print_i32(%eqi) : (i32) -> ()
  func.call @print_i32(%nei) : (i32) -> ()
  return
}

func.func @main() -> i32 {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -0.75 : f16
  %c = arith.constant 0.3 : f16
  %d = arith.constant 2.0 : f16
  %big = arith.constant 30000.0 : f16
  %tiny = arith.constant 0.0001 : f16
  %z = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f16
  %inf = arith.constant 0x7C00 : f16
  %nan = arith.constant 0x7E00 : f16
  %m = arith.constant -3.0 : f16
  func.call @all(%a, %b, %c, %d) : (f16, f16, f16, f16) -> ()
  func.call @all(%big, %tiny, %a, %b) : (f16, f16, f16, f16) -> ()
  func.call @all(%tiny, %big, %big, %big) : (f16, f16, f16, f16) -> ()
  func.call @all(%z, %nz, %a, %a) : (f16, f16, f16, f16) -> ()
  func.call @all(%m, %z, %z, %d) : (f16, f16, f16, f16) -> ()
  func.call @all(%inf, %a, %a, %inf) : (f16, f16, f16, f16) -> ()
  func.call @all(%nan, %a, %tiny, %tiny) : (f16, f16, f16, f16) -> ()
  func.call @all(%c, %m, %m, %c) : (f16, f16, f16, f16) -> ()
  %r = arith.constant 0 : i32
  return %r : i32
}
