func @f(%c: i1, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.condition(%c)
  }
  return
}
