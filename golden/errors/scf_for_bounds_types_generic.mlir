func @f(%n: i32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  "scf.for"(%c0, %n, %c1) ( {
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}
