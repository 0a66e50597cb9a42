// Math ops at inputs with inexact results, f64 and f32. The expected
// values are those of the system libm (glibc) that both the oracle build
// and the mlir2ll build call: math.exp on f32 must call expf (not exp
// then fptrunc), etc. sqrt/rsqrt stay exact-reproducible (IEEE sqrt and
// division are correctly rounded).
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
  %d0 = constant 2.0 : f64
  %s0 = constant 2.0 : f32
  %d1 = constant 10.0 : f64
  %s1 = constant 10.0 : f32
  %d2 = constant 3.0 : f64
  %s2 = constant 3.0 : f32
  %d3 = constant 1.0 : f64
  %s3 = constant 1.0 : f32
  %d4 = constant -1.0 : f64
  %s4 = constant -1.0 : f32
  %d5 = constant 0.5 : f64
  %s5 = constant 0.5 : f32
  %d6 = constant -2.25 : f64
  %s6 = constant -2.25 : f32
  %d7 = constant -2.5 : f64
  %s7 = constant -2.5 : f32

  // sqrt(2.0) expect: 1.4142135623730951 0x3ff6a09e667f3bcd | 1.41421354 0x3fb504f3
  call @t_sqrt(%d0, %s0) : (f64, f32) -> ()
  // sqrt(10.0) expect: 3.1622776601683795 0x40094c583ada5b53 | 3.1622777 0x404a62c2
  call @t_sqrt(%d1, %s1) : (f64, f32) -> ()
  // rsqrt(2.0) expect: 0.70710678118654746 0x3fe6a09e667f3bcc | 0.707106769 0x3f3504f3
  call @t_rsqrt(%d0, %s0) : (f64, f32) -> ()
  // rsqrt(3.0) expect: 0.57735026918962584 0x3fe279a74590331d | 0.577350259 0x3f13cd3a
  call @t_rsqrt(%d2, %s2) : (f64, f32) -> ()
  // exp(1.0) expect: 2.7182818284590451 0x4005bf0a8b145769 | 2.71828175 0x402df854
  call @t_exp(%d3, %s3) : (f64, f32) -> ()
  // exp(-1.0) expect: 0.36787944117144233 0x3fd78b56362cef38 | 0.36787945 0x3ebc5ab2
  call @t_exp(%d4, %s4) : (f64, f32) -> ()
  // exp2(0.5) expect: 1.4142135623730951 0x3ff6a09e667f3bcd | 1.41421354 0x3fb504f3
  call @t_exp2(%d5, %s5) : (f64, f32) -> ()
  // exp2(-2.25) expect: 0.21022410381342863 0x3fcae89f995ad3ad | 0.210224107 0x3e5744fd
  call @t_exp2(%d6, %s6) : (f64, f32) -> ()
  // log(10.0) expect: 2.3025850929940459 0x40026bb1bbb55516 | 2.30258512 0x40135d8e
  call @t_log(%d1, %s1) : (f64, f32) -> ()
  // log(0.5) expect: -0.69314718055994529 0xbfe62e42fefa39ef | -0.693147182 0xbf317218
  call @t_log(%d5, %s5) : (f64, f32) -> ()
  // log2(3.0) expect: 1.5849625007211561 0x3ff95c01a39fbd68 | 1.58496249 0x3fcae00d
  call @t_log2(%d2, %s2) : (f64, f32) -> ()
  // log2(10.0) expect: 3.3219280948873622 0x400a934f0979a371 | 3.32192802 0x40549a78
  call @t_log2(%d1, %s1) : (f64, f32) -> ()
  // log10(2.0) expect: 0.3010299956639812 0x3fd34413509f79ff | 0.30103001 0x3e9a209b
  call @t_log10(%d0, %s0) : (f64, f32) -> ()
  // log10(0.5) expect: -0.3010299956639812 0xbfd34413509f79ff | -0.30103001 0xbe9a209b
  call @t_log10(%d5, %s5) : (f64, f32) -> ()
  // sin(1.0) expect: 0.8414709848078965 0x3feaed548f090cee | 0.841470957 0x3f576aa4
  call @t_sin(%d3, %s3) : (f64, f32) -> ()
  // sin(-2.5) expect: -0.59847214410395655 0xbfe326af0dcfcab1 | -0.598472118 0xbf193578
  call @t_sin(%d7, %s7) : (f64, f32) -> ()
  // cos(1.0) expect: 0.54030230586813977 0x3fe14a280fb5068c | 0.540302277 0x3f0a5140
  call @t_cos(%d3, %s3) : (f64, f32) -> ()
  // cos(3.0) expect: -0.98999249660044542 0xbfefae04be85e5d2 | -0.989992499 0xbf7d7026
  call @t_cos(%d2, %s2) : (f64, f32) -> ()
  // tanh(0.5) expect: 0.46211715726000974 0x3fdd9353d7568af3 | 0.462117165 0x3eec9a9f
  call @t_tanh(%d5, %s5) : (f64, f32) -> ()
  // tanh(-1.0) expect: -0.76159415595576485 0xbfe85efab514f394 | -0.761594176 0xbf42f7d6
  call @t_tanh(%d4, %s4) : (f64, f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
