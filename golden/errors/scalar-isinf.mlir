func.func @f(%a: f64) -> i1 {
  %r = math.isinf %a : f64
  return %r : i1
}
