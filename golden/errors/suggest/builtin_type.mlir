// A misspelt builtin type.
func.func @f(%a: f23) -> f32 {
  return %a : f32
}
