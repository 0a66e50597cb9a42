// memref.expand_shape / collapse_shape with dynamic sizes, strides and
// offsets (MLIR 22's `output_shape`), run against MLIR 22
// (golden/memref/oracle22.sh: --expand-strided-metadata, then
// --finalize-memref-to-llvm). Every view is printed through @dump2/@dump1:
// its sizes, then its elements in order.

func.func private @print_i64(i64)

func.func @dump1(%m: memref<?xi64, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64, strided<[?], offset: ?>>
  %nn = arith.index_cast %n : index to i64
  func.call @print_i64(%nn) : (i64) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xi64, strided<[?], offset: ?>>
    func.call @print_i64(%x) : (i64) -> ()
  }
  return
}

func.func @dump2(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %n1 = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %a = arith.index_cast %n0 : index to i64
  %b = arith.index_cast %n1 : index to i64
  func.call @print_i64(%a) : (i64) -> ()
  func.call @print_i64(%b) : (i64) -> ()
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      func.call @print_i64(%x) : (i64) -> ()
    }
  }
  return
}

// ? into ?x4: the dynamic size is the source's over 4.
func.func @expand1(%m: memref<?xi64>, %n: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xi64> into memref<?x4xi64>
  %c = memref.cast %e : memref<?x4xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump2(%c) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  return
}

// A strided source (every second element, from an offset): ?x? into
// ?x2x?x3, then rows of it collapsed back.
func.func @expand2(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>, %a: index, %b: index) {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 2, %b, 3] : memref<?x?xi64, strided<[?, ?], offset: ?>> into memref<?x2x?x3xi64, strided<[?, ?, ?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %e[%c1, %c1, %c1, %c0] : memref<?x2x?x3xi64, strided<[?, ?, ?, ?], offset: ?>>
  func.call @print_i64(%x) : (i64) -> ()
  %y = memref.load %e[%c0, %c1, %c0, %c1] : memref<?x2x?x3xi64, strided<[?, ?, ?, ?], offset: ?>>
  func.call @print_i64(%y) : (i64) -> ()
  %f = memref.collapse_shape %e [[0, 1], [2], [3]] : memref<?x2x?x3xi64, strided<[?, ?, ?, ?], offset: ?>> into memref<?x?x3xi64, strided<[?, ?, ?], offset: ?>>
  %g = memref.subview %f[0, 0, 1][4, 2, 1][1, 1, 1] : memref<?x?x3xi64, strided<[?, ?, ?], offset: ?>> to memref<4x2xi64, strided<[?, ?], offset: ?>>
  %gc = memref.cast %g : memref<4x2xi64, strided<[?, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump2(%gc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  return
}

// ?x? (identity) into ?, and a strided ?x6 into ? (offset kept).
func.func @collapse1(%m: memref<?x?xi64>, %s: memref<?x6xi64, strided<[6, 1], offset: ?>>) {
  %f = memref.collapse_shape %m [[0, 1]] : memref<?x?xi64> into memref<?xi64>
  %fc = memref.cast %f : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  func.call @dump1(%fc) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  %g = memref.collapse_shape %s [[0, 1]] : memref<?x6xi64, strided<[6, 1], offset: ?>> into memref<?xi64, strided<[1], offset: ?>>
  %gc = memref.cast %g : memref<?xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
  func.call @dump1(%gc) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  return
}

// Dynamic strides: the group's stride is that of its last dimension not
// of size 1; unit dimensions; a 1x1 group.
func.func @collapse2(%m: memref<?x?x?xi64, strided<[?, ?, ?], offset: ?>>, %u: memref<?x1xi64, strided<[?, ?], offset: ?>>, %o: memref<1x1xi64, strided<[?, ?], offset: ?>>) {
  %f = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xi64, strided<[?, ?, ?], offset: ?>> into memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump2(%f) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %g = memref.collapse_shape %u [[0, 1]] : memref<?x1xi64, strided<[?, ?], offset: ?>> into memref<?xi64, strided<[?], offset: ?>>
  func.call @dump1(%g) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  %h = memref.collapse_shape %o [[0, 1]] : memref<1x1xi64, strided<[?, ?], offset: ?>> into memref<1xi64, strided<[?], offset: ?>>
  %hc = memref.cast %h : memref<1xi64, strided<[?], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
  func.call @dump1(%hc) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  return
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c48 = arith.constant 48 : index
  %buf = memref.alloc() : memref<48xi64>
  %k3 = arith.constant 3 : i64
  %k1 = arith.constant 1 : i64
  scf.for %i = %c0 to %c48 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %a = arith.muli %ii, %k3 : i64
    %v = arith.addi %a, %k1 : i64
    memref.store %v, %buf[%i] : memref<48xi64>
  }
  // the first 24 elements as ?
  %d = memref.reinterpret_cast %buf to offset: [0], sizes: [24], strides: [1] : memref<48xi64> to memref<24xi64>
  %dd = memref.cast %d : memref<24xi64> to memref<?xi64>
  func.call @expand1(%dd, %c6) : (memref<?xi64>, index) -> ()
  // a 4x6 view with column stride 2 from offset 1: expand [[0,1],[2,3]] to 2x2x2x3
  %sv = memref.reinterpret_cast %buf to offset: [%c1], sizes: [%c4, %c6], strides: [12, %c2] : memref<48xi64> to memref<?x?xi64, strided<[12, ?], offset: ?>>
  %svc = memref.cast %sv : memref<?x?xi64, strided<[12, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @expand2(%svc, %c2, %c2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, index, index) -> ()
  // collapse1: a 3x5 identity and rows 2..4 of a 6-wide matrix
  %m35 = memref.reinterpret_cast %buf to offset: [0], sizes: [%c3, 5], strides: [5, 1] : memref<48xi64> to memref<?x5xi64>
  %m35c = memref.cast %m35 : memref<?x5xi64> to memref<?x?xi64>
  %rows = memref.reinterpret_cast %buf to offset: [%c6], sizes: [%c3, 6], strides: [6, 1] : memref<48xi64> to memref<?x6xi64, strided<[6, 1], offset: ?>>
  func.call @collapse1(%m35c, %rows) : (memref<?x?xi64>, memref<?x6xi64, strided<[6, 1], offset: ?>>) -> ()
  // collapse2: a 2x3x4 block with strides [24, 8, 2] from offset 3 (each
  // group contiguous: 8 = 2 * 4, 24 = 8 * 3)
  %blk = memref.reinterpret_cast %buf to offset: [%c3], sizes: [%c2, %c3, %c4], strides: [24, 8, %c2] : memref<48xi64> to memref<?x?x?xi64, strided<[24, 8, ?], offset: ?>>
  %blkc = memref.cast %blk : memref<?x?x?xi64, strided<[24, 8, ?], offset: ?>> to memref<?x?x?xi64, strided<[?, ?, ?], offset: ?>>
  %un = memref.reinterpret_cast %buf to offset: [%c2], sizes: [%c4, 1], strides: [%c3, 7] : memref<48xi64> to memref<?x1xi64, strided<[?, 7], offset: ?>>
  %unc = memref.cast %un : memref<?x1xi64, strided<[?, 7], offset: ?>> to memref<?x1xi64, strided<[?, ?], offset: ?>>
  %one = memref.reinterpret_cast %buf to offset: [%c4], sizes: [1, 1], strides: [%c6, %c3] : memref<48xi64> to memref<1x1xi64, strided<[?, ?], offset: ?>>
  func.call @collapse2(%blkc, %unc, %one) : (memref<?x?x?xi64, strided<[?, ?, ?], offset: ?>>, memref<?x1xi64, strided<[?, ?], offset: ?>>, memref<1x1xi64, strided<[?, ?], offset: ?>>) -> ()
  memref.dealloc %buf : memref<48xi64>
  %r = arith.constant 0 : i32
  return %r : i32
}
