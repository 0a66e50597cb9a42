func private @print_i64(i64)

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c10 = constant 10 : index
  %z = constant 0 : i64
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = index_cast %i : index to i64
    %sq = muli %ii, %ii : i64
    %n = addi %acc, %sq : i64
    scf.yield %n : i64
  }
  call @print_i64(%sum) : (i64) -> ()
  %c5 = constant 5 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %lt = cmpi slt, %i, %c5 : index
    %v = scf.if %lt -> (i64) {
      %a = index_cast %i : index to i64
      scf.yield %a : i64
    } else {
      %b = constant 100 : i64
      scf.yield %b : i64
    }
    call @print_i64(%v) : (i64) -> ()
    scf.if %lt {
      call @print_i64(%z) : (i64) -> ()
    }
  }
  %w = scf.while (%x = %z) : (i64) -> i64 {
    %lim = constant 5 : i64
    %c = cmpi slt, %x, %lim : i64
    scf.condition(%c) %x : i64
  } do {
  ^bb0(%y: i64):
    %one = constant 1 : i64
    %y1 = addi %y, %one : i64
    scf.yield %y1 : i64
  }
  call @print_i64(%w) : (i64) -> ()
  %r = constant 0 : i32
  return %r : i32
}
