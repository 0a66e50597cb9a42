// Memref views in today's spelling (strided<> layouts), run against MLIR 22:
// subview (static, dynamic, rank-reducing, of a subview), reinterpret_cast
// (to a different rank, from an unranked memref), view of an i8 buffer,
// transpose, expand_shape/collapse_shape, extract_strided_metadata,
// extract_aligned_pointer_as_index, assume_alignment, memref.copy (contiguous
// and between strided views), globals read and written.
// m is 4x6 with m[i][j] = 10i + j.
// "// expect: a | b" lists the stdout lines a statement produces.

func.func private @print_i64(i64)

memref.global "private" constant @consts : memref<2x3xi64> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @acc : memref<3xi64> = dense<0> {alignment = 16}

func.func @fill(%m: memref<4x6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %a = arith.muli %ii, %c10 : i64
      %v = arith.addi %a, %jj : i64
      memref.store %v, %m[%i, %j] : memref<4x6xi64>
    }
  }
  return
}

// Prints every element of a strided 2-D view, row by row.
func.func @dump(%v: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %v, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %n1 = memref.dim %v, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      %x = memref.load %v[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      func.call @print_i64(%x) : (i64) -> ()
    }
  }
  return
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4x6xi64>
  func.call @fill(%m) : (memref<4x6xi64>) -> ()

  // subview 2x2 from (1, 2) with column stride 2: 12 14 | 22 24
  %s = memref.subview %m[1, 2][2, 2][1, 2] : memref<4x6xi64> to memref<2x2xi64, strided<[6, 2], offset: 8>>
  %sd = memref.cast %s : memref<2x2xi64, strided<[6, 2], offset: 8>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump(%sd) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()   // expect: 12 | 14 | 22 | 24
  // dynamic: rows %c1.., 3x2 from (1, %c3)
  %u = memref.subview %m[%c1, %c3][%c3, 2][1, 1] : memref<4x6xi64> to memref<?x2xi64, strided<[6, 1], offset: ?>>
  %u21 = memref.load %u[%c2, %c1] : memref<?x2xi64, strided<[6, 1], offset: ?>>
  func.call @print_i64(%u21) : (i64) -> ()   // expect: 34
  // subview of the subview, rank-reducing: row 1 of %u
  %ur = memref.subview %u[1, 0][1, 2][1, 1] : memref<?x2xi64, strided<[6, 1], offset: ?>> to memref<2xi64, strided<[1], offset: ?>>
  %ur1 = memref.load %ur[%c1] : memref<2xi64, strided<[1], offset: ?>>
  func.call @print_i64(%ur1) : (i64) -> ()   // expect: 24

  // transpose: t[j][i] = m[i][j]
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x6xi64> to memref<6x4xi64, strided<[1, 6]>>
  %t52 = memref.load %t[%c3, %c2] : memref<6x4xi64, strided<[1, 6]>>
  func.call @print_i64(%t52) : (i64) -> ()   // expect: 23

  // collapse to 24 elements, expand to 2x2x6
  %f = memref.collapse_shape %m [[0, 1]] : memref<4x6xi64> into memref<24xi64>
  %c13 = arith.constant 13 : index
  %f13 = memref.load %f[%c13] : memref<24xi64>
  func.call @print_i64(%f13) : (i64) -> ()   // expect: 21
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xi64> into memref<2x2x6xi64>
  %e115 = memref.load %e[%c1, %c1, %c3] : memref<2x2x6xi64>
  func.call @print_i64(%e115) : (i64) -> ()  // expect: 33

  // reinterpret_cast to rank 1 and to a different 2-D shape
  %r = memref.reinterpret_cast %m to offset: [5], sizes: [10], strides: [2] : memref<4x6xi64> to memref<10xi64, strided<[2], offset: 5>>
  %r4 = memref.load %r[%c3] : memref<10xi64, strided<[2], offset: 5>>
  func.call @print_i64(%r4) : (i64) -> ()    // expect: 15
  %un = memref.cast %m : memref<4x6xi64> to memref<*xi64>
  %r2 = memref.reinterpret_cast %un to offset: [%c1], sizes: [3, 8], strides: [8, 1] : memref<*xi64> to memref<3x8xi64, strided<[8, 1], offset: ?>>
  %r2v = memref.load %r2[%c2, %c3] : memref<3x8xi64, strided<[8, 1], offset: ?>>
  func.call @print_i64(%r2v) : (i64) -> ()   // expect: 32

  // extract_strided_metadata of the dynamic subview
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %u : memref<?x2xi64, strided<[6, 1], offset: ?>> -> memref<i64>, index, index, index, index, index
  %offi = arith.index_cast %off : index to i64
  func.call @print_i64(%offi) : (i64) -> ()  // expect: 9
  %sz0 = arith.index_cast %sz#0 : index to i64
  func.call @print_i64(%sz0) : (i64) -> ()   // expect: 3
  %st0 = arith.index_cast %st#0 : index to i64
  func.call @print_i64(%st0) : (i64) -> ()   // expect: 6
  %b0 = memref.load %base[] : memref<i64>
  func.call @print_i64(%b0) : (i64) -> ()    // expect: 0

  // view of an i8 buffer at byte 16 as 2x?xi64, pointer difference 16
  %buf = memref.alloc() : memref<128xi8>
  %c16 = arith.constant 16 : index
  %v = memref.view %buf[%c16][%c3] : memref<128xi8> to memref<2x?xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %v[%c1, %c2] : memref<2x?xi64>
  %v12 = memref.load %v[%c1, %c2] : memref<2x?xi64>
  func.call @print_i64(%v12) : (i64) -> ()   // expect: 7
  %pb = memref.extract_aligned_pointer_as_index %buf : memref<128xi8> -> index
  %pv = memref.extract_aligned_pointer_as_index %v : memref<2x?xi64> -> index
  %dp = arith.subi %pv, %pb : index
  %dpi = arith.index_cast %dp : index to i64
  func.call @print_i64(%dpi) : (i64) -> ()   // expect: 16
  %va = memref.assume_alignment %v, 8 : memref<2x?xi64>
  %va12 = memref.load %va[%c1, %c2] : memref<2x?xi64>
  func.call @print_i64(%va12) : (i64) -> ()  // expect: 7

  // copies: contiguous, then strided view to strided view
  %m2 = memref.alloc() : memref<4x6xi64>
  memref.copy %m, %m2 : memref<4x6xi64> to memref<4x6xi64>
  %m2v = memref.load %m2[%c3, %c2] : memref<4x6xi64>
  func.call @print_i64(%m2v) : (i64) -> ()   // expect: 32
  %src = memref.subview %m[0, 0][2, 3][2, 2] : memref<4x6xi64> to memref<2x3xi64, strided<[12, 2]>>
  %dst = memref.subview %m2[1, 1][2, 3][1, 1] : memref<4x6xi64> to memref<2x3xi64, strided<[6, 1], offset: 7>>
  memref.copy %src, %dst : memref<2x3xi64, strided<[12, 2]>> to memref<2x3xi64, strided<[6, 1], offset: 7>>
  %m2c = memref.cast %m2 : memref<4x6xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %m2s = memref.subview %m2c[1, 0][2, 6][1, 1] : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<2x6xi64, strided<[?, ?], offset: ?>>
  %m2sd = memref.cast %m2s : memref<2x6xi64, strided<[?, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump(%m2sd) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()   // expect: 10 | 0 | 2 | 4 | 14 | 15 | 20 | 20 | 22 | 24 | 24 | 25

  // globals: a constant table, an accumulator written and read back
  %g = memref.get_global @consts : memref<2x3xi64>
  %a = memref.get_global @acc : memref<3xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %g[%i, %j] : memref<2x3xi64>
      %y = memref.load %a[%j] : memref<3xi64>
      %z = arith.addi %x, %y : i64
      memref.store %z, %a[%j] : memref<3xi64>
    }
  }
  %a2 = memref.get_global @acc : memref<3xi64>
  %a22 = memref.load %a2[%c2] : memref<3xi64>
  func.call @print_i64(%a22) : (i64) -> ()   // expect: 9
  memref.dealloc %m : memref<4x6xi64>
  memref.dealloc %m2 : memref<4x6xi64>
  memref.dealloc %buf : memref<128xi8>
  %ret = arith.constant 0 : i32
  return %ret : i32
}
