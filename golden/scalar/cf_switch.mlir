// cf.switch: cases with and without operands, a default with operands,
// negative case values, one block reached by several cases (with
// arguments), and a switch with only a default; cf.assert that holds.
func.func private @print_i32(i32)

func.func @classify(%x: i32, %y: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^def(%x : i32),
    0: ^zero,
    -5: ^two(%x, %y : i32, i32),
    7: ^two(%y, %x : i32, i32),
    100: ^def(%y : i32)
  ]
^zero:
  %c0 = arith.constant 1000 : i32
  return %c0 : i32
^two(%a: i32, %b: i32):
  %s = arith.subi %a, %b : i32
  return %s : i32
^def(%d: i32):
  %m = arith.muli %d, %d : i32
  return %m : i32
}

func.func @only_default(%x: i8) -> i32 {
  cf.switch %x : i8, [
    default: ^bb1
  ]
^bb1:
  %c = arith.constant 77 : i32
  %ok = arith.constant true
  cf.assert %ok, "never printed"
  return %c : i32
}

func.func @main() {
  %y = arith.constant 3 : i32
  %vals = arith.constant 0 : i32
  %v1 = arith.constant -5 : i32
  %v2 = arith.constant 7 : i32
  %v3 = arith.constant 100 : i32
  %v4 = arith.constant 9 : i32
  %r0 = func.call @classify(%vals, %y) : (i32, i32) -> i32
  %r1 = func.call @classify(%v1, %y) : (i32, i32) -> i32
  %r2 = func.call @classify(%v2, %y) : (i32, i32) -> i32
  %r3 = func.call @classify(%v3, %y) : (i32, i32) -> i32
  %r4 = func.call @classify(%v4, %y) : (i32, i32) -> i32
  func.call @print_i32(%r0) : (i32) -> ()
  func.call @print_i32(%r1) : (i32) -> ()
  func.call @print_i32(%r2) : (i32) -> ()
  func.call @print_i32(%r3) : (i32) -> ()
  func.call @print_i32(%r4) : (i32) -> ()
  %b = arith.constant -1 : i8
  %r5 = func.call @only_default(%b) : (i8) -> i32
  func.call @print_i32(%r5) : (i32) -> ()
  return
}
