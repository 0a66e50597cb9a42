// shift_left / shift_right_signed / shift_right_unsigned (MLIR 13 spelling).
// Shift amounts are always < bit width. Each @sh_* helper prints a<<b,
// a>>b (arithmetic), a>>b (logical); every result is printed sign-extended
// to i64 (i.e. as the signed value of its bits).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @sh_i8(%a: i8, %b: i8) {
  %x = shift_left %a, %b : i8
  %y = shift_right_signed %a, %b : i8
  %z = shift_right_unsigned %a, %b : i8
  %x1 = sexti %x : i8 to i64
  %y1 = sexti %y : i8 to i64
  %z1 = sexti %z : i8 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @sh_i16(%a: i16, %b: i16) {
  %x = shift_left %a, %b : i16
  %y = shift_right_signed %a, %b : i16
  %z = shift_right_unsigned %a, %b : i16
  %x1 = sexti %x : i16 to i64
  %y1 = sexti %y : i16 to i64
  %z1 = sexti %z : i16 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @sh_i17(%a: i17, %b: i17) {
  %x = shift_left %a, %b : i17
  %y = shift_right_signed %a, %b : i17
  %z = shift_right_unsigned %a, %b : i17
  %x1 = sexti %x : i17 to i64
  %y1 = sexti %y : i17 to i64
  %z1 = sexti %z : i17 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @sh_i32(%a: i32, %b: i32) {
  %x = shift_left %a, %b : i32
  %y = shift_right_signed %a, %b : i32
  %z = shift_right_unsigned %a, %b : i32
  %x1 = sexti %x : i32 to i64
  %y1 = sexti %y : i32 to i64
  %z1 = sexti %z : i32 to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @sh_i64(%a: i64, %b: i64) {
  %x = shift_left %a, %b : i64
  %y = shift_right_signed %a, %b : i64
  %z = shift_right_unsigned %a, %b : i64
  call @print_i64(%x) : (i64) -> ()
  call @print_i64(%y) : (i64) -> ()
  call @print_i64(%z) : (i64) -> ()
  return
}

func @sh_index(%a: index, %b: index) {
  %x = shift_left %a, %b : index
  %y = shift_right_signed %a, %b : index
  %z = shift_right_unsigned %a, %b : index
  %x1 = index_cast %x : index to i64
  %y1 = index_cast %y : index to i64
  %z1 = index_cast %z : index to i64
  call @print_i64(%x1) : (i64) -> ()
  call @print_i64(%y1) : (i64) -> ()
  call @print_i64(%z1) : (i64) -> ()
  return
}

func @main() -> i32 {
  // i8
  %a8 = constant 0x81 : i8
  %c0 = constant 0 : i8
  %c1 = constant 1 : i8
  %c7 = constant 7 : i8
  %min8 = constant -128 : i8
  %m1_8 = constant -1 : i8
  call @sh_i8(%a8, %c1) : (i8, i8) -> ()     // expect: 2 | -64 | 64
  call @sh_i8(%min8, %c7) : (i8, i8) -> ()   // expect: 0 | -1 | 1
  call @sh_i8(%c1, %c7) : (i8, i8) -> ()     // expect: -128 | 0 | 0
  call @sh_i8(%m1_8, %c0) : (i8, i8) -> ()   // expect: -1 | -1 | -1
  // i16
  %a16 = constant 0x1234 : i16
  %b16 = constant 4 : i16
  call @sh_i16(%a16, %b16) : (i16, i16) -> () // expect: 9024 | 291 | 291
  %c16 = constant -32768 : i16
  %d16 = constant 15 : i16
  call @sh_i16(%c16, %d16) : (i16, i16) -> () // expect: 0 | -1 | 1
  // i17 (odd width): the sign bit is bit 16
  %a17 = constant -65536 : i17
  %b17 = constant 16 : i17
  call @sh_i17(%a17, %b17) : (i17, i17) -> () // expect: 0 | -1 | 1
  %c17 = constant -3 : i17
  %d17 = constant 2 : i17
  call @sh_i17(%c17, %d17) : (i17, i17) -> () // expect: -12 | -1 | 32767
  // i32
  %a32 = constant -16 : i32
  %b32 = constant 2 : i32
  call @sh_i32(%a32, %b32) : (i32, i32) -> () // expect: -64 | -4 | 1073741820
  %one32 = constant 1 : i32
  %c31 = constant 31 : i32
  call @sh_i32(%one32, %c31) : (i32, i32) -> () // expect: -2147483648 | 0 | 0
  %dead = constant 0xDEADBEEF : i32
  %c16_32 = constant 16 : i32
  call @sh_i32(%dead, %c16_32) : (i32, i32) -> () // expect: -1091633152 | -8531 | 57005
  // i64
  %min64 = constant -9223372036854775808 : i64
  %c63 = constant 63 : i64
  call @sh_i64(%min64, %c63) : (i64, i64) -> () // expect: 0 | -1 | 1
  %m1_64 = constant -1 : i64
  %c32 = constant 32 : i64
  call @sh_i64(%m1_64, %c32) : (i64, i64) -> () // expect: -4294967296 | -1 | 4294967295
  %a64 = constant 0x123456789 : i64
  %c4 = constant 4 : i64
  call @sh_i64(%a64, %c4) : (i64, i64) -> ()    // expect: 78187493520 | 305419896 | 305419896
  // index (64-bit)
  %ai = constant -256 : index
  %bi = constant 4 : index
  call @sh_index(%ai, %bi) : (index, index) -> () // expect: -4096 | -16 | 1152921504606846960
  // constant operands (foldable)
  %k1 = shift_left %one32, %c31 : i32
  %k1e = sexti %k1 : i32 to i64
  call @print_i64(%k1e) : (i64) -> ()   // expect: -2147483648
  %k2 = shift_right_signed %a8, %c1 : i8
  %k2e = sexti %k2 : i8 to i64
  call @print_i64(%k2e) : (i64) -> ()   // expect: -64
  %k3 = shift_right_unsigned %m1_64, %c32 : i64
  call @print_i64(%k3) : (i64) -> ()    // expect: 4294967295
  %k4 = shift_right_unsigned %c17, %d17 : i17
  %k4e = zexti %k4 : i17 to i64
  call @print_i64(%k4e) : (i64) -> ()   // expect: 32767

  %zero = constant 0 : i32
  return %zero : i32
}
