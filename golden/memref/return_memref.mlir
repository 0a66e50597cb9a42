// Memrefs as function results: a function that allocates, fills and returns
// memref<?xi64> (the descriptor is returned as one struct), a three-result
// function (memref<?xi64>, i64, memref<2x?xf64>) whose results are packed into
// one struct of which two members are descriptor structs, a function returning
// its (modified) argument, static and rank-0 results, and memrefs as block
// arguments (a descriptor chosen by cond_br). Callers read and dealloc.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

// m[i] = start + i*i
func @make_seq(%n: index, %start: i64) -> memref<?xi64> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %i64 = index_cast %i : index to i64
  %sq = muli %i64, %i64 : i64
  %v = addi %start, %sq : i64
  memref.store %v, %m[%i] : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return %m : memref<?xi64>
}

func @sum_i64(%m: memref<?xi64>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64>
  br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %v = memref.load %m[%i] : memref<?xi64>
  %a = addi %acc, %v : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, i64)
^done:
  return %acc : i64
}

// (m1[i] = 3i + 1, n*(n+1)/2, m2[r][c] = 10r + c + 0.5)
func @make_three(%n: index) -> (memref<?xi64>, i64, memref<2x?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %one = constant 1 : i64
  %three = constant 3 : i64
  %ten = constant 10.0 : f64
  %half = constant 0.5 : f64
  %m1 = memref.alloc(%n) : memref<?xi64>
  %m2 = memref.alloc(%n) : memref<2x?xf64>
  br ^l1(%c0 : index)
^l1(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^b1, ^l2(%c0 : index)
^b1:
  %i64 = index_cast %i : index to i64
  %t = muli %i64, %three : i64
  %v = addi %t, %one : i64
  memref.store %v, %m1[%i] : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^l1(%i1 : index)
^l2(%r: index):
  %cr = cmpi slt, %r, %c2 : index
  cond_br %cr, ^l3(%c0 : index), ^done
^l3(%col: index):
  %cc = cmpi slt, %col, %n : index
  cond_br %cc, ^b3, ^next_r
^b3:
  %r64 = index_cast %r : index to i64
  %col64 = index_cast %col : index to i64
  %rf = sitofp %r64 : i64 to f64
  %colf = sitofp %col64 : i64 to f64
  %r10 = mulf %rf, %ten : f64
  %s = addf %r10, %colf : f64
  %s2 = addf %s, %half : f64
  memref.store %s2, %m2[%r, %col] : memref<2x?xf64>
  %col1 = addi %col, %c1 : index
  br ^l3(%col1 : index)
^next_r:
  %r1 = addi %r, %c1 : index
  br ^l2(%r1 : index)
^done:
  %n64 = index_cast %n : index to i64
  %n1 = addi %n64, %one : i64
  %p = muli %n64, %n1 : i64
  %two = constant 2 : i64
  %tri = divi_signed %p, %two : i64
  return %m1, %tri, %m2 : memref<?xi64>, i64, memref<2x?xf64>
}

// writes v at m[k] and returns the same memref
func @passthrough(%m: memref<?xi64>, %k: index, %v: i64) -> memref<?xi64> {
  memref.store %v, %m[%k] : memref<?xi64>
  return %m : memref<?xi64>
}

// a or b, chosen by a cond_br: the descriptor flows through a block argument
func @pick(%c: i1, %a: memref<?xi64>, %b: memref<?xi64>) -> memref<?xi64> {
  cond_br %c, ^ret(%a : memref<?xi64>), ^ret(%b : memref<?xi64>)
^ret(%m: memref<?xi64>):
  return %m : memref<?xi64>
}

func @make_static() -> memref<3xi32> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %m = memref.alloc() : memref<3xi32>
  %a = constant 5 : i32
  %b = constant -6 : i32
  %c = constant 7 : i32
  memref.store %a, %m[%c0] : memref<3xi32>
  memref.store %b, %m[%c1] : memref<3xi32>
  memref.store %c, %m[%c2] : memref<3xi32>
  return %m : memref<3xi32>
}

func @make_rank0(%v: f64) -> memref<f64> {
  %m = memref.alloc() : memref<f64>
  memref.store %v, %m[] : memref<f64>
  return %m : memref<f64>
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %ten = constant 10 : i64
  %hundred = constant 100 : i64

  %a = call @make_seq(%c6, %ten) : (index, i64) -> memref<?xi64>
  %sa = call @sum_i64(%a) : (memref<?xi64>) -> i64
  call @print_i64(%sa) : (i64) -> ()    // expect: 115
  %a5 = memref.load %a[%c5] : memref<?xi64>
  call @print_i64(%a5) : (i64) -> ()    // expect: 35
  %da = memref.dim %a, %c0 : memref<?xi64>
  %dai = index_cast %da : index to i64
  call @print_i64(%dai) : (i64) -> ()   // expect: 6

  // allocate, use and free a fresh memref in each iteration:
  // make_seq(i + 2, 100 i) for i = 0, 1, 2
  br ^loop(%c0 : index)
^loop(%i: index):
  %lc = cmpi slt, %i, %c3 : index
  cond_br %lc, ^body, ^after
^body:
  %n = addi %i, %c2 : index
  %i64 = index_cast %i : index to i64
  %st = muli %i64, %hundred : i64
  %t = call @make_seq(%n, %st) : (index, i64) -> memref<?xi64>
  %st2 = call @sum_i64(%t) : (memref<?xi64>) -> i64
  call @print_i64(%st2) : (i64) -> ()   // expect: 1 | 305 | 814
  memref.dealloc %t : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)

^after:
  %m1, %tri, %m2 = call @make_three(%c4) : (index) -> (memref<?xi64>, i64, memref<2x?xf64>)
  %s1 = call @sum_i64(%m1) : (memref<?xi64>) -> i64
  call @print_i64(%s1) : (i64) -> ()    // expect: 22
  call @print_i64(%tri) : (i64) -> ()   // expect: 10
  %d20 = memref.dim %m2, %c0 : memref<2x?xf64>
  %d21 = memref.dim %m2, %c1 : memref<2x?xf64>
  %d20i = index_cast %d20 : index to i64
  %d21i = index_cast %d21 : index to i64
  call @print_i64(%d20i) : (i64) -> ()  // expect: 2
  call @print_i64(%d21i) : (i64) -> ()  // expect: 4
  %x13 = memref.load %m2[%c1, %c3] : memref<2x?xf64>
  call @print_f64(%x13) : (f64) -> ()   // expect: 13.5
  %x02 = memref.load %m2[%c0, %c2] : memref<2x?xf64>
  call @print_f64(%x02) : (f64) -> ()   // expect: 2.5
  memref.dealloc %m2 : memref<2x?xf64>

  // the returned memref aliases the argument
  %neg7 = constant -7 : i64
  %b = call @passthrough(%a, %c2, %neg7) : (memref<?xi64>, index, i64) -> memref<?xi64>
  %b2 = memref.load %b[%c2] : memref<?xi64>
  call @print_i64(%b2) : (i64) -> ()    // expect: -7
  %sa2 = call @sum_i64(%a) : (memref<?xi64>) -> i64
  call @print_i64(%sa2) : (i64) -> ()   // expect: 94

  %true = constant true
  %false = constant false
  %p1 = call @pick(%true, %a, %m1) : (i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
  %p2 = call @pick(%false, %a, %m1) : (i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
  %p1d = memref.dim %p1, %c0 : memref<?xi64>
  %p2d = memref.dim %p2, %c0 : memref<?xi64>
  %p1di = index_cast %p1d : index to i64
  %p2di = index_cast %p2d : index to i64
  call @print_i64(%p1di) : (i64) -> ()  // expect: 6
  call @print_i64(%p2di) : (i64) -> ()  // expect: 4
  %p1v = memref.load %p1[%c1] : memref<?xi64>
  %p2v = memref.load %p2[%c1] : memref<?xi64>
  call @print_i64(%p1v) : (i64) -> ()   // expect: 11
  call @print_i64(%p2v) : (i64) -> ()   // expect: 4
  memref.dealloc %p1 : memref<?xi64>
  memref.dealloc %p2 : memref<?xi64>

  %s = call @make_static() : () -> memref<3xi32>
  %s0 = memref.load %s[%c0] : memref<3xi32>
  %s1v = memref.load %s[%c1] : memref<3xi32>
  %s2v = memref.load %s[%c2] : memref<3xi32>
  %ss = addi %s0, %s1v : i32
  %ss2 = addi %ss, %s2v : i32
  %ssi = sexti %ss2 : i32 to i64
  call @print_i64(%ssi) : (i64) -> ()   // expect: 6
  %s1i = sexti %s1v : i32 to i64
  call @print_i64(%s1i) : (i64) -> ()   // expect: -6
  memref.dealloc %s : memref<3xi32>

  %f = constant 2.25 : f64
  %z = call @make_rank0(%f) : (f64) -> memref<f64>
  %zv = memref.load %z[] : memref<f64>
  call @print_f64(%zv) : (f64) -> ()    // expect: 2.25
  memref.dealloc %z : memref<f64>

  %r = constant 0 : i32
  return %r : i32
}
