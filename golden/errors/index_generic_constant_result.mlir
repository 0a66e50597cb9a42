func.func @f() -> i64 {
  %c = "index.constant"() {value = 7 : index} : () -> i64
  return %c : i64
}
