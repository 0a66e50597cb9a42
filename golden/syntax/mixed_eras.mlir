// All spelling eras mixed in one module: the spec's Std (divis, remiu,
// cmpi "sle", bare sqrt/exp, copysign without comma, bodiless `func @f(T)`
// declaration), MLIR 13 (divi_signed, math.sqrt, func private ...), modern
// (func.func, arith.*, cf.*), and generic forms of both old and new names.
// The module is named and has dialect-prefixed attributes.
// NOTE: MLIR 13 REJECTS the spec and modern spellings here (see the other
// files); the .out comes from a copy respelled entirely in MLIR 13 form.

module @mixed attributes {test.era = "all", test.version = 13 : i32} {
  func @print_i32(i32)
  func private @print_i64(i64)
  func.func private @print_f64(f64)

  // Five spellings of signed division; returns 5 * (a / b).
  func.func @divs(%a: i32, %b: i32) -> i32 {
    %q1 = divis %a, %b : i32
    %q2 = divi_signed %a, %b : i32
    %q3 = arith.divsi %a, %b : i32
    %q4 = "std.divi_signed"(%a, %b) : (i32, i32) -> i32
    %q5 = "arith.divsi"(%a, %b) : (i32, i32) -> i32
    %s1 = addi %q1, %q2 : i32
    %s2 = arith.addi %s1, %q3 : i32
    %s3 = "std.addi"(%s2, %q4) : (i32, i32) -> i32
    %s4 = "arith.addi"(%s3, %q5) : (i32, i32) -> i32
    return %s4 : i32
  }

  // Unsigned remainder three ways, summed; a remis b added once.
  func @rems(%a: i64, %b: i64) -> i64 {
    %r1 = remiu %a, %b : i64
    %r2 = remi_unsigned %a, %b : i64
    %r3 = arith.remui %a, %b : i64
    %r4 = remis %a, %b : i64
    %t1 = arith.addi %r1, %r2 : i64
    %t2 = addi %t1, %r3 : i64
    %t3 = addi %t2, %r4 : i64
    func.return %t3 : i64
  }

  // Counts how many of five spellings of `a sle b` hold (0 or 5).
  func @sle5(%a: i32, %b: i32) -> i32 {
    %c1 = cmpi "sle", %a, %b : i32
    %c2 = cmpi sle, %a, %b : i32
    %c3 = arith.cmpi sle, %a, %b : i32
    %c4 = "std.cmpi"(%a, %b) {predicate = 3 : i64} : (i32, i32) -> i1
    %c5 = "arith.cmpi"(%a, %b) {predicate = 3 : i64} : (i32, i32) -> i1
    %z1 = zexti %c1 : i1 to i32
    %z2 = arith.extui %c2 : i1 to i32
    %z3 = zexti %c3 : i1 to i32
    %z4 = "std.zexti"(%c4) : (i1) -> i32
    %z5 = arith.extui %c5 : i1 to i32
    %n1 = addi %z1, %z2 : i32
    %n2 = addi %n1, %z3 : i32
    %n3 = arith.addi %n2, %z4 : i32
    %n4 = arith.addi %n3, %z5 : i32
    "std.return"(%n4) : (i32) -> ()
  }

  // sqrt(x) + math.sqrt(x), exp(0) via bare exp, copysign both ways;
  // branches in every era.
  func.func @fl(%x: f64, %s: f64) {
    %a = sqrt %x : f64
    %b = math.sqrt %x : f64
    %sum = arith.addf %a, %b : f64
    func.call @print_f64(%sum) : (f64) -> ()
    br ^b1(%sum : f64)
  ^b1(%v: f64):
    %z = arith.constant 0.0 : f64
    %e = exp %z : f64
    cf.br ^b2(%e : f64)
  ^b2(%w: f64):
    "std.call"(%w) {callee = @print_f64} : (f64) -> ()
    %c1 = copysign %v %s : f64
    %c2 = copysign %c1, %x : f64
    %neg = cmpf olt, %c1, %z : f64
    cond_br %neg, ^b3(%c1 : f64), ^b4
  ^b3(%u: f64):
    call @print_f64(%u) : (f64) -> ()
    "std.br"(%c2)[^b5] : (f64) -> ()
  ^b4:
    cf.cond_br %neg, ^b5(%c1 : f64), ^b5(%c2 : f64)
  ^b5(%t: f64):
    "func.call"(%t) {callee = @print_f64} : (f64) -> ()
    "func.return"() : () -> ()
  }

  func.func @main() -> i32 {
    %c100 = arith.constant 100 : i32
    %c7 = constant 7 : i32
    %cm7 = "std.constant"() {value = -7 : i32} : () -> i32
    %d1 = call @divs(%c100, %c7) : (i32, i32) -> i32
    func.call @print_i32(%d1) : (i32) -> ()               // expect: 70
    %d2 = func.call @divs(%c100, %cm7) : (i32, i32) -> i32
    "std.call"(%d2) {callee = @print_i32} : (i32) -> ()   // expect: -70
    %l1 = arith.constant -10 : i64
    %l2 = "arith.constant"() {value = 3 : i64} : () -> i64
    // remu: (2^64-10) mod 3 = 0 (2^64 = 1 mod 3); rems: -10 mod 3 = -1
    %r = call @rems(%l1, %l2) : (i64, i64) -> i64
    call @print_i64(%r) : (i64) -> ()                     // expect: -1
    %s1 = "func.call"(%cm7, %c7) {callee = @sle5} : (i32, i32) -> i32
    call @print_i32(%s1) : (i32) -> ()                    // expect: 5
    %s2 = func.call @sle5(%c100, %c7) : (i32, i32) -> i32
    call @print_i32(%s2) : (i32) -> ()                    // expect: 0
    %x = arith.constant 2.25 : f64
    %m = constant -1.0 : f64
    // 1.5 + 1.5; exp(0); copysign(3, -1) = -3 < 0 so ^b3 prints -3, then
    // ^b5 gets copysign(-3, 2.25) = 3
    // expect: 3 0x4008000000000000 | 1 0x3ff0000000000000 | -3 0xc008000000000000 | 3 0x4008000000000000
    func.call @fl(%x, %m) : (f64, f64) -> ()
    %p = arith.constant 1.0 : f64
    // copysign(3, 1) = 3 not < 0: ^b4 -> ^b5(copysign(3, 2.25) = 3)
    // expect: 3 0x4008000000000000 | 1 0x3ff0000000000000 | 3 0x4008000000000000
    call @fl(%x, %p) : (f64, f64) -> ()
    %zero = arith.constant 0 : i32
    func.return %zero : i32
  }
}
