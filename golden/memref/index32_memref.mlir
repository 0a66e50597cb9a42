// mlir2ll-flags: --index-bitwidth 32
// Memrefs with a 32-bit index type: descriptor offsets, sizes and strides
// (and memref<?xindex> elements, memref<index> cells) are i32, as are the
// unbundled index arguments of the calling convention. Every printed value
// fits in 31 bits, so the output does not depend on the index width.
// The .out comes from the normal 64-bit MLIR 13 build of this same program:
// MLIR 13 crashes (mlir-translate-13 segfaults) with index-bitwidth=32 as
// soon as a memref is involved.
// Covers: dynamic 2-D alloc, memref result, memrefs passed to callees,
// transpose, memref.dim (constant and variable dimension), static -> dynamic
// cast, memref<?xindex>, rank-0 memref<index>, dynamic alloca, and an aligned
// alloc (the alignment arithmetic on a 64-bit pointer with 32-bit index).
// "// expect: a | b" lists the stdout lines a statement produces, in order.

func private @print_i64(i64)

// m[i][j] = i * cols + j
func @make(%rows: index, %cols: index) -> memref<?x?xi32> {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.alloc(%rows, %cols) : memref<?x?xi32>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %rows : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %cols : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %r = muli %i, %cols : index
  %v = addi %r, %j : index
  %v32 = index_cast %v : index to i32
  memref.store %v32, %m[%i, %j] : memref<?x?xi32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return %m : memref<?x?xi32>
}

func @transpose(%src: memref<?x?xi32>, %dst: memref<?x?xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %src, %c0 : memref<?x?xi32>
  %m = memref.dim %src, %c1 : memref<?x?xi32>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %m : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %v = memref.load %src[%i, %j] : memref<?x?xi32>
  memref.store %v, %dst[%j, %i] : memref<?x?xi32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

// sum of m[i][j] * (100 i + j + 1)
func @checksum(%m: memref<?x?xi32>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c100 = constant 100 : index
  %z = constant 0 : i64
  %n0 = memref.dim %m, %c0 : memref<?x?xi32>
  %n1 = memref.dim %m, %c1 : memref<?x?xi32>
  br ^li(%c0, %z : index, i64)
^li(%i: index, %a0: i64):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0, %a0 : index, i64), ^done
^lj(%j: index, %a1: i64):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1, %a1 : index, i64)
^body:
  %v = memref.load %m[%i, %j] : memref<?x?xi32>
  %v64 = sexti %v : i32 to i64
  %w0 = muli %i, %c100 : index
  %w1 = addi %w0, %j : index
  %w2 = addi %w1, %c1 : index
  %w = index_cast %w2 : index to i64
  %p = muli %v64, %w : i64
  %a2 = addi %a1, %p : i64
  %j1 = addi %j, %c1 : index
  br ^lj(%j1, %a2 : index, i64)
^done:
  return %a0 : i64
}

// sum over d < rank of dim(m, d), with d a loop variable
func @dims_sum(%m: memref<?x?xi32>) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  br ^loop(%c0, %c0 : index, index)
^loop(%d: index, %acc: index):
  %c = cmpi slt, %d, %c2 : index
  cond_br %c, ^body, ^done
^body:
  %s = memref.dim %m, %d : memref<?x?xi32>
  %a = addi %acc, %s : index
  %d1 = addi %d, %c1 : index
  br ^loop(%d1, %a : index, index)
^done:
  return %acc : index
}

// idx[k] = k*k, then the sum through a rank-0 memref<index> accumulator
func @index_elems(%idx: memref<?xindex>, %cell: memref<index>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %idx, %c0 : memref<?xindex>
  memref.store %c0, %cell[] : memref<index>
  br ^loop(%c0 : index)
^loop(%k: index):
  %c = cmpi slt, %k, %n : index
  cond_br %c, ^body, ^done
^body:
  %sq = muli %k, %k : index
  memref.store %sq, %idx[%k] : memref<?xindex>
  %x = memref.load %idx[%k] : memref<?xindex>
  %acc = memref.load %cell[] : memref<index>
  %acc2 = addi %acc, %x : index
  memref.store %acc2, %cell[] : memref<index>
  %k1 = addi %k, %c1 : index
  br ^loop(%k1 : index)
^done:
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c7 = constant 7 : index
  %c10 = constant 10 : index

  %a = call @make(%c5, %c7) : (index, index) -> memref<?x?xi32>
  %t = memref.alloc(%c7, %c5) {alignment = 64} : memref<?x?xi32>
  call @transpose(%a, %t) : (memref<?x?xi32>, memref<?x?xi32>) -> ()
  %ca = call @checksum(%a) : (memref<?x?xi32>) -> i64
  call @print_i64(%ca) : (i64) -> ()   // expect: 170520
  %ct = call @checksum(%t) : (memref<?x?xi32>) -> i64
  call @print_i64(%ct) : (i64) -> ()   // expect: 194775
  %t64 = memref.load %t[%c6, %c4] : memref<?x?xi32>
  %t64e = sexti %t64 : i32 to i64
  call @print_i64(%t64e) : (i64) -> () // expect: 34
  %t23 = memref.load %t[%c2, %c3] : memref<?x?xi32>
  %t23e = sexti %t23 : i32 to i64
  call @print_i64(%t23e) : (i64) -> () // expect: 23
  %ds = call @dims_sum(%t) : (memref<?x?xi32>) -> index
  %dsi = index_cast %ds : index to i64
  call @print_i64(%dsi) : (i64) -> ()  // expect: 12
  memref.dealloc %a : memref<?x?xi32>
  memref.dealloc %t : memref<?x?xi32>

  // a static memref through the dynamic type
  %s = memref.alloc() : memref<3x4xi32>
  %sd = memref.cast %s : memref<3x4xi32> to memref<?x?xi32>
  %a2 = call @make(%c3, %c4) : (index, index) -> memref<?x?xi32>
  %t2 = memref.alloc(%c4, %c3) : memref<?x?xi32>
  call @transpose(%a2, %t2) : (memref<?x?xi32>, memref<?x?xi32>) -> ()
  call @transpose(%t2, %sd) : (memref<?x?xi32>, memref<?x?xi32>) -> ()
  %s23 = memref.load %s[%c2, %c3] : memref<3x4xi32>
  %s23e = sexti %s23 : i32 to i64
  call @print_i64(%s23e) : (i64) -> () // expect: 11
  %cs = call @checksum(%sd) : (memref<?x?xi32>) -> i64
  call @print_i64(%cs) : (i64) -> ()   // expect: 9980
  memref.dealloc %a2 : memref<?x?xi32>
  memref.dealloc %t2 : memref<?x?xi32>
  memref.dealloc %s : memref<3x4xi32>

  %idx = memref.alloca(%c10) : memref<?xindex>
  %cell = memref.alloca() : memref<index>
  call @index_elems(%idx, %cell) : (memref<?xindex>, memref<index>) -> ()
  %tot = memref.load %cell[] : memref<index>
  %toti = index_cast %tot : index to i64
  call @print_i64(%toti) : (i64) -> () // expect: 285
  %i9 = memref.load %idx[%c7] : memref<?xindex>
  %i9i = index_cast %i9 : index to i64
  call @print_i64(%i9i) : (i64) -> ()  // expect: 49
  %ret = constant 0 : i32
  return %ret : i32
}
