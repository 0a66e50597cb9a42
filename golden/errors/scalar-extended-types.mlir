func.func @f(%a: i32, %b: i32) -> i32 {
  %s, %o = arith.addui_extended %a, %b : i32, i32
  return %s : i32
}
