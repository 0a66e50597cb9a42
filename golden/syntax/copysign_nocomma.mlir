// copysign written as in the spec, with no comma between the operands:
//   %a = copysign %b %c : f64
// NOTE: MLIR 13 REJECTS this ("expected ':'"); it wants `copysign %b, %c`.
// The .out comes from a copy with the comma added.

func private @print_f32(f32)
func private @print_f64(f64)

func @cs64(%a: f64, %b: f64) {
  %r = copysign %a %b : f64
  call @print_f64(%r) : (f64) -> ()
  return
}

func @cs32(%a: f32, %b: f32) {
  %r = copysign %a %b : f32
  call @print_f32(%r) : (f32) -> ()
  return
}

func @main() -> i32 {
  %p = constant 2.5 : f64
  %n = constant -0.0 : f64
  %m = constant -7.0 : f64
  %i = constant 0x7FF0000000000000 : f64
  call @cs64(%p, %n) : (f64, f64) -> ()   // expect: -2.5 0xc004000000000000
  call @cs64(%m, %p) : (f64, f64) -> ()   // expect: 7 0x401c000000000000
  call @cs64(%i, %m) : (f64, f64) -> ()   // expect: -inf 0xfff0000000000000
  call @cs64(%n, %i) : (f64, f64) -> ()   // expect: 0 0x0000000000000000
  %x = constant 1.25 : f32
  %y = constant -3.0e-3 : f32
  call @cs32(%x, %y) : (f32, f32) -> ()   // expect: -1.25 0xbfa00000
  call @cs32(%y, %x) : (f32, f32) -> ()   // expect: 0.00300000003 0x3b449ba6
  // constant operands
  %k = copysign %p %m : f64               // expect: -2.5 0xc004000000000000
  call @print_f64(%k) : (f64) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
