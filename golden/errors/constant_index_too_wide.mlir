func.func @f() -> index {
  %c = "arith.constant"() {value = 18446744073709551616 : index} : () -> index
  return %c : index
}
