// Today's spelling (func.func, arith.*): scf.for with integer-typed bounds
// (i32, i8, i64), checked against MLIR 22's -convert-scf-to-cf.
func.func private @print_i32(i32)
func.func private @print_i64(i64)

func.func @main() -> i32 {
  // i32 bounds, negative start, iter_args
  %lo = arith.constant -5 : i32
  %hi = arith.constant 6 : i32
  %st = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %s = scf.for %i = %lo to %hi step %st iter_args(%acc = %z) -> (i32) : i32 {
    func.call @print_i32(%i) : (i32) -> ()
    %sq = arith.muli %i, %i : i32
    %n = arith.addi %acc, %sq : i32
    scf.yield %n : i32
  }
  func.call @print_i32(%s) : (i32) -> ()
  // i8 bounds near the top of the type: the loop stops without wrapping
  %b0 = arith.constant 100 : i8
  %b1 = arith.constant 127 : i8
  %b2 = arith.constant 3 : i8
  %cnt = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c = scf.for %i = %b0 to %b1 step %b2 iter_args(%n = %cnt) -> (i64) : i8 {
    %w = arith.extsi %i : i8 to i32
    func.call @print_i32(%w) : (i32) -> ()
    %n1 = arith.addi %n, %one : i64
    scf.yield %n1 : i64
  }
  func.call @print_i64(%c) : (i64) -> ()
  // i64 bounds, zero iterations
  %l = arith.constant 10 : i64
  %u = arith.constant -10 : i64
  %e = scf.for %i = %l to %u step %one iter_args(%n = %l) -> (i64) : i64 {
    %n1 = arith.addi %n, %i : i64
    scf.yield %n1 : i64
  }
  func.call @print_i64(%e) : (i64) -> ()
  // nested integer loops with an scf.if and arith.cmpi
  %t = scf.for %i = %z to %st step %st iter_args(%a = %z) -> (i32) : i32 {
    %in = scf.for %j = %lo to %z step %st iter_args(%b = %a) -> (i32) : i32 {
      %lt = arith.cmpi slt, %j, %lo : i32
      %v = scf.if %lt -> (i32) {
        scf.yield %z : i32
      } else {
        %d = arith.subi %j, %i : i32
        scf.yield %d : i32
      }
      %bn = arith.addi %b, %v : i32
      scf.yield %bn : i32
    }
    scf.yield %in : i32
  }
  func.call @print_i32(%t) : (i32) -> ()
  %ret = arith.constant 0 : i32
  return %ret : i32
}
