// negf absf ceilf floorf on f64 and f32, inputs passed as arguments.
// negf flips only the sign bit (negf 0.0 = -0.0, not 0.0 - x);
// ceilf/floorf keep the sign of zero (ceil(-0.5) = -0.0).
// @u64/@u32 print: -x, |x|, ceil(x), floor(x).

func private @print_f32(f32)
func private @print_f64(f64)

func @u64(%x: f64) {
  %n = negf %x : f64
  %a = absf %x : f64
  %c = ceilf %x : f64
  %f = floorf %x : f64
  call @print_f64(%n) : (f64) -> ()
  call @print_f64(%a) : (f64) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%f) : (f64) -> ()
  return
}

func @u32(%x: f32) {
  %n = negf %x : f32
  %a = absf %x : f32
  %c = ceilf %x : f32
  %f = floorf %x : f32
  call @print_f32(%n) : (f32) -> ()
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%c) : (f32) -> ()
  call @print_f32(%f) : (f32) -> ()
  return
}

func @main() -> i32 {
  %d0 = constant 2.5 : f64
  // expect: -2.5 0xc004000000000000 | 2.5 0x4004000000000000 | 3 0x4008000000000000 | 2 0x4000000000000000
  call @u64(%d0) : (f64) -> ()
  %d1 = constant -2.5 : f64
  // expect: 2.5 0x4004000000000000 | 2.5 0x4004000000000000 | -2 0xc000000000000000 | -3 0xc008000000000000
  call @u64(%d1) : (f64) -> ()
  %d2 = constant 0.0 : f64
  // expect: -0 0x8000000000000000 | 0 0x0000000000000000 | 0 0x0000000000000000 | 0 0x0000000000000000
  call @u64(%d2) : (f64) -> ()
  %d3 = constant -0.0 : f64
  // expect: 0 0x0000000000000000 | 0 0x0000000000000000 | -0 0x8000000000000000 | -0 0x8000000000000000
  call @u64(%d3) : (f64) -> ()
  %d4 = constant -0.5 : f64
  // expect: 0.5 0x3fe0000000000000 | 0.5 0x3fe0000000000000 | -0 0x8000000000000000 | -1 0xbff0000000000000
  call @u64(%d4) : (f64) -> ()
  %d5 = constant -1.75 : f64
  // expect: 1.75 0x3ffc000000000000 | 1.75 0x3ffc000000000000 | -1 0xbff0000000000000 | -2 0xc000000000000000
  call @u64(%d5) : (f64) -> ()
  %d6 = constant 0x7FF0000000000000 : f64
  // expect: -inf 0xfff0000000000000 | inf 0x7ff0000000000000 | inf 0x7ff0000000000000 | inf 0x7ff0000000000000
  call @u64(%d6) : (f64) -> ()
  %d7 = constant 0xFFF0000000000000 : f64
  // expect: inf 0x7ff0000000000000 | inf 0x7ff0000000000000 | -inf 0xfff0000000000000 | -inf 0xfff0000000000000
  call @u64(%d7) : (f64) -> ()
  %d8 = constant 0x7FF8000000000000 : f64
  // expect: nan | nan | nan | nan
  call @u64(%d8) : (f64) -> ()
  %d9 = constant 1.0e300 : f64
  // expect: -1.0000000000000001e+300 0xfe37e43c8800759c | 1.0000000000000001e+300 0x7e37e43c8800759c | 1.0000000000000001e+300 0x7e37e43c8800759c | 1.0000000000000001e+300 0x7e37e43c8800759c
  call @u64(%d9) : (f64) -> ()
  %s0 = constant 2.5 : f32
  // expect: -2.5 0xc0200000 | 2.5 0x40200000 | 3 0x40400000 | 2 0x40000000
  call @u32(%s0) : (f32) -> ()
  %s1 = constant -2.5 : f32
  // expect: 2.5 0x40200000 | 2.5 0x40200000 | -2 0xc0000000 | -3 0xc0400000
  call @u32(%s1) : (f32) -> ()
  %s2 = constant 0.0 : f32
  // expect: -0 0x80000000 | 0 0x00000000 | 0 0x00000000 | 0 0x00000000
  call @u32(%s2) : (f32) -> ()
  %s3 = constant -0.0 : f32
  // expect: 0 0x00000000 | 0 0x00000000 | -0 0x80000000 | -0 0x80000000
  call @u32(%s3) : (f32) -> ()
  %s4 = constant 0.5 : f32
  // expect: -0.5 0xbf000000 | 0.5 0x3f000000 | 1 0x3f800000 | 0 0x00000000
  call @u32(%s4) : (f32) -> ()
  %s5 = constant -1.75 : f32
  // expect: 1.75 0x3fe00000 | 1.75 0x3fe00000 | -1 0xbf800000 | -2 0xc0000000
  call @u32(%s5) : (f32) -> ()
  %s6 = constant 0x7F800000 : f32
  // expect: -inf 0xff800000 | inf 0x7f800000 | inf 0x7f800000 | inf 0x7f800000
  call @u32(%s6) : (f32) -> ()
  %s7 = constant 0xFF800000 : f32
  // expect: inf 0x7f800000 | inf 0x7f800000 | -inf 0xff800000 | -inf 0xff800000
  call @u32(%s7) : (f32) -> ()
  %s8 = constant 0x7FC00000 : f32
  // expect: nan | nan | nan | nan
  call @u32(%s8) : (f32) -> ()
  %s9 = constant 0.1 : f32
  // expect: -0.100000001 0xbdcccccd | 0.100000001 0x3dcccccd | 1 0x3f800000 | 0 0x00000000
  call @u32(%s9) : (f32) -> ()

  // Constant operands.
  %k1 = negf %d2 : f64     // expect: -0 0x8000000000000000
  %k2 = absf %s3 : f32     // expect: 0 0x00000000
  %k3 = ceilf %d4 : f64    // expect: -0 0x8000000000000000
  %k4 = floorf %s5 : f32   // expect: -2 0xc0000000
  call @print_f64(%k1) : (f64) -> ()
  call @print_f32(%k2) : (f32) -> ()
  call @print_f64(%k3) : (f64) -> ()
  call @print_f32(%k4) : (f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
