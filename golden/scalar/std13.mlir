// MLIR 13 spellings: fmaf, ceildivi_signed, floordivi_signed (small
// operands: MLIR 13's --std-expand is exact only there), switch, assert.
func private @print_i32(i32)
func private @print_f64(f64)

func @f(%a: i32, %b: i32, %x: f64) -> i32 {
  %c = ceildivi_signed %a, %b : i32
  %d = floordivi_signed %a, %b : i32
  call @print_i32(%c) : (i32) -> ()
  call @print_i32(%d) : (i32) -> ()
  %y = fmaf %x, %x, %x : f64
  call @print_f64(%y) : (f64) -> ()
  %ok = cmpi ne, %b, %a : i32
  assert %ok, "a equals b"
  switch %a : i32, [
    default: ^bb1(%b : i32),
    2: ^bb2,
    7: ^bb3(%a : i32)
  ]
^bb1(%r: i32):
  return %r : i32
^bb2:
  %m = constant -1 : i32
  return %m : i32
^bb3(%s: i32):
  %t = addi %s, %s : i32
  return %t : i32
}

func @main() {
  %m7 = constant -7 : i32
  %p7 = constant 7 : i32
  %p2 = constant 2 : i32
  %m3 = constant -3 : i32
  %x = constant 1.5 : f64
  %0 = call @f(%m7, %p2, %x) : (i32, i32, f64) -> i32
  %1 = call @f(%p7, %m3, %x) : (i32, i32, f64) -> i32
  %2 = call @f(%p2, %m3, %x) : (i32, i32, f64) -> i32
  call @print_i32(%0) : (i32) -> ()
  call @print_i32(%1) : (i32) -> ()
  call @print_i32(%2) : (i32) -> ()
  return
}
