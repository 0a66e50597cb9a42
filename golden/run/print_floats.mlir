// printF32 / printF64 formatting ("%g": 6 significant digits, exponent
// form below 1e-4 and from 1e6 on, "nan"/"-nan"/"inf"/"-inf", "-0").
// NaNs come from bit-pattern constants so their sign does not depend on
// how they were computed.

func private @printF32(f32)
func private @printF64(f64)
func private @printComma()
func private @printNewline()

func @p32(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func @p64(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// x as f32 and as f64 on one line: "f32, f64"
func @both(%x: f64) {
  %s = fptrunc %x : f64 to f32
  call @printF32(%s) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %z = constant 0.0 : f64
  %nz = constant -0.0 : f64
  %one = constant 1.0 : f64
  %two = constant 2.0 : f64
  %three = constant 3.0 : f64
  %half = constant 2.5 : f64
  %mhalf = constant -2.5 : f64
  %tenth = constant 0.1 : f64
  %fifth = constant 0.2 : f64
  call @both(%z) : (f64) -> ()
  call @both(%nz) : (f64) -> ()
  call @both(%one) : (f64) -> ()
  call @both(%half) : (f64) -> ()
  call @both(%mhalf) : (f64) -> ()
  call @both(%tenth) : (f64) -> ()
  // computed at run time
  %third = divf %one, %three : f64
  %twothirds = divf %two, %three : f64
  %mthird = negf %third : f64
  %sum = addf %tenth, %fifth : f64
  call @both(%third) : (f64) -> ()
  call @both(%twothirds) : (f64) -> ()
  call @both(%mthird) : (f64) -> ()
  call @both(%sum) : (f64) -> ()

  // where %g switches between fixed and exponent notation
  %a1 = constant 100000.0 : f64
  %a2 = constant 999999.0 : f64
  %a3 = constant 999999.5 : f64
  %a4 = constant 1000000.0 : f64
  %a5 = constant 1234567.0 : f64
  %a6 = constant 123456789.0 : f64
  %a7 = constant 0.0001 : f64
  %a8 = constant 0.00001 : f64
  %a9 = constant 0.000123456789 : f64
  %a10 = constant 0.99999949 : f64
  %a11 = constant 0.9999995 : f64
  %a12 = constant 1.0e10 : f64
  %a13 = constant 1.0e-10 : f64
  %a14 = constant -1.5e-7 : f64
  %a15 = constant 16777217.0 : f64
  %a16 = constant 3.14159265358979 : f64
  %a17 = constant 65504.0 : f64
  call @both(%a1) : (f64) -> ()
  call @both(%a2) : (f64) -> ()
  call @both(%a3) : (f64) -> ()
  call @both(%a4) : (f64) -> ()
  call @both(%a5) : (f64) -> ()
  call @both(%a6) : (f64) -> ()
  call @both(%a7) : (f64) -> ()
  call @both(%a8) : (f64) -> ()
  call @both(%a9) : (f64) -> ()
  call @both(%a10) : (f64) -> ()
  call @both(%a11) : (f64) -> ()
  call @both(%a12) : (f64) -> ()
  call @both(%a13) : (f64) -> ()
  call @both(%a14) : (f64) -> ()
  call @both(%a15) : (f64) -> ()
  call @both(%a16) : (f64) -> ()
  call @both(%a17) : (f64) -> ()

  // f32 limits
  %fmax = constant 0x7F7FFFFF : f32
  %fmin = constant 0x00800000 : f32
  %fden = constant 0x00000001 : f32
  %finf = constant 0x7F800000 : f32
  %fninf = constant 0xFF800000 : f32
  %fnan = constant 0x7FC00000 : f32
  %fnnan = constant 0xFFC00000 : f32
  %fnz = constant 0x80000000 : f32
  call @p32(%fmax) : (f32) -> ()
  call @p32(%fmin) : (f32) -> ()
  call @p32(%fden) : (f32) -> ()
  call @p32(%finf) : (f32) -> ()
  call @p32(%fninf) : (f32) -> ()
  call @p32(%fnan) : (f32) -> ()
  call @p32(%fnnan) : (f32) -> ()
  call @p32(%fnz) : (f32) -> ()

  // f64 limits
  %dmax = constant 0x7FEFFFFFFFFFFFFF : f64
  %dmin = constant 0x0010000000000000 : f64
  %dden = constant 0x0000000000000001 : f64
  %dinf = constant 0x7FF0000000000000 : f64
  %dninf = constant 0xFFF0000000000000 : f64
  %dnan = constant 0x7FF8000000000000 : f64
  %dnnan = constant 0xFFF8000000000000 : f64
  %big = constant 1.5e300 : f64
  call @p64(%dmax) : (f64) -> ()
  call @p64(%dmin) : (f64) -> ()
  call @p64(%dden) : (f64) -> ()
  call @p64(%dinf) : (f64) -> ()
  call @p64(%dninf) : (f64) -> ()
  call @p64(%dnan) : (f64) -> ()
  call @p64(%dnnan) : (f64) -> ()
  call @p64(%big) : (f64) -> ()
  // f64 values that overflow / underflow as f32
  %tiny = constant 1.0e-50 : f64
  call @both(%big) : (f64) -> ()
  call @both(%tiny) : (f64) -> ()
  return
}
