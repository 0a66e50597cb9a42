// math.sqrt math.rsqrt math.exp math.exp2 math.log (MLIR 13 spelling) on
// f64 and f32, at inputs whose results are exact in any sane libm
// (sqrt is correctly rounded; the rest hit exact points or special cases).
// math.rsqrt x = 1 / sqrt x, so rsqrt(-0.0) = -inf.
// Each @op call prints the f64 result, then the f32 result.

func private @print_f32(f32)
func private @print_f64(f64)

func @t_sqrt(%x: f64, %y: f32) {
  %a = math.sqrt %x : f64
  %b = math.sqrt %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_rsqrt(%x: f64, %y: f32) {
  %a = math.rsqrt %x : f64
  %b = math.rsqrt %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_exp(%x: f64, %y: f32) {
  %a = math.exp %x : f64
  %b = math.exp %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_exp2(%x: f64, %y: f32) {
  %a = math.exp2 %x : f64
  %b = math.exp2 %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_log(%x: f64, %y: f32) {
  %a = math.log %x : f64
  %b = math.log %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @main() -> i32 {
  %d0 = constant 4.0 : f64
  %s0 = constant 4.0 : f32
  %d1 = constant 2.25 : f64
  %s1 = constant 2.25 : f32
  %d2 = constant 1024.0 : f64
  %s2 = constant 1024.0 : f32
  %d3 = constant 0.0 : f64
  %s3 = constant 0.0 : f32
  %d4 = constant -0.0 : f64
  %s4 = constant -0.0 : f32
  %d5 = constant -1.0 : f64
  %s5 = constant -1.0 : f32
  %d6 = constant 0x7FF0000000000000 : f64
  %s6 = constant 0x7F800000 : f32
  %d7 = constant 0.25 : f64
  %s7 = constant 0.25 : f32
  %d8 = constant 1.0 : f64
  %s8 = constant 1.0 : f32
  %d9 = constant -4.0 : f64
  %s9 = constant -4.0 : f32
  %d10 = constant 0xFFF0000000000000 : f64
  %s10 = constant 0xFF800000 : f32
  %d11 = constant 1000.0 : f64
  %s11 = constant 1000.0 : f32
  %d12 = constant -1000.0 : f64
  %s12 = constant -1000.0 : f32
  %d13 = constant 3.0 : f64
  %s13 = constant 3.0 : f32
  %d14 = constant 10.0 : f64
  %s14 = constant 10.0 : f32

  // sqrt(4.0) expect: 2 0x4000000000000000 | 2 0x40000000
  call @t_sqrt(%d0, %s0) : (f64, f32) -> ()
  // sqrt(2.25) expect: 1.5 0x3ff8000000000000 | 1.5 0x3fc00000
  call @t_sqrt(%d1, %s1) : (f64, f32) -> ()
  // sqrt(1024.0) expect: 32 0x4040000000000000 | 32 0x42000000
  call @t_sqrt(%d2, %s2) : (f64, f32) -> ()
  // sqrt(0.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_sqrt(%d3, %s3) : (f64, f32) -> ()
  // sqrt(-0.0) expect: -0 0x8000000000000000 | -0 0x80000000
  call @t_sqrt(%d4, %s4) : (f64, f32) -> ()
  // sqrt(-1.0) expect: nan | nan
  call @t_sqrt(%d5, %s5) : (f64, f32) -> ()
  // sqrt(0x7FF0000000000000) expect: inf 0x7ff0000000000000 | inf 0x7f800000
  call @t_sqrt(%d6, %s6) : (f64, f32) -> ()
  // rsqrt(4.0) expect: 0.5 0x3fe0000000000000 | 0.5 0x3f000000
  call @t_rsqrt(%d0, %s0) : (f64, f32) -> ()
  // rsqrt(0.25) expect: 2 0x4000000000000000 | 2 0x40000000
  call @t_rsqrt(%d7, %s7) : (f64, f32) -> ()
  // rsqrt(1.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_rsqrt(%d8, %s8) : (f64, f32) -> ()
  // rsqrt(0.0) expect: inf 0x7ff0000000000000 | inf 0x7f800000
  call @t_rsqrt(%d3, %s3) : (f64, f32) -> ()
  // rsqrt(-0.0) expect: -inf 0xfff0000000000000 | -inf 0xff800000
  call @t_rsqrt(%d4, %s4) : (f64, f32) -> ()
  // rsqrt(0x7FF0000000000000) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_rsqrt(%d6, %s6) : (f64, f32) -> ()
  // rsqrt(-4.0) expect: nan | nan
  call @t_rsqrt(%d9, %s9) : (f64, f32) -> ()
  // exp(0.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_exp(%d3, %s3) : (f64, f32) -> ()
  // exp(-0.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_exp(%d4, %s4) : (f64, f32) -> ()
  // exp(0x7FF0000000000000) expect: inf 0x7ff0000000000000 | inf 0x7f800000
  call @t_exp(%d6, %s6) : (f64, f32) -> ()
  // exp(0xFFF0000000000000) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_exp(%d10, %s10) : (f64, f32) -> ()
  // exp(1000.0) expect: inf 0x7ff0000000000000 | inf 0x7f800000
  call @t_exp(%d11, %s11) : (f64, f32) -> ()
  // exp(-1000.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_exp(%d12, %s12) : (f64, f32) -> ()
  // exp2(3.0) expect: 8 0x4020000000000000 | 8 0x41000000
  call @t_exp2(%d13, %s13) : (f64, f32) -> ()
  // exp2(-1.0) expect: 0.5 0x3fe0000000000000 | 0.5 0x3f000000
  call @t_exp2(%d5, %s5) : (f64, f32) -> ()
  // exp2(10.0) expect: 1024 0x4090000000000000 | 1024 0x44800000
  call @t_exp2(%d14, %s14) : (f64, f32) -> ()
  // exp2(0.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_exp2(%d3, %s3) : (f64, f32) -> ()
  // exp2(0xFFF0000000000000) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_exp2(%d10, %s10) : (f64, f32) -> ()
  // exp2(1024.0) expect: inf 0x7ff0000000000000 | inf 0x7f800000
  call @t_exp2(%d2, %s2) : (f64, f32) -> ()
  // log(1.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_log(%d8, %s8) : (f64, f32) -> ()
  // log(0.0) expect: -inf 0xfff0000000000000 | -inf 0xff800000
  call @t_log(%d3, %s3) : (f64, f32) -> ()
  // log(-0.0) expect: -inf 0xfff0000000000000 | -inf 0xff800000
  call @t_log(%d4, %s4) : (f64, f32) -> ()
  // log(-1.0) expect: nan | nan
  call @t_log(%d5, %s5) : (f64, f32) -> ()
  // log(0x7FF0000000000000) expect: inf 0x7ff0000000000000 | inf 0x7f800000
  call @t_log(%d6, %s6) : (f64, f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
