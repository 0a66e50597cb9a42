// select on f64 and f32 values: condition passed as an i1 argument, made by
// cmpi on an i32 argument, and made by cmpf (min/max idioms). select must
// pass the chosen value through bit-exactly (-0.0 stays -0.0).

func private @print_f32(f32)
func private @print_f64(f64)

func @sel64(%c: i1, %a: f64, %b: f64) {
  %r = select %c, %a, %b : f64
  call @print_f64(%r) : (f64) -> ()
  return
}

func @sel32_by_int(%k: i32, %a: f32, %b: f32) {
  %zero = constant 0 : i32
  %c = cmpi ne, %k, %zero : i32
  %r = select %c, %a, %b : f32
  call @print_f32(%r) : (f32) -> ()
  return
}

// min via olt: NaN in %a yields %b; NaN in %b yields %b.
func @min64(%a: f64, %b: f64) -> f64 {
  %lt = cmpf olt, %a, %b : f64
  %r = select %lt, %a, %b : f64
  return %r : f64
}

// max via ugt: NaN in either operand yields %a.
func @max32(%a: f32, %b: f32) -> f32 {
  %gt = cmpf ugt, %a, %b : f32
  %r = select %gt, %a, %b : f32
  return %r : f32
}

func @main() -> i32 {
  %t = constant true
  %f = constant false
  %one = constant 1 : i1
  %x = constant 1.5 : f64
  %y = constant -2.25 : f64
  %nz = constant -0.0 : f64
  %pz = constant 0.0 : f64
  %nan = constant 0x7FF8000000000000 : f64
  call @sel64(%t, %x, %y) : (i1, f64, f64) -> ()    // expect: 1.5 0x3ff8000000000000
  call @sel64(%f, %x, %y) : (i1, f64, f64) -> ()    // expect: -2.25 0xc002000000000000
  call @sel64(%one, %nz, %pz) : (i1, f64, f64) -> () // expect: -0 0x8000000000000000
  call @sel64(%f, %nz, %pz) : (i1, f64, f64) -> ()  // expect: 0 0x0000000000000000
  call @sel64(%t, %nan, %x) : (i1, f64, f64) -> ()  // expect: nan

  %a = constant 3.25 : f32
  %b = constant 0xFF800000 : f32
  %i0 = constant 0 : i32
  %i7 = constant 7 : i32
  %im1 = constant -1 : i32
  call @sel32_by_int(%i7, %a, %b) : (i32, f32, f32) -> ()  // expect: 3.25 0x40500000
  call @sel32_by_int(%i0, %a, %b) : (i32, f32, f32) -> ()  // expect: -inf 0xff800000
  call @sel32_by_int(%im1, %b, %a) : (i32, f32, f32) -> () // expect: -inf 0xff800000

  %m1 = call @min64(%x, %y) : (f64, f64) -> f64     // expect: -2.25 0xc002000000000000
  %m2 = call @min64(%y, %x) : (f64, f64) -> f64     // expect: -2.25 0xc002000000000000
  %m3 = call @min64(%nan, %x) : (f64, f64) -> f64   // expect: 1.5 0x3ff8000000000000
  %m4 = call @min64(%x, %nan) : (f64, f64) -> f64   // expect: nan
  %m5 = call @min64(%pz, %nz) : (f64, f64) -> f64   // expect: -0 0x8000000000000000 (0 < -0 is false)
  call @print_f64(%m1) : (f64) -> ()
  call @print_f64(%m2) : (f64) -> ()
  call @print_f64(%m3) : (f64) -> ()
  call @print_f64(%m4) : (f64) -> ()
  call @print_f64(%m5) : (f64) -> ()

  %fnan = constant 0x7FC00000 : f32
  %fz = constant 0.0 : f32
  %n1 = call @max32(%a, %b) : (f32, f32) -> f32     // expect: 3.25 0x40500000
  %n2 = call @max32(%b, %a) : (f32, f32) -> f32     // expect: 3.25 0x40500000
  %n3 = call @max32(%fnan, %a) : (f32, f32) -> f32  // expect: nan
  %n4 = call @max32(%fz, %fnan) : (f32, f32) -> f32 // expect: 0 0x00000000
  call @print_f32(%n1) : (f32) -> ()
  call @print_f32(%n2) : (f32) -> ()
  call @print_f32(%n3) : (f32) -> ()
  call @print_f32(%n4) : (f32) -> ()

  // Constant condition and operands.
  %k1 = select %t, %nz, %x : f64    // expect: -0 0x8000000000000000
  %k2 = select %f, %fnan, %a : f32  // expect: 3.25 0x40500000
  call @print_f64(%k1) : (f64) -> ()
  call @print_f32(%k2) : (f32) -> ()

  %zero = constant 0 : i32
  return %zero : i32
}
