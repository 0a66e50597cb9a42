// Unranked memrefs: memref<?x?xf32> and memref<2x3xf32> cast to memref<*xf32>
// (the ranked descriptor is stored in memory, the unranked one is
// {rank, i8* to that descriptor}; as an argument it unbundles into 2 values),
// passed to functions that cast back to memref<?x?xf32> and read/write, an
// unranked argument forwarded to another function, memref.dim on an unranked
// memref, a function returning memref<*xf32>, and a rank-1 memref<*xi64>.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)

// m[i][j] = v + 10 i + j through the ranked view of an unranked memref
func @fill_unranked(%u: memref<*xf32>, %v: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %ten = constant 10.0 : f32
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %n0 = memref.dim %m, %c0 : memref<?x?xf32>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %i64 = index_cast %i : index to i64
  %j64 = index_cast %j : index to i64
  %fi = sitofp %i64 : i64 to f32
  %fj = sitofp %j64 : i64 to f32
  %a = mulf %fi, %ten : f32
  %b = addf %a, %fj : f32
  %x = addf %b, %v : f32
  memref.store %x, %m[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

func @sum_unranked(%u: memref<*xf32>) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %n0 = memref.dim %m, %c0 : memref<?x?xf32>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32>
  br ^li(%c0, %zero : index, f32)
^li(%i: index, %acc: f32):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0, %acc : index, f32), ^done
^lj(%j: index, %acc2: f32):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1, %acc2 : index, f32)
^body:
  %x = memref.load %m[%i, %j] : memref<?x?xf32>
  %acc3 = addf %acc2, %x : f32
  %j1 = addi %j, %c1 : index
  br ^lj(%j1, %acc3 : index, f32)
^done:
  return %acc : f32
}

// forwards its unranked argument to two callees; returns the sum
func @forward(%u: memref<*xf32>, %v: f32) -> f32 {
  call @fill_unranked(%u, %v) : (memref<*xf32>, f32) -> ()
  %s = call @sum_unranked(%u) : (memref<*xf32>) -> f32
  return %s : f32
}

// sizes of an unranked memref, read without casting it to a ranked type
func @dims_unranked(%u: memref<*xf32>) -> (index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %d0 = memref.dim %u, %c0 : memref<*xf32>
  %d1 = memref.dim %u, %c1 : memref<*xf32>
  return %d0, %d1 : index, index
}

// returns an unranked view of its argument
func @as_unranked(%m: memref<?x?xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// rank 1: u[i] = u[i] * u[i] for every i; returns the sum
func @square_all(%u: memref<*xi64>) -> i64 {
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
  %sq = muli %x, %x : i64
  memref.store %sq, %m[%i] : memref<?xi64>
  %a = addi %acc, %sq : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, i64)
^done:
  return %acc : i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %half = constant 0.5 : f32

  // dynamic 3x4 -> unranked -> filled and summed by callees
  %m = memref.alloc(%c3, %c4) : memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @fill_unranked(%u, %half) : (memref<*xf32>, f32) -> ()
  %s = call @sum_unranked(%u) : (memref<*xf32>) -> f32
  call @print_f32(%s) : (f32) -> ()    // expect: 144
  // the caller sees what the callee wrote, through its ranked value
  %x23 = memref.load %m[%c2, %c3] : memref<?x?xf32>
  call @print_f32(%x23) : (f32) -> ()  // expect: 23.5
  %d0, %d1 = call @dims_unranked(%u) : (memref<*xf32>) -> (index, index)
  %d0i = index_cast %d0 : index to i64
  %d1i = index_cast %d1 : index to i64
  call @print_i64(%d0i) : (i64) -> ()  // expect: 3
  call @print_i64(%d1i) : (i64) -> ()  // expect: 4

  // static 2x3 -> unranked, through a forwarding function
  %st = memref.alloc() : memref<2x3xf32>
  %su = memref.cast %st : memref<2x3xf32> to memref<*xf32>
  %mone = constant -1.0 : f32
  %s2 = call @forward(%su, %mone) : (memref<*xf32>, f32) -> f32
  call @print_f32(%s2) : (f32) -> ()   // expect: 30
  %x12 = memref.load %st[%c1, %c2] : memref<2x3xf32>
  call @print_f32(%x12) : (f32) -> ()  // expect: 11
  %e0, %e1 = call @dims_unranked(%su) : (memref<*xf32>) -> (index, index)
  %e0i = index_cast %e0 : index to i64
  %e1i = index_cast %e1 : index to i64
  call @print_i64(%e0i) : (i64) -> ()  // expect: 2
  call @print_i64(%e1i) : (i64) -> ()  // expect: 3

  // an unranked result, cast back to a ranked type by the caller
  %r = call @as_unranked(%m) : (memref<?x?xf32>) -> memref<*xf32>
  %rm = memref.cast %r : memref<*xf32> to memref<?x?xf32>
  %y = memref.load %rm[%c1, %c2] : memref<?x?xf32>
  call @print_f32(%y) : (f32) -> ()    // expect: 12.5
  %rd = memref.dim %rm, %c1 : memref<?x?xf32>
  %rdi = index_cast %rd : index to i64
  call @print_i64(%rdi) : (i64) -> ()  // expect: 4
  %two = constant 2.0 : f32
  call @fill_unranked(%r, %two) : (memref<*xf32>, f32) -> ()
  %z = memref.load %m[%c2, %c0] : memref<?x?xf32>
  call @print_f32(%z) : (f32) -> ()    // expect: 22

  // rank 1, i64: v = [-3, 0, 4, 5, 7]
  %v = memref.alloc() : memref<5xi64>
  %a0 = constant -3 : i64
  %a1 = constant 0 : i64
  %a2 = constant 4 : i64
  %a3 = constant 5 : i64
  %a4 = constant 7 : i64
  memref.store %a0, %v[%c0] : memref<5xi64>
  memref.store %a1, %v[%c1] : memref<5xi64>
  memref.store %a2, %v[%c2] : memref<5xi64>
  memref.store %a3, %v[%c3] : memref<5xi64>
  memref.store %a4, %v[%c4] : memref<5xi64>
  %vu = memref.cast %v : memref<5xi64> to memref<*xi64>
  %sq = call @square_all(%vu) : (memref<*xi64>) -> i64
  call @print_i64(%sq) : (i64) -> ()   // expect: 99
  %sq2 = call @square_all(%vu) : (memref<*xi64>) -> i64
  call @print_i64(%sq2) : (i64) -> ()  // expect: 3363
  %v0 = memref.load %v[%c0] : memref<5xi64>
  call @print_i64(%v0) : (i64) -> ()   // expect: 81

  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %st : memref<2x3xf32>
  memref.dealloc %v : memref<5xi64>
  %ret = constant 0 : i32
  return %ret : i32
}
