// select on integers of several widths, with the condition known only at run
// time (helper arguments) and with constant conditions; plus signed/unsigned
// min and max built from cmpi + select.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// Prints select(c, a, b) for i8 (signed), i17 (unsigned), i32, i64, index.
func @sel_all(%c: i1, %a8: i8, %b8: i8, %a17: i17, %b17: i17, %a32: i32, %b32: i32,
              %a64: i64, %b64: i64, %ai: index, %bi: index) {
  %s8 = select %c, %a8, %b8 : i8
  %e8 = sexti %s8 : i8 to i64
  call @print_i64(%e8) : (i64) -> ()
  %s17 = select %c, %a17, %b17 : i17
  %e17 = zexti %s17 : i17 to i64
  call @print_i64(%e17) : (i64) -> ()
  %s32 = select %c, %a32, %b32 : i32
  %e32 = sexti %s32 : i32 to i64
  call @print_i64(%e32) : (i64) -> ()
  %s64 = select %c, %a64, %b64 : i64
  call @print_i64(%s64) : (i64) -> ()
  %si = select %c, %ai, %bi : index
  %ei = index_cast %si : index to i64
  call @print_i64(%ei) : (i64) -> ()
  return
}

// select on i1 values: c ? x : y
func @sel_i1(%c: i1, %x: i1, %y: i1) -> i64 {
  %s = select %c, %x, %y : i1
  %e = zexti %s : i1 to i64
  return %e : i64
}

// Prints smin, smax, umin, umax of a and b.
func @minmax_i32(%a: i32, %b: i32) {
  %lt = cmpi slt, %a, %b : i32
  %smin = select %lt, %a, %b : i32
  %smax = select %lt, %b, %a : i32
  %ult = cmpi ult, %a, %b : i32
  %umin = select %ult, %a, %b : i32
  %umax = select %ult, %b, %a : i32
  %e0 = sexti %smin : i32 to i64
  %e1 = sexti %smax : i32 to i64
  %e2 = sexti %umin : i32 to i64
  %e3 = sexti %umax : i32 to i64
  call @print_i64(%e0) : (i64) -> ()
  call @print_i64(%e1) : (i64) -> ()
  call @print_i64(%e2) : (i64) -> ()
  call @print_i64(%e3) : (i64) -> ()
  return
}

func @main() -> i32 {
  %t = constant true
  %f = constant false
  %a8 = constant -128 : i8
  %b8 = constant 127 : i8
  %a17 = constant 0x1FFFF : i17
  %b17 = constant 1 : i17
  %a32 = constant -2147483648 : i32
  %b32 = constant 42 : i32
  %a64 = constant -1 : i64
  %b64 = constant 9223372036854775807 : i64
  %ai = constant -5 : index
  %bi = constant 5 : index
  call @sel_all(%t, %a8, %b8, %a17, %b17, %a32, %b32, %a64, %b64, %ai, %bi)
    : (i1, i8, i8, i17, i17, i32, i32, i64, i64, index, index) -> ()
    // expect: -128 | 131071 | -2147483648 | -1 | -5
  call @sel_all(%f, %a8, %b8, %a17, %b17, %a32, %b32, %a64, %b64, %ai, %bi)
    : (i1, i8, i8, i17, i17, i32, i32, i64, i64, index, index) -> ()
    // expect: 127 | 1 | 42 | 9223372036854775807 | 5
  // select of i1 values
  %r0 = call @sel_i1(%t, %t, %f) : (i1, i1, i1) -> i64
  call @print_i64(%r0) : (i64) -> ()   // expect: 1
  %r1 = call @sel_i1(%f, %t, %f) : (i1, i1, i1) -> i64
  call @print_i64(%r1) : (i64) -> ()   // expect: 0
  %r2 = call @sel_i1(%f, %f, %t) : (i1, i1, i1) -> i64
  call @print_i64(%r2) : (i64) -> ()   // expect: 1
  // min/max: signed and unsigned disagree when signs differ
  %m1 = constant -1 : i32
  %p1 = constant 1 : i32
  call @minmax_i32(%m1, %p1) : (i32, i32) -> ()  // expect: -1 | 1 | 1 | -1
  %p9 = constant 9 : i32
  %p4 = constant 4 : i32
  call @minmax_i32(%p9, %p4) : (i32, i32) -> ()  // expect: 4 | 9 | 4 | 9
  call @minmax_i32(%a32, %b32) : (i32, i32) -> () // expect: -2147483648 | 42 | 42 | -2147483648
  // constant conditions (foldable)
  %k1 = select %t, %a64, %b64 : i64
  call @print_i64(%k1) : (i64) -> ()   // expect: -1
  %k2 = select %f, %a64, %b64 : i64
  call @print_i64(%k2) : (i64) -> ()   // expect: 9223372036854775807
  %k3 = select %f, %a8, %b8 : i8
  %k3e = sexti %k3 : i8 to i64
  call @print_i64(%k3e) : (i64) -> ()  // expect: 127
  // select with a computed condition and identical arms
  %c = cmpi slt, %m1, %p1 : i32
  %k4 = select %c, %p9, %p9 : i32
  %k4e = sexti %k4 : i32 to i64
  call @print_i64(%k4e) : (i64) -> ()  // expect: 9

  %zero = constant 0 : i32
  return %zero : i32
}
