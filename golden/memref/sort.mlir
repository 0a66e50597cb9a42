// In-place sorting through memrefs passed to functions: insertion sort of a
// memref<?xi64> (20 pseudo-random values from an LCG, sorted ascending and
// printed, then checked) and bubble sort of a memref<9xf64> cast to
// memref<?xf64>, descending. Inner loops exit early via cond_br.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

// a[i] = (x_i mod 1000) - 500, x_{i+1} = (1103515245 x_i + 12345) mod 2^31
func @fill_lcg(%a: memref<?xi64>, %seed: i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %mul = constant 1103515245 : i64
  %add = constant 12345 : i64
  %mask = constant 2147483647 : i64
  %k1000 = constant 1000 : i64
  %k500 = constant 500 : i64
  %n = memref.dim %a, %c0 : memref<?xi64>
  br ^loop(%c0, %seed : index, i64)
^loop(%i: index, %x: i64):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %m = muli %x, %mul : i64
  %s = addi %m, %add : i64
  %x2 = and %s, %mask : i64
  %r = remi_signed %x2, %k1000 : i64
  %v = subi %r, %k500 : i64
  memref.store %v, %a[%i] : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %x2 : index, i64)
^done:
  return
}

func @insertion_sort(%a: memref<?xi64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi64>
  br ^outer(%c1 : index)
^outer(%i: index):
  %oc = cmpi slt, %i, %n : index
  cond_br %oc, ^take, ^done
^take:
  %key = memref.load %a[%i] : memref<?xi64>
  br ^inner(%i : index)
^inner(%j: index):
  // shift a[j-1] up while j > 0 and a[j-1] > key
  %jpos = cmpi sgt, %j, %c0 : index
  cond_br %jpos, ^cmp, ^place(%j : index)
^cmp:
  %jm1 = subi %j, %c1 : index
  %prev = memref.load %a[%jm1] : memref<?xi64>
  %gt = cmpi sgt, %prev, %key : i64
  cond_br %gt, ^shift, ^place(%j : index)
^shift:
  memref.store %prev, %a[%j] : memref<?xi64>
  br ^inner(%jm1 : index)
^place(%p: index):
  memref.store %key, %a[%p] : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^outer(%i1 : index)
^done:
  return
}

// 1 if a is sorted ascending, else 0
func @is_sorted(%a: memref<?xi64>) -> i64 {
  %c1 = constant 1 : index
  %c0 = constant 0 : index
  %yes = constant 1 : i64
  %no = constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xi64>
  br ^loop(%c1 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^ret(%yes : i64)
^body:
  %im1 = subi %i, %c1 : index
  %x = memref.load %a[%im1] : memref<?xi64>
  %y = memref.load %a[%i] : memref<?xi64>
  %bad = cmpi sgt, %x, %y : i64
  %i1 = addi %i, %c1 : index
  cond_br %bad, ^ret(%no : i64), ^loop(%i1 : index)
^ret(%r: i64):
  return %r : i64
}

func @print_all(%a: memref<?xi64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<?xi64>
  call @print_i64(%x) : (i64) -> ()
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// descending bubble sort, stops after a pass without swaps
func @bubble_sort_desc(%a: memref<?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %false = constant false
  %true = constant true
  %n = memref.dim %a, %c0 : memref<?xf64>
  br ^pass(%n : index)
^pass(%end: index):
  br ^scan(%c1, %false : index, i1)
^scan(%i: index, %swapped: i1):
  %c = cmpi slt, %i, %end : index
  cond_br %c, ^body, ^pass_done
^body:
  %im1 = subi %i, %c1 : index
  %x = memref.load %a[%im1] : memref<?xf64>
  %y = memref.load %a[%i] : memref<?xf64>
  %lt = cmpf olt, %x, %y : f64
  %i1 = addi %i, %c1 : index
  cond_br %lt, ^swap, ^scan(%i1, %swapped : index, i1)
^swap:
  memref.store %y, %a[%im1] : memref<?xf64>
  memref.store %x, %a[%i] : memref<?xf64>
  br ^scan(%i1, %true : index, i1)
^pass_done:
  %end1 = subi %end, %c1 : index
  cond_br %swapped, ^pass(%end1 : index), ^done
^done:
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c8 = constant 8 : index
  %c9 = constant 9 : index
  %c11 = constant 11 : index
  %c20 = constant 20 : index
  %seed = constant 42 : i64
  %a = memref.alloc(%c20) : memref<?xi64>
  call @fill_lcg(%a, %seed) : (memref<?xi64>, i64) -> ()
  %s0 = call @is_sorted(%a) : (memref<?xi64>) -> i64
  call @print_i64(%s0) : (i64) -> ()   // expect: 0
  %f0 = memref.load %a[%c0] : memref<?xi64>
  %f8 = memref.load %a[%c8] : memref<?xi64>
  call @print_i64(%f0) : (i64) -> ()   // expect: -473
  call @print_i64(%f8) : (i64) -> ()  // expect: -41
  call @insertion_sort(%a) : (memref<?xi64>) -> ()
  call @print_all(%a) : (memref<?xi64>) -> ()  // expect: -500 | -473 | -358 | -347 | -281 | -236 | -234 | -167 | -64 | -41 | 32 | 113 | 203 | 235 | 252 | 253 | 258 | 306 | 365 | 414
  %s1 = call @is_sorted(%a) : (memref<?xi64>) -> i64
  call @print_i64(%s1) : (i64) -> ()   // expect: 1
  // sorting again is a no-op
  call @insertion_sort(%a) : (memref<?xi64>) -> ()
  %m = memref.load %a[%c9] : memref<?xi64>
  call @print_i64(%m) : (i64) -> ()    // expect: -41
  memref.dealloc %a : memref<?xi64>

  // b[i] = (37 i mod 11) - 4.5 (i mod 3), i < 9
  %b = memref.alloc() : memref<9xf64>
  %k37 = constant 37 : i64
  %k11 = constant 11 : i64
  %k3 = constant 3 : i64
  %k45 = constant 4.5 : f64
  br ^fill(%c0 : index)
^fill(%i: index):
  %fc = cmpi slt, %i, %c9 : index
  cond_br %fc, ^fbody, ^fdone
^fbody:
  %i64 = index_cast %i : index to i64
  %p = muli %i64, %k37 : i64
  %r11 = remi_signed %p, %k11 : i64
  %r3 = remi_signed %i64, %k3 : i64
  %f11 = sitofp %r11 : i64 to f64
  %f3 = sitofp %r3 : i64 to f64
  %t = mulf %f3, %k45 : f64
  %v = subf %f11, %t : f64
  memref.store %v, %b[%i] : memref<9xf64>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^fdone:
  %bd = memref.cast %b : memref<9xf64> to memref<?xf64>
  call @bubble_sort_desc(%bd) : (memref<?xf64>) -> ()
  %b0 = memref.load %b[%c0] : memref<9xf64>
  %b1 = memref.load %b[%c1] : memref<9xf64>
  %b4 = memref.load %b[%c4] : memref<9xf64>
  %b8 = memref.load %b[%c8] : memref<9xf64>
  call @print_f64(%b0) : (f64) -> ()   // expect: 2
  call @print_f64(%b1) : (f64) -> ()   // expect: 1.5
  call @print_f64(%b4) : (f64) -> ()   // expect: 0.5
  call @print_f64(%b8) : (f64) -> ()   // expect: -1
  memref.dealloc %b : memref<9xf64>
  %ret = constant 0 : i32
  return %ret : i32
}
