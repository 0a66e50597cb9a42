func.func @f(%a: index, %b: index) -> i1 {
  %r = index.cmp lt(%a, %b)
  return %r : i1
}
