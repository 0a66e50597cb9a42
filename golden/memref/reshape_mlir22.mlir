// memref.reshape (MLIR 13 fails to lower it, so the oracle is MLIR 22): a
// static result shape, and dynamic sizes read from a shape memref of index
// elements (MLIR 22 fails to translate integer shape elements); writes
// through the reshaped view are seen by the original.
// "// expect: a | b" lists the stdout lines a statement produces.

func.func private @print_i64(i64)

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %m[%i] : memref<12xi64>
  }
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c4, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<12xi64>, memref<2xindex>) -> memref<3x4xi64>
  %r21 = memref.load %r[%c2, %c1] : memref<3x4xi64>
  func.call @print_i64(%r21) : (i64) -> ()      // expect: 81
  %d = memref.reshape %m(%shape) : (memref<12xi64>, memref<2xindex>) -> memref<?x?xi64>
  %d13 = memref.load %d[%c1, %c3] : memref<?x?xi64>
  func.call @print_i64(%d13) : (i64) -> ()      // expect: 49
  %n1 = memref.dim %d, %c1 : memref<?x?xi64>
  %n1i = arith.index_cast %n1 : index to i64
  func.call @print_i64(%n1i) : (i64) -> ()      // expect: 4
  %s3 = memref.alloca() : memref<3xindex>
  memref.store %c2, %s3[%c0] : memref<3xindex>
  memref.store %c2, %s3[%c1] : memref<3xindex>
  memref.store %c3, %s3[%c2] : memref<3xindex>
  %e = memref.reshape %m(%s3) : (memref<12xi64>, memref<3xindex>) -> memref<2x?x?xi64>
  %e112 = memref.load %e[%c1, %c1, %c2] : memref<2x?x?xi64>
  func.call @print_i64(%e112) : (i64) -> ()     // expect: 121
  %k = arith.constant -1 : i64
  memref.store %k, %e[%c0, %c1, %c0] : memref<2x?x?xi64>
  %m3 = memref.load %m[%c3] : memref<12xi64>
  func.call @print_i64(%m3) : (i64) -> ()       // expect: -1
  memref.dealloc %m : memref<12xi64>
  %ret = arith.constant 0 : i32
  func.return %ret : i32
}
