// A misspelt builtin type.
func.func @f(%m: memrf<4xf32>) {
  return
}
