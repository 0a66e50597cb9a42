// cmpi with all 10 predicates on i32 and i64, on pairs where the signed and
// unsigned orders disagree (negative vs positive, INT_MIN vs INT_MAX).
// Each @cmp_* helper prints ONE number whose decimal digits after the
// leading 1 are the results of: eq ne slt sle sgt sge ult ule ugt uge.
// e.g. 1 0111 0000 11 = "10111000011" means ne, slt, sle, ugt, uge true.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// acc * 10 + zext(bit)
func @push(%acc: i64, %bit: i1) -> i64 {
  %ten = constant 10 : i64
  %m = muli %acc, %ten : i64
  %b = zexti %bit : i1 to i64
  %r = addi %m, %b : i64
  return %r : i64
}

func @cmp_i32(%a: i32, %b: i32) {
  %eq = cmpi eq, %a, %b : i32
  %ne = cmpi ne, %a, %b : i32
  %slt = cmpi slt, %a, %b : i32
  %sle = cmpi sle, %a, %b : i32
  %sgt = cmpi sgt, %a, %b : i32
  %sge = cmpi sge, %a, %b : i32
  %ult = cmpi ult, %a, %b : i32
  %ule = cmpi ule, %a, %b : i32
  %ugt = cmpi ugt, %a, %b : i32
  %uge = cmpi uge, %a, %b : i32
  %one = constant 1 : i64
  %r0 = call @push(%one, %eq) : (i64, i1) -> i64
  %r1 = call @push(%r0, %ne) : (i64, i1) -> i64
  %r2 = call @push(%r1, %slt) : (i64, i1) -> i64
  %r3 = call @push(%r2, %sle) : (i64, i1) -> i64
  %r4 = call @push(%r3, %sgt) : (i64, i1) -> i64
  %r5 = call @push(%r4, %sge) : (i64, i1) -> i64
  %r6 = call @push(%r5, %ult) : (i64, i1) -> i64
  %r7 = call @push(%r6, %ule) : (i64, i1) -> i64
  %r8 = call @push(%r7, %ugt) : (i64, i1) -> i64
  %r9 = call @push(%r8, %uge) : (i64, i1) -> i64
  call @print_i64(%r9) : (i64) -> ()
  return
}

func @cmp_i64(%a: i64, %b: i64) {
  %eq = cmpi eq, %a, %b : i64
  %ne = cmpi ne, %a, %b : i64
  %slt = cmpi slt, %a, %b : i64
  %sle = cmpi sle, %a, %b : i64
  %sgt = cmpi sgt, %a, %b : i64
  %sge = cmpi sge, %a, %b : i64
  %ult = cmpi ult, %a, %b : i64
  %ule = cmpi ule, %a, %b : i64
  %ugt = cmpi ugt, %a, %b : i64
  %uge = cmpi uge, %a, %b : i64
  %one = constant 1 : i64
  %r0 = call @push(%one, %eq) : (i64, i1) -> i64
  %r1 = call @push(%r0, %ne) : (i64, i1) -> i64
  %r2 = call @push(%r1, %slt) : (i64, i1) -> i64
  %r3 = call @push(%r2, %sle) : (i64, i1) -> i64
  %r4 = call @push(%r3, %sgt) : (i64, i1) -> i64
  %r5 = call @push(%r4, %sge) : (i64, i1) -> i64
  %r6 = call @push(%r5, %ult) : (i64, i1) -> i64
  %r7 = call @push(%r6, %ule) : (i64, i1) -> i64
  %r8 = call @push(%r7, %ugt) : (i64, i1) -> i64
  %r9 = call @push(%r8, %uge) : (i64, i1) -> i64
  call @print_i64(%r9) : (i64) -> ()
  return
}

func @main() -> i32 {
  // i32 (run-time operands)
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %m1 = constant -1 : i32
  %m2 = constant -2 : i32
  %p5 = constant 5 : i32
  %z = constant 0 : i32
  %min = constant -2147483648 : i32
  %max = constant 2147483647 : i32
  call @cmp_i32(%p1, %p2) : (i32, i32) -> ()   // expect: 10111001100
  call @cmp_i32(%m1, %p1) : (i32, i32) -> ()   // expect: 10111000011
  call @cmp_i32(%p5, %p5) : (i32, i32) -> ()   // expect: 11001010101
  call @cmp_i32(%min, %max) : (i32, i32) -> () // expect: 10111000011
  call @cmp_i32(%max, %min) : (i32, i32) -> () // expect: 10100111100
  call @cmp_i32(%m1, %m2) : (i32, i32) -> ()   // expect: 10100110011
  call @cmp_i32(%z, %m1) : (i32, i32) -> ()    // expect: 10100111100
  // i64 (run-time operands)
  %min64 = constant -9223372036854775808 : i64
  %z64 = constant 0 : i64
  %p3 = constant 3 : i64
  %p7 = constant 7 : i64
  %m5 = constant -5 : i64
  %m3 = constant -3 : i64
  call @cmp_i64(%min64, %z64) : (i64, i64) -> () // expect: 10111000011
  call @cmp_i64(%p3, %p7) : (i64, i64) -> ()     // expect: 10111001100
  call @cmp_i64(%m5, %m3) : (i64, i64) -> ()     // expect: 10111001100
  call @cmp_i64(%m3, %p3) : (i64, i64) -> ()     // expect: 10111000011
  // constant operands (foldable): each predicate once on (-1, 1)
  %one = constant 1 : i64
  %c0 = cmpi eq, %m1, %p1 : i32
  %c1 = cmpi ne, %m1, %p1 : i32
  %c2 = cmpi slt, %m1, %p1 : i32
  %c3 = cmpi sle, %m1, %p1 : i32
  %c4 = cmpi sgt, %m1, %p1 : i32
  %c5 = cmpi sge, %m1, %p1 : i32
  %c6 = cmpi ult, %m1, %p1 : i32
  %c7 = cmpi ule, %m1, %p1 : i32
  %c8 = cmpi ugt, %m1, %p1 : i32
  %c9 = cmpi uge, %m1, %p1 : i32
  %r0 = call @push(%one, %c0) : (i64, i1) -> i64
  %r1 = call @push(%r0, %c1) : (i64, i1) -> i64
  %r2 = call @push(%r1, %c2) : (i64, i1) -> i64
  %r3 = call @push(%r2, %c3) : (i64, i1) -> i64
  %r4 = call @push(%r3, %c4) : (i64, i1) -> i64
  %r5 = call @push(%r4, %c5) : (i64, i1) -> i64
  %r6 = call @push(%r5, %c6) : (i64, i1) -> i64
  %r7 = call @push(%r6, %c7) : (i64, i1) -> i64
  %r8 = call @push(%r7, %c8) : (i64, i1) -> i64
  %r9 = call @push(%r8, %c9) : (i64, i1) -> i64
  call @print_i64(%r9) : (i64) -> ()             // expect: 10111000011
  // quoted predicate spelling (still accepted by MLIR 13); operand compared with itself
  %q = cmpi "sge", %min64, %min64 : i64
  %qe = zexti %q : i1 to i64
  call @print_i64(%qe) : (i64) -> ()             // expect: 1

  %zero = constant 0 : i32
  return %zero : i32
}
