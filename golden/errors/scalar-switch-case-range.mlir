func.func @f(%a: i8) {
  cf.switch %a : i8, [
    default: ^bb1,
    300: ^bb1
  ]
^bb1:
  return
}
