// `atomic_rmw` of every kind MLIR 13 lowers to one `atomicrmw ... acq_rel`
// (addf addi assign maxs maxu mins minu), custom and generic form, on a
// rank-2 i32 memref, a dynamic f64 memref, a rank-0 i8 memref and an i64
// memref updated in a loop through a callee.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

func @show32(%v: i32) {
  %w = sexti %v : i32 to i64
  call @print_i64(%w) : (i64) -> ()
  return
}

// m[i] += x, returning the old value
func @bump(%m: memref<?xi64>, %i: index, %x: i64) -> i64 {
  %old = atomic_rmw addi %x, %m[%i] : (i64, memref<?xi64>) -> i64
  return %old : i64
}

func @main() -> i32 {
  %m = memref.alloc() : memref<2x3xi32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %i5 = constant 5 : i32
  %i7 = constant -7 : i32
  %i3 = constant 3 : i32
  memref.store %i5, %m[%c1, %c2] : memref<2x3xi32>
  %a = atomic_rmw addi %i7, %m[%c1, %c2] : (i32, memref<2x3xi32>) -> i32
  call @show32(%a) : (i32) -> ()                                  // expect: 5
  %b = atomic_rmw maxs %i3, %m[%c1, %c2] : (i32, memref<2x3xi32>) -> i32
  call @show32(%b) : (i32) -> ()                                  // expect: -2
  %c = atomic_rmw maxu %i7, %m[%c1, %c2] : (i32, memref<2x3xi32>) -> i32
  call @show32(%c) : (i32) -> ()                                  // expect: 3
  %d = atomic_rmw mins %i3, %m[%c1, %c2] : (i32, memref<2x3xi32>) -> i32
  call @show32(%d) : (i32) -> ()                                  // expect: -7
  %e = atomic_rmw minu %i3, %m[%c1, %c2] : (i32, memref<2x3xi32>) -> i32
  call @show32(%e) : (i32) -> ()                                  // expect: -7
  %g = atomic_rmw assign %i5, %m[%c1, %c2] {note} : (i32, memref<2x3xi32>) -> i32
  call @show32(%g) : (i32) -> ()                                  // expect: 3
  %h = "std.atomic_rmw"(%i7, %m, %c1, %c2) {kind = 1 : i64} : (i32, memref<2x3xi32>, index, index) -> i32
  call @show32(%h) : (i32) -> ()                                  // expect: 5
  %l = memref.load %m[%c1, %c2] : memref<2x3xi32>
  call @show32(%l) : (i32) -> ()                                  // expect: -2
  memref.dealloc %m : memref<2x3xi32>

  %f = memref.alloc(%c2) : memref<?xf64>
  %x = constant 1.5 : f64
  %y = constant -0.25 : f64
  memref.store %x, %f[%c1] : memref<?xf64>
  %p = atomic_rmw addf %y, %f[%c1] : (f64, memref<?xf64>) -> f64
  call @print_f64(%p) : (f64) -> ()                               // expect: 1.5
  %q = atomic_rmw assign %x, %f[%c1] : (f64, memref<?xf64>) -> f64
  call @print_f64(%q) : (f64) -> ()                               // expect: 1.25
  %r = atomic_rmw addf %x, %f[%c1] : (f64, memref<?xf64>) -> f64
  call @print_f64(%r) : (f64) -> ()                               // expect: 1.5
  %s = memref.load %f[%c1] : memref<?xf64>
  call @print_f64(%s) : (f64) -> ()                               // expect: 3
  memref.dealloc %f : memref<?xf64>

  %k = memref.alloca() : memref<i8>
  %b100 = constant 100 : i8
  %b50 = constant 50 : i8
  memref.store %b100, %k[] : memref<i8>
  %o1 = atomic_rmw addi %b50, %k[] : (i8, memref<i8>) -> i8
  %o2 = atomic_rmw maxs %b50, %k[] : (i8, memref<i8>) -> i8
  %o3 = atomic_rmw maxu %b50, %k[] : (i8, memref<i8>) -> i8
  %o4 = memref.load %k[] : memref<i8>
  %w1 = sexti %o1 : i8 to i64
  call @print_i64(%w1) : (i64) -> ()                              // expect: 100
  %w2 = sexti %o2 : i8 to i64
  call @print_i64(%w2) : (i64) -> ()                              // expect: -106
  %w3 = sexti %o3 : i8 to i64
  call @print_i64(%w3) : (i64) -> ()                              // expect: 50
  %w4 = sexti %o4 : i8 to i64
  call @print_i64(%w4) : (i64) -> ()                              // expect: 50

  %c4 = constant 4 : index
  %n = memref.alloc(%c4) : memref<?xi64>
  %z = constant 0 : i64
  memref.store %z, %n[%c0] : memref<?xi64>
  memref.store %z, %n[%c1] : memref<?xi64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %go = cmpi slt, %i, %c4 : index
  cond_br %go, ^body, ^done
^body:
  %ii = index_cast %i : index to i64
  %t = remi_unsigned %i, %c2 : index
  %old = call @bump(%n, %t, %ii) : (memref<?xi64>, index, i64) -> i64
  call @print_i64(%old) : (i64) -> ()                             // expect: 0 | 0 | 0 | 1
  %next = addi %i, %c1 : index
  br ^loop(%next : index)
^done:
  %s0 = memref.load %n[%c0] : memref<?xi64>
  call @print_i64(%s0) : (i64) -> ()                              // expect: 2
  %s1 = memref.load %n[%c1] : memref<?xi64>
  call @print_i64(%s1) : (i64) -> ()                              // expect: 4
  memref.dealloc %n : memref<?xi64>
  %ret = constant 0 : i32
  return %ret : i32
}
