func.func private @print_i64(i64)
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %m1 = arith.constant -100 : i64
  %s:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%z, %m1) -> (i64, i64) {
    %a = arith.index_cast %i : index to i64
    %b = arith.index_cast %j : index to i64
    %m = arith.muli %a, %b : i64
    %d = arith.subi %a, %b : i64
    scf.reduce(%m, %d : i64, i64) {
    ^bb0(%l: i64, %r: i64):
      %t = arith.addi %l, %r : i64
      scf.reduce.return %t : i64
    }, {
    ^bb0(%l: i64, %r: i64):
      %t = arith.maxsi %l, %r : i64
      scf.reduce.return %t : i64
    }
  }
  func.call @print_i64(%s#0) : (i64) -> ()
  func.call @print_i64(%s#1) : (i64) -> ()
  %r = arith.constant 0 : i32
  return %r : i32
}
