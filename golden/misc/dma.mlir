// dma_start / dma_wait, with the semantics mlir2ll implements:
//
//   dma_start %src[%i, %j], %dst[%k, %l], %num, %tag[%t]
//       : memref<..>, memref<..>, memref<..xi32>
// copies %num elements, synchronously, from the source element at [%i, %j]
// to the destination element at [%k, %l], both walked contiguously in
// row-major (linearized) order: dst_lin(k, l) + n <- src_lin(i, j) + n for
// n = 0 .. %num-1 (the two memrefs may differ in rank and shape, not in
// element type); then it stores 1 (i32) into %tag[%t].
//   dma_start ..., %tag[%t], %stride, %per : ...
// reads %per elements, then continues %stride elements after the start of
// that chunk in the SOURCE, and so on until %num elements are read (the
// last chunk is cut short if %num is not a multiple of %per); they are
// written contiguously into the destination.
//   dma_wait %tag[%t], %num : memref<..xi32>
// waits for completion: a no-op, the copy having already happened.
//
// This program copies a block of a 4x6 f32 matrix into a 3x4 one, a
// strided set of column pairs into a 2x4 one, and (source of dynamic shape
// memref<?x?xf32>, indices from function arguments) a strided copy with a
// short last chunk into a 1-D memref<8xf32>; it prints the destinations
// and the tags. Elements not written keep their initial -1.
// Expected output: MLIR 13 cannot lower dma_start/dma_wait, so .out comes
// from a Python model of the semantics above, and it equals the output of
// an MLIR 13 build of a copy of this file in which each dma_start is
// replaced by a call to an explicit element-by-element copy loop (memref
// load/store on row-major positions) that then stores 1 to the tag, and
// each dma_wait is removed.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_f32(f32)
func private @print_i32(i32)

// prints m row by row
func @print_mat(%m: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  br ^r(%c0 : index)
^r(%i: index):
  %mr = cmpi slt, %i, %rows : index
  cond_br %mr, ^c(%c0 : index), ^done
^c(%j: index):
  %mc = cmpi slt, %j, %cols : index
  cond_br %mc, ^body, ^nextrow
^body:
  %v = memref.load %m[%i, %j] : memref<?x?xf32>
  call @print_f32(%v) : (f32) -> ()
  %j1 = addi %j, %c1 : index
  br ^c(%j1 : index)
^nextrow:
  %i1 = addi %i, %c1 : index
  br ^r(%i1 : index)
^done:
  return
}

// m[i][j] = 10 i + j
func @fill_src(%m: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %ten = constant 10 : index
  br ^r(%c0 : index)
^r(%i: index):
  %mr = cmpi slt, %i, %rows : index
  cond_br %mr, ^c(%c0 : index), ^done
^c(%j: index):
  %mc = cmpi slt, %j, %cols : index
  cond_br %mc, ^body, ^nextrow
^body:
  %t = muli %i, %ten : index
  %s = addi %t, %j : index
  %si = index_cast %s : index to i32
  %v = sitofp %si : i32 to f32
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^c(%j1 : index)
^nextrow:
  %i1 = addi %i, %c1 : index
  br ^r(%i1 : index)
^done:
  return
}

func @fill(%m: memref<?x?xf32>, %v: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  br ^r(%c0 : index)
^r(%i: index):
  %mr = cmpi slt, %i, %rows : index
  cond_br %mr, ^c(%c0 : index), ^done
^c(%j: index):
  %mc = cmpi slt, %j, %cols : index
  cond_br %mc, ^body, ^nextrow
^body:
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^c(%j1 : index)
^nextrow:
  %i1 = addi %i, %c1 : index
  br ^r(%i1 : index)
^done:
  return
}

func @print_tag(%tag: memref<2xi32>, %t: index) {
  %v = memref.load %tag[%t] : memref<2xi32>
  call @print_i32(%v) : (i32) -> ()
  return
}

// plain form
func @copy_block(%src: memref<4x6xf32>, %dst: memref<3x4xf32>, %tag: memref<2xi32>,
                 %i: index, %j: index, %k: index, %l: index, %n: index, %t: index) {
  dma_start %src[%i, %j], %dst[%k, %l], %n, %tag[%t] : memref<4x6xf32>, memref<3x4xf32>, memref<2xi32>
  call @print_tag(%tag, %t) : (memref<2xi32>, index) -> ()
  dma_wait %tag[%t], %n : memref<2xi32>
  return
}

// strided form, destination position fixed at [0, 0]
func @copy_strided(%src: memref<4x6xf32>, %dst: memref<2x4xf32>, %tag: memref<2xi32>,
                   %i: index, %j: index, %n: index, %stride: index, %per: index, %t: index) {
  %c0 = constant 0 : index
  dma_start %src[%i, %j], %dst[%c0, %c0], %n, %tag[%t], %stride, %per : memref<4x6xf32>, memref<2x4xf32>, memref<2xi32>
  dma_wait %tag[%t], %n : memref<2xi32>
  return
}

// strided form, dynamic-shape 2-D source, 1-D destination
func @copy_to_1d(%src: memref<?x?xf32>, %dst: memref<8xf32>, %tag: memref<2xi32>,
                 %i: index, %j: index, %k: index, %n: index, %stride: index, %per: index, %t: index) {
  dma_start %src[%i, %j], %dst[%k], %n, %tag[%t], %stride, %per : memref<?x?xf32>, memref<8xf32>, memref<2xi32>
  dma_wait %tag[%t], %n : memref<2xi32>
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %c6 = constant 6 : index
  %c7 = constant 7 : index
  %c8 = constant 8 : index
  %minus1 = constant -1.0 : f32
  %zero = constant 0 : i32

  %src = memref.alloc() : memref<4x6xf32>
  %srcd = memref.cast %src : memref<4x6xf32> to memref<?x?xf32>
  call @fill_src(%srcd) : (memref<?x?xf32>) -> ()
  %tag = memref.alloc() : memref<2xi32>
  memref.store %zero, %tag[%c0] : memref<2xi32>
  memref.store %zero, %tag[%c1] : memref<2xi32>

  // 7 elements from src[1][2] (row-major position 8: 12 13 14 15 20 21 22)
  // to dst[0][1] (position 1)
  %dst = memref.alloc() : memref<3x4xf32>
  %dstd = memref.cast %dst : memref<3x4xf32> to memref<?x?xf32>
  call @fill(%dstd, %minus1) : (memref<?x?xf32>, f32) -> ()
  // prints tag[0] after dma_start
  call @copy_block(%src, %dst, %tag, %c1, %c2, %c0, %c1, %c7, %c0) : (memref<4x6xf32>, memref<3x4xf32>, memref<2xi32>, index, index, index, index, index, index) -> ()  // expect: 1
  call @print_mat(%dstd) : (memref<?x?xf32>) -> ()  // expect: -1 | 12 | 13 | 14 | 15 | 20 | 21 | 22 | -1 | -1 | -1 | -1
  call @print_tag(%tag, %c0) : (memref<2xi32>, index) -> ()  // expect: 1
  call @print_tag(%tag, %c1) : (memref<2xi32>, index) -> ()  // expect: 0

  // 8 elements from src[0][1], 2 per chunk, chunks 6 apart: columns 1-2 of every row
  %dst2 = memref.alloc() : memref<2x4xf32>
  %dst2d = memref.cast %dst2 : memref<2x4xf32> to memref<?x?xf32>
  call @fill(%dst2d, %minus1) : (memref<?x?xf32>, f32) -> ()
  call @copy_strided(%src, %dst2, %tag, %c0, %c1, %c8, %c6, %c2, %c1) : (memref<4x6xf32>, memref<2x4xf32>, memref<2xi32>, index, index, index, index, index, index) -> ()
  call @print_mat(%dst2d) : (memref<?x?xf32>) -> ()  // expect: 1 | 2 | 11 | 12 | 21 | 22 | 31 | 32
  call @print_tag(%tag, %c1) : (memref<2xi32>, index) -> ()  // expect: 1

  // 5 elements, 2 per chunk, chunks 7 apart, from a 3x10 source to
  // dst3[2 .. 6]; the last chunk has 1 element
  %dst3 = memref.alloc() : memref<8xf32>
  br ^init(%c0 : index)
^init(%q: index):
  %mq = cmpi slt, %q, %c8 : index
  cond_br %mq, ^ibody, ^go
^ibody:
  memref.store %minus1, %dst3[%q] : memref<8xf32>
  %q1 = addi %q, %c1 : index
  br ^init(%q1 : index)
^go:
  memref.store %zero, %tag[%c0] : memref<2xi32>
  %big = memref.alloc() : memref<3x10xf32>
  %bigd = memref.cast %big : memref<3x10xf32> to memref<?x?xf32>
  call @fill_src(%bigd) : (memref<?x?xf32>) -> ()
  // big[i][j] = 10 i + j is 3x10: from big[1][0] (row-major position 10),
  // positions 10 11 | 17 18 | 24 = big[1][0] big[1][1] | big[1][7] big[1][8] | big[2][4]
  call @copy_to_1d(%bigd, %dst3, %tag, %c1, %c0, %c2, %c5, %c7, %c2, %c0) : (memref<?x?xf32>, memref<8xf32>, memref<2xi32>, index, index, index, index, index, index, index) -> ()
  br ^p(%c0 : index)
^p(%r: index):
  %mp = cmpi slt, %r, %c8 : index
  cond_br %mp, ^pbody, ^end
^pbody:
  %v = memref.load %dst3[%r] : memref<8xf32>
  call @print_f32(%v) : (f32) -> ()  // expect: -1 | -1 | 10 | 11 | 17 | 18 | 24 | -1
  %r1 = addi %r, %c1 : index
  br ^p(%r1 : index)
^end:
  call @print_tag(%tag, %c0) : (memref<2xi32>, index) -> ()  // expect: 1
  memref.dealloc %big : memref<3x10xf32>
  memref.dealloc %dst3 : memref<8xf32>
  memref.dealloc %dst2 : memref<2x4xf32>
  memref.dealloc %dst : memref<3x4xf32>
  memref.dealloc %tag : memref<2xi32>
  memref.dealloc %src : memref<4x6xf32>
  %ret = constant 0 : i32
  return %ret : i32
}
