func @f(%c: i1) {
  "scf.if"(%c) ( {
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}
