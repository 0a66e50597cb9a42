// More unranked memrefs: a function with two unranked results (rank 1 and
// rank 0; each returned ranked descriptor is copied to the heap by the callee
// and to the caller's stack by the call, which frees the heap copy), a
// function returning its unranked argument, an unranked result produced 1000
// times in a loop, unranked values through call_indirect and as block
// arguments, and a rank-0 memref<f64> through memref<*xf64> and back.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

func @usum(%u: memref<*xi64>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %m = memref.cast %u : memref<*xi64> to memref<?xi64>
  %n = memref.dim %m, %c0 : memref<?xi64>
  br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<?xi64>
  %a = addi %acc, %x : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, i64)
^done:
  return %acc : i64
}

// 10 * sum of the elements
func @usum10(%u: memref<*xi64>) -> i64 {
  %s = call @usum(%u) : (memref<*xi64>) -> i64
  %ten = constant 10 : i64
  %r = muli %s, %ten : i64
  return %r : i64
}

// two unranked results: views of a rank-1 and a rank-0 memref
func @split(%m: memref<?xi64>, %s: memref<f64>) -> (memref<*xi64>, memref<*xf64>) {
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  %v = memref.cast %s : memref<f64> to memref<*xf64>
  return %u, %v : memref<*xi64>, memref<*xf64>
}

func @passthrough(%u: memref<*xi64>) -> memref<*xi64> {
  return %u : memref<*xi64>
}

// m[k] += 1 and returns an unranked view of m
func @bump(%m: memref<?xi64>, %k: index) -> memref<*xi64> {
  %one = constant 1 : i64
  %x = memref.load %m[%k] : memref<?xi64>
  %y = addi %x, %one : i64
  memref.store %y, %m[%k] : memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  return %u : memref<*xi64>
}

// u or v, chosen by a cond_br, then summed by f (an indirect callee)
func @choose_sum(%c: i1, %u: memref<*xi64>, %v: memref<*xi64>, %f: (memref<*xi64>) -> i64) -> i64 {
  cond_br %c, ^use(%u : memref<*xi64>), ^use(%v : memref<*xi64>)
^use(%w: memref<*xi64>):
  %s = call_indirect %f(%w) : (memref<*xi64>) -> i64
  return %s : i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi64>
  %k5 = constant 5 : i64
  br ^fill(%c0 : index)
^fill(%i: index):
  %fc = cmpi slt, %i, %c4 : index
  cond_br %fc, ^fb, ^go
^fb:
  // m = [5, 10, 15, 20]
  %i64 = index_cast %i : index to i64
  %ip1 = constant 1 : i64
  %ii = addi %i64, %ip1 : i64
  %v = muli %ii, %k5 : i64
  memref.store %v, %m[%i] : memref<?xi64>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^go:
  %s = memref.alloc() : memref<f64>
  %pi = constant 3.25 : f64
  memref.store %pi, %s[] : memref<f64>

  %u, %v0 = call @split(%m, %s) : (memref<?xi64>, memref<f64>) -> (memref<*xi64>, memref<*xf64>)
  %su = call @usum(%u) : (memref<*xi64>) -> i64
  call @print_i64(%su) : (i64) -> ()   // expect: 50
  // rank 0 back from unranked
  %r0 = memref.cast %v0 : memref<*xf64> to memref<f64>
  %x0 = memref.load %r0[] : memref<f64>
  call @print_f64(%x0) : (f64) -> ()   // expect: 3.25
  %neg = constant -0.5 : f64
  memref.store %neg, %r0[] : memref<f64>
  %x1 = memref.load %s[] : memref<f64>
  call @print_f64(%x1) : (f64) -> ()   // expect: -0.5

  %p = call @passthrough(%u) : (memref<*xi64>) -> memref<*xi64>
  %pm = memref.cast %p : memref<*xi64> to memref<?xi64>
  %p3 = memref.load %pm[%c3] : memref<?xi64>
  call @print_i64(%p3) : (i64) -> ()   // expect: 20
  %pd = memref.dim %p, %c0 : memref<*xi64>
  %pdi = index_cast %pd : index to i64
  call @print_i64(%pdi) : (i64) -> ()  // expect: 4

  // 1000 unranked results: m[i mod 4] += 1 each time; the last view is summed
  %c1000 = constant 1000 : index
  br ^loop(%c0, %u : index, memref<*xi64>)
^loop(%j: index, %last: memref<*xi64>):
  %lc = cmpi slt, %j, %c1000 : index
  cond_br %lc, ^lb, ^after
^lb:
  %k = remi_unsigned %j, %c4 : index
  %w = call @bump(%m, %k) : (memref<?xi64>, index) -> memref<*xi64>
  %j1 = addi %j, %c1 : index
  br ^loop(%j1, %w : index, memref<*xi64>)
^after:
  %sl = call @usum(%last) : (memref<*xi64>) -> i64
  call @print_i64(%sl) : (i64) -> ()   // expect: 1050
  %m2 = memref.load %m[%c2] : memref<?xi64>
  call @print_i64(%m2) : (i64) -> ()   // expect: 265

  // indirect calls with unranked arguments, selected through block arguments
  %other = memref.alloc() : memref<3xi64>
  %seven = constant 7 : i64
  memref.store %seven, %other[%c0] : memref<3xi64>
  memref.store %seven, %other[%c1] : memref<3xi64>
  memref.store %k5, %other[%c2] : memref<3xi64>
  %ou = memref.cast %other : memref<3xi64> to memref<*xi64>
  %f1 = constant @usum : (memref<*xi64>) -> i64
  %f10 = constant @usum10 : (memref<*xi64>) -> i64
  %true = constant true
  %false = constant false
  %q1 = call @choose_sum(%true, %u, %ou, %f1) : (i1, memref<*xi64>, memref<*xi64>, (memref<*xi64>) -> i64) -> i64
  %q2 = call @choose_sum(%false, %u, %ou, %f1) : (i1, memref<*xi64>, memref<*xi64>, (memref<*xi64>) -> i64) -> i64
  %q3 = call @choose_sum(%false, %u, %ou, %f10) : (i1, memref<*xi64>, memref<*xi64>, (memref<*xi64>) -> i64) -> i64
  call @print_i64(%q1) : (i64) -> ()   // expect: 1050
  call @print_i64(%q2) : (i64) -> ()   // expect: 19
  call @print_i64(%q3) : (i64) -> ()   // expect: 190
  %q4 = call_indirect %f10(%u) : (memref<*xi64>) -> i64
  call @print_i64(%q4) : (i64) -> ()   // expect: 10500

  memref.dealloc %other : memref<3xi64>
  memref.dealloc %m : memref<?xi64>
  memref.dealloc %s : memref<f64>
  %ret = constant 0 : i32
  return %ret : i32
}
