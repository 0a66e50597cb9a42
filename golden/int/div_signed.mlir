// divi_signed / remi_signed (MLIR 13 names for divis / remis): signed
// division rounds toward zero, the remainder takes the sign of the dividend.
// Never divides by zero and never computes INT_MIN / -1 (undefined).
// Each @sdiv_* helper prints a/b then a%b, sign-extended to i64.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @sdiv_i8(%a: i8, %b: i8) {
  %q = divi_signed %a, %b : i8
  %r = remi_signed %a, %b : i8
  %q1 = sexti %q : i8 to i64
  %r1 = sexti %r : i8 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @sdiv_i16(%a: i16, %b: i16) {
  %q = divi_signed %a, %b : i16
  %r = remi_signed %a, %b : i16
  %q1 = sexti %q : i16 to i64
  %r1 = sexti %r : i16 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @sdiv_i17(%a: i17, %b: i17) {
  %q = divi_signed %a, %b : i17
  %r = remi_signed %a, %b : i17
  %q1 = sexti %q : i17 to i64
  %r1 = sexti %r : i17 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @sdiv_i32(%a: i32, %b: i32) {
  %q = divi_signed %a, %b : i32
  %r = remi_signed %a, %b : i32
  %q1 = sexti %q : i32 to i64
  %r1 = sexti %r : i32 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @sdiv_i64(%a: i64, %b: i64) {
  %q = divi_signed %a, %b : i64
  %r = remi_signed %a, %b : i64
  call @print_i64(%q) : (i64) -> ()
  call @print_i64(%r) : (i64) -> ()
  return
}

func @sdiv_index(%a: index, %b: index) {
  %q = divi_signed %a, %b : index
  %r = remi_signed %a, %b : index
  %q1 = index_cast %q : index to i64
  %r1 = index_cast %r : index to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @main() -> i32 {
  // i8: all four sign combinations, then INT8_MIN cases
  %p7 = constant 7 : i8
  %n7 = constant -7 : i8
  %p2 = constant 2 : i8
  %n2 = constant -2 : i8
  call @sdiv_i8(%p7, %p2) : (i8, i8) -> ()   // expect: 3 | 1
  call @sdiv_i8(%n7, %p2) : (i8, i8) -> ()   // expect: -3 | -1
  call @sdiv_i8(%p7, %n2) : (i8, i8) -> ()   // expect: -3 | 1
  call @sdiv_i8(%n7, %n2) : (i8, i8) -> ()   // expect: 3 | -1
  %min8 = constant -128 : i8
  %max8 = constant 127 : i8
  call @sdiv_i8(%min8, %p2) : (i8, i8) -> ()   // expect: -64 | 0
  call @sdiv_i8(%min8, %max8) : (i8, i8) -> () // expect: -1 | -1
  call @sdiv_i8(%max8, %min8) : (i8, i8) -> () // expect: 0 | 127
  // i16
  %a16 = constant -32768 : i16
  %b16 = constant 3 : i16
  call @sdiv_i16(%a16, %b16) : (i16, i16) -> () // expect: -10922 | -2
  %c16 = constant 32767 : i16
  %d16 = constant -10 : i16
  call @sdiv_i16(%c16, %d16) : (i16, i16) -> () // expect: -3276 | 7
  // i17 (odd width)
  %a17 = constant -65536 : i17
  %b17 = constant 7 : i17
  call @sdiv_i17(%a17, %b17) : (i17, i17) -> () // expect: -9362 | -2
  %c17 = constant 65535 : i17
  %d17 = constant -256 : i17
  call @sdiv_i17(%c17, %d17) : (i17, i17) -> () // expect: -255 | 255
  // i32
  %min32 = constant -2147483648 : i32
  %max32 = constant 2147483647 : i32
  %two32 = constant 2 : i32
  %three32 = constant 3 : i32
  %m1_32 = constant -1 : i32
  call @sdiv_i32(%min32, %two32) : (i32, i32) -> ()   // expect: -1073741824 | 0
  call @sdiv_i32(%min32, %three32) : (i32, i32) -> () // expect: -715827882 | -2
  call @sdiv_i32(%max32, %m1_32) : (i32, i32) -> ()   // expect: -2147483647 | 0
  %h32 = constant -100 : i32
  %s32 = constant 7 : i32
  call @sdiv_i32(%h32, %s32) : (i32, i32) -> ()       // expect: -14 | -2
  // i64
  %min64 = constant -9223372036854775808 : i64
  %ten64 = constant 10 : i64
  call @sdiv_i64(%min64, %ten64) : (i64, i64) -> ()   // expect: -922337203685477580 | -8
  %max64 = constant 9223372036854775807 : i64
  %big64 = constant 1000000007 : i64
  call @sdiv_i64(%max64, %big64) : (i64, i64) -> ()   // expect: 9223371972 | 291172003
  %m1_64 = constant -1 : i64
  %two64 = constant 2 : i64
  call @sdiv_i64(%m1_64, %two64) : (i64, i64) -> ()   // expect: 0 | -1
  // index
  %ai = constant -17 : index
  %bi = constant 5 : index
  call @sdiv_index(%ai, %bi) : (index, index) -> ()   // expect: -3 | -2
  // constant operands (foldable)
  %k1 = divi_signed %h32, %s32 : i32
  %k1e = sexti %k1 : i32 to i64
  call @print_i64(%k1e) : (i64) -> ()                 // expect: -14
  %k2 = remi_signed %n7, %n2 : i8
  %k2e = sexti %k2 : i8 to i64
  call @print_i64(%k2e) : (i64) -> ()                 // expect: -1
  %k3 = divi_signed %min64, %ten64 : i64
  call @print_i64(%k3) : (i64) -> ()                  // expect: -922337203685477580
  %k4 = remi_signed %a17, %b17 : i17
  %k4e = sexti %k4 : i17 to i64
  call @print_i64(%k4e) : (i64) -> ()                 // expect: -2

  %zero = constant 0 : i32
  return %zero : i32
}
