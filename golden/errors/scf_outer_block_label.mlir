func @f(%c: i1) -> i32 {
  %z = constant 0 : i32
  br ^bb1
^bb1:
  %r = scf.execute_region -> i32 {
    br ^bb1
  }
  return %r : i32
}
