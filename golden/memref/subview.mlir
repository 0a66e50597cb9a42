// memref.subview in MLIR 13's spelling, result layouts as affine maps:
// static and dynamic offsets, sizes and strides, a subview of a subview,
// rank-reducing subviews, strided views passed to a callee (through the
// unbundled descriptor), and writes through a view read back through the
// original. m is 6x8 with m[i][j] = 10i + j.
// "// expect: a | b" lists the stdout lines a statement produces.

#map0 = affine_map<(d0, d1) -> (d0 * 8 + d1 + 10)>
#map1 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
#map2 = affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 19)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0)>
#map4 = affine_map<(d0) -> (d0 * 8 + 3)>
#map5 = affine_map<(d0, d1)[s0] -> (d0 * 8 + s0 + d1)>

func private @print_i64(i64)

func @fill(%m: memref<6x8xi64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c6 = constant 6 : index
  %c8 = constant 8 : index
  %c10 = constant 10 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %ii = index_cast %i : index to i64
      %jj = index_cast %j : index to i64
      %a = muli %ii, %c10 : i64
      %v = addi %a, %jj : i64
      memref.store %v, %m[%i, %j] : memref<6x8xi64>
    }
  }
  return
}

// Sum of all elements of a 2-D view, then a weighted sum to tell them apart.
func @digest(%v: memref<?x?xi64, #map1>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %n0 = memref.dim %v, %c0 : memref<?x?xi64, #map1>
  %n1 = memref.dim %v, %c1 : memref<?x?xi64, #map1>
  %r = scf.for %i = %c0 to %n0 step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %n1 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %x = memref.load %v[%i, %j] : memref<?x?xi64, #map1>
      %k = index_cast %i : index to i64
      %w = muli %x, %k : i64
      %s = addi %acc2, %x : i64
      %s2 = addi %s, %w : i64
      scf.yield %s2 : i64
    }
    scf.yield %r2 : i64
  }
  return %r : i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index
  %m = memref.alloc() : memref<6x8xi64>
  call @fill(%m) : (memref<6x8xi64>) -> ()

  // static: rows 1..4, cols 2..5
  %s = memref.subview %m[1, 2][3, 4][1, 1] : memref<6x8xi64> to memref<3x4xi64, #map0>
  %s00 = memref.load %s[%c0, %c0] : memref<3x4xi64, #map0>
  call @print_i64(%s00) : (i64) -> ()      // expect: 12
  %s23 = memref.load %s[%c2, %c3] : memref<3x4xi64, #map0>
  call @print_i64(%s23) : (i64) -> ()      // expect: 35
  %sd = memref.cast %s : memref<3x4xi64, #map0> to memref<?x?xi64, #map1>
  %d1 = call @digest(%sd) : (memref<?x?xi64, #map1>) -> i64
  call @print_i64(%d1) : (i64) -> ()       // expect: 644

  // strided: every other row and column from (1, 1): 1,3,5 x 1,3,5,7
  %t = memref.subview %m[1, 1][3, 4][2, 2] : memref<6x8xi64> to memref<3x4xi64, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 9)>>
  %t21 = memref.load %t[%c2, %c1] : memref<3x4xi64, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 9)>>
  call @print_i64(%t21) : (i64) -> ()      // expect: 53

  // dynamic offsets, sizes and strides
  %u = memref.subview %m[%c2, %c1][%c3, %c3][%c1, %c2] : memref<6x8xi64> to memref<?x?xi64, #map1>
  %u12 = memref.load %u[%c1, %c2] : memref<?x?xi64, #map1>
  call @print_i64(%u12) : (i64) -> ()      // expect: 35
  %d2 = call @digest(%u) : (memref<?x?xi64, #map1>) -> i64
  call @print_i64(%d2) : (i64) -> ()       // expect: 654

  // subview of a subview: m rows 2..3, cols 3..4
  %ss = memref.subview %s[1, 1][2, 2][1, 1] : memref<3x4xi64, #map0> to memref<2x2xi64, affine_map<(d0, d1) -> (d0 * 8 + d1 + 19)>>
  %ss11 = memref.load %ss[%c1, %c1] : memref<2x2xi64, affine_map<(d0, d1) -> (d0 * 8 + d1 + 19)>>
  call @print_i64(%ss11) : (i64) -> ()     // expect: 34
  // subview of the strided subview, with strides 2 again
  %ts = memref.subview %t[1, 0][2, 2][1, 2] : memref<3x4xi64, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 9)>> to memref<2x2xi64, affine_map<(d0, d1) -> (d0 * 16 + d1 * 4 + 25)>>
  %ts10 = memref.load %ts[%c1, %c0] : memref<2x2xi64, affine_map<(d0, d1) -> (d0 * 16 + d1 * 4 + 25)>>
  %ts11 = memref.load %ts[%c1, %c1] : memref<2x2xi64, affine_map<(d0, d1) -> (d0 * 16 + d1 * 4 + 25)>>
  call @print_i64(%ts10) : (i64) -> ()     // expect: 51
  call @print_i64(%ts11) : (i64) -> ()     // expect: 55
  // dynamic subview of a dynamic subview
  %uu = memref.subview %u[%c1, %c0][%c2, %c2][%c1, %c1] : memref<?x?xi64, #map1> to memref<?x?xi64, #map1>
  %uu11 = memref.load %uu[%c1, %c1] : memref<?x?xi64, #map1>
  call @print_i64(%uu11) : (i64) -> ()     // expect: 43

  // rank-reducing: row 4 (cols 3..6), column 3 (rows 0..5)
  %row = memref.subview %m[4, 3][1, 4][1, 1] : memref<6x8xi64> to memref<4xi64, affine_map<(d0) -> (d0 + 35)>>
  %row2 = memref.load %row[%c2] : memref<4xi64, affine_map<(d0) -> (d0 + 35)>>
  call @print_i64(%row2) : (i64) -> ()     // expect: 45
  %col = memref.subview %m[0, 3][6, 1][1, 1] : memref<6x8xi64> to memref<6xi64, #map4>
  %col5 = memref.load %col[%c3] : memref<6xi64, #map4>
  call @print_i64(%col5) : (i64) -> ()     // expect: 33
  %drow = memref.subview %m[%c3, %c1][1, %c3][1, 1] : memref<6x8xi64> to memref<?xi64, #map3>
  %drow2 = memref.load %drow[%c2] : memref<?xi64, #map3>
  call @print_i64(%drow2) : (i64) -> ()    // expect: 33

  // write through views, read through the original
  %k = constant 1000 : i64
  memref.store %k, %ss[%c0, %c1] : memref<2x2xi64, affine_map<(d0, d1) -> (d0 * 8 + d1 + 19)>>
  %m24 = memref.load %m[%c2, %c4] : memref<6x8xi64>
  call @print_i64(%m24) : (i64) -> ()      // expect: 1000
  memref.store %k, %col[%c5] : memref<6xi64, #map4>
  %m53 = memref.load %m[%c5, %c3] : memref<6x8xi64>
  call @print_i64(%m53) : (i64) -> ()      // expect: 1000
  memref.dealloc %m : memref<6x8xi64>
  %ret = constant 0 : i32
  return %ret : i32
}
