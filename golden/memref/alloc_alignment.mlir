// memref.alloc with an alignment attribute: the allocated pointer (to free)
// and the aligned pointer (to index) differ in general. The program only
// uses the memrefs and prints sums; deallocating through the allocated
// pointer is what keeps it from crashing (freeing the aligned one is invalid).
// Covers a static memref<33xf32> {alignment = 64}, a dynamic memref<?xf64>
// {alignment = 128} deallocated by a callee, a memref<?x5xi16> {alignment = 16},
// and aligned buffers allocated and freed in a loop.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)
func private @print_f64(f64)

// sum of m[i] after m[i] = i * scale, over all i
func @fill_sum_f64(%m: memref<?xf64>, %scale: f64) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  br ^fill(%c0 : index)
^fill(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^fbody, ^sum(%c0, %zero : index, f64)
^fbody:
  %i64 = index_cast %i : index to i64
  %f = sitofp %i64 : i64 to f64
  %v = mulf %f, %scale : f64
  memref.store %v, %m[%i] : memref<?xf64>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^sum(%j: index, %acc: f64):
  %cs = cmpi slt, %j, %n : index
  cond_br %cs, ^sbody, ^done
^sbody:
  %x = memref.load %m[%j] : memref<?xf64>
  %acc2 = addf %acc, %x : f64
  %j1 = addi %j, %c1 : index
  br ^sum(%j1, %acc2 : index, f64)
^done:
  return %acc : f64
}

// frees a memref allocated by the caller
func @consume(%m: memref<?xf64>) {
  memref.dealloc %m : memref<?xf64>
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  %c32 = constant 32 : index
  %c33 = constant 33 : index

  // static, 64-byte aligned: a[i] = i / 2, sum = 528 / 2
  %a = memref.alloc() {alignment = 64} : memref<33xf32>
  %half = constant 0.5 : f32
  %zf = constant 0.0 : f32
  br ^fa(%c0 : index)
^fa(%i: index):
  %ca = cmpi slt, %i, %c33 : index
  cond_br %ca, ^fab, ^sa(%c0, %zf : index, f32)
^fab:
  %i64 = index_cast %i : index to i64
  %f = sitofp %i64 : i64 to f32
  %v = mulf %f, %half : f32
  memref.store %v, %a[%i] : memref<33xf32>
  %i1 = addi %i, %c1 : index
  br ^fa(%i1 : index)
^sa(%j: index, %acc: f32):
  %cs = cmpi slt, %j, %c33 : index
  cond_br %cs, ^sab, ^after_a
^sab:
  %x = memref.load %a[%j] : memref<33xf32>
  %acc2 = addf %acc, %x : f32
  %j1 = addi %j, %c1 : index
  br ^sa(%j1, %acc2 : index, f32)
^after_a:
  call @print_f32(%acc) : (f32) -> ()     // expect: 264
  %last = memref.load %a[%c32] : memref<33xf32>
  call @print_f32(%last) : (f32) -> ()    // expect: 16
  memref.dealloc %a : memref<33xf32>

  // dynamic, 128-byte aligned, freed by the callee: sum of 0.25 i, i < 100
  %c100 = constant 100 : index
  %q = constant 0.25 : f64
  %b = memref.alloc(%c100) {alignment = 128} : memref<?xf64>
  %sb = call @fill_sum_f64(%b, %q) : (memref<?xf64>, f64) -> f64
  call @print_f64(%sb) : (f64) -> ()      // expect: 1237.5
  call @consume(%b) : (memref<?xf64>) -> ()

  // memref<?x5xi16>, 16-byte aligned: m[r][c] = 1000 r - c; prints m[6][4]
  // and the sum over r < 7 (5000 * 21 - 10 * 7 = 104930)
  %c7 = constant 7 : index
  %m = memref.alloc(%c7) {alignment = 16} : memref<?x5xi16>
  %thousand = constant 1000 : i16
  br ^mr(%c0 : index)
^mr(%r: index):
  %cr = cmpi slt, %r, %c7 : index
  cond_br %cr, ^mc(%c0 : index), ^msum(%c0, %c0 : index, index)
^mc(%c: index):
  %cc = cmpi slt, %c, %c5 : index
  %r1 = addi %r, %c1 : index
  cond_br %cc, ^mbody, ^mr(%r1 : index)
^mbody:
  %r16 = index_cast %r : index to i16
  %c16 = index_cast %c : index to i16
  %rk = muli %r16, %thousand : i16
  %mv = subi %rk, %c16 : i16
  memref.store %mv, %m[%r, %c] : memref<?x5xi16>
  %cn = addi %c, %c1 : index
  br ^mc(%cn : index)
^msum(%k: index, %macc: index):
  %ck = cmpi slt, %k, %c7 : index
  cond_br %ck, ^msum_row(%c0, %macc : index, index), ^mdone
^msum_row(%l: index, %macc2: index):
  %cl = cmpi slt, %l, %c5 : index
  %k1 = addi %k, %c1 : index
  cond_br %cl, ^msbody, ^msum(%k1, %macc2 : index, index)
^msbody:
  %e = memref.load %m[%k, %l] : memref<?x5xi16>
  %ei = index_cast %e : i16 to index
  %macc3 = addi %macc2, %ei : index
  %l1 = addi %l, %c1 : index
  br ^msum_row(%l1, %macc3 : index, index)
^mdone:
  %mtot = index_cast %macc : index to i64
  call @print_i64(%mtot) : (i64) -> ()    // expect: 104930
  %c4 = constant 4 : index
  %c6 = constant 6 : index
  %m64 = memref.load %m[%c6, %c4] : memref<?x5xi16>
  %m64e = sexti %m64 : i16 to i64
  call @print_i64(%m64e) : (i64) -> ()    // expect: 5996
  memref.dealloc %m : memref<?x5xi16>

  // 200 aligned allocations of growing size, each used and freed:
  // sum over n = 1..200 of fill_sum_f64 with scale 1 = sum of n(n-1)/2
  %one = constant 1.0 : f64
  %c201 = constant 201 : index
  %zd = constant 0.0 : f64
  br ^lp(%c1, %zd : index, f64)
^lp(%n: index, %tot: f64):
  %cn2 = cmpi slt, %n, %c201 : index
  cond_br %cn2, ^lpb, ^end
^lpb:
  %buf = memref.alloc(%n) {alignment = 256} : memref<?xf64>
  %s = call @fill_sum_f64(%buf, %one) : (memref<?xf64>, f64) -> f64
  memref.dealloc %buf : memref<?xf64>
  %tot2 = addf %tot, %s : f64
  %n1 = addi %n, %c1 : index
  br ^lp(%n1, %tot2 : index, f64)
^end:
  call @print_f64(%tot) : (f64) -> ()     // expect: 1333300
  %ret = constant 0 : i32
  return %ret : i32
}
