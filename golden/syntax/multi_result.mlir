// Multiple results: `%r:N = call ...` with uses `%r#0`, `%r#1`...; the
// other MLIR result-list spellings `%q, %m = call` and `%a:2, %b = call`
// (then %a#0 %a#1 %b); results of mixed types; packs used as branch
// operands, as return operands and in the generic form.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f64(f64)

// quotient and remainder (signed)
func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = divi_signed %a, %b : i32
  %r = remi_signed %a, %b : i32
  return %q, %r : i32, i32
}

// three results of three types
func @split(%x: i64) -> (i32, f64, i64) {
  %lo = trunci %x : i64 to i32
  %f = sitofp %x : i64 to f64
  %c2 = constant 2 : i64
  %d = muli %x, %c2 : i64
  return %lo, %f, %d : i32, f64, i64
}

// forwards a pack straight to return
func @swap(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = call @divmod(%a, %b) : (i32, i32) -> (i32, i32)
  return %r#1, %r#0 : i32, i32
}

func @main() -> i32 {
  %c17 = constant 17 : i32
  %c5 = constant 5 : i32
  %cm17 = constant -17 : i32
  %r:2 = call @divmod(%c17, %c5) : (i32, i32) -> (i32, i32)
  call @print_i32(%r#0) : (i32) -> ()   // expect: 3
  call @print_i32(%r#1) : (i32) -> ()   // expect: 2
  %q, %m = call @divmod(%cm17, %c5) : (i32, i32) -> (i32, i32)
  call @print_i32(%q) : (i32) -> ()     // expect: -3
  call @print_i32(%m) : (i32) -> ()     // expect: -2

  %big = constant 4294967301 : i64     // 2^32 + 5
  %s:3 = call @split(%big) : (i64) -> (i32, f64, i64)
  call @print_i32(%s#0) : (i32) -> ()   // expect: 5
  call @print_f64(%s#1) : (f64) -> ()   // expect: 4294967301 0x41f0000000500000
  call @print_i64(%s#2) : (i64) -> ()   // expect: 8589934602

  %a:2, %b = call @split(%big) : (i64) -> (i32, f64, i64)
  %sum = addi %a#0, %r#1 : i32
  call @print_i32(%sum) : (i32) -> ()   // expect: 7
  call @print_i64(%b) : (i64) -> ()     // expect: 8589934602

  %w:2 = "std.call"(%c17, %c5) {callee = @swap} : (i32, i32) -> (i32, i32)
  call @print_i32(%w#0) : (i32) -> ()   // expect: 2
  call @print_i32(%w#1) : (i32) -> ()   // expect: 3

  // pack elements as branch operands
  %lt = cmpi slt, %w#0, %w#1 : i32
  cond_br %lt, ^small(%w#0 : i32), ^small(%w#1 : i32)
^small(%v: i32):
  call @print_i32(%v) : (i32) -> ()     // expect: 2
  %zero = constant 0 : i32
  return %zero : i32
}
