// memref.realloc (MLIR 22): growing a static buffer, growing and shrinking a
// dynamic one with an alignment; the elements both sizes have are kept.
// "// expect: a | b" lists the stdout lines a statement produces.

func.func private @print_i64(i64)

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %a = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %ii : i64
    %w = arith.addi %v, %ii : i64
    memref.store %w, %a[%i] : memref<3xi64>
  }
  %b = memref.realloc %a : memref<3xi64> to memref<6xi64>
  %nine = arith.constant 99 : i64
  memref.store %nine, %b[%c5] : memref<6xi64>
  %b2 = memref.load %b[%c2] : memref<6xi64>
  func.call @print_i64(%b2) : (i64) -> ()     // expect: 6
  %b5 = memref.load %b[%c5] : memref<6xi64>
  func.call @print_i64(%b5) : (i64) -> ()     // expect: 99
  %d = memref.cast %b : memref<6xi64> to memref<?xi64>
  %e = memref.realloc %d(%c9) {alignment = 64} : memref<?xi64> to memref<?xi64>
  %e1 = memref.load %e[%c1] : memref<?xi64>
  func.call @print_i64(%e1) : (i64) -> ()     // expect: 3
  %n = memref.dim %e, %c0 : memref<?xi64>
  %ni = arith.index_cast %n : index to i64
  func.call @print_i64(%ni) : (i64) -> ()     // expect: 9
  %f = memref.realloc %e(%c2) : memref<?xi64> to memref<?xi64>
  %f1 = memref.load %f[%c1] : memref<?xi64>
  func.call @print_i64(%f1) : (i64) -> ()     // expect: 3
  memref.dealloc %f : memref<?xi64>
  %ret = arith.constant 0 : i32
  return %ret : i32
}
