// The spellings of the Std dialect document (spec/std-dialect.txt):
// divis diviu remis remiu, quoted predicates (cmpi "slt"), bare sqrt exp
// cos tanh, and external declarations without `private`.
// NOTE: MLIR 13 REJECTS divis/diviu/remis/remiu (it calls them
// divi_signed/divi_unsigned/remi_signed/remi_unsigned), bare sqrt/exp/cos/
// tanh (math.sqrt ...) and bodiless `func @f(i64)` (needs `private`).
// Quoted predicates it accepts. The .out comes from an MLIR 13 respelling.

func @print_i32(i32)
func @print_i64(i64)
func @print_u64(i64)
func @print_f64(f64)

// Prints: a divis b, a diviu b (unsigned), a remis b, a remiu b (unsigned),
// then cmpi "slt", "ult", "sge", "ne" as 0/1.
func @intops(%a: i64, %b: i64) {
  %q = divis %a, %b : i64
  %u = diviu %a, %b : i64
  %r = remis %a, %b : i64
  %v = remiu %a, %b : i64
  call @print_i64(%q) : (i64) -> ()
  call @print_u64(%u) : (i64) -> ()
  call @print_i64(%r) : (i64) -> ()
  call @print_u64(%v) : (i64) -> ()
  %lt = cmpi "slt", %a, %b : i64
  %ult = cmpi "ult", %a, %b : i64
  %ge = cmpi "sge", %a, %b : i64
  %ne = cmpi "ne", %a, %b : i64
  %z0 = zexti %lt : i1 to i32
  %z1 = zexti %ult : i1 to i32
  %z2 = zexti %ge : i1 to i32
  %z3 = zexti %ne : i1 to i32
  call @print_i32(%z0) : (i32) -> ()
  call @print_i32(%z1) : (i32) -> ()
  call @print_i32(%z2) : (i32) -> ()
  call @print_i32(%z3) : (i32) -> ()
  return
}

// i32 versions of the four divisions.
func @intops32(%a: i32, %b: i32) {
  %q = divis %a, %b : i32
  %u = diviu %a, %b : i32
  %r = remis %a, %b : i32
  %v = remiu %a, %b : i32
  call @print_i32(%q) : (i32) -> ()
  call @print_i32(%u) : (i32) -> ()
  call @print_i32(%r) : (i32) -> ()
  call @print_i32(%v) : (i32) -> ()
  return
}

// Prints sqrt, exp, cos, tanh of x.
func @fops(%x: f64) {
  %s = sqrt %x : f64
  %e = exp %x : f64
  %c = cos %x : f64
  %t = tanh %x : f64
  call @print_f64(%s) : (f64) -> ()
  call @print_f64(%e) : (f64) -> ()
  call @print_f64(%c) : (f64) -> ()
  call @print_f64(%t) : (f64) -> ()
  return
}

func @main() -> i32 {
  %m7 = constant -7 : i64
  %c2 = constant 2 : i64
  %c7 = constant 7 : i64
  %m2 = constant -2 : i64
  %c100 = constant 100 : i64
  // -7/2: signed -3 r -1; unsigned (2^64-7)/2 = 9223372036854775804 r 1
  // expect: -3 | 9223372036854775804 | -1 | 1 | 1 | 0 | 0 | 1
  call @intops(%m7, %c2) : (i64, i64) -> ()
  // 7/-2: signed -3 r 1; unsigned 7/(2^64-2) = 0 r 7
  // expect: -3 | 0 | 1 | 7 | 0 | 1 | 1 | 1
  call @intops(%c7, %m2) : (i64, i64) -> ()
  // expect: 14 | 14 | 2 | 2 | 0 | 0 | 1 | 1
  call @intops(%c100, %c7) : (i64, i64) -> ()
  %i1 = constant -100 : i32
  %i2 = constant 7 : i32
  // unsigned: 4294967196 / 7 = 613566742 r 2
  // expect: -14 | 613566742 | -2 | 2
  call @intops32(%i1, %i2) : (i32, i32) -> ()
  %f0 = constant 0.0 : f64
  %f4 = constant 4.0 : f64
  // expect: 0 0x0000000000000000 | 1 0x3ff0000000000000 | 1 0x3ff0000000000000 | 0 0x0000000000000000
  call @fops(%f0) : (f64) -> ()
  // expect: 2 0x4000000000000000 | 54.598150033144236 0x404b4c902e273a58 | -0.65364362086361194 0xbfe4eaa606db24c1 | 0.99932929973906703 0x3feffa81708a0b42
  call @fops(%f4) : (f64) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
