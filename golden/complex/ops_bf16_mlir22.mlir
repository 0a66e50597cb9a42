// complex ops on complex<bf16> beyond arithmetic, computed in bfloat
// as MLIR 22 does (llvm.exp.bf16 and friends; atan2 through atan2f, as LLVM
// lowers llvm.atan2.bf16): abs angle div pow powi exp log log1p expm1 sin
// cos tan tanh sqrt rsqrt sign eq neq, with ordinary, large, tiny, zero,
// infinite and NaN parts. Each result is printed as two f32 values.
// .out: MLIR 22 (mlir-opt-22 --convert-complex-to-standard --convert-to-llvm
// --reconcile-unrealized-casts | mlir-translate-22, clang-22 + runtime.c).
func.func private @print_f32(f32)
func.func private @print_i32(i32)

func.func @id(%z: complex<bf16>) -> complex<bf16> {
  return %z : complex<bf16>
}

func.func @show(%z: complex<bf16>) {
  %re = complex.re %z : complex<bf16>
  %im = complex.im %z : complex<bf16>
  %a = arith.extf %re : bf16 to f32
  %b = arith.extf %im : bf16 to f32
  func.call @print_f32(%a) : (f32) -> ()
  func.call @print_f32(%b) : (f32) -> ()
  return
}

func.func @showf(%x: bf16) {
  %a = arith.extf %x : bf16 to f32
  func.call @print_f32(%a) : (f32) -> ()
  return
}

func.func @all(%re: bf16, %im: bf16, %re2: bf16, %im2: bf16) {
  %z0 = complex.create %re, %im : complex<bf16>
  %w0 = complex.create %re2, %im2 : complex<bf16>
  %z = func.call @id(%z0) : (complex<bf16>) -> complex<bf16>
  %w = func.call @id(%w0) : (complex<bf16>) -> complex<bf16>
  %abs = complex.abs %z : complex<bf16>
  func.call @showf(%abs) : (bf16) -> ()
  %ang = complex.angle %z : complex<bf16>
  func.call @showf(%ang) : (bf16) -> ()
  %d = complex.div %z, %w : complex<bf16>
  func.call @show(%d) : (complex<bf16>) -> ()
  %p = complex.pow %z, %w : complex<bf16>
  func.call @show(%p) : (complex<bf16>) -> ()
  %n = arith.constant 3 : i32
  %pi = complex.powi %z, %n : complex<bf16>, i32
  func.call @show(%pi) : (complex<bf16>) -> ()
  %e = complex.exp %z : complex<bf16>
  func.call @show(%e) : (complex<bf16>) -> ()
  %l = complex.log %z : complex<bf16>
  func.call @show(%l) : (complex<bf16>) -> ()
  %l1 = complex.log1p %z : complex<bf16>
  func.call @show(%l1) : (complex<bf16>) -> ()
  %em = complex.expm1 %z : complex<bf16>
  func.call @show(%em) : (complex<bf16>) -> ()
  %s = complex.sin %z : complex<bf16>
  func.call @show(%s) : (complex<bf16>) -> ()
  %c = complex.cos %z : complex<bf16>
  func.call @show(%c) : (complex<bf16>) -> ()
  %t = complex.tan %z : complex<bf16>
  func.call @show(%t) : (complex<bf16>) -> ()
  %th = complex.tanh %z : complex<bf16>
  func.call @show(%th) : (complex<bf16>) -> ()
  %sq = complex.sqrt %z : complex<bf16>
  func.call @show(%sq) : (complex<bf16>) -> ()
  %rs = complex.rsqrt %z : complex<bf16>
  func.call @show(%rs) : (complex<bf16>) -> ()
  %sg = complex.sign %z : complex<bf16>
  func.call @show(%sg) : (complex<bf16>) -> ()
  %eq = complex.eq %z, %w : complex<bf16>
  %ne = complex.neq %z, %w : complex<bf16>
  %eqi = arith.extui %eq : i1 to i32
  %nei = arith.extui %ne : i1 to i32
  func.call @print_i32(%eqi) : (i32) -> ()
  func.call @print_i32(%nei) : (i32) -> ()
  return
}

func.func @main() -> i32 {
  %a = arith.constant 1.5 : bf16
  %b = arith.constant -0.75 : bf16
  %c = arith.constant 0.3 : bf16
  %d = arith.constant 2.0 : bf16
  %big = arith.constant 30000.0 : bf16
  %tiny = arith.constant 0.0001 : bf16
  %z = arith.constant 0.0 : bf16
  %nz = arith.constant -0.0 : bf16
  %inf = arith.constant 0x7F80 : bf16
  %nan = arith.constant 0x7FC0 : bf16
  %m = arith.constant -3.0 : bf16
  func.call @all(%a, %b, %c, %d) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%big, %tiny, %a, %b) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%tiny, %big, %big, %big) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%z, %nz, %a, %a) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%m, %z, %z, %d) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%inf, %a, %a, %inf) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%nan, %a, %tiny, %tiny) : (bf16, bf16, bf16, bf16) -> ()
  func.call @all(%c, %m, %m, %c) : (bf16, bf16, bf16, bf16) -> ()
  %r = arith.constant 0 : i32
  return %r : i32
}
