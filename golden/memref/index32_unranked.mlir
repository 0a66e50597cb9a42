// mlir2ll-flags: --index-bitwidth 32
// Unranked and strided memrefs with a 32-bit index type: the unranked
// descriptor is {i32 rank, i8*}, the ranked descriptor it points to has i32
// offset/sizes/strides (its size, used for the copy when an unranked memref
// is returned, depends on the index width), and strided address computation
// is done in i32. Every printed value fits in 31 bits.
// The .out comes from the normal 64-bit MLIR 13 build of this same program:
// MLIR 13 crashes (mlir-translate-13 segfaults) with index-bitwidth=32 as
// soon as a memref is involved.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)

// m[i][j][k] = 100 i + 10 j + k through the ranked view of an unranked memref
func @fill3(%u: memref<*xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %h = constant 100.0 : f64
  %t = constant 10.0 : f64
  %m = memref.cast %u : memref<*xf64> to memref<?x?x?xf64>
  %d0 = memref.dim %m, %c0 : memref<?x?x?xf64>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xf64>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xf64>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %d0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %d1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0 : index), ^li(%i1 : index)
^lk(%k: index):
  %ck = cmpi slt, %k, %d2 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1 : index)
^body:
  %i32 = index_cast %i : index to i32
  %j32 = index_cast %j : index to i32
  %k32 = index_cast %k : index to i32
  %fi = sitofp %i32 : i32 to f64
  %fj = sitofp %j32 : i32 to f64
  %fk = sitofp %k32 : i32 to f64
  %a = mulf %fi, %h : f64
  %b = mulf %fj, %t : f64
  %s = addf %a, %b : f64
  %v = addf %s, %fk : f64
  memref.store %v, %m[%i, %j, %k] : memref<?x?x?xf64>
  %k1 = addi %k, %c1 : index
  br ^lk(%k1 : index)
^done:
  return
}

// sum over a fully dynamic strided view
func @sum3(%m: memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %z = constant 0.0 : f64
  %d0 = memref.dim %m, %c0 : memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>
  br ^li(%c0, %z : index, f64)
^li(%i: index, %a0: f64):
  %ci = cmpi slt, %i, %d0 : index
  cond_br %ci, ^lj(%c0, %a0 : index, f64), ^done
^lj(%j: index, %a1: f64):
  %cj = cmpi slt, %j, %d1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0, %a1 : index, f64), ^li(%i1, %a1 : index, f64)
^lk(%k: index, %a2: f64):
  %ck = cmpi slt, %k, %d2 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1, %a2 : index, f64)
^body:
  %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>
  %a3 = addf %a2, %v : f64
  %k1 = addi %k, %c1 : index
  br ^lk(%k1, %a3 : index, f64)
^done:
  return %a0 : f64
}

func @as_unranked(%m: memref<2x?x4xf64>) -> memref<*xf64> {
  %u = memref.cast %m : memref<2x?x4xf64> to memref<*xf64>
  return %u : memref<*xf64>
}

// dims of an unranked memref, without a ranked cast
func @udims(%u: memref<*xf64>) -> (index, index, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %d0 = memref.dim %u, %c0 : memref<*xf64>
  %d1 = memref.dim %u, %c1 : memref<*xf64>
  %d2 = memref.dim %u, %c2 : memref<*xf64>
  return %d0, %d1, %d2 : index, index, index
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %m = memref.alloc(%c3) : memref<2x?x4xf64>
  %u = call @as_unranked(%m) : (memref<2x?x4xf64>) -> memref<*xf64>
  call @fill3(%u) : (memref<*xf64>) -> ()
  %d0, %d1, %d2 = call @udims(%u) : (memref<*xf64>) -> (index, index, index)
  %d0i = index_cast %d0 : index to i64
  %d1i = index_cast %d1 : index to i64
  %d2i = index_cast %d2 : index to i64
  call @print_i64(%d0i) : (i64) -> ()  // expect: 2
  call @print_i64(%d1i) : (i64) -> ()  // expect: 3
  call @print_i64(%d2i) : (i64) -> ()  // expect: 4
  %s = memref.cast %m : memref<2x?x4xf64> to memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>
  %sum = call @sum3(%s) : (memref<?x?x?xf64, offset: ?, strides: [?, ?, ?]>) -> f64
  call @print_f64(%sum) : (f64) -> ()  // expect: 1476
  %v = memref.load %m[%c1, %c2, %c3] : memref<2x?x4xf64>
  call @print_f64(%v) : (f64) -> ()    // expect: 123
  %r = memref.cast %u : memref<*xf64> to memref<2x3x4xf64>
  %w = memref.load %r[%c1, %c0, %c2] : memref<2x3x4xf64>
  call @print_f64(%w) : (f64) -> ()    // expect: 102
  memref.dealloc %m : memref<2x?x4xf64>
  %ret = constant 0 : i32
  return %ret : i32
}
