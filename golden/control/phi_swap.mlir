// The "swap problem" and the "lost copy problem" of out-of-SSA translation:
// loop back edges that permute block arguments (br ^h(%y, %x)), a 3-way
// rotation, a permutation mixing copies and computed values, a conditional
// swap where both edges of one cond_br target the header, and a value used
// after the loop that must be the OLD block argument.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// n times: acc += x; (x, y) = (y, x). Returns acc*100 + x*10 + y (x=1, y=2).
func @swap(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c2 = constant 2 : i64
  br ^h(%c1, %c2, %c0, %c0 : i64, i64, i64, i64)
^h(%x: i64, %y: i64, %i: i64, %acc: i64):
  %more = cmpi slt, %i, %n : i64
  cond_br %more, ^body, ^exit
^body:
  %acc2 = addi %acc, %x : i64
  %i2 = addi %i, %c1 : i64
  br ^h(%y, %x, %i2, %acc2 : i64, i64, i64, i64)
^exit:
  %c100 = constant 100 : i64
  %c10 = constant 10 : i64
  %t0 = muli %acc, %c100 : i64
  %t1 = muli %x, %c10 : i64
  %t2 = addi %t0, %t1 : i64
  %t3 = addi %t2, %y : i64
  return %t3 : i64
}

// k times: (a, b, c) = (b, c, a). Returns a*100 + b*10 + c (start 1, 2, 3).
func @rotate3(%k: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c2 = constant 2 : i64
  %c3 = constant 3 : i64
  br ^h(%c0, %c1, %c2, %c3 : i64, i64, i64, i64)
^h(%i: i64, %a: i64, %b: i64, %c: i64):
  %more = cmpi ult, %i, %k : i64
  %i2 = addi %i, %c1 : i64
  cond_br %more, ^h(%i2, %b, %c, %a : i64, i64, i64, i64), ^exit
^exit:
  %c100 = constant 100 : i64
  %c10 = constant 10 : i64
  %t0 = muli %a, %c100 : i64
  %t1 = muli %b, %c10 : i64
  %t2 = addi %t0, %t1 : i64
  %t3 = addi %t2, %c : i64
  return %t3 : i64
}

// k times: (a, b, c) = (c, a, a + b). Returns a*10000 + b*100 + c.
func @permute(%k: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c2 = constant 2 : i64
  %c3 = constant 3 : i64
  br ^h(%c1, %c2, %c3, %k : i64, i64, i64, i64)
^h(%a: i64, %b: i64, %c: i64, %left: i64):
  %done = cmpi eq, %left, %c0 : i64
  cond_br %done, ^exit, ^body
^body:
  %s = addi %a, %b : i64
  %l2 = subi %left, %c1 : i64
  br ^h(%c, %a, %s, %l2 : i64, i64, i64, i64)
^exit:
  %c10000 = constant 10000 : i64
  %c100 = constant 100 : i64
  %t0 = muli %a, %c10000 : i64
  %t1 = muli %b, %c100 : i64
  %t2 = addi %t0, %t1 : i64
  %t3 = addi %t2, %c : i64
  return %t3 : i64
}

// n steps i = 0..n-1: acc += x, then swap (x, y) only when i is odd; both
// outcomes are edges of ONE cond_br to the header. Returns acc*100 + x*10 + y.
func @cond_swap(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c2 = constant 2 : i64
  br ^h(%c1, %c2, %c0, %c0 : i64, i64, i64, i64)
^h(%x: i64, %y: i64, %i: i64, %acc: i64):
  %more = cmpi slt, %i, %n : i64
  cond_br %more, ^body, ^exit
^body:
  %acc2 = addi %acc, %x : i64
  %i2 = addi %i, %c1 : i64
  %bit = and %i, %c1 : i64
  %odd = cmpi ne, %bit, %c0 : i64
  cond_br %odd, ^h(%y, %x, %i2, %acc2 : i64, i64, i64, i64), ^h(%x, %y, %i2, %acc2 : i64, i64, i64, i64)
^exit:
  %c100 = constant 100 : i64
  %c10 = constant 10 : i64
  %t0 = muli %acc, %c100 : i64
  %t1 = muli %x, %c10 : i64
  %t2 = addi %t0, %t1 : i64
  %t3 = addi %t2, %y : i64
  return %t3 : i64
}

// Lost copy: x is used after the loop, where it must be the last value of
// the block argument (n - 1), not the incremented y (n).
func @lost_copy(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^h(%c0 : i64)
^h(%x: i64):
  %y = addi %x, %c1 : i64
  %more = cmpi slt, %y, %n : i64
  cond_br %more, ^h(%y : i64), ^exit
^exit:
  return %x : i64
}

func @main() -> i32 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c2 = constant 2 : i64
  %c3 = constant 3 : i64
  %c4 = constant 4 : i64
  %c5 = constant 5 : i64
  %c6 = constant 6 : i64
  %c10 = constant 10 : i64
  %s0 = call @swap(%c0) : (i64) -> i64
  %s1 = call @swap(%c1) : (i64) -> i64
  %s4 = call @swap(%c4) : (i64) -> i64
  %s5 = call @swap(%c5) : (i64) -> i64
  call @print_i64(%s0) : (i64) -> ()   // expect: 12
  call @print_i64(%s1) : (i64) -> ()   // expect: 121
  call @print_i64(%s4) : (i64) -> ()   // expect: 612
  call @print_i64(%s5) : (i64) -> ()   // expect: 721
  %r1 = call @rotate3(%c1) : (i64) -> i64
  %r2 = call @rotate3(%c2) : (i64) -> i64
  %r3 = call @rotate3(%c3) : (i64) -> i64
  %r5 = call @rotate3(%c5) : (i64) -> i64
  call @print_i64(%r1) : (i64) -> ()   // expect: 231
  call @print_i64(%r2) : (i64) -> ()   // expect: 312
  call @print_i64(%r3) : (i64) -> ()   // expect: 123
  call @print_i64(%r5) : (i64) -> ()   // expect: 312
  %p0 = call @permute(%c0) : (i64) -> i64
  %p1 = call @permute(%c1) : (i64) -> i64
  %p5 = call @permute(%c5) : (i64) -> i64
  call @print_i64(%p0) : (i64) -> ()   // expect: 10203
  call @print_i64(%p1) : (i64) -> ()   // expect: 30103
  call @print_i64(%p5) : (i64) -> ()   // expect: 70610
  %q6 = call @cond_swap(%c6) : (i64) -> i64
  %q3 = call @cond_swap(%c3) : (i64) -> i64
  call @print_i64(%q6) : (i64) -> ()   // expect: 821
  call @print_i64(%q3) : (i64) -> ()   // expect: 421
  %l10 = call @lost_copy(%c10) : (i64) -> i64
  call @print_i64(%l10) : (i64) -> ()  // expect: 9
  %zero = constant 0 : i32
  return %zero : i32
}
