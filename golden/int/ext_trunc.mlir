// sexti / zexti / trunci between i1, i8, i16, i17, i32, i64.
// The extension / truncation under test and the extension used for printing
// are kept in different functions (@show_* take the value as an argument),
// so MLIR 13's bad fold trunci(sexti x) -> x (see ORACLE.md) never applies.
// Each @show_iN prints its argument sign-extended, then zero-extended.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @show_i1(%x: i1) {
  %s = sexti %x : i1 to i64
  %u = zexti %x : i1 to i64
  call @print_i64(%s) : (i64) -> ()
  call @print_i64(%u) : (i64) -> ()
  return
}
func @show_i8(%x: i8) {
  %s = sexti %x : i8 to i64
  %u = zexti %x : i8 to i64
  call @print_i64(%s) : (i64) -> ()
  call @print_i64(%u) : (i64) -> ()
  return
}
func @show_i16(%x: i16) {
  %s = sexti %x : i16 to i64
  %u = zexti %x : i16 to i64
  call @print_i64(%s) : (i64) -> ()
  call @print_i64(%u) : (i64) -> ()
  return
}
func @show_i17(%x: i17) {
  %s = sexti %x : i17 to i64
  %u = zexti %x : i17 to i64
  call @print_i64(%s) : (i64) -> ()
  call @print_i64(%u) : (i64) -> ()
  return
}
func @show_i32(%x: i32) {
  %s = sexti %x : i32 to i64
  %u = zexti %x : i32 to i64
  call @print_i64(%s) : (i64) -> ()
  call @print_i64(%u) : (i64) -> ()
  return
}

// Extensions to intermediate widths: prints 8 values (4 show calls).
func @exts(%b: i1, %c: i8, %e: i17) {
  %b32 = sexti %b : i1 to i32        // i1 -> i32 signed
  call @show_i32(%b32) : (i32) -> ()
  %c17 = sexti %c : i8 to i17        // i8 -> odd width
  call @show_i17(%c17) : (i17) -> ()
  %c16 = zexti %c : i8 to i16
  call @show_i16(%c16) : (i16) -> ()
  %e32 = zexti %e : i17 to i32
  call @show_i32(%e32) : (i32) -> ()
  return
}

// Truncations from i64: prints 8 values (4 show calls).
func @truncs(%x: i64) {
  %a = trunci %x : i64 to i32
  call @show_i32(%a) : (i32) -> ()
  %b = trunci %x : i64 to i17
  call @show_i17(%b) : (i17) -> ()
  %c = trunci %x : i64 to i8
  call @show_i8(%c) : (i8) -> ()
  %d = trunci %x : i64 to i1
  call @show_i1(%d) : (i1) -> ()
  return
}

func @sext_i8_i32(%x: i8) -> i32 {
  %y = sexti %x : i8 to i32
  return %y : i32
}
func @trunc_i32_i16(%x: i32) -> i16 {
  %y = trunci %x : i32 to i16
  return %y : i16
}

func @main() -> i32 {
  %t = constant true
  %c80 = constant 0x80 : i8
  %e0 = constant 0x10000 : i17
  call @exts(%t, %c80, %e0) : (i1, i8, i17) -> ()
    // expect: -1 | 4294967295 | -128 | 130944 | 128 | 128 | 65536 | 65536
  %f = constant false
  %c7f = constant 127 : i8
  %e1 = constant -1 : i17
  call @exts(%f, %c7f, %e1) : (i1, i8, i17) -> ()
    // expect: 0 | 0 | 127 | 127 | 127 | 127 | 131071 | 131071
  %x0 = constant 0x180000000 : i64           // bit 31 set, bit 32 set
  call @truncs(%x0) : (i64) -> ()
    // expect: -2147483648 | 2147483648 | 0 | 0 | 0 | 0 | 0 | 0
  %x1 = constant 0xFFFFFFFF00030181 : i64
  call @truncs(%x1) : (i64) -> ()
    // expect: 196993 | 196993 | -65151 | 65921 | -127 | 129 | -1 | 1
  %x2 = constant -2 : i64
  call @truncs(%x2) : (i64) -> ()
    // expect: -2 | 4294967294 | -2 | 131070 | -2 | 254 | 0 | 0
  // sexti then trunci to a different width, across calls
  %m3 = constant -3 : i8
  %w = call @sext_i8_i32(%m3) : (i8) -> i32
  %n = call @trunc_i32_i16(%w) : (i32) -> i16
  call @show_i16(%n) : (i16) -> ()           // expect: -3 | 65533
  %big = constant 0x12348765 : i32
  %n2 = call @trunc_i32_i16(%big) : (i32) -> i16
  call @show_i16(%n2) : (i16) -> ()          // expect: -30875 | 34661
  // constant operands (foldable)
  %k1 = sexti %c80 : i8 to i32
  call @show_i32(%k1) : (i32) -> ()          // expect: -128 | 4294967168
  %k2 = zexti %e1 : i17 to i32
  call @show_i32(%k2) : (i32) -> ()          // expect: 131071 | 131071
  %k3 = trunci %x1 : i64 to i8
  call @show_i8(%k3) : (i8) -> ()            // expect: -127 | 129
  %k4 = zexti %t : i1 to i16
  call @show_i16(%k4) : (i16) -> ()          // expect: 1 | 1

  %zero = constant 0 : i32
  return %zero : i32
}
