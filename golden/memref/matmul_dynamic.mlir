// Dynamic-size matrix multiply C = A x B over memref<?x?xf64>: sizes are
// function arguments, every memref is passed to a callee (default calling
// convention: each 2-D descriptor unbundled into 7 arguments), sizes are read
// back with memref.dim, and loops are br/cond_br with block arguments.
// A[i][k] = 2i - k, B[k][j] = (k + j) / 2: every value is exact in f64.
// For each (M, K, N) @run prints: dims of C (M, N), sum of C, position-weighted
// sum (C[i][j] * (i*N + j + 1)), C[0][0], C[M-1][N-1], C[M-1][0], C[0][N-1].
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

func @index_to_f64(%i: index) -> f64 {
  %x = index_cast %i : index to i64
  %f = sitofp %x : i64 to f64
  return %f : f64
}

// A[i][k] = 2*i - k
func @fill_a(%A: memref<?x?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %m = memref.dim %A, %c0 : memref<?x?xf64>
  %k = memref.dim %A, %c1 : memref<?x?xf64>
  br ^rows(%c0 : index)
^rows(%i: index):
  %ci = cmpi slt, %i, %m : index
  cond_br %ci, ^cols(%c0 : index), ^done
^cols(%j: index):
  %cj = cmpi slt, %j, %k : index
  cond_br %cj, ^body, ^next_row
^body:
  %i2 = muli %i, %c2 : index
  %v = subi %i2, %j : index
  %f = call @index_to_f64(%v) : (index) -> f64
  memref.store %f, %A[%i, %j] : memref<?x?xf64>
  %j1 = addi %j, %c1 : index
  br ^cols(%j1 : index)
^next_row:
  %i1 = addi %i, %c1 : index
  br ^rows(%i1 : index)
^done:
  return
}

// B[k][j] = (k + j) * 0.5
func @fill_b(%B: memref<?x?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %half = constant 0.5 : f64
  %k = memref.dim %B, %c0 : memref<?x?xf64>
  %n = memref.dim %B, %c1 : memref<?x?xf64>
  br ^rows(%c0 : index)
^rows(%i: index):
  %ci = cmpi slt, %i, %k : index
  cond_br %ci, ^cols(%c0 : index), ^done
^cols(%j: index):
  %cj = cmpi slt, %j, %n : index
  cond_br %cj, ^body, ^next_row
^body:
  %s = addi %i, %j : index
  %f = call @index_to_f64(%s) : (index) -> f64
  %h = mulf %f, %half : f64
  memref.store %h, %B[%i, %j] : memref<?x?xf64>
  %j1 = addi %j, %c1 : index
  br ^cols(%j1 : index)
^next_row:
  %i1 = addi %i, %c1 : index
  br ^rows(%i1 : index)
^done:
  return
}

// C = A x B; C is zeroed first, then accumulated in memory.
func @matmul(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f64
  %m = memref.dim %A, %c0 : memref<?x?xf64>
  %k = memref.dim %A, %c1 : memref<?x?xf64>
  %n = memref.dim %B, %c1 : memref<?x?xf64>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %m : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %n : index
  cond_br %cj, ^init, ^next_i
^init:
  memref.store %zero, %C[%i, %j] : memref<?x?xf64>
  br ^lk(%c0 : index)
^lk(%kk: index):
  %ck = cmpi slt, %kk, %k : index
  cond_br %ck, ^body, ^next_j
^body:
  %a = memref.load %A[%i, %kk] : memref<?x?xf64>
  %b = memref.load %B[%kk, %j] : memref<?x?xf64>
  %c = memref.load %C[%i, %j] : memref<?x?xf64>
  %p = mulf %a, %b : f64
  %s = addf %c, %p : f64
  memref.store %s, %C[%i, %j] : memref<?x?xf64>
  %k1 = addi %kk, %c1 : index
  br ^lk(%k1 : index)
^next_j:
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^next_i:
  %i1 = addi %i, %c1 : index
  br ^li(%i1 : index)
^done:
  return
}

// (sum of C, sum of C[i][j] * (i*N + j + 1))
func @checksum(%C: memref<?x?xf64>) -> (f64, f64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f64
  %m = memref.dim %C, %c0 : memref<?x?xf64>
  %n = memref.dim %C, %c1 : memref<?x?xf64>
  br ^li(%c0, %zero, %zero : index, f64, f64)
^li(%i: index, %s: f64, %w: f64):
  %ci = cmpi slt, %i, %m : index
  cond_br %ci, ^lj(%c0, %s, %w : index, f64, f64), ^done
^lj(%j: index, %s2: f64, %w2: f64):
  %cj = cmpi slt, %j, %n : index
  cond_br %cj, ^body, ^next_i
^body:
  %v = memref.load %C[%i, %j] : memref<?x?xf64>
  %s3 = addf %s2, %v : f64
  %row = muli %i, %n : index
  %pos = addi %row, %j : index
  %pos1 = addi %pos, %c1 : index
  %pf = call @index_to_f64(%pos1) : (index) -> f64
  %vw = mulf %v, %pf : f64
  %w3 = addf %w2, %vw : f64
  %j1 = addi %j, %c1 : index
  br ^lj(%j1, %s3, %w3 : index, f64, f64)
^next_i:
  %i1 = addi %i, %c1 : index
  br ^li(%i1, %s2, %w2 : index, f64, f64)
^done:
  return %s, %w : f64, f64
}

func @run(%M: index, %K: index, %N: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %A = memref.alloc(%M, %K) : memref<?x?xf64>
  %B = memref.alloc(%K, %N) : memref<?x?xf64>
  %C = memref.alloc(%M, %N) : memref<?x?xf64>
  call @fill_a(%A) : (memref<?x?xf64>) -> ()
  call @fill_b(%B) : (memref<?x?xf64>) -> ()
  call @matmul(%A, %B, %C) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  %dm = memref.dim %C, %c0 : memref<?x?xf64>
  %dn = memref.dim %C, %c1 : memref<?x?xf64>
  %dm64 = index_cast %dm : index to i64
  %dn64 = index_cast %dn : index to i64
  call @print_i64(%dm64) : (i64) -> ()
  call @print_i64(%dn64) : (i64) -> ()
  %s, %w = call @checksum(%C) : (memref<?x?xf64>) -> (f64, f64)
  call @print_f64(%s) : (f64) -> ()
  call @print_f64(%w) : (f64) -> ()
  %mi = subi %M, %c1 : index
  %ni = subi %N, %c1 : index
  %e00 = memref.load %C[%c0, %c0] : memref<?x?xf64>
  %e11 = memref.load %C[%mi, %ni] : memref<?x?xf64>
  %e10 = memref.load %C[%mi, %c0] : memref<?x?xf64>
  %e01 = memref.load %C[%c0, %ni] : memref<?x?xf64>
  call @print_f64(%e00) : (f64) -> ()
  call @print_f64(%e11) : (f64) -> ()
  call @print_f64(%e10) : (f64) -> ()
  call @print_f64(%e01) : (f64) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c7 = constant 7 : index
  call @run(%c3, %c4, %c5) : (index, index, index) -> ()  // expect: 3 | 5 | 15 | 850 | -7 | 25 | 5 | -19
  call @run(%c7, %c2, %c6) : (index, index, index) -> ()  // expect: 7 | 6 | 682.5 | 21395.5 | -0.5 | 63 | 5.5 | -3
  // K = 0: A and B are empty (4x0 and 0x3), C is all zeros
  call @run(%c4, %c0, %c3) : (index, index, index) -> ()  // expect: 4 | 3 | 0 | 0 | 0 | 0 | 0 | 0
  %r = constant 0 : i32
  return %r : i32
}
