// Direct calls with 0, 1, 2 and 3 results (%r:3 with uses %r#0 %r#1 %r#2),
// mixed result types (i32, i64, f64, i1, index), results forwarded in a
// different order, unused results, a call with 9 arguments, and a function
// with no arguments and no results that only has a side effect.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f64(f64)

// 0 arguments, 0 results
func @hello() {
  %c = constant 7 : i32
  call @print_i32(%c) : (i32) -> ()
  return
}

// 0 arguments, 1 result
func @forty_two() -> i64 {
  %c = constant 42 : i64
  return %c : i64
}

// 1 result
func @square(%x: i32) -> i32 {
  %y = muli %x, %x : i32
  return %y : i32
}

// 3 results of different types: (x + 1, x * 1000 as i64, x < 0 ? d : 2.5)
func @triple(%x: i32, %d: f64) -> (i32, i64, f64) {
  %one = constant 1 : i32
  %a = addi %x, %one : i32
  %x64 = sexti %x : i32 to i64
  %k = constant 1000 : i64
  %b = muli %x64, %k : i64
  %zero = constant 0 : i32
  %neg = cmpi slt, %x, %zero : i32
  %c25 = constant 2.5 : f64
  %c = select %neg, %d, %c25 : f64
  return %a, %b, %c : i32, i64, f64
}

// 2 results: signed quotient and remainder
func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = divi_signed %a, %b : i64
  %r = remi_signed %a, %b : i64
  return %q, %r : i64, i64
}

// Calls a 3-result function and returns its results rotated.
func @rot(%a: i64, %b: i64, %c: i64) -> (i64, i64, i64) {
  %r:3 = call @ident3(%a, %b, %c) : (i64, i64, i64) -> (i64, i64, i64)
  return %r#1, %r#2, %r#0 : i64, i64, i64
}
func @ident3(%a: i64, %b: i64, %c: i64) -> (i64, i64, i64) {
  return %a, %b, %c : i64, i64, i64
}

// i1 and index results
func @sign_and_abs(%x: index) -> (i1, index) {
  %c0 = constant 0 : index
  %neg = cmpi slt, %x, %c0 : index
  %m = subi %c0, %x : index
  %a = select %neg, %m, %x : index
  return %neg, %a : i1, index
}

// 9 arguments of mixed types: returns a weighted sum
func @nine(%a: i8, %b: i16, %c: i32, %d: i64, %e: index, %f: i1, %g: i17, %h: i64, %i: i32) -> i64 {
  %a1 = sexti %a : i8 to i64
  %b1 = sexti %b : i16 to i64
  %c1 = sexti %c : i32 to i64
  %e1 = index_cast %e : index to i64
  %f1 = zexti %f : i1 to i64
  %g1 = sexti %g : i17 to i64
  %i1 = sexti %i : i32 to i64
  %s0 = addi %a1, %b1 : i64
  %s1 = addi %s0, %c1 : i64
  %s2 = addi %s1, %d : i64
  %s3 = addi %s2, %e1 : i64
  %s4 = addi %s3, %f1 : i64
  %s5 = addi %s4, %g1 : i64
  %s6 = addi %s5, %h : i64
  %s7 = subi %s6, %i1 : i64       // the last argument is subtracted
  return %s7 : i64
}

func @main() -> i32 {
  call @hello() : () -> ()                           // expect: 7
  %ft = call @forty_two() : () -> i64
  call @print_i64(%ft) : (i64) -> ()                 // expect: 42
  %m9 = constant -9 : i32
  %sq = call @square(%m9) : (i32) -> i32
  call @print_i32(%sq) : (i32) -> ()                 // expect: 81
  %d = constant -0.5 : f64
  %r:3 = call @triple(%m9, %d) : (i32, f64) -> (i32, i64, f64)
  call @print_i32(%r#0) : (i32) -> ()                // expect: -8
  call @print_i64(%r#1) : (i64) -> ()                // expect: -9000
  call @print_f64(%r#2) : (f64) -> ()                // expect: -0.5 0xbfe0000000000000
  %p3 = constant 3 : i32
  %s:3 = call @triple(%p3, %d) : (i32, f64) -> (i32, i64, f64)
  call @print_f64(%s#2) : (f64) -> ()                // expect: 2.5 0x4004000000000000
  call @print_i64(%s#1) : (i64) -> ()                // expect: 3000
  call @print_i32(%s#0) : (i32) -> ()                // expect: 4
  // results unused
  %u:3 = call @triple(%p3, %d) : (i32, f64) -> (i32, i64, f64)
  %a = constant -17 : i64
  %b = constant 5 : i64
  %qr:2 = call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  call @print_i64(%qr#0) : (i64) -> ()               // expect: -3
  call @print_i64(%qr#1) : (i64) -> ()               // expect: -2
  // a result fed straight back into another call
  %qr2:2 = call @divmod(%qr#1, %qr#0) : (i64, i64) -> (i64, i64)
  call @print_i64(%qr2#0) : (i64) -> ()              // expect: 0
  call @print_i64(%qr2#1) : (i64) -> ()              // expect: -2
  %c1 = constant 1 : i64
  %c2 = constant 2 : i64
  %c3 = constant 3 : i64
  %t:3 = call @rot(%c1, %c2, %c3) : (i64, i64, i64) -> (i64, i64, i64)
  call @print_i64(%t#0) : (i64) -> ()                // expect: 2
  call @print_i64(%t#1) : (i64) -> ()                // expect: 3
  call @print_i64(%t#2) : (i64) -> ()                // expect: 1
  %t2:3 = call @rot(%t#0, %t#1, %t#2) : (i64, i64, i64) -> (i64, i64, i64)
  call @print_i64(%t2#0) : (i64) -> ()               // expect: 3
  %ix = constant -12 : index
  %sa:2 = call @sign_and_abs(%ix) : (index) -> (i1, index)
  %sa0 = zexti %sa#0 : i1 to i64
  %sa1 = index_cast %sa#1 : index to i64
  call @print_i64(%sa0) : (i64) -> ()                // expect: 1
  call @print_i64(%sa1) : (i64) -> ()                // expect: 12
  %n1 = constant -1 : i8
  %n2 = constant -300 : i16
  %n3 = constant 100000 : i32
  %n4 = constant 5000000000 : i64
  %n5 = constant 77 : index
  %n6 = constant true
  %n7 = constant -65536 : i17
  %n8 = constant -1000 : i64
  %n9 = constant 3 : i32
  %nn = call @nine(%n1, %n2, %n3, %n4, %n5, %n6, %n7, %n8, %n9)
    : (i8, i16, i32, i64, index, i1, i17, i64, i32) -> i64
  call @print_i64(%nn) : (i64) -> ()                 // expect: 5000033238
  %zero = constant 0 : i32
  return %zero : i32
}
