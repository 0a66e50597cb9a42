func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    %one = constant 1 : i32
    scf.yield %one : i32
  }
  return %r : i32
}
