// A nested module with content is refused (only empty ones are skipped).
module {
  module @inner {
    func.func @f() {
      return
    }
  }
}
