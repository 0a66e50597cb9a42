// The complex ops MLIR 13 has, in its spelling (func, constant, call, no
// fastmath): create re im add sub mul div abs neg exp log log1p sign eq neq,
// on complex<f64> and complex<f32>, with ordinary values.
// .out: produced by MLIR 22 (the same program in today's spelling,
// mlir-opt-22 --convert-complex-to-standard --convert-to-llvm). MLIR 13
// (mlir-opt-13 --convert-complex-to-standard --convert-complex-to-llvm
// --convert-math-to-llvm --convert-math-to-libm --convert-std-to-llvm)
// prints the same but for log1p, whose formula changed: lines 15 and 57
// differ by an ulp, and line 36, log1p(-1 + 0i), is -inf in MLIR 13 but 0
// in MLIR 22 (its log1p(max - 1) + log1p(ratio^2)/2 is NaN there, and a NaN
// result is replaced by min(|re + 1|, |im|) = 0). mlir2ll follows MLIR 22.

func private @print_f64(f64)
func private @print_f32(f32)
func private @print_i32(i32)

func @show(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @print_f64(%re) : (f64) -> ()
  call @print_f64(%im) : (f64) -> ()
  return
}

func @ops(%ar: f64, %ai: f64, %br: f64, %bi: f64) {
  %a = complex.create %ar, %ai : complex<f64>
  %b = complex.create %br, %bi : complex<f64>
  %s = complex.add %a, %b : complex<f64>
  call @show(%s) : (complex<f64>) -> ()
  %d = complex.sub %a, %b : complex<f64>
  call @show(%d) : (complex<f64>) -> ()
  %m = complex.mul %a, %b : complex<f64>
  call @show(%m) : (complex<f64>) -> ()
  %q = complex.div %a, %b : complex<f64>
  call @show(%q) : (complex<f64>) -> ()
  %n = complex.neg %a : complex<f64>
  call @show(%n) : (complex<f64>) -> ()
  %e = complex.exp %a : complex<f64>
  call @show(%e) : (complex<f64>) -> ()
  %l = complex.log %b : complex<f64>
  call @show(%l) : (complex<f64>) -> ()
  %l1 = complex.log1p %b : complex<f64>
  call @show(%l1) : (complex<f64>) -> ()
  %g = complex.sign %a : complex<f64>
  call @show(%g) : (complex<f64>) -> ()
  %ab = complex.abs %b : complex<f64>
  call @print_f64(%ab) : (f64) -> ()
  %eq = complex.eq %a, %b : complex<f64>
  %eqi = zexti %eq : i1 to i32
  call @print_i32(%eqi) : (i32) -> ()
  %ne = complex.neq %a, %a : complex<f64>
  %nei = zexti %ne : i1 to i32
  call @print_i32(%nei) : (i32) -> ()
  return
}

func @ops32(%ar: f32, %ai: f32) {
  %a = complex.create %ar, %ai : complex<f32>
  %e = complex.exp %a : complex<f32>
  %q = complex.div %e, %a : complex<f32>
  %g = complex.sign %q : complex<f32>
  %re = complex.re %g : complex<f32>
  %im = complex.im %g : complex<f32>
  call @print_f32(%re) : (f32) -> ()
  call @print_f32(%im) : (f32) -> ()
  %ab = complex.abs %a : complex<f32>
  call @print_f32(%ab) : (f32) -> ()
  return
}

func @main() -> i32 {
  %c1 = constant 1.5 : f64
  %c2 = constant -2.0 : f64
  %c3 = constant 0.25 : f64
  %c4 = constant 0.75 : f64
  call @ops(%c1, %c2, %c3, %c4) : (f64, f64, f64, f64) -> ()
  %c5 = constant 3.0 : f64
  %c6 = constant 4.0 : f64
  %c7 = constant -1.0 : f64
  %c8 = constant 0.0 : f64
  call @ops(%c5, %c6, %c7, %c8) : (f64, f64, f64, f64) -> ()
  call @ops(%c8, %c7, %c6, %c5) : (f64, f64, f64, f64) -> ()
  %f1 = constant 0.5 : f32
  %f2 = constant -1.25 : f32
  call @ops32(%f1, %f2) : (f32, f32) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
