func.func @f() -> i8 {
  %c = "arith.constant"() {value = 256 : i8} : () -> i8
  return %c : i8
}
