// complex.bitcast between complex<f32> and i64/f64 and between complex<f64>
// and i128: the bits of the value as it lies in memory (the real part
// first, so in the low half on this little-endian target). MLIR 22 has no
// lowering of complex.bitcast (`--convert-complex-to-standard
// --convert-to-llvm` leave it illegal), so main.c checks each result
// against C's memcpy of the same value and prints both; expected.out is
// what the C side computes.

func.func @c32_to_i64(%z: complex<f32>) -> i64 {
  %r = complex.bitcast %z : complex<f32> to i64
  return %r : i64
}

func.func @i64_to_c32(%x: i64) -> f32 {
  %z = complex.bitcast %x : i64 to complex<f32>
  %im = complex.im %z : complex<f32>
  return %im : f32
}

func.func @c32_to_f64(%z: complex<f32>) -> f64 {
  %r = complex.bitcast %z : complex<f32> to f64
  return %r : f64
}

func.func @f64_to_c32_re(%x: f64) -> f32 {
  %z = complex.bitcast %x : f64 to complex<f32>
  %re = complex.re %z : complex<f32>
  return %re : f32
}

// complex<f64> <-> i128, through memory: reads m[0], writes m[1] with the
// halves of the integer swapped by an i128 shift.
func.func @c64_swap(%m: memref<2xcomplex<f64>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = memref.load %m[%c0] : memref<2xcomplex<f64>>
  %i = complex.bitcast %z : complex<f64> to i128
  %k = arith.constant 64 : i128
  %hi = arith.shrui %i, %k : i128
  %lo = arith.shli %i, %k : i128
  %s = arith.ori %hi, %lo : i128
  %w = complex.bitcast %s : i128 to complex<f64>
  %same = complex.bitcast %w : complex<f64> to complex<f64>
  memref.store %same, %m[%c1] : memref<2xcomplex<f64>>
  return
}
