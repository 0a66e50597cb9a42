// Self-recursion: factorial, naive Fibonacci, Ackermann (two recursive calls,
// one feeding the other's argument), a recursive function with two results,
// and deep (non-tail) recursion 10000 calls deep. Several functions return
// from more than one block.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @fact(%n: i64) -> i64 {
  %c1 = constant 1 : i64
  %base = cmpi sle, %n, %c1 : i64
  cond_br %base, ^ret1, ^rec
^ret1:
  return %c1 : i64
^rec:
  %n1 = subi %n, %c1 : i64
  %f = call @fact(%n1) : (i64) -> i64
  %r = muli %n, %f : i64
  return %r : i64
}

func @fib(%n: i32) -> i32 {
  %c2 = constant 2 : i32
  %small = cmpi slt, %n, %c2 : i32
  cond_br %small, ^base, ^rec
^base:
  return %n : i32
^rec:
  %c1 = constant 1 : i32
  %n1 = subi %n, %c1 : i32
  %n2 = subi %n, %c2 : i32
  %a = call @fib(%n1) : (i32) -> i32
  %b = call @fib(%n2) : (i32) -> i32
  %s = addi %a, %b : i32
  return %s : i32
}

func @ack(%m: i64, %n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %m0 = cmpi eq, %m, %c0 : i64
  cond_br %m0, ^m_zero, ^m_pos
^m_zero:
  %r0 = addi %n, %c1 : i64
  return %r0 : i64
^m_pos:
  %m1 = subi %m, %c1 : i64
  %n0 = cmpi eq, %n, %c0 : i64
  cond_br %n0, ^n_zero, ^n_pos
^n_zero:
  %r1 = call @ack(%m1, %c1) : (i64, i64) -> i64
  return %r1 : i64
^n_pos:
  %n1 = subi %n, %c1 : i64
  %inner = call @ack(%m, %n1) : (i64, i64) -> i64
  %r2 = call @ack(%m1, %inner) : (i64, i64) -> i64
  return %r2 : i64
}

// (fib(n), fib(n+1)) by linear recursion with two results
func @fib_pair(%n: i64) -> (i64, i64) {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %z = cmpi eq, %n, %c0 : i64
  cond_br %z, ^base, ^rec
^base:
  return %c0, %c1 : i64, i64
^rec:
  %n1 = subi %n, %c1 : i64
  %p:2 = call @fib_pair(%n1) : (i64) -> (i64, i64)
  %s = addi %p#0, %p#1 : i64
  return %p#1, %s : i64, i64
}

// 1 + 2 + ... + n, recursion depth n
func @rsum(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %z = cmpi eq, %n, %c0 : i64
  cond_br %z, ^base, ^rec
^base:
  return %c0 : i64
^rec:
  %c1 = constant 1 : i64
  %n1 = subi %n, %c1 : i64
  %s = call @rsum(%n1) : (i64) -> i64
  %r = addi %s, %n : i64
  return %r : i64
}

func @main() -> i32 {
  %c0 = constant 0 : i64
  %c2 = constant 2 : i64
  %c3 = constant 3 : i64
  %c20 = constant 20 : i64
  %c80 = constant 80 : i64
  %f20 = call @fact(%c20) : (i64) -> i64
  call @print_i64(%f20) : (i64) -> ()        // expect: 2432902008176640000
  %f0 = call @fact(%c0) : (i64) -> i64
  call @print_i64(%f0) : (i64) -> ()         // expect: 1
  %i20 = constant 20 : i32
  %fb = call @fib(%i20) : (i32) -> i32
  %fbe = sexti %fb : i32 to i64
  call @print_i64(%fbe) : (i64) -> ()        // expect: 6765
  %a23 = call @ack(%c2, %c3) : (i64, i64) -> i64
  call @print_i64(%a23) : (i64) -> ()        // expect: 9
  %a33 = call @ack(%c3, %c3) : (i64, i64) -> i64
  call @print_i64(%a33) : (i64) -> ()        // expect: 61
  %fp:2 = call @fib_pair(%c80) : (i64) -> (i64, i64)
  call @print_i64(%fp#0) : (i64) -> ()       // expect: 23416728348467685
  call @print_i64(%fp#1) : (i64) -> ()       // expect: 37889062373143906
  %deep = constant 10000 : i64
  %rs = call @rsum(%deep) : (i64) -> i64
  call @print_i64(%rs) : (i64) -> ()         // expect: 50005000
  %zero = constant 0 : i32
  return %zero : i32
}
