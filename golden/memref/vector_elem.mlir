// Memrefs of vectors: memref<4xvector<4xf32>> and memref<?xvector<2xi64>>;
// whole vectors are stored and loaded (element type <4 x float> /
// <2 x i64> in the descriptor pointers), added lane-wise, and lanes are
// printed with vector.extractelement (MLIR 13 spelling, i64 position).
// Needs vector support (constant dense, splat, vector.extractelement).
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)

// sum of all vectors of m, lane-wise
func @vsum(%m: memref<4xvector<4xf32>>) -> vector<4xf32> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %zero = constant dense<0.0> : vector<4xf32>
  br ^loop(%c0, %zero : index, vector<4xf32>)
^loop(%i: index, %acc: vector<4xf32>):
  %c = cmpi slt, %i, %c4 : index
  cond_br %c, ^body, ^done
^body:
  %v = memref.load %m[%i] : memref<4xvector<4xf32>>
  %a = addf %acc, %v : vector<4xf32>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, vector<4xf32>)
^done:
  return %acc : vector<4xf32>
}

func @print_v4(%v: vector<4xf32>) {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %p2 = constant 2 : i64
  %p3 = constant 3 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<4xf32>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<4xf32>
  %e2 = vector.extractelement %v[%p2 : i64] : vector<4xf32>
  %e3 = vector.extractelement %v[%p3 : i64] : vector<4xf32>
  call @print_f32(%e0) : (f32) -> ()
  call @print_f32(%e1) : (f32) -> ()
  call @print_f32(%e2) : (f32) -> ()
  call @print_f32(%e3) : (f32) -> ()
  return
}

// m[i] = [i, 2i] for i < n, then returns the lane-wise sum
func @fill_sum_v2(%m: memref<?xvector<2xi64>>) -> vector<2xi64> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xvector<2xi64>>
  %step = constant dense<[1, 2]> : vector<2xi64>
  %zero = constant dense<0> : vector<2xi64>
  br ^fill(%c0, %zero : index, vector<2xi64>)
^fill(%i: index, %cur: vector<2xi64>):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^fbody, ^sum(%c0, %zero : index, vector<2xi64>)
^fbody:
  memref.store %cur, %m[%i] : memref<?xvector<2xi64>>
  %next = addi %cur, %step : vector<2xi64>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1, %next : index, vector<2xi64>)
^sum(%j: index, %acc: vector<2xi64>):
  %cs = cmpi slt, %j, %n : index
  cond_br %cs, ^sbody, ^done
^sbody:
  %v = memref.load %m[%j] : memref<?xvector<2xi64>>
  %a = addi %acc, %v : vector<2xi64>
  %j1 = addi %j, %c1 : index
  br ^sum(%j1, %a : index, vector<2xi64>)
^done:
  return %acc : vector<2xi64>
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %m = memref.alloc() : memref<4xvector<4xf32>>
  %v0 = constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %v1 = constant dense<[0.5, -0.5, 0.25, -0.25]> : vector<4xf32>
  %s = constant 10.0 : f32
  %v2 = splat %s : vector<4xf32>
  %v3 = mulf %v0, %v1 : vector<4xf32>
  memref.store %v0, %m[%c0] : memref<4xvector<4xf32>>
  memref.store %v1, %m[%c1] : memref<4xvector<4xf32>>
  memref.store %v2, %m[%c2] : memref<4xvector<4xf32>>
  memref.store %v3, %m[%c3] : memref<4xvector<4xf32>>
  // v3 = [0.5, -1, 0.75, -1]
  %sum = call @vsum(%m) : (memref<4xvector<4xf32>>) -> vector<4xf32>
  call @print_v4(%sum) : (vector<4xf32>) -> ()  // expect: 12 | 10.5 | 14 | 12.75
  %back = memref.load %m[%c3] : memref<4xvector<4xf32>>
  call @print_v4(%back) : (vector<4xf32>) -> ()  // expect: 0.5 | -1 | 0.75 | -1
  memref.dealloc %m : memref<4xvector<4xf32>>

  %c6 = constant 6 : index
  %w = memref.alloc(%c6) : memref<?xvector<2xi64>>
  %ws = call @fill_sum_v2(%w) : (memref<?xvector<2xi64>>) -> vector<2xi64>
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %w0 = vector.extractelement %ws[%p0 : i64] : vector<2xi64>
  %w1 = vector.extractelement %ws[%p1 : i64] : vector<2xi64>
  call @print_i64(%w0) : (i64) -> ()   // expect: 15
  call @print_i64(%w1) : (i64) -> ()   // expect: 30
  %last = memref.load %w[%c3] : memref<?xvector<2xi64>>
  %l1 = vector.extractelement %last[%p1 : i64] : vector<2xi64>
  call @print_i64(%l1) : (i64) -> ()   // expect: 6
  memref.dealloc %w : memref<?xvector<2xi64>>
  %ret = constant 0 : i32
  return %ret : i32
}
