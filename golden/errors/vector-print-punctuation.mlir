// An unknown punctuation.
func.func @f() {
  vector.print punctuation <semicolon>
  return
}
