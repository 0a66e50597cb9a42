// Stack allocation: memref.alloca() : memref<8xi64> (static), memref.alloca(%n)
// : memref<?xi64> (dynamic size), a 2-D memref<3x?xf32> alloca with an
// alignment attribute, a rank-0 alloca, alloca'd memrefs passed to callees,
// and functions doing alloca called repeatedly from a loop (no dealloc:
// stack memory is released when the function returns).
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)

func @sum8(%m: memref<8xi64>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  %z = constant 0 : i64
  br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %c = cmpi slt, %i, %c8 : index
  cond_br %c, ^body, ^done
^body:
  %v = memref.load %m[%i] : memref<8xi64>
  %a = addi %acc, %v : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, i64)
^done:
  return %acc : i64
}

// a[i] = seed*i + i*i in a stack array of 8; returns the sum (28 seed + 140)
func @static_alloca(%seed: i64) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  %a = memref.alloca() : memref<8xi64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %c8 : index
  cond_br %c, ^body, ^done
^body:
  %i64 = index_cast %i : index to i64
  %p = muli %seed, %i64 : i64
  %q = muli %i64, %i64 : i64
  %v = addi %p, %q : i64
  memref.store %v, %a[%i] : memref<8xi64>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  %s = call @sum8(%a) : (memref<8xi64>) -> i64
  return %s : i64
}

// a[i] = fib(i) for i < n, in a caller-provided memref
func @fib_fill(%a: memref<?xi64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %n = memref.dim %a, %c0 : memref<?xi64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %small = cmpi slt, %i, %c2 : index
  cond_br %small, ^base, ^rec
^base:
  %iv = index_cast %i : index to i64
  br ^store(%iv : i64)
^rec:
  %i_1 = subi %i, %c1 : index
  %i_2 = subi %i, %c2 : index
  %x = memref.load %a[%i_1] : memref<?xi64>
  %y = memref.load %a[%i_2] : memref<?xi64>
  %s = addi %x, %y : i64
  br ^store(%s : i64)
^store(%v: i64):
  memref.store %v, %a[%i] : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// fib(n - 1) through a dynamically sized stack array
func @dynamic_alloca(%n: index) -> i64 {
  %c1 = constant 1 : index
  %a = memref.alloca(%n) : memref<?xi64>
  call @fib_fill(%a) : (memref<?xi64>) -> ()
  %last = subi %n, %c1 : index
  %v = memref.load %a[%last] : memref<?xi64>
  return %v : i64
}

// m[r][c] = r + c/2 in an aligned 3 x n stack array; returns (sum, m[2][n-1])
func @alloca_2d(%n: index) -> (f32, f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %half = constant 0.5 : f32
  %zero = constant 0.0 : f32
  %m = memref.alloca(%n) {alignment = 32} : memref<3x?xf32>
  br ^lr(%c0 : index)
^lr(%r: index):
  %cr = cmpi slt, %r, %c3 : index
  cond_br %cr, ^lc(%c0 : index), ^sum
^lc(%c: index):
  %cc = cmpi slt, %c, %n : index
  %r1 = addi %r, %c1 : index
  cond_br %cc, ^body, ^lr(%r1 : index)
^body:
  %r64 = index_cast %r : index to i64
  %c64 = index_cast %c : index to i64
  %rf = sitofp %r64 : i64 to f32
  %cf = sitofp %c64 : i64 to f32
  %ch = mulf %cf, %half : f32
  %v = addf %rf, %ch : f32
  memref.store %v, %m[%r, %c] : memref<3x?xf32>
  %c1n = addi %c, %c1 : index
  br ^lc(%c1n : index)
^sum:
  %cell = memref.alloca() : memref<f32>
  memref.store %zero, %cell[] : memref<f32>
  br ^sr(%c0 : index)
^sr(%i: index):
  %ci = cmpi slt, %i, %c3 : index
  cond_br %ci, ^sc(%c0 : index), ^done
^sc(%j: index):
  %cj = cmpi slt, %j, %n : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^sbody, ^sr(%i1 : index)
^sbody:
  %x = memref.load %m[%i, %j] : memref<3x?xf32>
  %acc = memref.load %cell[] : memref<f32>
  %acc2 = addf %acc, %x : f32
  memref.store %acc2, %cell[] : memref<f32>
  %j1 = addi %j, %c1 : index
  br ^sc(%j1 : index)
^done:
  %total = memref.load %cell[] : memref<f32>
  %nl = subi %n, %c1 : index
  %corner = memref.load %m[%c2, %nl] : memref<3x?xf32>
  return %total, %corner : f32, f32
}

func @main() -> i32 {
  %three = constant 3 : i64
  %m1 = constant -1 : i64
  %s1 = call @static_alloca(%three) : (i64) -> i64
  call @print_i64(%s1) : (i64) -> ()   // expect: 224
  %s2 = call @static_alloca(%m1) : (i64) -> i64
  call @print_i64(%s2) : (i64) -> ()   // expect: 112

  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %c10 = constant 10 : index
  %c50 = constant 50 : index
  %f10 = call @dynamic_alloca(%c10) : (index) -> i64
  call @print_i64(%f10) : (i64) -> ()  // expect: 34
  %f50 = call @dynamic_alloca(%c50) : (index) -> i64
  call @print_i64(%f50) : (i64) -> ()  // expect: 7778742049
  %f1 = call @dynamic_alloca(%c1) : (index) -> i64
  call @print_i64(%f1) : (i64) -> ()   // expect: 0

  // 1000 calls, each with its own stack arrays: sum of fib(k) for
  // k = i mod 20, i < 1000 (50 * sum of fib(0..19) = 50 * 10945)
  %c0 = constant 0 : index
  %c20 = constant 20 : index
  %c1000 = constant 1000 : index
  %z = constant 0 : i64
  br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %lc = cmpi slt, %i, %c1000 : index
  cond_br %lc, ^body, ^after
^body:
  %k = remi_unsigned %i, %c20 : index
  %k1 = addi %k, %c1 : index
  %f = call @dynamic_alloca(%k1) : (index) -> i64
  %acc2 = addi %acc, %f : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %acc2 : index, i64)
^after:
  call @print_i64(%acc) : (i64) -> ()  // expect: 547250

  %t, %corner = call @alloca_2d(%c5) : (index) -> (f32, f32)
  call @print_f32(%t) : (f32) -> ()      // expect: 30
  call @print_f32(%corner) : (f32) -> () // expect: 4

  // a static alloca in main, viewed through a dynamic cast
  %a = memref.alloca() : memref<8xi64>
  %ad = memref.cast %a : memref<8xi64> to memref<?xi64>
  call @fib_fill(%ad) : (memref<?xi64>) -> ()
  %s8 = call @sum8(%a) : (memref<8xi64>) -> i64
  call @print_i64(%s8) : (i64) -> ()   // expect: 33
  %r = constant 0 : i32
  return %r : i32
}
