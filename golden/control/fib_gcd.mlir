// Loops whose loop-carried values depend on each other, so the new block
// arguments must all be computed from the OLD values: iterative Fibonacci
// (a, b) -> (b, a + b) and Euclid's gcd (a, b) -> (b, a % b), signed and
// unsigned, plus lcm built on gcd.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)
func private @print_u64(i64)

// fib(0) = 0, fib(1) = 1; n iterations of (a, b) -> (b, a + b)
func @fib(%n: i64) -> i64 {
  %zero = constant 0 : i64
  %one = constant 1 : i64
  br ^header(%n, %zero, %one : i64, i64, i64)
^header(%k: i64, %a: i64, %b: i64):
  %done = cmpi eq, %k, %zero : i64
  cond_br %done, ^exit(%a : i64), ^body
^body:
  %s = addi %a, %b : i64
  %k2 = subi %k, %one : i64
  br ^header(%k2, %b, %s : i64, i64, i64)
^exit(%r: i64):
  return %r : i64
}

// Signed gcd of non-negative values: while b != 0: (a, b) = (b, a % b)
func @gcd(%a0: i64, %b0: i64) -> i64 {
  br ^header(%a0, %b0 : i64, i64)
^header(%a: i64, %b: i64):
  %zero = constant 0 : i64
  %done = cmpi eq, %b, %zero : i64
  cond_br %done, ^exit, ^body
^body:
  %r = remi_signed %a, %b : i64
  br ^header(%b, %r : i64, i64)
^exit:
  return %a : i64
}

// Unsigned gcd (operands may have the top bit set)
func @ugcd(%a0: i64, %b0: i64) -> i64 {
  %zero = constant 0 : i64
  br ^header(%a0, %b0 : i64, i64)
^header(%a: i64, %b: i64):
  %more = cmpi ne, %b, %zero : i64
  cond_br %more, ^body, ^exit
^body:
  %r = remi_unsigned %a, %b : i64
  br ^header(%b, %r : i64, i64)
^exit:
  return %a : i64
}

func @lcm(%a: i64, %b: i64) -> i64 {
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  %q = divi_signed %a, %g : i64
  %l = muli %q, %b : i64
  return %l : i64
}

func @main() -> i32 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c10 = constant 10 : i64
  %c50 = constant 50 : i64
  %c90 = constant 90 : i64
  %c93 = constant 93 : i64
  %f0 = call @fib(%c0) : (i64) -> i64
  call @print_i64(%f0) : (i64) -> ()    // expect: 0
  %f1 = call @fib(%c1) : (i64) -> i64
  call @print_i64(%f1) : (i64) -> ()    // expect: 1
  %f10 = call @fib(%c10) : (i64) -> i64
  call @print_i64(%f10) : (i64) -> ()   // expect: 55
  %f50 = call @fib(%c50) : (i64) -> i64
  call @print_i64(%f50) : (i64) -> ()   // expect: 12586269025
  %f90 = call @fib(%c90) : (i64) -> i64
  call @print_i64(%f90) : (i64) -> ()   // expect: 2880067194370816120
  %f93 = call @fib(%c93) : (i64) -> i64 // wraps modulo 2^64
  call @print_i64(%f93) : (i64) -> ()   // expect: -6246583658587674878

  %a = constant 48 : i64
  %b = constant 18 : i64
  %g0 = call @gcd(%a, %b) : (i64, i64) -> i64
  call @print_i64(%g0) : (i64) -> ()    // expect: 6
  %g1 = call @gcd(%b, %a) : (i64, i64) -> i64
  call @print_i64(%g1) : (i64) -> ()    // expect: 6
  %c17 = constant 17 : i64
  %c5 = constant 5 : i64
  %g2 = call @gcd(%c17, %c5) : (i64, i64) -> i64
  call @print_i64(%g2) : (i64) -> ()    // expect: 1
  %c7 = constant 7 : i64
  %g3 = call @gcd(%c0, %c7) : (i64, i64) -> i64
  call @print_i64(%g3) : (i64) -> ()    // expect: 7
  %c1071 = constant 1071 : i64
  %c462 = constant 462 : i64
  %g4 = call @gcd(%c1071, %c462) : (i64, i64) -> i64
  call @print_i64(%g4) : (i64) -> ()    // expect: 21
  %p2 = constant 1099511627776 : i64    // 2^40
  %p6 = constant 470184984576 : i64     // 6^15
  %g5 = call @gcd(%p2, %p6) : (i64, i64) -> i64
  call @print_i64(%g5) : (i64) -> ()    // expect: 32768
  %all = constant -1 : i64              // 2^64 - 1 = (2^32 - 1)(2^32 + 1)
  %q = constant 4294967297 : i64
  %g6 = call @ugcd(%all, %q) : (i64, i64) -> i64
  call @print_u64(%g6) : (i64) -> ()    // expect: 4294967297
  %g7 = call @ugcd(%q, %all) : (i64, i64) -> i64
  call @print_u64(%g7) : (i64) -> ()    // expect: 4294967297
  %l0 = call @lcm(%a, %b) : (i64, i64) -> i64
  call @print_i64(%l0) : (i64) -> ()    // expect: 144
  %c21 = constant 21 : i64
  %c6 = constant 6 : i64
  %l1 = call @lcm(%c21, %c6) : (i64, i64) -> i64
  call @print_i64(%l1) : (i64) -> ()    // expect: 42
  %zero = constant 0 : i32
  return %zero : i32
}
