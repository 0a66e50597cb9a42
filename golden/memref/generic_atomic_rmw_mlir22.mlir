// `memref.generic_atomic_rmw` with `memref.atomic_yield` (today's spelling;
// MLIR 22 oracle: oracle22.sh): several in one function and in a loop, a
// region that ignores the current value, one that uses values defined
// outside, the generic form, i32 / i64 / i8, attributes after the region.
// "// expect: a | b" lists the stdout lines a statement produces, in order.

func.func private @print_i64(i64)

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<3xi32>
  %i9 = arith.constant 9 : i32
  %i4 = arith.constant -4 : i32
  memref.store %i9, %m[%c1] : memref<3xi32>
  %a = memref.generic_atomic_rmw %m[%c1] : memref<3xi32> {
  ^bb0(%cur: i32):
    %n = arith.muli %cur, %i4 : i32
    memref.atomic_yield %n : i32
  }
  %b = memref.generic_atomic_rmw %m[%c1] : memref<3xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %i9 : i32
    memref.atomic_yield %n : i32
  } {tag = 1 : i64}
  %c = "memref.generic_atomic_rmw"(%m, %c1) ({
  ^bb0(%cur: i32):
    %lt = arith.cmpi slt, %cur, %i9 : i32
    %n = arith.select %lt, %i9, %cur : i32
    "memref.atomic_yield"(%n) : (i32) -> ()
  }) : (memref<3xi32>, index) -> i32
  %d = memref.load %m[%c1] : memref<3xi32>
  %a6 = arith.extsi %a : i32 to i64
  func.call @print_i64(%a6) : (i64) -> ()        // expect: 9
  %b6 = arith.extsi %b : i32 to i64
  func.call @print_i64(%b6) : (i64) -> ()        // expect: -36
  %c6 = arith.extsi %c : i32 to i64
  func.call @print_i64(%c6) : (i64) -> ()        // expect: -27
  %d6 = arith.extsi %d : i32 to i64
  func.call @print_i64(%d6) : (i64) -> ()        // expect: 9
  memref.dealloc %m : memref<3xi32>

  // fib-like in a loop: q[0], q[1] = q[1], q[0] + q[1]
  %q = memref.alloca() : memref<2xi64>
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  memref.store %zero, %q[%c0] : memref<2xi64>
  memref.store %one, %q[%c1] : memref<2xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %f1 = memref.load %q[%c1] : memref<2xi64>
    %f0 = memref.load %q[%c0] : memref<2xi64>
    memref.store %f1, %q[%c0] : memref<2xi64>
    %old1 = memref.generic_atomic_rmw %q[%c1] : memref<2xi64> {
    ^bb0(%cur: i64):
      %s = arith.addi %cur, %f0 : i64
      memref.atomic_yield %s : i64
    }
    func.call @print_i64(%old1) : (i64) -> ()    // expect: 1 | 1 | 2 | 3 | 5
  }
  %last = memref.load %q[%c1] : memref<2xi64>
  func.call @print_i64(%last) : (i64) -> ()      // expect: 8

  %k = memref.alloc() : memref<2x2xi8>
  %b7 = arith.constant 127 : i8
  memref.store %b7, %k[%c1, %c0] : memref<2x2xi8>
  %o = memref.generic_atomic_rmw %k[%c1, %c0] : memref<2x2xi8> {
  ^bb0(%cur: i8):
    %t = arith.constant 3 : i8
    %n = arith.addi %cur, %t : i8
    memref.atomic_yield %n : i8
  }
  %o2 = memref.load %k[%c1, %c0] : memref<2x2xi8>
  %w = arith.extsi %o : i8 to i64
  func.call @print_i64(%w) : (i64) -> ()         // expect: 127
  %w2 = arith.extsi %o2 : i8 to i64
  func.call @print_i64(%w2) : (i64) -> ()        // expect: -126
  memref.dealloc %k : memref<2x2xi8>
  %ret = arith.constant 0 : i32
  return %ret : i32
}
