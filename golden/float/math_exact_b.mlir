// math.log2 math.log10 math.sin math.cos math.tanh (MLIR 13 spelling)
// on f64 and f32 at inputs with exact results (powers of 2 and 10, zeros,
// infinities; tanh(+-30) rounds to exactly +-1 in both precisions).
// Each @op call prints the f64 result, then the f32 result.

func private @print_f32(f32)
func private @print_f64(f64)

func @t_log2(%x: f64, %y: f32) {
  %a = math.log2 %x : f64
  %b = math.log2 %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_log10(%x: f64, %y: f32) {
  %a = math.log10 %x : f64
  %b = math.log10 %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_sin(%x: f64, %y: f32) {
  %a = math.sin %x : f64
  %b = math.sin %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_cos(%x: f64, %y: f32) {
  %a = math.cos %x : f64
  %b = math.cos %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @t_tanh(%x: f64, %y: f32) {
  %a = math.tanh %x : f64
  %b = math.tanh %y : f32
  call @print_f64(%a) : (f64) -> ()
  call @print_f32(%b) : (f32) -> ()
  return
}

func @main() -> i32 {
  %d0 = constant 8.0 : f64
  %s0 = constant 8.0 : f32
  %d1 = constant 1024.0 : f64
  %s1 = constant 1024.0 : f32
  %d2 = constant 0.5 : f64
  %s2 = constant 0.5 : f32
  %d3 = constant 1.0 : f64
  %s3 = constant 1.0 : f32
  %d4 = constant 0.0 : f64
  %s4 = constant 0.0 : f32
  %d5 = constant -1.0 : f64
  %s5 = constant -1.0 : f32
  %d6 = constant 1000.0 : f64
  %s6 = constant 1000.0 : f32
  %d7 = constant 100.0 : f64
  %s7 = constant 100.0 : f32
  %d8 = constant 0.001 : f64
  %s8 = constant 0.001 : f32
  %d9 = constant -0.0 : f64
  %s9 = constant -0.0 : f32
  %d10 = constant 0x7FF0000000000000 : f64
  %s10 = constant 0x7F800000 : f32
  %d11 = constant 0xFFF0000000000000 : f64
  %s11 = constant 0xFF800000 : f32
  %d12 = constant 30.0 : f64
  %s12 = constant 30.0 : f32
  %d13 = constant -30.0 : f64
  %s13 = constant -30.0 : f32

  // log2(8.0) expect: 3 0x4008000000000000 | 3 0x40400000
  call @t_log2(%d0, %s0) : (f64, f32) -> ()
  // log2(1024.0) expect: 10 0x4024000000000000 | 10 0x41200000
  call @t_log2(%d1, %s1) : (f64, f32) -> ()
  // log2(0.5) expect: -1 0xbff0000000000000 | -1 0xbf800000
  call @t_log2(%d2, %s2) : (f64, f32) -> ()
  // log2(1.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_log2(%d3, %s3) : (f64, f32) -> ()
  // log2(0.0) expect: -inf 0xfff0000000000000 | -inf 0xff800000
  call @t_log2(%d4, %s4) : (f64, f32) -> ()
  // log2(-1.0) expect: nan | nan
  call @t_log2(%d5, %s5) : (f64, f32) -> ()
  // log10(1000.0) expect: 3 0x4008000000000000 | 3 0x40400000
  call @t_log10(%d6, %s6) : (f64, f32) -> ()
  // log10(100.0) expect: 2 0x4000000000000000 | 2 0x40000000
  call @t_log10(%d7, %s7) : (f64, f32) -> ()
  // log10(1.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_log10(%d3, %s3) : (f64, f32) -> ()
  // log10(0.001) expect: -3 0xc008000000000000 | -3 0xc0400000
  call @t_log10(%d8, %s8) : (f64, f32) -> ()
  // log10(0.0) expect: -inf 0xfff0000000000000 | -inf 0xff800000
  call @t_log10(%d4, %s4) : (f64, f32) -> ()
  // log10(-1.0) expect: nan | nan
  call @t_log10(%d5, %s5) : (f64, f32) -> ()
  // sin(0.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_sin(%d4, %s4) : (f64, f32) -> ()
  // sin(-0.0) expect: -0 0x8000000000000000 | -0 0x80000000
  call @t_sin(%d9, %s9) : (f64, f32) -> ()
  // sin(0x7FF0000000000000) expect: nan | nan
  call @t_sin(%d10, %s10) : (f64, f32) -> ()
  // cos(0.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_cos(%d4, %s4) : (f64, f32) -> ()
  // cos(-0.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_cos(%d9, %s9) : (f64, f32) -> ()
  // cos(0xFFF0000000000000) expect: nan | nan
  call @t_cos(%d11, %s11) : (f64, f32) -> ()
  // tanh(0.0) expect: 0 0x0000000000000000 | 0 0x00000000
  call @t_tanh(%d4, %s4) : (f64, f32) -> ()
  // tanh(-0.0) expect: -0 0x8000000000000000 | -0 0x80000000
  call @t_tanh(%d9, %s9) : (f64, f32) -> ()
  // tanh(30.0) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_tanh(%d12, %s12) : (f64, f32) -> ()
  // tanh(-30.0) expect: -1 0xbff0000000000000 | -1 0xbf800000
  call @t_tanh(%d13, %s13) : (f64, f32) -> ()
  // tanh(0x7FF0000000000000) expect: 1 0x3ff0000000000000 | 1 0x3f800000
  call @t_tanh(%d10, %s10) : (f64, f32) -> ()
  // tanh(0xFFF0000000000000) expect: -1 0xbff0000000000000 | -1 0xbf800000
  call @t_tanh(%d11, %s11) : (f64, f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
