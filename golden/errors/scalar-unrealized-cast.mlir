func.func @f(%a: i32) -> f32 {
  %r = builtin.unrealized_conversion_cast %a : i32 to f32
  return %r : f32
}
