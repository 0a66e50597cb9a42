// mlir2ll-flags: --bare-ptr-memref-call-conv
// Bare-pointer calling convention: every memref in a function signature is a
// static-shape, identity-layout memref and is passed as a single pointer to
// its (aligned = allocated) data; the callee rebuilds a descriptor from it
// with offset 0 and the static sizes/strides. Covers rank 0, 1, 2 and 3
// arguments mixed with scalars, a callee that deallocates a memref it got as a
// bare pointer, a memref result, and local (non-signature) casts to dynamic
// types, which still use full descriptors.
// Oracle: mlir-opt-13 --convert-std-to-llvm=use-bare-ptr-memref-call-conv=1
// (--convert-memref-to-llvm has no such option).
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

// c = a x b on 4x4
func @matmul4(%a: memref<4x4xf64>, %b: memref<4x4xf64>, %c: memref<4x4xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %zero = constant 0.0 : f64
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %c4 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %c4 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0, %zero : index, f64), ^li(%i1 : index)
^lk(%k: index, %acc: f64):
  %ck = cmpi slt, %k, %c4 : index
  cond_br %ck, ^body, ^store
^body:
  %x = memref.load %a[%i, %k] : memref<4x4xf64>
  %y = memref.load %b[%k, %j] : memref<4x4xf64>
  %p = mulf %x, %y : f64
  %acc2 = addf %acc, %p : f64
  %k1 = addi %k, %c1 : index
  br ^lk(%k1, %acc2 : index, f64)
^store:
  memref.store %acc, %c[%i, %j] : memref<4x4xf64>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

// m[i][j] = base + i - 2j
func @fill4(%base: f64, %m: memref<4x4xf64>, %step: f64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  // a local cast to a dynamic type: a full descriptor inside the callee
  %d = memref.cast %m : memref<4x4xf64> to memref<?x?xf64>
  %n = memref.dim %d, %c0 : memref<?x?xf64>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %c4 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %i64 = index_cast %i : index to i64
  %j64 = index_cast %j : index to i64
  %fi = sitofp %i64 : i64 to f64
  %fj = sitofp %j64 : i64 to f64
  %t = mulf %fj, %step : f64
  %u = addf %base, %fi : f64
  %v = subf %u, %t : f64
  memref.store %v, %d[%i, %j] : memref<?x?xf64>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

func @trace4(%m: memref<4x4xf64>) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %a = memref.load %m[%c0, %c0] : memref<4x4xf64>
  %b = memref.load %m[%c1, %c1] : memref<4x4xf64>
  %c = memref.load %m[%c2, %c2] : memref<4x4xf64>
  %d = memref.load %m[%c3, %c3] : memref<4x4xf64>
  %s1 = addf %a, %b : f64
  %s2 = addf %s1, %c : f64
  %s3 = addf %s2, %d : f64
  return %s3 : f64
}

// in-place prefix sums; returns the total
func @prefix8(%m: memref<8xi32>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  %z = constant 0 : i32
  br ^loop(%c0, %z : index, i32)
^loop(%i: index, %acc: i32):
  %c = cmpi slt, %i, %c8 : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<8xi32>
  %a = addi %acc, %x : i32
  memref.store %a, %m[%i] : memref<8xi32>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, i32)
^done:
  %r = sexti %acc : i32 to i64
  return %r : i64
}

// rank 0 between two scalars
func @accumulate(%x: f64, %cell: memref<f64>, %y: f64) {
  %v = memref.load %cell[] : memref<f64>
  %p = mulf %x, %y : f64
  %s = addf %v, %p : f64
  memref.store %s, %cell[] : memref<f64>
  return
}

// rank 3: sum of t[i][j][k] * (i + 1) and t[1][2][3]
func @rank3(%t: memref<2x3x4xi16>) -> (i64, i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %z = constant 0 : i64
  %one = constant 1 : i64
  br ^li(%c0, %z : index, i64)
^li(%i: index, %a0: i64):
  %ci = cmpi slt, %i, %c2 : index
  cond_br %ci, ^lj(%c0, %a0 : index, i64), ^done
^lj(%j: index, %a1: i64):
  %cj = cmpi slt, %j, %c3 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0, %a1 : index, i64), ^li(%i1, %a1 : index, i64)
^lk(%k: index, %a2: i64):
  %ck = cmpi slt, %k, %c4 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1, %a2 : index, i64)
^body:
  %x = memref.load %t[%i, %j, %k] : memref<2x3x4xi16>
  %x64 = sexti %x : i16 to i64
  %i64 = index_cast %i : index to i64
  %w = addi %i64, %one : i64
  %p = muli %x64, %w : i64
  %a3 = addi %a2, %p : i64
  %k1 = addi %k, %c1 : index
  br ^lk(%k1, %a3 : index, i64)
^done:
  %e = memref.load %t[%c1, %c2, %c3] : memref<2x3x4xi16>
  %e64 = sexti %e : i16 to i64
  return %a0, %e64 : i64, i64
}

// t[i][j][k] = 12i + 4j + k - 10, through the bare pointer
func @fill3(%t: memref<2x3x4xi16>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c12 = constant 12 : index
  %c10 = constant 10 : index
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %c2 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %c3 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0 : index), ^li(%i1 : index)
^lk(%k: index):
  %ck = cmpi slt, %k, %c4 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1 : index)
^body:
  %a = muli %i, %c12 : index
  %b = muli %j, %c4 : index
  %s = addi %a, %b : index
  %s2 = addi %s, %k : index
  %v = subi %s2, %c10 : index
  %v16 = index_cast %v : index to i16
  memref.store %v16, %t[%i, %j, %k] : memref<2x3x4xi16>
  %k1 = addi %k, %c1 : index
  br ^lk(%k1 : index)
^done:
  return
}

// frees a memref received as a bare pointer (allocated = aligned pointer)
func @release(%m: memref<8xi32>) {
  memref.dealloc %m : memref<8xi32>
  return
}

// allocates and returns a static memref: m[i] = 7^i
func @powers() -> memref<5xi64> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  %one = constant 1 : i64
  %seven = constant 7 : i64
  %m = memref.alloc() : memref<5xi64>
  br ^loop(%c0, %one : index, i64)
^loop(%i: index, %p: i64):
  %c = cmpi slt, %i, %c5 : index
  cond_br %c, ^body, ^done
^body:
  memref.store %p, %m[%i] : memref<5xi64>
  %p2 = muli %p, %seven : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %p2 : index, i64)
^done:
  return %m : memref<5xi64>
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c7 = constant 7 : index

  %a = memref.alloc() : memref<4x4xf64>
  %b = memref.alloc() : memref<4x4xf64>
  %c = memref.alloc() : memref<4x4xf64>
  %one = constant 1.0 : f64
  %half = constant 0.5 : f64
  %two = constant 2.0 : f64
  %mthree = constant -3.0 : f64
  call @fill4(%one, %a, %two) : (f64, memref<4x4xf64>, f64) -> ()
  call @fill4(%mthree, %b, %half) : (f64, memref<4x4xf64>, f64) -> ()
  call @matmul4(%a, %b, %c) : (memref<4x4xf64>, memref<4x4xf64>, memref<4x4xf64>) -> ()
  %tr = call @trace4(%c) : (memref<4x4xf64>) -> f64
  call @print_f64(%tr) : (f64) -> ()   // expect: -32
  %c03 = memref.load %c[%c0, %c3] : memref<4x4xf64>
  %c30 = memref.load %c[%c3, %c0] : memref<4x4xf64>
  call @print_f64(%c03) : (f64) -> ()  // expect: 14
  call @print_f64(%c30) : (f64) -> ()  // expect: -16
  memref.dealloc %a : memref<4x4xf64>
  memref.dealloc %b : memref<4x4xf64>
  memref.dealloc %c : memref<4x4xf64>

  // prefix sums of p[i] = 3i - 5
  %p = memref.alloc() : memref<8xi32>
  %k3 = constant 3 : i32
  %k5 = constant 5 : i32
  br ^fill(%c0 : index)
^fill(%i: index):
  %fc = cmpi sle, %i, %c7 : index
  cond_br %fc, ^fbody, ^fdone
^fbody:
  %i32 = index_cast %i : index to i32
  %t = muli %i32, %k3 : i32
  %v = subi %t, %k5 : i32
  memref.store %v, %p[%i] : memref<8xi32>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^fdone:
  %tot = call @prefix8(%p) : (memref<8xi32>) -> i64
  call @print_i64(%tot) : (i64) -> ()  // expect: 44
  %p3 = memref.load %p[%c3] : memref<8xi32>
  %p3e = sexti %p3 : i32 to i64
  call @print_i64(%p3e) : (i64) -> ()  // expect: -2
  call @release(%p) : (memref<8xi32>) -> ()

  %cell = memref.alloca() : memref<f64>
  %zero = constant 0.0 : f64
  memref.store %zero, %cell[] : memref<f64>
  %x = constant 1.5 : f64
  call @accumulate(%x, %cell, %two) : (f64, memref<f64>, f64) -> ()
  call @accumulate(%mthree, %cell, %half) : (f64, memref<f64>, f64) -> ()
  %cv = memref.load %cell[] : memref<f64>
  call @print_f64(%cv) : (f64) -> ()   // expect: 1.5

  %t3 = memref.alloc() : memref<2x3x4xi16>
  call @fill3(%t3) : (memref<2x3x4xi16>) -> ()
  %ws, %e = call @rank3(%t3) : (memref<2x3x4xi16>) -> (i64, i64)
  call @print_i64(%ws) : (i64) -> ()   // expect: 126
  call @print_i64(%e) : (i64) -> ()    // expect: 13
  memref.dealloc %t3 : memref<2x3x4xi16>

  %pw = call @powers() : () -> memref<5xi64>
  %pw4 = memref.load %pw[%c4] : memref<5xi64>
  call @print_i64(%pw4) : (i64) -> ()  // expect: 2401
  %pd = memref.cast %pw : memref<5xi64> to memref<?xi64>
  %pdim = memref.dim %pd, %c0 : memref<?xi64>
  %pdimi = index_cast %pdim : index to i64
  call @print_i64(%pdimi) : (i64) -> ()  // expect: 5
  memref.dealloc %pw : memref<5xi64>
  %ret = constant 0 : i32
  return %ret : i32
}
