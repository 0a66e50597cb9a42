// cond_br whose two successors are the SAME block, with different (or the
// same, or swapped) arguments. LLVM IR cannot express this directly (a phi
// has one entry per predecessor), so a compiler must split an edge.
// Also: a loop whose back edges both target the header from one cond_br
// (Collatz), a cond_br to the same argument-less block, and constant
// conditions.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// The spec's example: both targets ^bb1, operands differ.
func @pick(%a: i64, %b: i64, %flag: i1) -> i64 {
  cond_br %flag, ^bb1(%a : i64), ^bb1(%b : i64)
^bb1(%x: i64):
  return %x : i64
}

// Same target, two arguments swapped between the edges: returns 10*x + y.
func @order(%a: i64, %b: i64, %flag: i1) -> i64 {
  cond_br %flag, ^bb1(%a, %b : i64, i64), ^bb1(%b, %a : i64, i64)
^bb1(%x: i64, %y: i64):
  %ten = constant 10 : i64
  %t = muli %x, %ten : i64
  %r = addi %t, %y : i64
  return %r : i64
}

// Same target with identical arguments on both edges.
func @same_args(%a: i64, %flag: i1) -> i64 {
  cond_br %flag, ^bb1(%a, %a : i64, i64), ^bb1(%a, %a : i64, i64)
^bb1(%x: i64, %y: i64):
  %r = addi %x, %y : i64
  return %r : i64
}

// Same argument-less target on both edges.
func @no_args(%a: i64, %flag: i1) -> i64 {
  cond_br %flag, ^bb1, ^bb1
^bb1:
  %one = constant 1 : i64
  %r = addi %a, %one : i64
  return %r : i64
}

// Collatz step count: both back edges of one cond_br go to ^header.
func @collatz(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c3 = constant 3 : i64
  br ^header(%n, %c0 : i64, i64)
^header(%x: i64, %steps: i64):
  %done = cmpi eq, %x, %c1 : i64
  cond_br %done, ^exit, ^step
^step:
  %bit = and %x, %c1 : i64
  %even = cmpi eq, %bit, %c0 : i64
  %half = shift_right_unsigned %x, %c1 : i64
  %t = muli %x, %c3 : i64
  %odd_next = addi %t, %c1 : i64
  %s2 = addi %steps, %c1 : i64
  cond_br %even, ^header(%half, %s2 : i64, i64), ^header(%odd_next, %s2 : i64, i64)
^exit:
  return %steps : i64
}

func @main() -> i32 {
  %t = constant true
  %f = constant false
  %a = constant 11 : i64
  %b = constant -22 : i64
  %r0 = call @pick(%a, %b, %t) : (i64, i64, i1) -> i64
  call @print_i64(%r0) : (i64) -> ()    // expect: 11
  %r1 = call @pick(%a, %b, %f) : (i64, i64, i1) -> i64
  call @print_i64(%r1) : (i64) -> ()    // expect: -22
  %c3 = constant 3 : i64
  %c7 = constant 7 : i64
  %r2 = call @order(%c3, %c7, %t) : (i64, i64, i1) -> i64
  call @print_i64(%r2) : (i64) -> ()    // expect: 37
  %r3 = call @order(%c3, %c7, %f) : (i64, i64, i1) -> i64
  call @print_i64(%r3) : (i64) -> ()    // expect: 73
  %r4 = call @same_args(%c7, %t) : (i64, i1) -> i64
  call @print_i64(%r4) : (i64) -> ()    // expect: 14
  %r5 = call @same_args(%c7, %f) : (i64, i1) -> i64
  call @print_i64(%r5) : (i64) -> ()    // expect: 14
  %r6 = call @no_args(%b, %f) : (i64, i1) -> i64
  call @print_i64(%r6) : (i64) -> ()    // expect: -21
  %c27 = constant 27 : i64
  %r7 = call @collatz(%c27) : (i64) -> i64
  call @print_i64(%r7) : (i64) -> ()    // expect: 111
  %c1 = constant 1 : i64
  %r8 = call @collatz(%c1) : (i64) -> i64
  call @print_i64(%r8) : (i64) -> ()    // expect: 0
  %c6 = constant 6 : i64
  %r9 = call @collatz(%c6) : (i64) -> i64
  call @print_i64(%r9) : (i64) -> ()    // expect: 8
  // constant condition, both targets the same block, inside main
  cond_br %f, ^bb1(%a, %b : i64, i64), ^bb1(%b, %a : i64, i64)
^bb1(%x: i64, %y: i64):
  call @print_i64(%x) : (i64) -> ()     // expect: -22
  call @print_i64(%y) : (i64) -> ()     // expect: 11
  // computed condition (-22 < 11), same block, different args
  %lt = cmpi slt, %x, %y : i64
  cond_br %lt, ^bb2(%c3 : i64), ^bb2(%c7 : i64)
^bb2(%z: i64):
  call @print_i64(%z) : (i64) -> ()     // expect: 3
  %zero = constant 0 : i32
  return %zero : i32
}
