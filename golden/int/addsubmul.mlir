// addi / subi / muli at several widths, with two's-complement wraparound.
// Each @arith_* helper prints a+b, a-b, a*b (sign-extended to i64), so the
// ops run on values only known at run time. main also has constant-operand
// cases at the end.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @arith_i1(%a: i1, %b: i1) {
  %s = addi %a, %b : i1
  %d = subi %a, %b : i1
  %m = muli %a, %b : i1
  %s1 = zexti %s : i1 to i64
  %d1 = zexti %d : i1 to i64
  %m1 = zexti %m : i1 to i64
  call @print_i64(%s1) : (i64) -> ()
  call @print_i64(%d1) : (i64) -> ()
  call @print_i64(%m1) : (i64) -> ()
  return
}

func @arith_i8(%a: i8, %b: i8) {
  %s = addi %a, %b : i8
  %d = subi %a, %b : i8
  %m = muli %a, %b : i8
  %s1 = sexti %s : i8 to i64
  %d1 = sexti %d : i8 to i64
  %m1 = sexti %m : i8 to i64
  call @print_i64(%s1) : (i64) -> ()
  call @print_i64(%d1) : (i64) -> ()
  call @print_i64(%m1) : (i64) -> ()
  return
}

func @arith_i16(%a: i16, %b: i16) {
  %s = addi %a, %b : i16
  %d = subi %a, %b : i16
  %m = muli %a, %b : i16
  %s1 = sexti %s : i16 to i64
  %d1 = sexti %d : i16 to i64
  %m1 = sexti %m : i16 to i64
  call @print_i64(%s1) : (i64) -> ()
  call @print_i64(%d1) : (i64) -> ()
  call @print_i64(%m1) : (i64) -> ()
  return
}

func @arith_i17(%a: i17, %b: i17) {
  %s = addi %a, %b : i17
  %d = subi %a, %b : i17
  %m = muli %a, %b : i17
  %s1 = sexti %s : i17 to i64
  %d1 = sexti %d : i17 to i64
  %m1 = sexti %m : i17 to i64
  call @print_i64(%s1) : (i64) -> ()
  call @print_i64(%d1) : (i64) -> ()
  call @print_i64(%m1) : (i64) -> ()
  return
}

func @arith_i32(%a: i32, %b: i32) {
  %s = addi %a, %b : i32
  %d = subi %a, %b : i32
  %m = muli %a, %b : i32
  %s1 = sexti %s : i32 to i64
  %d1 = sexti %d : i32 to i64
  %m1 = sexti %m : i32 to i64
  call @print_i64(%s1) : (i64) -> ()
  call @print_i64(%d1) : (i64) -> ()
  call @print_i64(%m1) : (i64) -> ()
  return
}

func @arith_i64(%a: i64, %b: i64) {
  %s = addi %a, %b : i64
  %d = subi %a, %b : i64
  %m = muli %a, %b : i64
  call @print_i64(%s) : (i64) -> ()
  call @print_i64(%d) : (i64) -> ()
  call @print_i64(%m) : (i64) -> ()
  return
}

func @arith_index(%a: index, %b: index) {
  %s = addi %a, %b : index
  %d = subi %a, %b : index
  %m = muli %a, %b : index
  %s1 = index_cast %s : index to i64
  %d1 = index_cast %d : index to i64
  %m1 = index_cast %m : index to i64
  call @print_i64(%s1) : (i64) -> ()
  call @print_i64(%d1) : (i64) -> ()
  call @print_i64(%m1) : (i64) -> ()
  return
}

func @main() -> i32 {
  // i1: arithmetic modulo 2
  %t = constant true
  %f = constant false
  call @arith_i1(%t, %t) : (i1, i1) -> ()   // expect: 0 | 0 | 1
  call @arith_i1(%t, %f) : (i1, i1) -> ()   // expect: 1 | 1 | 0
  // i8
  %a8 = constant 100 : i8
  %b8 = constant 27 : i8
  call @arith_i8(%a8, %b8) : (i8, i8) -> () // expect: 127 | 73 | -116
  %c8 = constant 127 : i8
  %d8 = constant 1 : i8
  call @arith_i8(%c8, %d8) : (i8, i8) -> () // expect: -128 | 126 | 127
  %e8 = constant -128 : i8
  %f8 = constant 0xFF : i8
  call @arith_i8(%e8, %f8) : (i8, i8) -> () // expect: 127 | -127 | -128
  call @arith_i8(%f8, %f8) : (i8, i8) -> () // expect: -2 | 0 | 1
  // i16
  %a16 = constant 30000 : i16
  %b16 = constant 10000 : i16
  call @arith_i16(%a16, %b16) : (i16, i16) -> () // expect: -25536 | 20000 | -23808
  %c16 = constant -32768 : i16
  %d16 = constant 1 : i16
  call @arith_i16(%c16, %d16) : (i16, i16) -> () // expect: -32767 | 32767 | -32768
  // i17 (odd width): range is [-65536, 65535]
  %a17 = constant 65535 : i17
  %b17 = constant 1 : i17
  call @arith_i17(%a17, %b17) : (i17, i17) -> () // expect: -65536 | 65534 | 65535
  %c17 = constant -65536 : i17
  %d17 = constant -1 : i17
  call @arith_i17(%c17, %d17) : (i17, i17) -> () // expect: 65535 | -65535 | -65536
  %e17 = constant 300 : i17
  %f17 = constant 500 : i17
  call @arith_i17(%e17, %f17) : (i17, i17) -> () // expect: 800 | -200 | 18928
  // i32
  %a32 = constant 2147483647 : i32
  %b32 = constant 1 : i32
  call @arith_i32(%a32, %b32) : (i32, i32) -> () // expect: -2147483648 | 2147483646 | 2147483647
  %c32 = constant -2147483648 : i32
  %d32 = constant -1 : i32
  call @arith_i32(%c32, %d32) : (i32, i32) -> () // expect: 2147483647 | -2147483647 | -2147483648
  %e32 = constant 123456 : i32
  %f32 = constant -789 : i32
  call @arith_i32(%e32, %f32) : (i32, i32) -> () // expect: 122667 | 124245 | -97406784
  %g32 = constant 65536 : i32
  call @arith_i32(%g32, %g32) : (i32, i32) -> () // expect: 131072 | 0 | 0
  // i64
  %a64 = constant 9223372036854775807 : i64
  %b64 = constant 1 : i64
  call @arith_i64(%a64, %b64) : (i64, i64) -> () // expect: -9223372036854775808 | 9223372036854775806 | 9223372036854775807
  %c64 = constant -9223372036854775808 : i64
  %d64 = constant -1 : i64
  call @arith_i64(%c64, %d64) : (i64, i64) -> () // expect: 9223372036854775807 | -9223372036854775807 | -9223372036854775808
  %e64 = constant 4294967296 : i64
  call @arith_i64(%e64, %e64) : (i64, i64) -> () // expect: 8589934592 | 0 | 0
  %f64 = constant 3000000000 : i64
  %g64 = constant -7 : i64
  call @arith_i64(%f64, %g64) : (i64, i64) -> () // expect: 2999999993 | 3000000007 | -21000000000
  // index
  %ai = constant 5 : index
  %bi = constant -8 : index
  call @arith_index(%ai, %bi) : (index, index) -> () // expect: -3 | 13 | -40
  // constant operands (foldable)
  %k1 = addi %c8, %d8 : i8
  %k1e = sexti %k1 : i8 to i64
  call @print_i64(%k1e) : (i64) -> ()       // expect: -128
  %k2 = muli %f32, %e32 : i32
  %k2e = sexti %k2 : i32 to i64
  call @print_i64(%k2e) : (i64) -> ()       // expect: -97406784
  %z64 = constant 0 : i64
  %k3 = subi %z64, %c64 : i64
  call @print_i64(%k3) : (i64) -> ()        // expect: -9223372036854775808
  %m17 = constant 0x1FFFF : i17
  %k4 = muli %m17, %m17 : i17
  %k4e = sexti %k4 : i17 to i64
  call @print_i64(%k4e) : (i64) -> ()       // expect: 1

  %zero = constant 0 : i32
  return %zero : i32
}
