// addf subf mulf divf remf on f32, operands passed as arguments.
// Each @ops call prints: a+b, a-b, a*b, a/b, a%b (fmodf semantics).

func private @print_f32(f32)

func @ops(%a: f32, %b: f32) {
  %s = addf %a, %b : f32
  %d = subf %a, %b : f32
  %m = mulf %a, %b : f32
  %q = divf %a, %b : f32
  %r = remf %a, %b : f32
  call @print_f32(%s) : (f32) -> ()
  call @print_f32(%d) : (f32) -> ()
  call @print_f32(%m) : (f32) -> ()
  call @print_f32(%q) : (f32) -> ()
  call @print_f32(%r) : (f32) -> ()
  return
}

func @main() -> i32 {
  %c7_5 = constant 7.5 : f32
  %cm7_5 = constant -7.5 : f32
  %c2 = constant 2.0 : f32
  %c0_1 = constant 0.1 : f32
  %c0_2 = constant 0.2 : f32
  %cz = constant 0.0 : f32
  %cnz = constant -0.0 : f32
  %cinf = constant 0x7F800000 : f32
  %cninf = constant 0xFF800000 : f32
  %cnan = constant 0x7FC00000 : f32
  %c1 = constant 1.0 : f32
  %cm1 = constant -1.0 : f32
  %c3 = constant 3.0 : f32
  %c5 = constant 5.0 : f32
  %cbig = constant 3.4e38 : f32
  %c2p24 = constant 16777216.0 : f32
  %ctiny = constant 0x00000001 : f32
  %chalf = constant 0.5 : f32

  // expect: 9.5 0x41180000 | 5.5 0x40b00000 | 15 0x41700000 | 3.75 0x40700000 | 1.5 0x3fc00000
  call @ops(%c7_5, %c2) : (f32, f32) -> ()
  // expect: -5.5 0xc0b00000 | -9.5 0xc1180000 | -15 0xc1700000 | -3.75 0xc0700000 | -1.5 0xbfc00000
  call @ops(%cm7_5, %c2) : (f32, f32) -> ()
  // expect: 0.300000012 0x3e99999a | -0.100000001 0xbdcccccd | 0.0200000014 0x3ca3d70b | 0.5 0x3f000000 | 0.100000001 0x3dcccccd
  call @ops(%c0_1, %c0_2) : (f32, f32) -> ()
  // expect: 0 0x00000000 | -0 0x80000000 | -0 0x80000000 | nan | nan
  call @ops(%cnz, %cz) : (f32, f32) -> ()
  // expect: nan | inf 0x7f800000 | -inf 0xff800000 | nan | nan
  call @ops(%cinf, %cninf) : (f32, f32) -> ()
  // expect: 1 0x3f800000 | 1 0x3f800000 | 0 0x00000000 | inf 0x7f800000 | nan
  call @ops(%c1, %cz) : (f32, f32) -> ()
  // expect: -1 0xbf800000 | -1 0xbf800000 | -0 0x80000000 | -inf 0xff800000 | nan
  call @ops(%cm1, %cz) : (f32, f32) -> ()
  // expect: inf 0x7f800000 | -inf 0xff800000 | inf 0x7f800000 | 0 0x00000000 | 5 0x40a00000
  call @ops(%c5, %cinf) : (f32, f32) -> ()
  // expect: nan | nan | nan | nan | nan
  call @ops(%cnan, %c1) : (f32, f32) -> ()
  // 3.4e38 * 2 overflows f32 (must not be computed in double)
  // expect: 3.39999995e+38 0x7f7fc99e | 3.39999995e+38 0x7f7fc99e | inf 0x7f800000 | 1.69999998e+38 0x7effc99e | 0 0x00000000
  call @ops(%cbig, %c2) : (f32, f32) -> ()
  // expect: 4 0x40800000 | -2 0xc0000000 | 3 0x40400000 | 0.333333343 0x3eaaaaab | 1 0x3f800000
  call @ops(%c1, %c3) : (f32, f32) -> ()
  // 2^24 + 1 rounds to even in f32
  // expect: 16777216 0x4b800000 | 16777215 0x4b7fffff | 16777216 0x4b800000 | 16777216 0x4b800000 | 0 0x00000000
  call @ops(%c2p24, %c1) : (f32, f32) -> ()
  // smallest subnormal * 0.5 rounds (ties to even) to 0
  // expect: 0.5 0x3f000000 | -0.5 0xbf000000 | 0 0x00000000 | 2.80259693e-45 0x00000002 | 1.40129846e-45 0x00000001
  call @ops(%ctiny, %chalf) : (f32, f32) -> ()

  // Constant operands.
  %k1 = addf %c0_1, %c0_2 : f32   // expect: 0.300000012 0x3e99999a
  %k2 = divf %cm1, %cz : f32      // expect: -inf 0xff800000
  %k3 = remf %c7_5, %c2 : f32     // expect: 1.5 0x3fc00000
  %k4 = mulf %cbig, %c2 : f32     // expect: inf 0x7f800000
  call @print_f32(%k1) : (f32) -> ()
  call @print_f32(%k2) : (f32) -> ()
  call @print_f32(%k3) : (f32) -> ()
  call @print_f32(%k4) : (f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
