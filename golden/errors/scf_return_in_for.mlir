func @f(%n: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    return %i : index
  }
  return %c0 : index
}
