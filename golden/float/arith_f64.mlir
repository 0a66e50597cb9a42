// addf subf mulf divf remf on f64, operands passed as arguments so the
// ops run at run time. remf is C fmod: the result has the dividend's sign.
// Each @ops call prints: a+b, a-b, a*b, a/b, a%b.

func private @print_f64(f64)

func @ops(%a: f64, %b: f64) {
  %s = addf %a, %b : f64
  %d = subf %a, %b : f64
  %m = mulf %a, %b : f64
  %q = divf %a, %b : f64
  %r = remf %a, %b : f64
  call @print_f64(%s) : (f64) -> ()
  call @print_f64(%d) : (f64) -> ()
  call @print_f64(%m) : (f64) -> ()
  call @print_f64(%q) : (f64) -> ()
  call @print_f64(%r) : (f64) -> ()
  return
}

func @main() -> i32 {
  %c7_5 = constant 7.5 : f64
  %c2 = constant 2.0 : f64
  %cm7_5 = constant -7.5 : f64
  %c0_1 = constant 0.1 : f64
  %c0_2 = constant 0.2 : f64
  %cz = constant 0.0 : f64
  %cnz = constant -0.0 : f64
  %cinf = constant 0x7FF0000000000000 : f64
  %cninf = constant 0xFFF0000000000000 : f64
  %cnan = constant 0x7FF8000000000000 : f64
  %c1 = constant 1.0 : f64
  %cm1 = constant -1.0 : f64
  %c5 = constant 5.0 : f64
  %cm3 = constant -3.0 : f64
  %c3 = constant 3.0 : f64
  %cbig = constant 1.0e308 : f64
  %c10 = constant 10.0 : f64

  // expect: 9.5 0x4023000000000000 | 5.5 0x4016000000000000 | 15 0x402e000000000000 | 3.75 0x400e000000000000 | 1.5 0x3ff8000000000000
  call @ops(%c7_5, %c2) : (f64, f64) -> ()
  // expect: -5.5 0xc016000000000000 | -9.5 0xc023000000000000 | -15 0xc02e000000000000 | -3.75 0xc00e000000000000 | -1.5 0xbff8000000000000
  call @ops(%cm7_5, %c2) : (f64, f64) -> ()
  // expect: 0.30000000000000004 0x3fd3333333333334 | -0.10000000000000001 0xbfb999999999999a | 0.020000000000000004 0x3f947ae147ae147c | 0.5 0x3fe0000000000000 | 0.10000000000000001 0x3fb999999999999a
  call @ops(%c0_1, %c0_2) : (f64, f64) -> ()
  // -0 + 0 = +0, -0 - 0 = -0, -0 * 0 = -0, 0/0 and fmod(x, 0) are NaN
  // expect: 0 0x0000000000000000 | -0 0x8000000000000000 | -0 0x8000000000000000 | nan | nan
  call @ops(%cnz, %cz) : (f64, f64) -> ()
  // expect: -0 0x8000000000000000 | 0 0x0000000000000000 | 0 0x0000000000000000 | nan | nan
  call @ops(%cnz, %cnz) : (f64, f64) -> ()
  // expect: inf 0x7ff0000000000000 | inf 0x7ff0000000000000 | inf 0x7ff0000000000000 | inf 0x7ff0000000000000 | nan
  call @ops(%cinf, %c2) : (f64, f64) -> ()
  // expect: nan | inf 0x7ff0000000000000 | -inf 0xfff0000000000000 | nan | nan
  call @ops(%cinf, %cninf) : (f64, f64) -> ()
  // expect: 1 0x3ff0000000000000 | 1 0x3ff0000000000000 | 0 0x0000000000000000 | inf 0x7ff0000000000000 | nan
  call @ops(%c1, %cz) : (f64, f64) -> ()
  // expect: -1 0xbff0000000000000 | -1 0xbff0000000000000 | -0 0x8000000000000000 | -inf 0xfff0000000000000 | nan
  call @ops(%cm1, %cz) : (f64, f64) -> ()
  // fmod(5, inf) = 5
  // expect: inf 0x7ff0000000000000 | -inf 0xfff0000000000000 | inf 0x7ff0000000000000 | 0 0x0000000000000000 | 5 0x4014000000000000
  call @ops(%c5, %cinf) : (f64, f64) -> ()
  // expect: nan | nan | nan | nan | nan
  call @ops(%cnan, %c1) : (f64, f64) -> ()
  // 1e308 +/- 10 rounds back to 1e308; * 10 overflows to inf;
  // fmod is exact: the double 1e308 is an integer ending in ...6
  // expect: 1e+308 0x7fe1ccf385ebc8a0 | 1e+308 0x7fe1ccf385ebc8a0 | inf 0x7ff0000000000000 | 9.9999999999999999e+306 0x7fac7b1f3cac7433 | 6 0x4018000000000000
  call @ops(%cbig, %c10) : (f64, f64) -> ()
  // fmod(5, -3) = 2
  // expect: 2 0x4000000000000000 | 8 0x4020000000000000 | -15 0xc02e000000000000 | -1.6666666666666667 0xbffaaaaaaaaaaaab | 2 0x4000000000000000
  call @ops(%c5, %cm3) : (f64, f64) -> ()
  // expect: 4 0x4010000000000000 | -2 0xc000000000000000 | 3 0x4008000000000000 | 0.33333333333333331 0x3fd5555555555555 | 1 0x3ff0000000000000
  call @ops(%c1, %c3) : (f64, f64) -> ()

  // Constant operands (may be folded by the compiler; result must agree).
  %k1 = addf %c0_1, %c0_2 : f64   // expect: 0.30000000000000004 0x3fd3333333333334
  %k2 = divf %c1, %cz : f64       // expect: inf 0x7ff0000000000000
  %k3 = remf %cm7_5, %c2 : f64    // expect: -1.5 0xbff8000000000000
  %k4 = mulf %cnz, %c5 : f64      // expect: -0 0x8000000000000000
  %k5 = subf %cinf, %cinf : f64   // expect: nan
  call @print_f64(%k1) : (f64) -> ()
  call @print_f64(%k2) : (f64) -> ()
  call @print_f64(%k3) : (f64) -> ()
  call @print_f64(%k4) : (f64) -> ()
  call @print_f64(%k5) : (f64) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
