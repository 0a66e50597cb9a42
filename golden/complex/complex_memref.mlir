// Memrefs of complex numbers: memref<4xcomplex<f64>> (alloc; elements are
// the LLVM struct { double, double }, 16 bytes apart), memref<2x2xcomplex<f64>>
// (alloca; a 2x2 complex matrix product C = A * B through memrefs passed to
// a function), memref<?xcomplex<f32>> (dynamic size, memref.dim, memref.cast
// from a static memref). Values are built with complex.create, combined with
// complex.add / complex.mul / complex.abs and read back with complex.re /
// complex.im. "// expect: a | b" lists the stdout lines a statement produces
// (floats: the decimal part), in execution order.
// .out: produced by MLIR 13 (with --convert-complex-to-llvm first).

func private @print_f32(f32)
func private @print_f64(f64)

func @pc(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @print_f64(%re) : (f64) -> ()
  call @print_f64(%im) : (f64) -> ()
  return
}

// m[i] = (i + 0.5) - i*i for i < 4; prints the sum and the product of
// m[0..4] (read back from memory)
func @vec4() {
  %m = memref.alloc() : memref<4xcomplex<f64>>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %half = constant 0.5 : f64
  br ^fill(%c0 : index)
^fill(%i: index):
  %mf = cmpi slt, %i, %c4 : index
  cond_br %mf, ^fbody, ^reduce
^fbody:
  %ii = index_cast %i : index to i64
  %f = sitofp %ii : i64 to f64
  %re = addf %f, %half : f64
  %im = negf %f : f64
  %z = complex.create %re, %im : complex<f64>
  memref.store %z, %m[%i] : memref<4xcomplex<f64>>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^reduce:
  %zero = constant 0.0 : f64
  %one = constant 1.0 : f64
  %s0 = complex.create %zero, %zero : complex<f64>
  %p0 = complex.create %one, %zero : complex<f64>
  br ^rhead(%c0, %s0, %p0 : index, complex<f64>, complex<f64>)
^rhead(%j: index, %s: complex<f64>, %p: complex<f64>):
  %mr = cmpi slt, %j, %c4 : index
  cond_br %mr, ^rbody, ^done
^rbody:
  %w = memref.load %m[%j] : memref<4xcomplex<f64>>
  %s1 = complex.add %s, %w : complex<f64>
  %p1 = complex.mul %p, %w : complex<f64>
  %j1 = addi %j, %c1 : index
  br ^rhead(%j1, %s1, %p1 : index, complex<f64>, complex<f64>)
^done:
  call @pc(%s) : (complex<f64>) -> ()
  call @pc(%p) : (complex<f64>) -> ()
  %c2 = constant 2 : index
  %m2 = memref.load %m[%c2] : memref<4xcomplex<f64>>
  call @pc(%m2) : (complex<f64>) -> ()
  memref.dealloc %m : memref<4xcomplex<f64>>
  return
}

// c = a * b for 2x2 complex matrices
func @matmul(%a: memref<2x2xcomplex<f64>>, %b: memref<2x2xcomplex<f64>>, %c: memref<2x2xcomplex<f64>>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %zero = constant 0.0 : f64
  %z0 = complex.create %zero, %zero : complex<f64>
  br ^i(%c0 : index)
^i(%i: index):
  %mi = cmpi slt, %i, %c2 : index
  cond_br %mi, ^j(%c0 : index), ^done
^j(%j: index):
  %mj = cmpi slt, %j, %c2 : index
  cond_br %mj, ^k(%c0, %z0 : index, complex<f64>), ^inext
^k(%k: index, %acc: complex<f64>):
  %mk = cmpi slt, %k, %c2 : index
  cond_br %mk, ^kbody, ^jnext
^kbody:
  %x = memref.load %a[%i, %k] : memref<2x2xcomplex<f64>>
  %y = memref.load %b[%k, %j] : memref<2x2xcomplex<f64>>
  %xy = complex.mul %x, %y : complex<f64>
  %acc1 = complex.add %acc, %xy : complex<f64>
  %k1 = addi %k, %c1 : index
  br ^k(%k1, %acc1 : index, complex<f64>)
^jnext:
  memref.store %acc, %c[%i, %j] : memref<2x2xcomplex<f64>>
  %j1 = addi %j, %c1 : index
  br ^j(%j1 : index)
^inext:
  %i1 = addi %i, %c1 : index
  br ^i(%i1 : index)
^done:
  return
}

func @set(%m: memref<2x2xcomplex<f64>>, %i: index, %j: index, %re: f64, %im: f64) {
  %z = complex.create %re, %im : complex<f64>
  memref.store %z, %m[%i, %j] : memref<2x2xcomplex<f64>>
  return
}

// d[i] = 0.1 i + 1i for i < dim; returns the sum
func @dyn(%d: memref<?xcomplex<f32>>) -> complex<f32> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %d, %c0 : memref<?xcomplex<f32>>
  %tenth = constant 0.1 : f32
  %one = constant 1.0 : f32
  %zero = constant 0.0 : f32
  br ^fill(%c0 : index)
^fill(%i: index):
  %mf = cmpi slt, %i, %n : index
  cond_br %mf, ^fbody, ^sum(%c0, %zero, %zero : index, f32, f32)
^fbody:
  %ii = index_cast %i : index to i32
  %f = sitofp %ii : i32 to f32
  %re = mulf %f, %tenth : f32
  %z = complex.create %re, %one : complex<f32>
  memref.store %z, %d[%i] : memref<?xcomplex<f32>>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^sum(%j: index, %sr: f32, %si: f32):
  %ms = cmpi slt, %j, %n : index
  cond_br %ms, ^sbody, ^exit
^sbody:
  %w = memref.load %d[%j] : memref<?xcomplex<f32>>
  %wr = complex.re %w : complex<f32>
  %wi = complex.im %w : complex<f32>
  %sr1 = addf %sr, %wr : f32
  %si1 = addf %si, %wi : f32
  %j1 = addi %j, %c1 : index
  br ^sum(%j1, %sr1, %si1 : index, f32, f32)
^exit:
  %r = complex.create %sr, %si : complex<f32>
  return %r : complex<f32>
}

func @main() -> i32 {
  // sum (0.5+1.5+2.5+3.5) + (0-1-2-3)i; product (0.5)(1.5-i)(2.5-2i)(3.5-3i); m[2]
  call @vec4() : () -> ()   // expect: 8 | -6 | -5.1875 | -12.25 | 2.5 | -2
  %a = memref.alloca() : memref<2x2xcomplex<f64>>
  %b = memref.alloca() : memref<2x2xcomplex<f64>>
  %c = memref.alloca() : memref<2x2xcomplex<f64>>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %f0 = constant 0.0 : f64
  %f1 = constant 1.0 : f64
  %f2 = constant 2.0 : f64
  %f3 = constant 3.0 : f64
  %fm1 = constant -1.0 : f64
  %fm2 = constant -2.0 : f64
  %fh = constant 0.5 : f64
  %fq = constant 0.25 : f64
  // A = [[1+i, 2], [-i, 0.5+0.5i]], B = [[3, 2i], [1-i, -2+0.25i]]
  call @set(%a, %c0, %c0, %f1, %f1) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%a, %c0, %c1, %f2, %f0) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%a, %c1, %c0, %f0, %fm1) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%a, %c1, %c1, %fh, %fh) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%b, %c0, %c0, %f3, %f0) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%b, %c0, %c1, %f0, %f2) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%b, %c1, %c0, %f1, %fm1) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @set(%b, %c1, %c1, %fm2, %fq) : (memref<2x2xcomplex<f64>>, index, index, f64, f64) -> ()
  call @matmul(%a, %b, %c) : (memref<2x2xcomplex<f64>>, memref<2x2xcomplex<f64>>, memref<2x2xcomplex<f64>>) -> ()
  %c00 = memref.load %c[%c0, %c0] : memref<2x2xcomplex<f64>>
  call @pc(%c00) : (complex<f64>) -> ()   // expect: 5 | 1
  %c01 = memref.load %c[%c0, %c1] : memref<2x2xcomplex<f64>>
  call @pc(%c01) : (complex<f64>) -> ()   // expect: -6 | 2.5
  %c10 = memref.load %c[%c1, %c0] : memref<2x2xcomplex<f64>>
  call @pc(%c10) : (complex<f64>) -> ()   // expect: 1 | -3
  %c11 = memref.load %c[%c1, %c1] : memref<2x2xcomplex<f64>>
  call @pc(%c11) : (complex<f64>) -> ()   // expect: 0.875 | -0.875

  %c5 = constant 5 : index
  %d = memref.alloc(%c5) : memref<?xcomplex<f32>>
  // 0 + 0.1 + 0.2 + 0.3 + 0.4 (f32 sums) = 1, 5 ones
  %s = call @dyn(%d) : (memref<?xcomplex<f32>>) -> complex<f32>
  %sr = complex.re %s : complex<f32>
  %si = complex.im %s : complex<f32>
  call @print_f32(%sr) : (f32) -> ()      // expect: 1
  call @print_f32(%si) : (f32) -> ()      // expect: 5
  %sa = complex.abs %s : complex<f32>
  call @print_f32(%sa) : (f32) -> ()      // expect: 5.09901953
  memref.dealloc %d : memref<?xcomplex<f32>>
  %st = memref.alloc() : memref<3xcomplex<f32>>
  %dy = memref.cast %st : memref<3xcomplex<f32>> to memref<?xcomplex<f32>>
  %s3 = call @dyn(%dy) : (memref<?xcomplex<f32>>) -> complex<f32>
  %s3r = complex.re %s3 : complex<f32>
  %s3i = complex.im %s3 : complex<f32>
  call @print_f32(%s3r) : (f32) -> ()     // expect: 0.300000012
  call @print_f32(%s3i) : (f32) -> ()     // expect: 3
  memref.dealloc %st : memref<3xcomplex<f32>>
  %ret = constant 0 : i32
  return %ret : i32
}
