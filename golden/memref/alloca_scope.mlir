// memref.alloca_scope: allocas inside the scope are freed at its end
// (stacksave/stackrestore), so 100000 iterations of a loop that allocas 1 KiB
// inside a scope do not overflow the stack; a scope with results; nested
// scopes; a scope without an explicit terminator.
// "// expect: a | b" lists the stdout lines a statement produces.

func private @print_i64(i64)

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %n = constant 100000 : index
  %z = constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      %buf = memref.alloca() : memref<128xi64>
      %ii = index_cast %i : index to i64
      memref.store %ii, %buf[%c2] : memref<128xi64>
      %v = memref.load %buf[%c2] : memref<128xi64>
      memref.alloca_scope.return %v : i64
    }
    %a = addi %acc, %r : i64
    scf.yield %a : i64
  }
  call @print_i64(%sum) : (i64) -> ()     // expect: 4999950000
  %out = memref.alloca() : memref<1xi64>
  memref.alloca_scope {
    %seven = constant 7 : i64
    memref.alloca_scope {
      %t = memref.alloca() : memref<4xi64>
      memref.store %seven, %t[%c1] : memref<4xi64>
      %x = memref.load %t[%c1] : memref<4xi64>
      memref.store %x, %out[%c0] : memref<1xi64>
    }
  }
  %o = memref.load %out[%c0] : memref<1xi64>
  call @print_i64(%o) : (i64) -> ()       // expect: 7
  %ret = constant 0 : i32
  return %ret : i32
}
