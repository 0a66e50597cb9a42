// error: memref.atomic_yield does not end an scf.for body
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.atomic_yield
  }
  return
}
