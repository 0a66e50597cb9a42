// divi_unsigned / remi_unsigned (MLIR 13 names for diviu / remiu): operands
// are treated as unsigned, so a set top bit means a large positive number.
// Never divides by zero. Each @udiv_* helper prints a/b then a%b,
// zero-extended (i64 and index results are printed with print_u64).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)
func private @print_u64(i64)

func @udiv_i8(%a: i8, %b: i8) {
  %q = divi_unsigned %a, %b : i8
  %r = remi_unsigned %a, %b : i8
  %q1 = zexti %q : i8 to i64
  %r1 = zexti %r : i8 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @udiv_i16(%a: i16, %b: i16) {
  %q = divi_unsigned %a, %b : i16
  %r = remi_unsigned %a, %b : i16
  %q1 = zexti %q : i16 to i64
  %r1 = zexti %r : i16 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @udiv_i17(%a: i17, %b: i17) {
  %q = divi_unsigned %a, %b : i17
  %r = remi_unsigned %a, %b : i17
  %q1 = zexti %q : i17 to i64
  %r1 = zexti %r : i17 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @udiv_i32(%a: i32, %b: i32) {
  %q = divi_unsigned %a, %b : i32
  %r = remi_unsigned %a, %b : i32
  %q1 = zexti %q : i32 to i64
  %r1 = zexti %r : i32 to i64
  call @print_i64(%q1) : (i64) -> ()
  call @print_i64(%r1) : (i64) -> ()
  return
}

func @udiv_i64(%a: i64, %b: i64) {
  %q = divi_unsigned %a, %b : i64
  %r = remi_unsigned %a, %b : i64
  call @print_u64(%q) : (i64) -> ()
  call @print_u64(%r) : (i64) -> ()
  return
}

func @udiv_index(%a: index, %b: index) {
  %q = divi_unsigned %a, %b : index
  %r = remi_unsigned %a, %b : index
  %q1 = index_cast %q : index to i64
  %r1 = index_cast %r : index to i64
  call @print_u64(%q1) : (i64) -> ()
  call @print_u64(%r1) : (i64) -> ()
  return
}

func @main() -> i32 {
  // i8: 0xFF is 255, 0x80 is 128, -2 is 254
  %ff = constant 0xFF : i8
  %x80 = constant 0x80 : i8
  %m2 = constant -2 : i8
  %c2 = constant 2 : i8
  %c3 = constant 3 : i8
  %c6 = constant 6 : i8
  %c16 = constant 16 : i8
  call @udiv_i8(%ff, %c2) : (i8, i8) -> ()   // expect: 127 | 1
  call @udiv_i8(%x80, %c3) : (i8, i8) -> ()  // expect: 42 | 2
  call @udiv_i8(%m2, %c16) : (i8, i8) -> ()  // expect: 15 | 14
  call @udiv_i8(%c6, %m2) : (i8, i8) -> ()   // expect: 0 | 6
  call @udiv_i8(%ff, %ff) : (i8, i8) -> ()   // expect: 1 | 0
  // i16: the spec's example 6 / -2 = 0, 6 % -2 = 6
  %a16 = constant 6 : i16
  %b16 = constant -2 : i16
  call @udiv_i16(%a16, %b16) : (i16, i16) -> () // expect: 0 | 6
  %c16a = constant 0xFFFF : i16
  %d16 = constant 0x100 : i16
  call @udiv_i16(%c16a, %d16) : (i16, i16) -> () // expect: 255 | 255
  %e16 = constant 40000 : i16
  %f16 = constant 3 : i16
  call @udiv_i16(%e16, %f16) : (i16, i16) -> () // expect: 13333 | 1
  // i17 (odd width): -1 is 131071, -65536 is 65536
  %a17 = constant -1 : i17
  %b17 = constant 2 : i17
  call @udiv_i17(%a17, %b17) : (i17, i17) -> () // expect: 65535 | 1
  %c17 = constant -65536 : i17
  %d17 = constant 3 : i17
  call @udiv_i17(%c17, %d17) : (i17, i17) -> () // expect: 21845 | 1
  // i32
  %m1_32 = constant -1 : i32
  %two32 = constant 2 : i32
  call @udiv_i32(%m1_32, %two32) : (i32, i32) -> () // expect: 2147483647 | 1
  %min32 = constant -2147483648 : i32
  call @udiv_i32(%min32, %m1_32) : (i32, i32) -> () // expect: 0 | 2147483648
  %dead = constant 0xDEADBEEF : i32
  %c64k = constant 65536 : i32
  call @udiv_i32(%dead, %c64k) : (i32, i32) -> ()   // expect: 57005 | 48879
  // i64
  %m1_64 = constant -1 : i64
  %ten64 = constant 10 : i64
  call @udiv_i64(%m1_64, %ten64) : (i64, i64) -> () // expect: 1844674407370955161 | 5
  %min64 = constant -9223372036854775808 : i64
  %three64 = constant 3 : i64
  call @udiv_i64(%min64, %three64) : (i64, i64) -> () // expect: 3074457345618258602 | 2
  %five64 = constant 5 : i64
  call @udiv_i64(%five64, %m1_64) : (i64, i64) -> () // expect: 0 | 5
  // index (64-bit): -1 / 2^32
  %ai = constant -1 : index
  %bi = constant 4294967296 : index
  call @udiv_index(%ai, %bi) : (index, index) -> () // expect: 4294967295 | 4294967295
  // constant operands (foldable)
  %k1 = divi_unsigned %ff, %c2 : i8
  %k1e = zexti %k1 : i8 to i64
  call @print_i64(%k1e) : (i64) -> ()   // expect: 127
  %k2 = remi_unsigned %m1_64, %ten64 : i64
  call @print_u64(%k2) : (i64) -> ()    // expect: 5
  %k3 = divi_unsigned %m1_32, %two32 : i32
  %k3e = zexti %k3 : i32 to i64
  call @print_i64(%k3e) : (i64) -> ()   // expect: 2147483647
  %k4 = remi_unsigned %a16, %b16 : i16
  %k4e = zexti %k4 : i16 to i64
  call @print_i64(%k4e) : (i64) -> ()   // expect: 6

  %zero = constant 0 : i32
  return %zero : i32
}
