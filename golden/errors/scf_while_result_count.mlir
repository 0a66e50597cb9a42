func @f(%n: i64) -> i64 {
  %r:1 = scf.while (%x = %n) : (i64) -> (i64, i64) {
    %c = constant true
    scf.condition(%c) %x, %x : i64, i64
  } do {
  ^bb0(%a: i64, %b: i64):
    scf.yield %a : i64
  }
  return %r : i64
}
