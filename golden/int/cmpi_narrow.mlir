// cmpi with all 10 predicates on narrow and odd widths (i1, i8, i17) and
// on index, on pairs where signed and unsigned orders disagree. For i1,
// true is -1 when signed but 1 when unsigned.
// Each @cmp_* helper prints ONE number whose decimal digits after the
// leading 1 are the results of: eq ne slt sle sgt sge ult ule ugt uge.
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

func @cmp_i1(%a: i1, %b: i1) {
  %eq = cmpi eq, %a, %b : i1
  %ne = cmpi ne, %a, %b : i1
  %slt = cmpi slt, %a, %b : i1
  %sle = cmpi sle, %a, %b : i1
  %sgt = cmpi sgt, %a, %b : i1
  %sge = cmpi sge, %a, %b : i1
  %ult = cmpi ult, %a, %b : i1
  %ule = cmpi ule, %a, %b : i1
  %ugt = cmpi ugt, %a, %b : i1
  %uge = cmpi uge, %a, %b : i1
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

func @cmp_i8(%a: i8, %b: i8) {
  %eq = cmpi eq, %a, %b : i8
  %ne = cmpi ne, %a, %b : i8
  %slt = cmpi slt, %a, %b : i8
  %sle = cmpi sle, %a, %b : i8
  %sgt = cmpi sgt, %a, %b : i8
  %sge = cmpi sge, %a, %b : i8
  %ult = cmpi ult, %a, %b : i8
  %ule = cmpi ule, %a, %b : i8
  %ugt = cmpi ugt, %a, %b : i8
  %uge = cmpi uge, %a, %b : i8
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

func @cmp_i17(%a: i17, %b: i17) {
  %eq = cmpi eq, %a, %b : i17
  %ne = cmpi ne, %a, %b : i17
  %slt = cmpi slt, %a, %b : i17
  %sle = cmpi sle, %a, %b : i17
  %sgt = cmpi sgt, %a, %b : i17
  %sge = cmpi sge, %a, %b : i17
  %ult = cmpi ult, %a, %b : i17
  %ule = cmpi ule, %a, %b : i17
  %ugt = cmpi ugt, %a, %b : i17
  %uge = cmpi uge, %a, %b : i17
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

func @cmp_index(%a: index, %b: index) {
  %eq = cmpi eq, %a, %b : index
  %ne = cmpi ne, %a, %b : index
  %slt = cmpi slt, %a, %b : index
  %sle = cmpi sle, %a, %b : index
  %sgt = cmpi sgt, %a, %b : index
  %sge = cmpi sge, %a, %b : index
  %ult = cmpi ult, %a, %b : index
  %ule = cmpi ule, %a, %b : index
  %ugt = cmpi ugt, %a, %b : index
  %uge = cmpi uge, %a, %b : index
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
  // i1: signed true(-1) < false(0), unsigned true(1) > false(0)
  %t = constant true
  %f = constant false
  call @cmp_i1(%t, %f) : (i1, i1) -> ()       // expect: 10111000011
  call @cmp_i1(%f, %t) : (i1, i1) -> ()       // expect: 10100111100
  call @cmp_i1(%t, %t) : (i1, i1) -> ()       // expect: 11001010101
  // i8
  %min8 = constant -128 : i8
  %max8 = constant 127 : i8
  %x80 = constant 0x80 : i8
  %p1 = constant 1 : i8
  %m1 = constant 0xFF : i8
  call @cmp_i8(%min8, %max8) : (i8, i8) -> () // expect: 10111000011
  call @cmp_i8(%x80, %min8) : (i8, i8) -> ()  // expect: 11001010101
  call @cmp_i8(%p1, %m1) : (i8, i8) -> ()     // expect: 10100111100
  call @cmp_i8(%m1, %x80) : (i8, i8) -> ()    // expect: 10100110011
  // i17 (odd width): sign bit is bit 16
  %min17 = constant -65536 : i17
  %max17 = constant 65535 : i17
  %a17 = constant 100 : i17
  %b17 = constant -100 : i17
  call @cmp_i17(%min17, %max17) : (i17, i17) -> () // expect: 10111000011
  call @cmp_i17(%a17, %b17) : (i17, i17) -> ()     // expect: 10100111100
  call @cmp_i17(%b17, %min17) : (i17, i17) -> ()   // expect: 10100110011
  // index
  %mi = constant -1 : index
  %zi = constant 0 : index
  %si = constant 7 : index
  call @cmp_index(%mi, %zi) : (index, index) -> () // expect: 10111000011
  call @cmp_index(%si, %si) : (index, index) -> () // expect: 11001010101
  call @cmp_index(%zi, %si) : (index, index) -> () // expect: 10111001100
  // constant operands (foldable)
  %k1 = cmpi slt, %t, %f : i1
  %k1e = zexti %k1 : i1 to i64
  call @print_i64(%k1e) : (i64) -> ()  // expect: 1
  %k2 = cmpi ugt, %t, %f : i1
  %k2e = zexti %k2 : i1 to i64
  call @print_i64(%k2e) : (i64) -> ()  // expect: 1
  %k3 = cmpi sgt, %min8, %max8 : i8
  %k3e = zexti %k3 : i1 to i64
  call @print_i64(%k3e) : (i64) -> ()  // expect: 0
  %k4 = cmpi uge, %b17, %max17 : i17
  %k4e = zexti %k4 : i1 to i64
  call @print_i64(%k4e) : (i64) -> ()  // expect: 1
  %k5 = cmpi ult, %mi, %zi : index
  %k5e = zexti %k5 : i1 to i64
  call @print_i64(%k5e) : (i64) -> ()  // expect: 0

  %zero = constant 0 : i32
  return %zero : i32
}
