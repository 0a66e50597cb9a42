// Memrefs as block arguments that swap every iteration (double buffering:
// ^loop(%k, %cur, %nxt) -> ^loop(%k + 1, %nxt, %cur), a parallel copy of two
// whole descriptors), memrefs through call_indirect (a function value of type
// (memref<?xf64>, memref<?xf64>) -> () passed as an argument), a recursive
// function taking a memref, a rank-4 static memref, and a zero-size memref.
// Smoothing: dst[i] = (src[i-1] + 2 src[i] + src[i+1]) / 4 inside, borders
// copied; a[i] = 16 * (i*i mod 7), n = 10. All values are exact in f64.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

func @smooth(%src: memref<?xf64>, %dst: memref<?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %q = constant 0.25 : f64
  %two = constant 2.0 : f64
  %n = memref.dim %src, %c0 : memref<?xf64>
  %last = subi %n, %c1 : index
  %first = memref.load %src[%c0] : memref<?xf64>
  memref.store %first, %dst[%c0] : memref<?xf64>
  %end = memref.load %src[%last] : memref<?xf64>
  memref.store %end, %dst[%last] : memref<?xf64>
  br ^loop(%c1 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %last : index
  cond_br %c, ^body, ^done
^body:
  %im = subi %i, %c1 : index
  %ip = addi %i, %c1 : index
  %l = memref.load %src[%im] : memref<?xf64>
  %m = memref.load %src[%i] : memref<?xf64>
  %r = memref.load %src[%ip] : memref<?xf64>
  %m2 = mulf %m, %two : f64
  %s1 = addf %l, %m2 : f64
  %s2 = addf %s1, %r : f64
  %v = mulf %s2, %q : f64
  memref.store %v, %dst[%i] : memref<?xf64>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// applies step `steps` times, swapping the buffers through block arguments;
// returns the buffer holding the last result
func @iterate(%step: (memref<?xf64>, memref<?xf64>) -> (), %a: memref<?xf64>, %b: memref<?xf64>, %steps: i64) -> memref<?xf64> {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^loop(%c0, %a, %b : i64, memref<?xf64>, memref<?xf64>)
^loop(%k: i64, %cur: memref<?xf64>, %nxt: memref<?xf64>):
  %c = cmpi slt, %k, %steps : i64
  cond_br %c, ^body, ^done
^body:
  call_indirect %step(%cur, %nxt) : (memref<?xf64>, memref<?xf64>) -> ()
  %k1 = addi %k, %c1 : i64
  br ^loop(%k1, %nxt, %cur : i64, memref<?xf64>, memref<?xf64>)
^done:
  return %cur : memref<?xf64>
}

// recursive halving sum of m[lo..hi)
func @rsum(%m: memref<?xf64>, %lo: index, %hi: index) -> f64 {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %len = subi %hi, %lo : index
  %small = cmpi sle, %len, %c1 : index
  cond_br %small, ^leaf, ^split
^leaf:
  %empty = cmpi slt, %len, %c1 : index
  %z = constant 0.0 : f64
  cond_br %empty, ^ret(%z : f64), ^one
^one:
  %v = memref.load %m[%lo] : memref<?xf64>
  br ^ret(%v : f64)
^split:
  %half = divi_unsigned %len, %c2 : index
  %mid = addi %lo, %half : index
  %a = call @rsum(%m, %lo, %mid) : (memref<?xf64>, index, index) -> f64
  %b = call @rsum(%m, %mid, %hi) : (memref<?xf64>, index, index) -> f64
  %s = addf %a, %b : f64
  br ^ret(%s : f64)
^ret(%r: f64):
  return %r : f64
}

func @sum_all(%m: memref<?xf64>) -> f64 {
  %c0 = constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %s = call @rsum(%m, %c0, %n) : (memref<?xf64>, index, index) -> f64
  return %s : f64
}

// t[i][j][k][l] = 60i + 20j + 5k + l (< 120 fits i8); returns
// (sum of t[i][j][k][l] * (l + 1), t[1][2][3][4])
func @rank4(%t: memref<2x3x4x5xi8>) -> (i64, i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c60 = constant 60 : index
  %c20 = constant 20 : index
  br ^f(%c0 : index)
^f(%p: index):
  // p runs over the 120 positions; digits recovered by div/rem
  %cf = constant 120 : index
  %more = cmpi slt, %p, %cf : index
  cond_br %more, ^fb, ^s(%c0, %c0 : index, index)
^fb:
  %i = divi_unsigned %p, %c60 : index
  %r1 = remi_unsigned %p, %c60 : index
  %j = divi_unsigned %r1, %c20 : index
  %r2 = remi_unsigned %r1, %c20 : index
  %k = divi_unsigned %r2, %c5 : index
  %l = remi_unsigned %r2, %c5 : index
  %v = index_cast %p : index to i8
  memref.store %v, %t[%i, %j, %k, %l] : memref<2x3x4x5xi8>
  %p1 = addi %p, %c1 : index
  br ^f(%p1 : index)
^s(%q: index, %acc: index):
  %cs = constant 120 : index
  %more2 = cmpi slt, %q, %cs : index
  cond_br %more2, ^sb, ^done
^sb:
  // read back through the 4 indices
  %ii = divi_unsigned %q, %c60 : index
  %s1 = remi_unsigned %q, %c60 : index
  %jj = divi_unsigned %s1, %c20 : index
  %s2 = remi_unsigned %s1, %c20 : index
  %kk = divi_unsigned %s2, %c5 : index
  %ll = remi_unsigned %s2, %c5 : index
  %x = memref.load %t[%ii, %jj, %kk, %ll] : memref<2x3x4x5xi8>
  %xi = index_cast %x : i8 to index
  %w = addi %ll, %c1 : index
  %xw = muli %xi, %w : index
  %acc2 = addi %acc, %xw : index
  %q1 = addi %q, %c1 : index
  br ^s(%q1, %acc2 : index, index)
^done:
  %e = memref.load %t[%c1, %c2, %c3, %c4] : memref<2x3x4x5xi8>
  %e64 = sexti %e : i8 to i64
  %a64 = index_cast %acc : index to i64
  return %a64, %e64 : i64, i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c7 = constant 7 : index
  %c10 = constant 10 : index
  %k16 = constant 16.0 : f64
  %a = memref.alloc(%c10) : memref<?xf64>
  %b = memref.alloc(%c10) : memref<?xf64>
  br ^fill(%c0 : index)
^fill(%i: index):
  %fc = cmpi slt, %i, %c10 : index
  cond_br %fc, ^fb, ^go
^fb:
  %sq = muli %i, %i : index
  %r = remi_unsigned %sq, %c7 : index
  %r64 = index_cast %r : index to i64
  %rf = sitofp %r64 : i64 to f64
  %v = mulf %rf, %k16 : f64
  memref.store %v, %a[%i] : memref<?xf64>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^go:
  %s0 = call @sum_all(%a) : (memref<?xf64>) -> f64
  call @print_f64(%s0) : (f64) -> ()   // expect: 304
  %f = constant @smooth : (memref<?xf64>, memref<?xf64>) -> ()
  %five = constant 5 : i64
  %res = call @iterate(%f, %a, %b, %five) : ((memref<?xf64>, memref<?xf64>) -> (), memref<?xf64>, memref<?xf64>, i64) -> memref<?xf64>
  %s5 = call @sum_all(%res) : (memref<?xf64>) -> f64
  call @print_f64(%s5) : (f64) -> ()   // expect: 322.203125
  %r1 = memref.load %res[%c1] : memref<?xf64>
  call @print_f64(%r1) : (f64) -> ()   // expect: 17.828125
  // after an odd number of steps the result is in b; a holds step 4
  %b1 = memref.load %b[%c1] : memref<?xf64>
  call @print_f64(%b1) : (f64) -> ()   // expect: 17.828125
  %a1 = memref.load %a[%c1] : memref<?xf64>
  call @print_f64(%a1) : (f64) -> ()   // expect: 19.25
  %four = constant 4 : i64
  // 4 more steps starting from b: the result lands back in b
  %res2 = call @iterate(%f, %b, %a, %four) : ((memref<?xf64>, memref<?xf64>) -> (), memref<?xf64>, memref<?xf64>, i64) -> memref<?xf64>
  %b1b = memref.load %b[%c1] : memref<?xf64>
  call @print_f64(%b1b) : (f64) -> ()  // expect: 13.9915771484375
  %zero = constant 0 : i64
  // zero steps: the first buffer (a, holding step 8) comes back
  %res3 = call @iterate(%f, %a, %b, %zero) : ((memref<?xf64>, memref<?xf64>) -> (), memref<?xf64>, memref<?xf64>, i64) -> memref<?xf64>
  %z1 = memref.load %res3[%c1] : memref<?xf64>
  call @print_f64(%z1) : (f64) -> ()   // expect: 14.77197265625
  memref.dealloc %a : memref<?xf64>
  memref.dealloc %b : memref<?xf64>

  %t = memref.alloc() : memref<2x3x4x5xi8>
  %ws, %e = call @rank4(%t) : (memref<2x3x4x5xi8>) -> (i64, i64)
  call @print_i64(%ws) : (i64) -> ()   // expect: 21660
  call @print_i64(%e) : (i64) -> ()    // expect: 119
  memref.dealloc %t : memref<2x3x4x5xi8>

  // a zero-size memref: dim 0, nothing to sum
  %e0 = memref.alloc() : memref<0xf64>
  %ed = memref.cast %e0 : memref<0xf64> to memref<?xf64>
  %en = memref.dim %ed, %c0 : memref<?xf64>
  %eni = index_cast %en : index to i64
  call @print_i64(%eni) : (i64) -> ()  // expect: 0
  %es = call @sum_all(%ed) : (memref<?xf64>) -> f64
  call @print_f64(%es) : (f64) -> ()   // expect: 0
  memref.dealloc %e0 : memref<0xf64>
  %ret = constant 0 : i32
  return %ret : i32
}
