// Memrefs whose elements are whole vectors: memref<8xvector<4xf32>> (alloc
// and alloca), memref<2x3xvector<4xi32>> (2-D, row-major addressing of
// <4 x i32> elements), memref<?xvector<2xf64>> (dynamic size, memref.dim,
// passed to functions and memref.cast from a static one), and
// memref<2xvector<2x4xf32>> (n-D vector elements, stored in LLVM as
// [2 x <4 x float>]). Vectors are stored and loaded whole, combined
// lane-wise and carried through br/cond_br loops.
// 1-D lanes are printed with vector.extractelement (MLIR 13 spelling); the
// n-D ones with the Std `extract_element %v[%i, %j] : vector<2x4xf32>`,
// which MLIR 13 lacks. .out: produced by MLIR 13 from a copy in which each
// `extract_element` is rewritten to vector.shape_cast to vector<8xf32>,
// the row-major position on index, index_cast to i64 and
// vector.extractelement; everything else is identical.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_i32(i32)
func private @print_f32(f32)
func private @print_f64(f64)

func @pf4(%v: vector<4xf32>) {
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %v[%p0 : i32] : vector<4xf32>
  %e1 = vector.extractelement %v[%p1 : i32] : vector<4xf32>
  %e2 = vector.extractelement %v[%p2 : i32] : vector<4xf32>
  %e3 = vector.extractelement %v[%p3 : i32] : vector<4xf32>
  call @print_f32(%e0) : (f32) -> ()
  call @print_f32(%e1) : (f32) -> ()
  call @print_f32(%e2) : (f32) -> ()
  call @print_f32(%e3) : (f32) -> ()
  return
}

func @pi4(%v: vector<4xi32>) {
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %v[%p0 : i32] : vector<4xi32>
  %e1 = vector.extractelement %v[%p1 : i32] : vector<4xi32>
  %e2 = vector.extractelement %v[%p2 : i32] : vector<4xi32>
  %e3 = vector.extractelement %v[%p3 : i32] : vector<4xi32>
  call @print_i32(%e0) : (i32) -> ()
  call @print_i32(%e1) : (i32) -> ()
  call @print_i32(%e2) : (i32) -> ()
  call @print_i32(%e3) : (i32) -> ()
  return
}

func @pd2(%v: vector<2xf64>) {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<2xf64>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<2xf64>
  call @print_f64(%e0) : (f64) -> ()
  call @print_f64(%e1) : (f64) -> ()
  return
}

// m[i] = base + splat(i) for i in 0..8
func @fill8(%m: memref<8xvector<4xf32>>, %base: vector<4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  br ^head(%c0 : index)
^head(%i: index):
  %more = cmpi slt, %i, %c8 : index
  cond_br %more, ^body, ^exit
^body:
  %ii = index_cast %i : index to i32
  %f = sitofp %ii : i32 to f32
  %s = splat %f : vector<4xf32>
  %v = addf %base, %s : vector<4xf32>
  memref.store %v, %m[%i] : memref<8xvector<4xf32>>
  %i1 = addi %i, %c1 : index
  br ^head(%i1 : index)
^exit:
  return
}

// lane-wise product of m[lo] .. m[hi-1]
func @prod(%m: memref<8xvector<4xf32>>, %lo: index, %hi: index) -> vector<4xf32> {
  %c1 = constant 1 : index
  %one = constant dense<1.0> : vector<4xf32>
  br ^head(%lo, %one : index, vector<4xf32>)
^head(%i: index, %acc: vector<4xf32>):
  %more = cmpi slt, %i, %hi : index
  cond_br %more, ^body, ^exit
^body:
  %v = memref.load %m[%i] : memref<8xvector<4xf32>>
  %a = mulf %acc, %v : vector<4xf32>
  %i1 = addi %i, %c1 : index
  br ^head(%i1, %a : index, vector<4xf32>)
^exit:
  return %acc : vector<4xf32>
}

// g[i][j] = splat(10 i + j) + [0, 100, 200, 300]; returns g[1][2] - g[0][1]
func @grid() -> vector<4xi32> {
  %g = memref.alloca() : memref<2x3xvector<4xi32>>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %ten = constant 10 : index
  %lanes = constant dense<[0, 100, 200, 300]> : vector<4xi32>
  br ^rows(%c0 : index)
^rows(%i: index):
  %mi = cmpi slt, %i, %c2 : index
  cond_br %mi, ^cols(%c0 : index), ^done
^cols(%j: index):
  %mj = cmpi slt, %j, %c3 : index
  cond_br %mj, ^body, ^nextrow
^body:
  %t = muli %i, %ten : index
  %k = addi %t, %j : index
  %ki = index_cast %k : index to i32
  %s = splat %ki : vector<4xi32>
  %v = addi %s, %lanes : vector<4xi32>
  memref.store %v, %g[%i, %j] : memref<2x3xvector<4xi32>>
  %j1 = addi %j, %c1 : index
  br ^cols(%j1 : index)
^nextrow:
  %i1 = addi %i, %c1 : index
  br ^rows(%i1 : index)
^done:
  %a = memref.load %g[%c1, %c2] : memref<2x3xvector<4xi32>>
  %b = memref.load %g[%c0, %c1] : memref<2x3xvector<4xi32>>
  %d = subi %a, %b : vector<4xi32>
  %last = memref.load %g[%c1, %c2] : memref<2x3xvector<4xi32>>
  call @pi4(%last) : (vector<4xi32>) -> ()
  return %d : vector<4xi32>
}

// d[i] = [i, -i] * 0.5 for i < n; returns the lane-wise sum
func @dyn(%d: memref<?xvector<2xf64>>) -> vector<2xf64> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %d, %c0 : memref<?xvector<2xf64>>
  %half = constant dense<[0.5, -0.5]> : vector<2xf64>
  %zero = constant dense<0.0> : vector<2xf64>
  br ^fill(%c0 : index)
^fill(%i: index):
  %mf = cmpi slt, %i, %n : index
  cond_br %mf, ^fbody, ^sum(%c0, %zero : index, vector<2xf64>)
^fbody:
  %ii = index_cast %i : index to i64
  %f = sitofp %ii : i64 to f64
  %s = splat %f : vector<2xf64>
  %v = mulf %s, %half : vector<2xf64>
  memref.store %v, %d[%i] : memref<?xvector<2xf64>>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^sum(%j: index, %acc: vector<2xf64>):
  %ms = cmpi slt, %j, %n : index
  cond_br %ms, ^sbody, ^exit
^sbody:
  %w = memref.load %d[%j] : memref<?xvector<2xf64>>
  %a = addf %acc, %w : vector<2xf64>
  %j1 = addi %j, %c1 : index
  br ^sum(%j1, %a : index, vector<2xf64>)
^exit:
  return %acc : vector<2xf64>
}

// stores two 2-D vectors, loads them back, adds them and prints
// (r[0][1], r[1][3])
func @nd(%x: vector<2x4xf32>, %y: vector<2x4xf32>) {
  %m = memref.alloc() : memref<2xvector<2x4xf32>>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  memref.store %x, %m[%c0] : memref<2xvector<2x4xf32>>
  memref.store %y, %m[%c1] : memref<2xvector<2x4xf32>>
  %a = memref.load %m[%c0] : memref<2xvector<2x4xf32>>
  %b = memref.load %m[%c1] : memref<2xvector<2x4xf32>>
  %r = addf %a, %b : vector<2x4xf32>
  %e01 = extract_element %r[%c0, %c1] : vector<2x4xf32>
  %e13 = extract_element %r[%c1, %c3] : vector<2x4xf32>
  call @print_f32(%e01) : (f32) -> ()
  call @print_f32(%e13) : (f32) -> ()
  memref.dealloc %m : memref<2xvector<2x4xf32>>
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %c7 = constant 7 : index

  %m = memref.alloc() : memref<8xvector<4xf32>>
  %base = constant dense<[1.0, 0.5, -1.0, 0.25]> : vector<4xf32>
  call @fill8(%m, %base) : (memref<8xvector<4xf32>>, vector<4xf32>) -> ()
  %m7 = memref.load %m[%c7] : memref<8xvector<4xf32>>
  call @pf4(%m7) : (vector<4xf32>) -> ()   // expect: 8 | 7.5 | 6 | 7.25
  // m[1] * m[2] * m[3] * m[4] = [2*3*4*5, 1.5*2.5*3.5*4.5, 0*.., 1.25*2.25*3.25*4.25]
  %p = call @prod(%m, %c1, %c5) : (memref<8xvector<4xf32>>, index, index) -> vector<4xf32>
  call @pf4(%p) : (vector<4xf32>) -> ()    // expect: 120 | 59.0625 | 0 | 38.8476562
  // overwrite m[3] with a vector loaded from m[7], read it back
  memref.store %m7, %m[%c3] : memref<8xvector<4xf32>>
  %m3 = memref.load %m[%c3] : memref<8xvector<4xf32>>
  %m3n = negf %m3 : vector<4xf32>
  call @pf4(%m3n) : (vector<4xf32>) -> ()  // expect: -8 | -7.5 | -6 | -7.25
  memref.dealloc %m : memref<8xvector<4xf32>>

  // the same on the stack
  %s = memref.alloca() : memref<8xvector<4xf32>>
  %base2 = constant dense<[0.0, 1.0, 2.0, 3.0]> : vector<4xf32>
  call @fill8(%s, %base2) : (memref<8xvector<4xf32>>, vector<4xf32>) -> ()
  %q = call @prod(%s, %c3, %c5) : (memref<8xvector<4xf32>>, index, index) -> vector<4xf32>
  call @pf4(%q) : (vector<4xf32>) -> ()    // expect: 12 | 20 | 30 | 42

  %gd = call @grid() : () -> vector<4xi32>  // expect: 12 | 112 | 212 | 312
  call @pi4(%gd) : (vector<4xi32>) -> ()   // expect: 11 | 11 | 11 | 11

  %c6 = constant 6 : index
  %d = memref.alloc(%c6) : memref<?xvector<2xf64>>
  %ds = call @dyn(%d) : (memref<?xvector<2xf64>>) -> vector<2xf64>
  call @pd2(%ds) : (vector<2xf64>) -> ()   // expect: 7.5 | -7.5
  %d5 = memref.load %d[%c5] : memref<?xvector<2xf64>>
  call @pd2(%d5) : (vector<2xf64>) -> ()   // expect: 2.5 | -2.5
  memref.dealloc %d : memref<?xvector<2xf64>>
  %st = memref.alloc() : memref<3xvector<2xf64>>
  %dyn = memref.cast %st : memref<3xvector<2xf64>> to memref<?xvector<2xf64>>
  %ds3 = call @dyn(%dyn) : (memref<?xvector<2xf64>>) -> vector<2xf64>
  call @pd2(%ds3) : (vector<2xf64>) -> ()  // expect: 1.5 | -1.5
  memref.dealloc %st : memref<3xvector<2xf64>>

  %x = constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %y = constant dense<[[0.5, 0.25, 0.125, 0.0625], [-1.0, -2.0, -3.0, -4.0]]> : vector<2x4xf32>
  call @nd(%x, %y) : (vector<2x4xf32>, vector<2x4xf32>) -> ()  // expect: 2.25 | 4
  %zero = constant 0 : i32
  return %zero : i32
}
