// Float constants: decimal, exponent form, negative, -0.0, and hex bit
// patterns (MLIR 13 reads `0x...` on a float type as the raw IEEE bits;
// fewer digits than the type width are zero-extended).
// Every value is also routed through @id so the same bits must survive
// a call boundary.

func private @print_f32(f32)
func private @print_f64(f64)

func @id32(%x: f32) -> f32 {
  return %x : f32
}

func @id64(%x: f64) -> f64 {
  return %x : f64
}

func @main() -> i32 {
  // ---- f32 ----
  %a0 = constant 1.0 : f32          // expect: 1 0x3f800000
  %a1 = constant 0.1 : f32          // expect: 0.100000001 0x3dcccccd
  %a2 = constant 1.5e3 : f32        // expect: 1500 0x44bb8000
  %a3 = constant -2.5 : f32         // expect: -2.5 0xc0200000
  %a4 = constant 2.5E-1 : f32       // expect: 0.25 0x3e800000
  %a5 = constant -0.0 : f32         // expect: -0 0x80000000
  %a6 = constant 0.0 : f32          // expect: 0 0x00000000
  %a7 = constant 0x7F800000 : f32   // expect: inf 0x7f800000
  %a8 = constant 0xFF800000 : f32   // expect: -inf 0xff800000
  %a9 = constant 0x7FC00000 : f32   // expect: nan
  %a10 = constant 0x00000001 : f32  // expect: 1.40129846e-45 0x00000001 (smallest subnormal)
  %a11 = constant 0x7f7fffff : f32  // expect: 3.40282347e+38 0x7f7fffff (max finite, lowercase hex)
  %a12 = constant 3.4028235e38 : f32 // expect: 3.40282347e+38 0x7f7fffff (rounds to max finite)
  %a13 = constant 1. : f32          // expect: 1 0x3f800000 (no digits after the dot)
  call @print_f32(%a0) : (f32) -> ()
  call @print_f32(%a1) : (f32) -> ()
  call @print_f32(%a2) : (f32) -> ()
  call @print_f32(%a3) : (f32) -> ()
  call @print_f32(%a4) : (f32) -> ()
  call @print_f32(%a5) : (f32) -> ()
  call @print_f32(%a6) : (f32) -> ()
  call @print_f32(%a7) : (f32) -> ()
  call @print_f32(%a8) : (f32) -> ()
  call @print_f32(%a9) : (f32) -> ()
  call @print_f32(%a10) : (f32) -> ()
  call @print_f32(%a11) : (f32) -> ()
  call @print_f32(%a12) : (f32) -> ()
  call @print_f32(%a13) : (f32) -> ()
  %i5 = call @id32(%a5) : (f32) -> f32     // expect: -0 0x80000000
  call @print_f32(%i5) : (f32) -> ()
  %i8 = call @id32(%a8) : (f32) -> f32     // expect: -inf 0xff800000
  call @print_f32(%i8) : (f32) -> ()

  // ---- f64 ----
  %b0 = constant 0x4000000000000000 : f64  // expect: 2 0x4000000000000000
  %b1 = constant 0.1 : f64                 // expect: 0.10000000000000001 0x3fb999999999999a
  %b2 = constant 1.5e3 : f64               // expect: 1500 0x4097700000000000
  %b3 = constant -1.25e-2 : f64            // expect: -0.012500000000000001 0xbf8999999999999a
  %b4 = constant 6.02214076e23 : f64       // expect: 6.0221407599999999e+23 0x44dfe185ca57c517 (%.17g of the nearest double)
  %b5 = constant -0.0 : f64                // expect: -0 0x8000000000000000
  %b6 = constant 0x7FF0000000000000 : f64  // expect: inf 0x7ff0000000000000
  %b7 = constant 0xFFF0000000000000 : f64  // expect: -inf 0xfff0000000000000
  %b8 = constant 0x7FF8000000000000 : f64  // expect: nan
  %b9 = constant 0x8000000000000000 : f64  // expect: -0 0x8000000000000000
  %b10 = constant 0x1 : f64                // expect: 4.9406564584124654e-324 0x0000000000000001
  %b11 = constant 1.7976931348623157e308 : f64 // expect: 1.7976931348623157e+308 0x7fefffffffffffff
  %b12 = constant 1.0e+2 : f64             // expect: 100 0x4059000000000000
  %b13 = constant -3.0 : f64               // expect: -3 0xc008000000000000
  call @print_f64(%b0) : (f64) -> ()
  call @print_f64(%b1) : (f64) -> ()
  call @print_f64(%b2) : (f64) -> ()
  call @print_f64(%b3) : (f64) -> ()
  call @print_f64(%b4) : (f64) -> ()
  call @print_f64(%b5) : (f64) -> ()
  call @print_f64(%b6) : (f64) -> ()
  call @print_f64(%b7) : (f64) -> ()
  call @print_f64(%b8) : (f64) -> ()
  call @print_f64(%b9) : (f64) -> ()
  call @print_f64(%b10) : (f64) -> ()
  call @print_f64(%b11) : (f64) -> ()
  call @print_f64(%b12) : (f64) -> ()
  call @print_f64(%b13) : (f64) -> ()
  %j5 = call @id64(%b5) : (f64) -> f64     // expect: -0 0x8000000000000000
  call @print_f64(%j5) : (f64) -> ()
  %j1 = call @id64(%b1) : (f64) -> f64     // expect: 0.10000000000000001 0x3fb999999999999a
  call @print_f64(%j1) : (f64) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
