// Strided layouts: identity-layout memrefs cast (memref.cast) to strided
// types and passed to functions taking them. Address computation must use
// the descriptor's offset and strides where the type says `?`, and the static
// values where it gives them:
//   memref<?x?xf32, offset: ?, strides: [?, 1]>   (dynamic offset/row stride)
//   memref<?x?xf32, offset: ?, strides: [?, ?]>   (all dynamic)
//   memref<4x8xf32, offset: 0, strides: [8, 1]>   (static, explicit)
//   memref<4x?xf32, offset: 0, strides: [?, 1]>   (mixed)
//   memref<?xi32, offset: ?, strides: [?]>        (rank 1)
// also an unranked memref cast to a strided type, and a strided result.
// m is 4x8 with m[i][j] = 8i + j (its linear position).
// MLIR 13 does not lower memref.alloc of a strided (non-identity) type, so all
// strided values come from casts.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)

func @fill(%m: memref<4x8xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %c8 = constant 8 : index
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %c4 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %c8 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %r = muli %i, %c8 : index
  %p = addi %r, %j : index
  %p64 = index_cast %p : index to i64
  %f = sitofp %p64 : i64 to f32
  memref.store %f, %m[%i, %j] : memref<4x8xf32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

func @sum_strided(%m: memref<?x?xf32, offset: ?, strides: [?, 1]>) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %n0 = memref.dim %m, %c0 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  br ^li(%c0, %zero : index, f32)
^li(%i: index, %acc: f32):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0, %acc : index, f32), ^done
^lj(%j: index, %acc2: f32):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1, %acc2 : index, f32)
^body:
  %x = memref.load %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %acc3 = addf %acc2, %x : f32
  %j1 = addi %j, %c1 : index
  br ^lj(%j1, %acc3 : index, f32)
^done:
  return %acc : f32
}

// m[i][j] *= k, all strides and the offset from the descriptor
func @scale_strided(%m: memref<?x?xf32, offset: ?, strides: [?, ?]>, %k: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf32, offset: ?, strides: [?, ?]>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32, offset: ?, strides: [?, ?]>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %x = memref.load %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, ?]>
  %y = mulf %x, %k : f32
  memref.store %y, %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, ?]>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

func @get_static(%m: memref<4x8xf32, offset: 0, strides: [8, 1]>, %i: index, %j: index) -> f32 {
  %x = memref.load %m[%i, %j] : memref<4x8xf32, offset: 0, strides: [8, 1]>
  return %x : f32
}

// m[3][n - 1] where n = dim 1
func @last_mixed(%m: memref<4x?xf32, offset: 0, strides: [?, 1]>) -> f32 {
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %n = memref.dim %m, %c1 : memref<4x?xf32, offset: 0, strides: [?, 1]>
  %j = subi %n, %c1 : index
  %x = memref.load %m[%c3, %j] : memref<4x?xf32, offset: 0, strides: [?, 1]>
  return %x : f32
}

func @from_unranked(%u: memref<*xf32>, %i: index, %j: index) -> f32 {
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  %x = memref.load %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, ?]>
  return %x : f32
}

func @view(%m: memref<4x8xf32>) -> memref<?x?xf32, offset: ?, strides: [?, 1]> {
  %v = memref.cast %m : memref<4x8xf32> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  return %v : memref<?x?xf32, offset: ?, strides: [?, 1]>
}

// sum of v; then v[n - 1] = 1000
func @rank1(%v: memref<?xi32, offset: ?, strides: [?]>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %n = memref.dim %v, %c0 : memref<?xi32, offset: ?, strides: [?]>
  br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %v[%i] : memref<?xi32, offset: ?, strides: [?]>
  %x64 = sexti %x : i32 to i64
  %a = addi %acc, %x64 : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, i64)
^done:
  %last = subi %n, %c1 : index
  %k = constant 1000 : i32
  memref.store %k, %v[%last] : memref<?xi32, offset: ?, strides: [?]>
  return %acc : i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c9 = constant 9 : index
  %c10 = constant 10 : index
  %m = memref.alloc() : memref<4x8xf32>
  call @fill(%m) : (memref<4x8xf32>) -> ()

  %s1 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  %sum = call @sum_strided(%s1) : (memref<?x?xf32, offset: ?, strides: [?, 1]>) -> f32
  call @print_f32(%sum) : (f32) -> ()    // expect: 496
  %d1 = memref.dim %s1, %c1 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %d1i = index_cast %d1 : index to i64
  call @print_i64(%d1i) : (i64) -> ()    // expect: 8

  %half = constant 0.5 : f32
  %s2 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  call @scale_strided(%s2, %half) : (memref<?x?xf32, offset: ?, strides: [?, ?]>, f32) -> ()
  %sum2 = call @sum_strided(%s1) : (memref<?x?xf32, offset: ?, strides: [?, 1]>) -> f32
  call @print_f32(%sum2) : (f32) -> ()   // expect: 248

  %s3 = memref.cast %m : memref<4x8xf32> to memref<4x8xf32, offset: 0, strides: [8, 1]>
  %g = call @get_static(%s3, %c2, %c5) : (memref<4x8xf32, offset: 0, strides: [8, 1]>, index, index) -> f32
  call @print_f32(%g) : (f32) -> ()      // expect: 10.5

  %s4 = memref.cast %m : memref<4x8xf32> to memref<4x?xf32, offset: 0, strides: [?, 1]>
  %l = call @last_mixed(%s4) : (memref<4x?xf32, offset: 0, strides: [?, 1]>) -> f32
  call @print_f32(%l) : (f32) -> ()      // expect: 15.5

  %u = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %fu = call @from_unranked(%u, %c1, %c6) : (memref<*xf32>, index, index) -> f32
  call @print_f32(%fu) : (f32) -> ()     // expect: 7

  %v = call @view(%m) : (memref<4x8xf32>) -> memref<?x?xf32, offset: ?, strides: [?, 1]>
  %v30 = memref.load %v[%c3, %c0] : memref<?x?xf32, offset: ?, strides: [?, 1]>
  call @print_f32(%v30) : (f32) -> ()    // expect: 12
  // write through the strided view, read through the original
  %seven = constant 7.25 : f32
  memref.store %seven, %v[%c2, %c6] : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %o26 = memref.load %m[%c2, %c6] : memref<4x8xf32>
  call @print_f32(%o26) : (f32) -> ()    // expect: 7.25
  memref.dealloc %v : memref<?x?xf32, offset: ?, strides: [?, 1]>

  // rank 1: w[i] = i*i - 5
  %w = memref.alloc() : memref<10xi32>
  %five = constant 5 : i32
  br ^fill(%c0 : index)
^fill(%i: index):
  %fc = cmpi slt, %i, %c10 : index
  cond_br %fc, ^fbody, ^fdone
^fbody:
  %i32 = index_cast %i : index to i32
  %sq = muli %i32, %i32 : i32
  %x = subi %sq, %five : i32
  memref.store %x, %w[%i] : memref<10xi32>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^fdone:
  %ws = memref.cast %w : memref<10xi32> to memref<?xi32, offset: ?, strides: [?]>
  %rs = call @rank1(%ws) : (memref<?xi32, offset: ?, strides: [?]>) -> i64
  call @print_i64(%rs) : (i64) -> ()     // expect: 235
  %w9 = memref.load %w[%c9] : memref<10xi32>
  %w9e = sexti %w9 : i32 to i64
  call @print_i64(%w9e) : (i64) -> ()    // expect: 1000
  memref.dealloc %ws : memref<?xi32, offset: ?, strides: [?]>
  %ret = constant 0 : i32
  return %ret : i32
}
