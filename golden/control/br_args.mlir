// Unconditional br with block arguments: chains of blocks, blocks with
// several arguments of different types (i1, i8, i32, i64, index), blocks
// without arguments, diamonds merging values through a block argument, and
// values defined in a dominating block used directly in a later block.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// Passes values through a chain of blocks, permuting and combining them.
func @chain(%a: i32, %b: i64) -> i64 {
  br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):                      // x = a, y = b
  %x64 = sexti %x : i32 to i64
  %s = addi %x64, %y : i64
  br ^bb2(%s, %x, %y : i64, i32, i64)
^bb2(%p: i64, %q: i32, %r: i64):             // p = a + b
  br ^bb3
^bb3:                                        // no arguments; uses p, r from ^bb2
  %ten = constant 10 : i64
  %t = muli %p, %ten : i64
  %u = subi %t, %r : i64                     // 10 * (a + b) - b
  return %u : i64
}

// Block with arguments of many types, including i1 and index.
func @many_types(%flag: i1, %c: i8, %n: index) -> i64 {
  %k = constant 1000 : i64
  br ^bb1(%n, %k, %c, %flag : index, i64, i8, i1)
^bb1(%i: index, %big: i64, %small: i8, %f: i1):
  %i64 = index_cast %i : index to i64
  %s64 = sexti %small : i8 to i64
  %f64 = zexti %f : i1 to i64
  %t0 = muli %i64, %big : i64                // n * 1000
  %t1 = addi %t0, %s64 : i64                 // + c
  %t2 = muli %f64, %k : i64
  %t3 = muli %t2, %k : i64                   // + 1000000 if flag
  %t4 = addi %t1, %t3 : i64
  return %t4 : i64
}

// Diamond: if (a < b) r = b - a else r = a - b; result through block argument.
func @absdiff(%a: i64, %b: i64) -> i64 {
  %lt = cmpi slt, %a, %b : i64
  cond_br %lt, ^then, ^else
^then:
  %d1 = subi %b, %a : i64
  br ^merge(%d1 : i64)
^else:
  %d2 = subi %a, %b : i64
  br ^merge(%d2 : i64)
^merge(%r: i64):
  return %r : i64
}

// The same value passed for two arguments, and a constant passed as argument.
func @dup(%a: i64) -> i64 {
  %c7 = constant 7 : i64
  br ^bb1(%a, %a, %c7 : i64, i64, i64)
^bb1(%x: i64, %y: i64, %z: i64):
  %m = muli %x, %y : i64
  %r = addi %m, %z : i64                     // a*a + 7
  return %r : i64
}

func @main() -> i32 {
  %a = constant 3 : i32
  %b = constant 100 : i64
  %r0 = call @chain(%a, %b) : (i32, i64) -> i64
  call @print_i64(%r0) : (i64) -> ()         // expect: 930
  %a2 = constant -50 : i32
  %b2 = constant 8 : i64
  %r1 = call @chain(%a2, %b2) : (i32, i64) -> i64
  call @print_i64(%r1) : (i64) -> ()         // expect: -428
  %t = constant true
  %f = constant false
  %c = constant -3 : i8
  %n = constant 42 : index
  %r2 = call @many_types(%t, %c, %n) : (i1, i8, index) -> i64
  call @print_i64(%r2) : (i64) -> ()         // expect: 1041997
  %r3 = call @many_types(%f, %c, %n) : (i1, i8, index) -> i64
  call @print_i64(%r3) : (i64) -> ()         // expect: 41997
  %x = constant 17 : i64
  %y = constant -4 : i64
  %r4 = call @absdiff(%x, %y) : (i64, i64) -> i64
  call @print_i64(%r4) : (i64) -> ()         // expect: 21
  %r5 = call @absdiff(%y, %x) : (i64, i64) -> i64
  call @print_i64(%r5) : (i64) -> ()         // expect: 21
  %r6 = call @dup(%y) : (i64) -> i64
  call @print_i64(%r6) : (i64) -> ()         // expect: 23
  // br inside main itself, with constant arguments
  %k1 = constant 5 : i64
  %k2 = constant 6 : i64
  br ^bb1(%k1, %k2 : i64, i64)
^bb1(%p: i64, %q: i64):
  %pq = muli %p, %q : i64
  call @print_i64(%pq) : (i64) -> ()         // expect: 30
  %zero = constant 0 : i32
  return %zero : i32
}
