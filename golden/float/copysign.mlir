// copysign on f64 and f32: magnitude of the first operand, sign bit of
// the second. The sign of a NaN second operand is honoured: the NaN
// constants here have explicit sign bits (0x7FF8... positive, 0xFFF8...
// negative) and are only copied, never computed, so their sign is fixed.

func private @print_f32(f32)
func private @print_f64(f64)

func @cs64(%a: f64, %b: f64) {
  %r = copysign %a, %b : f64
  call @print_f64(%r) : (f64) -> ()
  return
}

func @cs32(%a: f32, %b: f32) {
  %r = copysign %a, %b : f32
  call @print_f32(%r) : (f32) -> ()
  return
}

func @main() -> i32 {
  %a0 = constant 3.0 : f64
  %b0 = constant -0.0 : f64
  call @cs64(%a0, %b0) : (f64, f64) -> ()   // expect: -3 0xc008000000000000
  %a1 = constant -3.0 : f64
  %b1 = constant 0.0 : f64
  call @cs64(%a1, %b1) : (f64, f64) -> ()   // expect: 3 0x4008000000000000
  %a2 = constant 3.0 : f64
  %b2 = constant 0xFFF0000000000000 : f64
  call @cs64(%a2, %b2) : (f64, f64) -> ()   // expect: -3 0xc008000000000000
  %a3 = constant 0x7FF0000000000000 : f64
  %b3 = constant -1.0 : f64
  call @cs64(%a3, %b3) : (f64, f64) -> ()   // expect: -inf 0xfff0000000000000
  %a4 = constant -0.0 : f64
  %b4 = constant 1.0 : f64
  call @cs64(%a4, %b4) : (f64, f64) -> ()   // expect: 0 0x0000000000000000
  %a5 = constant 0.0 : f64
  %b5 = constant -2.0 : f64
  call @cs64(%a5, %b5) : (f64, f64) -> ()   // expect: -0 0x8000000000000000
  %a6 = constant 2.0 : f64
  %b6 = constant 0x7FF8000000000000 : f64
  call @cs64(%a6, %b6) : (f64, f64) -> ()   // expect: 2 0x4000000000000000
  %a7 = constant 2.0 : f64
  %b7 = constant 0xFFF8000000000000 : f64
  call @cs64(%a7, %b7) : (f64, f64) -> ()   // expect: -2 0xc000000000000000
  %a8 = constant 0x7FF8000000000000 : f64
  %b8 = constant -1.0 : f64
  call @cs64(%a8, %b8) : (f64, f64) -> ()   // expect: nan
  %a9 = constant -1.5 : f64
  %b9 = constant 1.5 : f64
  call @cs64(%a9, %b9) : (f64, f64) -> ()   // expect: 1.5 0x3ff8000000000000
  %a10 = constant 1.5 : f64
  %b10 = constant 1.5 : f64
  call @cs64(%a10, %b10) : (f64, f64) -> ()   // expect: 1.5 0x3ff8000000000000
  %x0 = constant 3.0 : f32
  %y0 = constant -0.0 : f32
  call @cs32(%x0, %y0) : (f32, f32) -> ()   // expect: -3 0xc0400000
  %x1 = constant -3.0 : f32
  %y1 = constant 0.0 : f32
  call @cs32(%x1, %y1) : (f32, f32) -> ()   // expect: 3 0x40400000
  %x2 = constant 0x7F800000 : f32
  %y2 = constant -1.0 : f32
  call @cs32(%x2, %y2) : (f32, f32) -> ()   // expect: -inf 0xff800000
  %x3 = constant 0.0 : f32
  %y3 = constant -2.0 : f32
  call @cs32(%x3, %y3) : (f32, f32) -> ()   // expect: -0 0x80000000
  %x4 = constant 2.0 : f32
  %y4 = constant 0x7FC00000 : f32
  call @cs32(%x4, %y4) : (f32, f32) -> ()   // expect: 2 0x40000000
  %x5 = constant 2.0 : f32
  %y5 = constant 0xFFC00000 : f32
  call @cs32(%x5, %y5) : (f32, f32) -> ()   // expect: -2 0xc0000000
  %x6 = constant -0.1 : f32
  %y6 = constant 0.5 : f32
  call @cs32(%x6, %y6) : (f32, f32) -> ()   // expect: 0.100000001 0x3dcccccd
  %x7 = constant 1.0e-40 : f32
  %y7 = constant -1.0 : f32
  call @cs32(%x7, %y7) : (f32, f32) -> ()   // expect: -9.9999461e-41 0x800116c2

  // Constant operands.
  %k1 = copysign %a0, %b0 : f64   // expect: -3 0xc008000000000000
  %k2 = copysign %x3, %y3 : f32   // expect: -0 0x80000000
  call @print_f64(%k1) : (f64) -> ()
  call @print_f32(%k2) : (f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
