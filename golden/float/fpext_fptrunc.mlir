// fpext f32 -> f64 (exact) and fptrunc f64 -> f32 (round to nearest even,
// overflow to +-inf, underflow to +-0, subnormal results), plus a round
// trip. Values arrive as arguments.

func private @print_f32(f32)
func private @print_f64(f64)

func @ext(%x: f32) {
  %r = fpext %x : f32 to f64
  call @print_f64(%r) : (f64) -> ()
  return
}

func @trunc(%x: f64) {
  %r = fptrunc %x : f64 to f32
  call @print_f32(%r) : (f32) -> ()
  return
}

// f32 -> f64 -> f32 is the identity.
func @roundtrip(%x: f32) {
  %w = fpext %x : f32 to f64
  %n = fptrunc %w : f64 to f32
  call @print_f32(%n) : (f32) -> ()
  return
}

func @main() -> i32 {
  %e0 = constant 0.1 : f32
  call @ext(%e0) : (f32) -> ()   // expect: 0.10000000149011612 0x3fb99999a0000000
  %e1 = constant -0.0 : f32
  call @ext(%e1) : (f32) -> ()   // expect: -0 0x8000000000000000
  %e2 = constant 0x7F800000 : f32
  call @ext(%e2) : (f32) -> ()   // expect: inf 0x7ff0000000000000
  %e3 = constant 0xFF800000 : f32
  call @ext(%e3) : (f32) -> ()   // expect: -inf 0xfff0000000000000
  %e4 = constant 0x7FC00000 : f32
  call @ext(%e4) : (f32) -> ()   // expect: nan
  %e5 = constant 0x00000001 : f32
  call @ext(%e5) : (f32) -> ()   // expect: 1.4012984643248171e-45 0x36a0000000000000
  %e6 = constant 0x7F7FFFFF : f32
  call @ext(%e6) : (f32) -> ()   // expect: 3.4028234663852886e+38 0x47efffffe0000000
  %e7 = constant -1.5e-3 : f32
  call @ext(%e7) : (f32) -> ()   // expect: -0.001500000013038516 0xbf589374c0000000
  %t0 = constant 0.1 : f64
  call @trunc(%t0) : (f64) -> ()   // expect: 0.100000001 0x3dcccccd
  // overflow to inf
  %t1 = constant 1.0e40 : f64
  call @trunc(%t1) : (f64) -> ()   // expect: inf 0x7f800000
  // overflow to -inf
  %t2 = constant -1.0e40 : f64
  call @trunc(%t2) : (f64) -> ()   // expect: -inf 0xff800000
  // underflow to 0
  %t3 = constant 1.0e-50 : f64
  call @trunc(%t3) : (f64) -> ()   // expect: 0 0x00000000
  // underflow to -0
  %t4 = constant -1.0e-50 : f64
  call @trunc(%t4) : (f64) -> ()   // expect: -0 0x80000000
  // 1 + 2^-24: tie, rounds to even (1)
  %t5 = constant 1.0000000596046448 : f64
  call @trunc(%t5) : (f64) -> ()   // expect: 1 0x3f800000
  // 1 + 3*2^-24: tie, rounds up to even
  %t6 = constant 1.0000001788139343 : f64
  call @trunc(%t6) : (f64) -> ()   // expect: 1.00000024 0x3f800002
  // exactly halfway between FLT_MAX and 2^128: ties-to-even gives inf
  %t7 = constant 3.4028235677973366e38 : f64
  call @trunc(%t7) : (f64) -> ()   // expect: inf 0x7f800000
  // rounds to the smallest f32 subnormal
  %t8 = constant 1.0e-45 : f64
  call @trunc(%t8) : (f64) -> ()   // expect: 1.40129846e-45 0x00000001
  %t9 = constant 0x7FF8000000000000 : f64
  call @trunc(%t9) : (f64) -> ()   // expect: nan
  %t10 = constant 0xFFF0000000000000 : f64
  call @trunc(%t10) : (f64) -> ()   // expect: -inf 0xff800000
  %t11 = constant -0.0 : f64
  call @trunc(%t11) : (f64) -> ()   // expect: -0 0x80000000
  call @roundtrip(%e0) : (f32) -> ()   // expect: 0.100000001 0x3dcccccd
  call @roundtrip(%e1) : (f32) -> ()   // expect: -0 0x80000000
  call @roundtrip(%e5) : (f32) -> ()   // expect: 1.40129846e-45 0x00000001
  call @roundtrip(%e6) : (f32) -> ()   // expect: 3.40282347e+38 0x7f7fffff

  // Constant operands.
  %k1 = fpext %e0 : f32 to f64      // expect: 0.10000000149011612 0x3fb99999a0000000
  %k2 = fptrunc %t1 : f64 to f32    // expect: inf 0x7f800000
  call @print_f64(%k1) : (f64) -> ()
  call @print_f32(%k2) : (f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
