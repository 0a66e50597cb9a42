// mlir2ll-flags: --emit-c-interface
// Complex numbers between C and compiled code, through the header mlir2ll
// writes (--emit=c-header): `complex<f64>` is `double _Complex` by value
// (both ways, `{double, double}` in two registers) and through the
// _mlir_ciface_ wrappers (results through a pointer, as MLIR 22's
// `llvm.emit_c_interface` wrappers do); a `complex<f32>` argument is two
// floats (LLVM passes `{float, float}` in two registers, C a
// `float _Complex` packed in one) and its result comes back only through
// the wrapper; memrefs of complex numbers are descriptors of
// `float _Complex` elements.
// expected.out: main.c linked with MLIR 22's lowering of this file
// (--convert-complex-to-standard --convert-to-llvm, with every function
// marked llvm.emit_c_interface) gives the same output.

func.func @cdiv(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %q = complex.div %a, %b : complex<f64>
  return %q : complex<f64>
}

func.func @csqrt32(%a: complex<f32>) -> complex<f32> {
  %r = complex.sqrt %a : complex<f32>
  return %r : complex<f32>
}

func.func @cabs_mix(%a: complex<f32>, %x: f64, %b: complex<f64>) -> f64 {
  %aa = complex.abs %a : complex<f32>
  %ab = complex.abs %b : complex<f64>
  %w = arith.extf %aa : f32 to f64
  %s = arith.addf %w, %ab : f64
  %t = arith.mulf %s, %x : f64
  return %t : f64
}

// Replaces every element of a 1-D memref of complex<f32> by its exponential.
func.func @cexp_all(%m: memref<?xcomplex<f32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xcomplex<f32>>
  scf.for %i = %c0 to %n step %c1 {
    %z = memref.load %m[%i] : memref<?xcomplex<f32>>
    %e = complex.exp %z : complex<f32>
    memref.store %e, %m[%i] : memref<?xcomplex<f32>>
  }
  return
}
