// f16 arithmetic: constants (decimal and 0x bit patterns), addf subf mulf
// divf remf negf absf on f16 arguments, results fpext'ed to f32 for
// printing; fptrunc f32 -> f16; cmpf on f16.
// Each @ops call prints: a+b, a-b, a*b, a/b, fmod(a,b), -a, |b|.
// LINKING: LLVM lowers half arithmetic on x86-64 to calls to half<->float
// helpers. clang 14 names them __gnu_h2f_ieee/__gnu_f2h_ieee, which only
// compiler-rt has: link with `clang --rtlib=compiler-rt ...` (clang >= 15
// calls __extendhfsf2/__truncsfhf2, which libgcc 12 also provides).

func private @print_f32(f32)
func private @print_i32(i32)

func @show(%x: f16) {
  %w = fpext %x : f16 to f32
  call @print_f32(%w) : (f32) -> ()
  return
}

func @ops(%a: f16, %b: f16) {
  %s = addf %a, %b : f16
  %d = subf %a, %b : f16
  %m = mulf %a, %b : f16
  %q = divf %a, %b : f16
  %r = remf %a, %b : f16
  %n = negf %a : f16
  %x = absf %b : f16
  call @show(%s) : (f16) -> ()
  call @show(%d) : (f16) -> ()
  call @show(%m) : (f16) -> ()
  call @show(%q) : (f16) -> ()
  call @show(%r) : (f16) -> ()
  call @show(%n) : (f16) -> ()
  call @show(%x) : (f16) -> ()
  return
}

func @narrow(%x: f32) {
  %h = fptrunc %x : f32 to f16
  call @show(%h) : (f16) -> ()
  return
}

func @lt(%a: f16, %b: f16) {
  %c = cmpf olt, %a, %b : f16
  %z = zexti %c : i1 to i32
  call @print_i32(%z) : (i32) -> ()
  return
}

func @main() -> i32 {
  %a0 = constant 1.5 : f16
  %b0 = constant 2.25 : f16
  // expect: 3.75 0x40700000 | -0.75 0xbf400000 | 3.375 0x40580000 | 0.666503906 0x3f2aa000 | 1.5 0x3fc00000 | -1.5 0xbfc00000 | 2.25 0x40100000
  call @ops(%a0, %b0) : (f16, f16) -> ()
  // 0.1 is not exact in f16
  %a1 = constant 0.1 : f16
  %b1 = constant 3.0 : f16
  // expect: 3.09960938 0x40466000 | -2.90039062 0xc039a000 | 0.299804688 0x3e998000 | 0.0333251953 0x3d088000 | 0.0999755859 0x3dccc000 | -0.0999755859 0xbdccc000 | 3 0x40400000
  call @ops(%a1, %b1) : (f16, f16) -> ()
  // 65504+16 = 65520 ties to even = inf
  %a2 = constant 65504.0 : f16
  %b2 = constant 16.0 : f16
  // expect: inf 0x7f800000 | 65472 0x477fc000 | inf 0x7f800000 | 4094 0x457fe000 | 0 0x00000000 | -65504 0xc77fe000 | 16 0x41800000
  call @ops(%a2, %b2) : (f16, f16) -> ()
  // smallest f16 subnormal
  %a3 = constant 0x0001 : f16
  %b3 = constant 0.5 : f16
  // expect: 0.5 0x3f000000 | -0.5 0xbf000000 | 0 0x00000000 | 1.1920929e-07 0x34000000 | 5.96046448e-08 0x33800000 | -5.96046448e-08 0xb3800000 | 0.5 0x3f000000
  call @ops(%a3, %b3) : (f16, f16) -> ()
  %a4 = constant -0.0 : f16
  %b4 = constant 0.0 : f16
  // expect: 0 0x00000000 | -0 0x80000000 | -0 0x80000000 | nan | nan | 0 0x00000000 | 0 0x00000000
  call @ops(%a4, %b4) : (f16, f16) -> ()
  %a5 = constant 0x7C00 : f16
  %b5 = constant -2.0 : f16
  // expect: inf 0x7f800000 | inf 0x7f800000 | -inf 0xff800000 | -inf 0xff800000 | nan | -inf 0xff800000 | 2 0x40000000
  call @ops(%a5, %b5) : (f16, f16) -> ()
  %n0 = constant 0.1 : f32
  call @narrow(%n0) : (f32) -> ()   // expect: 0.0999755859 0x3dccc000
  // ties to even: inf
  %n1 = constant 65520.0 : f32
  call @narrow(%n1) : (f32) -> ()   // expect: inf 0x7f800000
  // rounds down to 65504
  %n2 = constant 65519.0 : f32
  call @narrow(%n2) : (f32) -> ()   // expect: 65504 0x477fe000
  // underflows to 0
  %n3 = constant 1.0e-8 : f32
  call @narrow(%n3) : (f32) -> ()   // expect: 0 0x00000000
  // f16 subnormal
  %n4 = constant -3.0e-5 : f32
  call @narrow(%n4) : (f32) -> ()   // expect: -2.99811363e-05 0xb7fb8000
  // tie: rounds to 2048
  %n5 = constant 2049.0 : f32
  call @narrow(%n5) : (f32) -> ()   // expect: 2048 0x45000000
  call @lt(%a0, %b0) : (f16, f16) -> ()   // expect: 1
  call @lt(%b0, %a0) : (f16, f16) -> ()   // expect: 0
  call @lt(%a4, %b4) : (f16, f16) -> ()   // expect: 0 (-0 < 0 is false)

  // Constant operands.
  %k1 = addf %a0, %b0 : f16          // expect: 3.75 0x40700000
  call @show(%k1) : (f16) -> ()
  %k2 = constant 0x3C00 : f16        // expect: 1 0x3f800000
  call @show(%k2) : (f16) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
