// and / or / xor at several widths. Each @bits_* helper prints a&b, a|b, a^b.
// Narrow results are printed zero-extended (the raw bit pattern), i32 is
// printed sign-extended, i64 with print_u64.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)
func private @print_u64(i64)

func @bits_i1(%a: i1, %b: i1) {
  %x = and %a, %b : i1
  %y = or %a, %b : i1
  %z = xor %a, %b : i1
  %x1 = zexti %x : i1 to i64
  %y1 = zexti %y : i1 to i64
  %z1 = zexti %z : i1 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @bits_i8(%a: i8, %b: i8) {
  %x = and %a, %b : i8
  %y = or %a, %b : i8
  %z = xor %a, %b : i8
  %x1 = zexti %x : i8 to i64
  %y1 = zexti %y : i8 to i64
  %z1 = zexti %z : i8 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @bits_i17(%a: i17, %b: i17) {
  %x = and %a, %b : i17
  %y = or %a, %b : i17
  %z = xor %a, %b : i17
  %x1 = zexti %x : i17 to i64
  %y1 = zexti %y : i17 to i64
  %z1 = zexti %z : i17 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @bits_i32(%a: i32, %b: i32) {
  %x = and %a, %b : i32
  %y = or %a, %b : i32
  %z = xor %a, %b : i32
  %x1 = sexti %x : i32 to i64
  %y1 = sexti %y : i32 to i64
  %z1 = sexti %z : i32 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @bits_i64(%a: i64, %b: i64) {
  %x = and %a, %b : i64
  %y = or %a, %b : i64
  %z = xor %a, %b : i64
  call @print_u64(%x) : (i64) -> ()
  call @print_u64(%y) : (i64) -> ()
  call @print_u64(%z) : (i64) -> ()
  return
}

func @bits_index(%a: index, %b: index) {
  %x = and %a, %b : index
  %y = or %a, %b : index
  %z = xor %a, %b : index
  %x1 = index_cast %x : index to i64
  %y1 = index_cast %y : index to i64
  %z1 = index_cast %z : index to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @main() -> i32 {
  %t = constant true
  %f = constant false
  call @bits_i1(%t, %f) : (i1, i1) -> ()      // expect: 0 | 1 | 1
  call @bits_i1(%t, %t) : (i1, i1) -> ()      // expect: 1 | 1 | 0
  %a8 = constant 0xF0 : i8
  %b8 = constant 0x3C : i8
  call @bits_i8(%a8, %b8) : (i8, i8) -> ()    // expect: 48 | 252 | 204
  %c8 = constant -1 : i8
  %d8 = constant 0x55 : i8
  call @bits_i8(%c8, %d8) : (i8, i8) -> ()    // expect: 85 | 255 | 170
  %a17 = constant 0x1FFFF : i17
  %b17 = constant 0xAAAA : i17
  call @bits_i17(%a17, %b17) : (i17, i17) -> () // expect: 43690 | 131071 | 87381
  %a32 = constant -1 : i32
  %b32 = constant 0x12345678 : i32
  call @bits_i32(%a32, %b32) : (i32, i32) -> () // expect: 305419896 | -1 | -305419897
  %min32 = constant -2147483648 : i32
  %max32 = constant 2147483647 : i32
  call @bits_i32(%min32, %max32) : (i32, i32) -> () // expect: 0 | -1 | -1
  %c32 = constant -8 : i32
  %d32 = constant 12 : i32
  call @bits_i32(%c32, %d32) : (i32, i32) -> () // expect: 8 | -4 | -12
  %a64 = constant 0xFF00FF00FF00FF00 : i64
  %b64 = constant 0x0FF00FF00FF00FF0 : i64
  call @bits_i64(%a64, %b64) : (i64, i64) -> () // expect: 1080880403494997760 | 18442521884633399280 | 17361641481138401520
  %ai = constant 12 : index
  %bi = constant 10 : index
  call @bits_index(%ai, %bi) : (index, index) -> () // expect: 8 | 14 | 6
  // constant operands (foldable); xor with all-ones is bitwise not
  %k1 = xor %b32, %a32 : i32
  %k1e = zexti %k1 : i32 to i64
  call @print_i64(%k1e) : (i64) -> ()   // expect: 3989547399
  %k2 = and %a8, %b8 : i8
  %k2e = zexti %k2 : i8 to i64
  call @print_i64(%k2e) : (i64) -> ()   // expect: 48
  %k3 = or %a64, %b64 : i64
  call @print_u64(%k3) : (i64) -> ()    // expect: 18442521884633399280
  %k4 = xor %t, %t : i1
  %k4e = zexti %k4 : i1 to i64
  call @print_i64(%k4e) : (i64) -> ()   // expect: 0

  %zero = constant 0 : i32
  return %zero : i32
}
