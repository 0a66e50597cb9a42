// Modern (post-MLIR-13) op names: func.func / func.return / func.call,
// cf.br / cf.cond_br, arith.* (constant, addi subi muli divsi divui remsi
// remui, cmpi, andi ori xori, extsi extui trunci, addf mulf divf cmpf
// sitofp), and math.sqrt. Selection uses plain `select`.
// NOTE: MLIR 13 REJECTS every func./cf./arith. name here (no such
// dialects/ops in 13); the .out comes from an MLIR 13 respelling
// (func, return, call, br, cond_br, constant, addi, divi_signed,
// divi_unsigned, remi_signed, remi_unsigned, and, or, xor, sexti, zexti...).

func.func private @print_i32(i32)
func.func private @print_f64(f64)

func.func @intops(%a: i32, %b: i32) {
  %s = arith.addi %a, %b : i32
  %d = arith.subi %a, %b : i32
  %m = arith.muli %a, %b : i32
  %q = arith.divsi %a, %b : i32
  %u = arith.divui %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %v = arith.remui %a, %b : i32
  func.call @print_i32(%s) : (i32) -> ()
  func.call @print_i32(%d) : (i32) -> ()
  func.call @print_i32(%m) : (i32) -> ()
  func.call @print_i32(%q) : (i32) -> ()
  func.call @print_i32(%u) : (i32) -> ()
  func.call @print_i32(%r) : (i32) -> ()
  func.call @print_i32(%v) : (i32) -> ()
  %x = arith.andi %a, %b : i32
  %o = arith.ori %a, %b : i32
  %e = arith.xori %a, %b : i32
  func.call @print_i32(%x) : (i32) -> ()
  func.call @print_i32(%o) : (i32) -> ()
  func.call @print_i32(%e) : (i32) -> ()
  func.return
}

// max(a, b) by arith.cmpi + select, and by cf.cond_br + cf.br.
func.func @max2(%a: i32, %b: i32) -> (i32, i32) {
  %lt = arith.cmpi slt, %a, %b : i32
  %m1 = select %lt, %b, %a : i32
  cf.cond_br %lt, ^big(%b : i32), ^big(%a : i32)
^big(%m2: i32):
  cf.br ^out
^out:
  func.return %m1, %m2 : i32, i32
}

// sign-/zero-extend the low byte of x, then sum.
func.func @bytes(%x: i32) -> i32 {
  %lo = arith.trunci %x : i32 to i8
  %s = arith.extsi %lo : i8 to i32
  %z = arith.extui %lo : i8 to i32
  %r = arith.addi %s, %z : i32
  func.return %r : i32
}

// (a * b + 1) / 2 and sqrt(int + 0.25), with arith.cmpf.
func.func @fl(%a: f64, %b: f64, %k: i32) {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %p = arith.mulf %a, %b : f64
  %s = arith.addf %p, %one : f64
  %q = arith.divf %s, %two : f64
  func.call @print_f64(%q) : (f64) -> ()
  %kf = arith.sitofp %k : i32 to f64
  %qq = arith.constant 0.25 : f64
  %kq = arith.addf %kf, %qq : f64
  %r = math.sqrt %kq : f64
  func.call @print_f64(%r) : (f64) -> ()
  %gt = arith.cmpf ogt, %a, %b : f64
  %gz = arith.extui %gt : i1 to i32
  func.call @print_i32(%gz) : (i32) -> ()
  func.return
}

func.func @main() -> i32 {
  %c42 = arith.constant 42 : i32
  %cm5 = arith.constant -5 : i32
  // 42 op -5: sum, diff, prod, sdiv, udiv (42 / 4294967291), srem, urem,
  // and (0b101010 & ...11111011 = 42), or (-5), xor (-47)
  // expect: 37 | 47 | -210 | -8 | 0 | 2 | 42 | 42 | -5 | -47
  func.call @intops(%c42, %cm5) : (i32, i32) -> ()
  %m:2 = func.call @max2(%c42, %cm5) : (i32, i32) -> (i32, i32)
  func.call @print_i32(%m#0) : (i32) -> ()   // expect: 42
  func.call @print_i32(%m#1) : (i32) -> ()   // expect: 42
  %n:2 = func.call @max2(%cm5, %c42) : (i32, i32) -> (i32, i32)
  func.call @print_i32(%n#1) : (i32) -> ()   // expect: 42
  %b0 = arith.constant 384 : i32              // low byte 0x80
  %bb = func.call @bytes(%b0) : (i32) -> i32
  func.call @print_i32(%bb) : (i32) -> ()    // expect: 0 (-128 + 128)
  %b1 = arith.constant 127 : i32
  %bc = func.call @bytes(%b1) : (i32) -> i32
  func.call @print_i32(%bc) : (i32) -> ()    // expect: 254
  %a = arith.constant 2.5 : f64
  %b = arith.constant -3.0 : f64
  %c6 = arith.constant 6 : i32
  // (2.5 * -3 + 1) / 2 = -3.25; sqrt(6.25) = 2.5; 2.5 > -3
  // expect: -3.25 0xc00a000000000000 | 2.5 0x4004000000000000 | 1
  func.call @fl(%a, %b, %c6) : (f64, f64, i32) -> ()
  %zero = arith.constant 0 : i32
  func.return %zero : i32
}
