// Arithmetic on unusual integer widths: i3 (range -4..3), i33, i63 and i128.
// Results are printed after sign- or zero-extension (or truncation from
// i128), which must respect the exact width. Operands arrive as arguments.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)
func private @print_u64(i64)

func @ps3(%x: i3) {
  %y = sexti %x : i3 to i64
  call @print_i64(%y) : (i64) -> ()
  return
}

// a = 3, b = 1 (passed in)
func @ops_i3(%a: i3, %b: i3) {
  %s = addi %a, %b : i3                  // 3 + 1 wraps to -4
  call @ps3(%s) : (i3) -> ()
  %m = muli %a, %a : i3                  // 9 mod 8 = 1
  call @ps3(%m) : (i3) -> ()
  %q = divi_signed %s, %a : i3           // -4 / 3 = -1
  call @ps3(%q) : (i3) -> ()
  %r = remi_signed %s, %a : i3           // -4 % 3 = -1
  call @ps3(%r) : (i3) -> ()
  %uq = divi_unsigned %s, %a : i3        // 4 / 3 = 1
  call @ps3(%uq) : (i3) -> ()
  %ur = shift_right_unsigned %s, %b : i3 // 0b100 >> 1 = 2
  call @ps3(%ur) : (i3) -> ()
  %sr = shift_right_signed %s, %b : i3   // -4 >> 1 = -2
  call @ps3(%sr) : (i3) -> ()
  %nb = subi %b, %a : i3                 // 1 - 3 = -2 = 0b110 = 6 unsigned
  %c = cmpi ugt, %nb, %a : i3            // 6 >u 3
  %c1 = zexti %c : i1 to i64
  call @print_i64(%c1) : (i64) -> ()
  return
}

// a = 4294967295 (2^32 - 1, the i33 max), b = 65536
func @ops_i33(%a: i33, %b: i33) {
  %one = constant 1 : i33
  %s = addi %a, %one : i33               // wraps to -2^32
  %s1 = sexti %s : i33 to i64
  call @print_i64(%s1) : (i64) -> ()
  %m = muli %b, %b : i33                 // 2^32 -> -2^32
  %m1 = sexti %m : i33 to i64
  call @print_i64(%m1) : (i64) -> ()
  %m2 = zexti %m : i33 to i64
  call @print_i64(%m2) : (i64) -> ()
  %ten = constant 10 : i33
  %r = remi_signed %s, %ten : i33        // -4294967296 % 10 = -6
  %r1 = sexti %r : i33 to i64
  call @print_i64(%r1) : (i64) -> ()
  %all = constant -1 : i33
  %three = constant 3 : i33
  %uq = divi_unsigned %all, %three : i33 // (2^33 - 1) / 3
  %uq1 = zexti %uq : i33 to i64
  call @print_i64(%uq1) : (i64) -> ()
  %sh = shift_right_unsigned %all, %one : i33
  %sh1 = sexti %sh : i33 to i64
  call @print_i64(%sh1) : (i64) -> ()
  return
}

// a = 2^62 - 1 (the i63 max)
func @ops_i63(%a: i63) {
  %one = constant 1 : i63
  %s = addi %a, %one : i63               // -2^62
  %s1 = sexti %s : i63 to i64
  call @print_i64(%s1) : (i64) -> ()
  %c62 = constant 62 : i63
  %x = shift_right_signed %s, %c62 : i63
  %x1 = sexti %x : i63 to i64
  call @print_i64(%x1) : (i64) -> ()
  %y = shift_right_unsigned %s, %c62 : i63
  %y1 = sexti %y : i63 to i64
  call @print_i64(%y1) : (i64) -> ()
  %z = zexti %s : i63 to i64
  call @print_i64(%z) : (i64) -> ()
  return
}

// x = 2^40, y = -5
func @ops_i128(%x: i64, %y: i64) {
  %a = zexti %x : i64 to i128
  %m = muli %a, %a : i128                // 2^80
  %c64 = constant 64 : i128
  %hi = shift_right_unsigned %m, %c64 : i128
  %hi1 = trunci %hi : i128 to i64
  call @print_i64(%hi1) : (i64) -> ()    // 2^16
  %five = constant 5 : i128
  %m5 = addi %m, %five : i128
  %lo = trunci %m5 : i128 to i64
  call @print_i64(%lo) : (i64) -> ()     // 5
  %b = sexti %y : i64 to i128
  %bh = shift_right_unsigned %b, %c64 : i128
  %bh1 = trunci %bh : i128 to i64
  call @print_u64(%bh1) : (i64) -> ()    // 2^64 - 1
  %c = cmpi ugt, %m, %bh : i128          // 2^80 > 2^64 - 1
  %c1 = zexti %c : i1 to i64
  call @print_i64(%c1) : (i64) -> ()
  %d = cmpi sgt, %m, %b : i128           // 2^80 > -5
  %d1 = zexti %d : i1 to i64
  call @print_i64(%d1) : (i64) -> ()
  return
}

func @main() -> i32 {
  %a3 = constant 3 : i3
  %b3 = constant 1 : i3
  call @ops_i3(%a3, %b3) : (i3, i3) -> ()   // expect: -4 | 1 | -1 | -1 | 1 | 2 | -2 | 1
  %a33 = constant 4294967295 : i33
  %b33 = constant 65536 : i33
  call @ops_i33(%a33, %b33) : (i33, i33) -> () // expect: -4294967296 | -4294967296 | 4294967296 | -6 | 2863311530 | 4294967295
  %a63 = constant 4611686018427387903 : i63
  call @ops_i63(%a63) : (i63) -> ()          // expect: -4611686018427387904 | -1 | 1 | 4611686018427387904
  %x = constant 1099511627776 : i64
  %y = constant -5 : i64
  call @ops_i128(%x, %y) : (i64, i64) -> ()  // expect: 65536 | 5 | 18446744073709551615 | 1 | 1
  // constant operands (foldable)
  %k1 = addi %a3, %b3 : i3
  call @ps3(%k1) : (i3) -> ()                // expect: -4
  %k2 = muli %b33, %b33 : i33
  %k2e = sexti %k2 : i33 to i64
  call @print_i64(%k2e) : (i64) -> ()        // expect: -4294967296

  %zero = constant 0 : i32
  return %zero : i32
}
