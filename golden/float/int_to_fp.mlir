// sitofp and uitofp from i1, i8, i16, i32, i64 to f32 and f64. The integer
// arrives as an argument. Each @cvtN call prints:
//   sitofp->f32, uitofp->f32, sitofp->f64, uitofp->f64.
// i1 true is -1 signed, 1 unsigned. Conversions round to nearest even.

func private @print_f32(f32)
func private @print_f64(f64)

func @cvt1(%x: i1) {
  %a = sitofp %x : i1 to f32
  %b = uitofp %x : i1 to f32
  %c = sitofp %x : i1 to f64
  %d = uitofp %x : i1 to f64
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%b) : (f32) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%d) : (f64) -> ()
  return
}

func @cvt8(%x: i8) {
  %a = sitofp %x : i8 to f32
  %b = uitofp %x : i8 to f32
  %c = sitofp %x : i8 to f64
  %d = uitofp %x : i8 to f64
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%b) : (f32) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%d) : (f64) -> ()
  return
}

func @cvt16(%x: i16) {
  %a = sitofp %x : i16 to f32
  %b = uitofp %x : i16 to f32
  %c = sitofp %x : i16 to f64
  %d = uitofp %x : i16 to f64
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%b) : (f32) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%d) : (f64) -> ()
  return
}

func @cvt32(%x: i32) {
  %a = sitofp %x : i32 to f32
  %b = uitofp %x : i32 to f32
  %c = sitofp %x : i32 to f64
  %d = uitofp %x : i32 to f64
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%b) : (f32) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%d) : (f64) -> ()
  return
}

func @cvt64(%x: i64) {
  %a = sitofp %x : i64 to f32
  %b = uitofp %x : i64 to f32
  %c = sitofp %x : i64 to f64
  %d = uitofp %x : i64 to f64
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%b) : (f32) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%d) : (f64) -> ()
  return
}

func @main() -> i32 {
  %v1_0 = constant true
  // expect: -1 0xbf800000 | 1 0x3f800000 | -1 0xbff0000000000000 | 1 0x3ff0000000000000
  call @cvt1(%v1_0) : (i1) -> ()
  %v1_1 = constant false
  // expect: 0 0x00000000 | 0 0x00000000 | 0 0x0000000000000000 | 0 0x0000000000000000
  call @cvt1(%v1_1) : (i1) -> ()
  %v8_0 = constant -128 : i8
  // expect: -128 0xc3000000 | 128 0x43000000 | -128 0xc060000000000000 | 128 0x4060000000000000
  call @cvt8(%v8_0) : (i8) -> ()
  %v8_1 = constant -1 : i8
  // expect: -1 0xbf800000 | 255 0x437f0000 | -1 0xbff0000000000000 | 255 0x406fe00000000000
  call @cvt8(%v8_1) : (i8) -> ()
  %v8_2 = constant 0 : i8
  // expect: 0 0x00000000 | 0 0x00000000 | 0 0x0000000000000000 | 0 0x0000000000000000
  call @cvt8(%v8_2) : (i8) -> ()
  %v8_3 = constant 127 : i8
  // expect: 127 0x42fe0000 | 127 0x42fe0000 | 127 0x405fc00000000000 | 127 0x405fc00000000000
  call @cvt8(%v8_3) : (i8) -> ()
  %v8_4 = constant -56 : i8
  // expect: -56 0xc2600000 | 200 0x43480000 | -56 0xc04c000000000000 | 200 0x4069000000000000
  call @cvt8(%v8_4) : (i8) -> ()
  %v16_0 = constant -32768 : i16
  // expect: -32768 0xc7000000 | 32768 0x47000000 | -32768 0xc0e0000000000000 | 32768 0x40e0000000000000
  call @cvt16(%v16_0) : (i16) -> ()
  %v16_1 = constant 65535 : i16
  // expect: -1 0xbf800000 | 65535 0x477fff00 | -1 0xbff0000000000000 | 65535 0x40efffe000000000
  call @cvt16(%v16_1) : (i16) -> ()
  %v32_0 = constant 16777217 : i32
  // expect: 16777216 0x4b800000 | 16777216 0x4b800000 | 16777217 0x4170000010000000 | 16777217 0x4170000010000000
  call @cvt32(%v32_0) : (i32) -> ()
  %v32_1 = constant -2147483648 : i32
  // expect: -2.14748365e+09 0xcf000000 | 2.14748365e+09 0x4f000000 | -2147483648 0xc1e0000000000000 | 2147483648 0x41e0000000000000
  call @cvt32(%v32_1) : (i32) -> ()
  %v32_2 = constant -1 : i32
  // expect: -1 0xbf800000 | 4.2949673e+09 0x4f800000 | -1 0xbff0000000000000 | 4294967295 0x41efffffffe00000
  call @cvt32(%v32_2) : (i32) -> ()
  %v32_3 = constant 2147483647 : i32
  // expect: 2.14748365e+09 0x4f000000 | 2.14748365e+09 0x4f000000 | 2147483647 0x41dfffffffc00000 | 2147483647 0x41dfffffffc00000
  call @cvt32(%v32_3) : (i32) -> ()
  %v64_0 = constant 9007199254740993 : i64
  // expect: 9.00719925e+15 0x5a000000 | 9.00719925e+15 0x5a000000 | 9007199254740992 0x4340000000000000 | 9007199254740992 0x4340000000000000
  call @cvt64(%v64_0) : (i64) -> ()
  %v64_1 = constant -1 : i64
  // expect: -1 0xbf800000 | 1.84467441e+19 0x5f800000 | -1 0xbff0000000000000 | 1.8446744073709552e+19 0x43f0000000000000
  call @cvt64(%v64_1) : (i64) -> ()
  %v64_2 = constant -9223372036854775808 : i64
  // expect: -9.22337204e+18 0xdf000000 | 9.22337204e+18 0x5f000000 | -9.2233720368547758e+18 0xc3e0000000000000 | 9.2233720368547758e+18 0x43e0000000000000
  call @cvt64(%v64_2) : (i64) -> ()
  %v64_3 = constant 9223372036854775807 : i64
  // expect: 9.22337204e+18 0x5f000000 | 9.22337204e+18 0x5f000000 | 9.2233720368547758e+18 0x43e0000000000000 | 9.2233720368547758e+18 0x43e0000000000000
  call @cvt64(%v64_3) : (i64) -> ()
  %v64_4 = constant 4611686018427387905 : i64
  // expect: 4.61168602e+18 0x5e800000 | 4.61168602e+18 0x5e800000 | 4.6116860184273879e+18 0x43d0000000000000 | 4.6116860184273879e+18 0x43d0000000000000
  call @cvt64(%v64_4) : (i64) -> ()

  // Constant operands.
  %k1 = uitofp %v8_1 : i8 to f64      // expect: 255 0x406fe00000000000
  %k2 = sitofp %v64_2 : i64 to f32    // expect: -9.22337204e+18 0xdf000000
  %k3 = uitofp %v64_1 : i64 to f32    // expect: 1.84467441e+19 0x5f800000
  call @print_f64(%k1) : (f64) -> ()
  call @print_f32(%k2) : (f32) -> ()
  call @print_f32(%k3) : (f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
