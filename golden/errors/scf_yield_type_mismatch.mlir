func @f(%n: index) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %t = constant 1 : i32
    scf.yield %t : i32
  }
  return %r : i64
}
