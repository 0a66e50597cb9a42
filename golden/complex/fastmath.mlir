// `fastmath<...>` on complex ops. With both `nnan` and `ninf` MLIR 22's
// lowering of sqrt, rsqrt, tan and tanh leaves out its NaN and infinity
// fix-ups (a different formula; the inputs here are finite, as the flags
// promise). Other flags only go on the LLVM instructions in MLIR; mlir2ll
// writes strict IEEE instructions (one of the results the flags allow, but
// LLVM uses some flags even at -O0: with `arcp` it turns repeated divisions
// by one value into multiplications by its reciprocal, so `arcp`, `afn`,
// `reassoc` and `fast` are not used here).
// .out: produced by MLIR 22 (mlir-opt-22 --convert-complex-to-standard
// --convert-to-llvm | mlir-translate-22, clang-22, golden/runtime.c).

func.func private @print_f64(f64)
func.func private @print_f32(f32)

func.func @show(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  func.call @print_f64(%re) : (f64) -> ()
  func.call @print_f64(%im) : (f64) -> ()
  return
}

func.func @f64ops(%x: f64, %y: f64) {
  %z = complex.create %x, %y : complex<f64>
  %s = complex.sqrt %z fastmath<nnan,ninf> : complex<f64>
  func.call @show(%s) : (complex<f64>) -> ()
  %r = complex.rsqrt %z fastmath<nnan,contract,ninf> : complex<f64>
  func.call @show(%r) : (complex<f64>) -> ()
  %t = complex.tan %z fastmath<ninf,nnan,nsz> : complex<f64>
  func.call @show(%t) : (complex<f64>) -> ()
  %h = complex.tanh %z fastmath<nnan,ninf> : complex<f64>
  func.call @show(%h) : (complex<f64>) -> ()
  %a = complex.abs %z fastmath<nnan,ninf> : complex<f64>
  func.call @print_f64(%a) : (f64) -> ()
  %d = complex.div %z, %s fastmath<nsz> : complex<f64>
  func.call @show(%d) : (complex<f64>) -> ()
  %p = complex.pow %z, %t fastmath<contract> : complex<f64>
  func.call @show(%p) : (complex<f64>) -> ()
  %m = complex.mul %z, %z fastmath<none> : complex<f64>
  func.call @show(%m) : (complex<f64>) -> ()
  %e = complex.exp %z fastmath<none> : complex<f64>
  func.call @show(%e) : (complex<f64>) -> ()
  return
}

func.func @f32ops(%x: f32, %y: f32) {
  %z = complex.create %x, %y : complex<f32>
  %s = complex.sqrt %z fastmath<nnan,ninf> : complex<f32>
  %r = complex.rsqrt %s fastmath<nnan,ninf> : complex<f32>
  %t0 = complex.tanh %r fastmath<nnan,ninf> : complex<f32>
  // The generic form's spelling of the flags.
  %t = "complex.tan"(%t0) {fastmath = #arith.fastmath<ninf,nnan>} : (complex<f32>) -> complex<f32>
  %re = complex.re %t : complex<f32>
  %im = complex.im %t : complex<f32>
  func.call @print_f32(%re) : (f32) -> ()
  func.call @print_f32(%im) : (f32) -> ()
  return
}

func.func @main() -> i32 {
  %a = arith.constant 3.0 : f64
  %b = arith.constant -4.0 : f64
  func.call @f64ops(%a, %b) : (f64, f64) -> ()
  %c = arith.constant -0.75 : f64
  %d = arith.constant 1.0e-3 : f64
  func.call @f64ops(%c, %d) : (f64, f64) -> ()
  %e = arith.constant 2.5 : f32
  %f = arith.constant 0.5 : f32
  func.call @f32ops(%e, %f) : (f32, f32) -> ()
  %zero = arith.constant 0 : i32
  return %zero : i32
}
