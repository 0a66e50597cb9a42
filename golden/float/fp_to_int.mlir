// fptosi and fptoui from f64 and f32 to i8, i32, i64 (values in range:
// out-of-range conversions are poison). Truncation is toward zero.
// Each @sN/@uN call converts the f64 argument then the f32 argument and
// prints both: i8 results extended to i32 (sign- or zero-), fptoui i32
// results zero-extended to i64, fptoui i64 results printed unsigned.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_u64(i64)

func @s8(%d: f64, %s: f32) {
  %a = fptosi %d : f64 to i8
  %b = fptosi %s : f32 to i8
  %ae = sexti %a : i8 to i32
  %be = sexti %b : i8 to i32
  call @print_i32(%ae) : (i32) -> ()
  call @print_i32(%be) : (i32) -> ()
  return
}

func @u8(%d: f64, %s: f32) {
  %a = fptoui %d : f64 to i8
  %b = fptoui %s : f32 to i8
  %ae = zexti %a : i8 to i32
  %be = zexti %b : i8 to i32
  call @print_i32(%ae) : (i32) -> ()
  call @print_i32(%be) : (i32) -> ()
  return
}

func @s32(%d: f64, %s: f32) {
  %a = fptosi %d : f64 to i32
  %b = fptosi %s : f32 to i32
  call @print_i32(%a) : (i32) -> ()
  call @print_i32(%b) : (i32) -> ()
  return
}

func @u32(%d: f64, %s: f32) {
  %a = fptoui %d : f64 to i32
  %b = fptoui %s : f32 to i32
  %ae = zexti %a : i32 to i64
  %be = zexti %b : i32 to i64
  call @print_i64(%ae) : (i64) -> ()
  call @print_i64(%be) : (i64) -> ()
  return
}

func @s64(%d: f64, %s: f32) {
  %a = fptosi %d : f64 to i64
  %b = fptosi %s : f32 to i64
  call @print_i64(%a) : (i64) -> ()
  call @print_i64(%b) : (i64) -> ()
  return
}

func @u64(%d: f64, %s: f32) {
  %a = fptoui %d : f64 to i64
  %b = fptoui %s : f32 to i64
  call @print_u64(%a) : (i64) -> ()
  call @print_u64(%b) : (i64) -> ()
  return
}

func @main() -> i32 {
  %s8d0 = constant -3.75 : f64
  %s8f0 = constant -3.75 : f32
  // expect: -3 | -3
  call @s8(%s8d0, %s8f0) : (f64, f32) -> ()
  %s8d1 = constant 127.5 : f64
  %s8f1 = constant 127.99 : f32
  // expect: 127 | 127
  call @s8(%s8d1, %s8f1) : (f64, f32) -> ()
  %s8d2 = constant -128.0 : f64
  %s8f2 = constant -128.9 : f32
  // expect: -128 | -128
  call @s8(%s8d2, %s8f2) : (f64, f32) -> ()
  %s8d3 = constant 0.999 : f64
  %s8f3 = constant -0.999 : f32
  // expect: 0 | 0
  call @s8(%s8d3, %s8f3) : (f64, f32) -> ()
  %s8d4 = constant -0.0 : f64
  %s8f4 = constant 0.0 : f32
  // expect: 0 | 0
  call @s8(%s8d4, %s8f4) : (f64, f32) -> ()
  %u8d0 = constant 255.9 : f64
  %u8f0 = constant 255.5 : f32
  // expect: 255 | 255
  call @u8(%u8d0, %u8f0) : (f64, f32) -> ()
  %u8d1 = constant 200.5 : f64
  %u8f1 = constant 128.0 : f32
  // expect: 200 | 128
  call @u8(%u8d1, %u8f1) : (f64, f32) -> ()
  %u8d2 = constant 0.5 : f64
  %u8f2 = constant 1.0e-10 : f32
  // expect: 0 | 0
  call @u8(%u8d2, %u8f2) : (f64, f32) -> ()
  %s32d0 = constant -2147483648.0 : f64
  %s32f0 = constant -2147483648.0 : f32
  // expect: -2147483648 | -2147483648
  call @s32(%s32d0, %s32f0) : (f64, f32) -> ()
  %s32d1 = constant 2147483647.9 : f64
  %s32f1 = constant 2147483520.0 : f32
  // expect: 2147483647 | 2147483520
  call @s32(%s32d1, %s32f1) : (f64, f32) -> ()
  %s32d2 = constant -123456.78 : f64
  %s32f2 = constant -123456.78 : f32
  // expect: -123456 | -123456
  call @s32(%s32d2, %s32f2) : (f64, f32) -> ()
  %u32d0 = constant 4294967295.5 : f64
  %u32f0 = constant 4294967040.0 : f32
  // expect: 4294967295 | 4294967040
  call @u32(%u32d0, %u32f0) : (f64, f32) -> ()
  %u32d1 = constant 3.0e9 : f64
  %u32f1 = constant 3.0e9 : f32
  // expect: 3000000000 | 3000000000
  call @u32(%u32d1, %u32f1) : (f64, f32) -> ()
  %s64d0 = constant -9223372036854775808.0 : f64
  %s64f0 = constant -9223372036854775808.0 : f32
  // expect: -9223372036854775808 | -9223372036854775808
  call @s64(%s64d0, %s64f0) : (f64, f32) -> ()
  %s64d1 = constant 9007199254740993.0 : f64
  %s64f1 = constant 1.0e18 : f32
  // expect: 9007199254740992 | 999999984306749440
  call @s64(%s64d1, %s64f1) : (f64, f32) -> ()
  %s64d2 = constant 1.0e18 : f64
  %s64f2 = constant -1.5 : f32
  // expect: 1000000000000000000 | -1
  call @s64(%s64d2, %s64f2) : (f64, f32) -> ()
  %u64d0 = constant 18446744073709549568.0 : f64
  %u64f0 = constant 18446742974197923840.0 : f32
  // expect: 18446744073709549568 | 18446742974197923840
  call @u64(%u64d0, %u64f0) : (f64, f32) -> ()
  %u64d1 = constant 9.3e18 : f64
  %u64f1 = constant 9.3e18 : f32
  // expect: 9300000000000000000 | 9300000300729368576
  call @u64(%u64d1, %u64f1) : (f64, f32) -> ()
  %u64d2 = constant 0.75 : f64
  %u64f2 = constant 4.0e9 : f32
  // expect: 0 | 4000000000
  call @u64(%u64d2, %u64f2) : (f64, f32) -> ()

  // Constant operands.
  %k1 = fptosi %s8d0 : f64 to i8      // expect: -3
  %k1e = sexti %k1 : i8 to i32
  call @print_i32(%k1e) : (i32) -> ()
  %k2 = fptoui %u64f0 : f32 to i64    // expect: 18446742974197923840
  call @print_u64(%k2) : (i64) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
