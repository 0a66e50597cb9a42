// Loops built from br / cond_br with loop-carried block arguments:
// factorial (i64), sum 1..n (index counter), integer power, and a
// countdown loop whose body is split over two blocks.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// n! for n >= 0, iterating i = n, n-1, ..., 1
func @factorial(%n: i64) -> i64 {
  %one = constant 1 : i64
  br ^header(%n, %one : i64, i64)
^header(%i: i64, %acc: i64):
  %done = cmpi sle, %i, %one : i64
  cond_br %done, ^exit, ^body
^body:
  %acc2 = muli %acc, %i : i64
  %i2 = subi %i, %one : i64
  br ^header(%i2, %acc2 : i64, i64)
^exit:
  return %acc : i64
}

// 1 + 2 + ... + n with an index counter
func @sum_to(%n: index) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  br ^header(%c1, %z : index, i64)
^header(%i: index, %s: i64):
  %cont = cmpi ule, %i, %n : index
  cond_br %cont, ^body, ^exit(%s : i64)
^body:
  %iv = index_cast %i : index to i64
  %s2 = addi %s, %iv : i64
  %i2 = addi %i, %c1 : index
  br ^header(%i2, %s2 : index, i64)
^exit(%r: i64):
  return %r : i64
}

// base^exp by repeated multiplication (i32, wraps)
func @power(%base: i32, %exp: i32) -> i32 {
  %one = constant 1 : i32
  %zero = constant 0 : i32
  br ^header(%exp, %one : i32, i32)
^header(%e: i32, %acc: i32):
  %more = cmpi sgt, %e, %zero : i32
  cond_br %more, ^body(%acc : i32), ^exit
^body(%a: i32):
  %a2 = muli %a, %base : i32
  %e2 = subi %e, %one : i32
  br ^header(%e2, %a2 : i32, i32)
^exit:
  return %acc : i32
}

// Counts down from n, adding 3 on even steps and 1 on odd steps; the body
// branches to one of two blocks that both jump back to the header.
func @countdown(%n: i64) -> i64 {
  %zero = constant 0 : i64
  %one = constant 1 : i64
  %three = constant 3 : i64
  br ^header(%n, %zero : i64, i64)
^header(%i: i64, %acc: i64):
  %stop = cmpi eq, %i, %zero : i64
  cond_br %stop, ^exit, ^body
^body:
  %bit = and %i, %one : i64
  %odd = cmpi ne, %bit, %zero : i64
  %i2 = subi %i, %one : i64
  cond_br %odd, ^odd_step, ^even_step
^odd_step:
  %a1 = addi %acc, %one : i64
  br ^header(%i2, %a1 : i64, i64)
^even_step:
  %a3 = addi %acc, %three : i64
  br ^header(%i2, %a3 : i64, i64)
^exit:
  return %acc : i64
}

func @main() -> i32 {
  %n0 = constant 0 : i64
  %f0 = call @factorial(%n0) : (i64) -> i64
  call @print_i64(%f0) : (i64) -> ()   // expect: 1
  %n5 = constant 5 : i64
  %f5 = call @factorial(%n5) : (i64) -> i64
  call @print_i64(%f5) : (i64) -> ()   // expect: 120
  %n20 = constant 20 : i64
  %f20 = call @factorial(%n20) : (i64) -> i64
  call @print_i64(%f20) : (i64) -> ()  // expect: 2432902008176640000
  %n21 = constant 21 : i64             // 21! wraps modulo 2^64
  %f21 = call @factorial(%n21) : (i64) -> i64
  call @print_i64(%f21) : (i64) -> ()  // expect: -4249290049419214848
  %i0 = constant 0 : index
  %s0 = call @sum_to(%i0) : (index) -> i64
  call @print_i64(%s0) : (i64) -> ()   // expect: 0
  %i100 = constant 100 : index
  %s100 = call @sum_to(%i100) : (index) -> i64
  call @print_i64(%s100) : (i64) -> () // expect: 5050
  %i1m = constant 1000000 : index
  %s1m = call @sum_to(%i1m) : (index) -> i64
  call @print_i64(%s1m) : (i64) -> ()  // expect: 500000500000
  %b3 = constant 3 : i32
  %e13 = constant 13 : i32
  %p1 = call @power(%b3, %e13) : (i32, i32) -> i32
  %p1e = sexti %p1 : i32 to i64
  call @print_i64(%p1e) : (i64) -> ()  // expect: 1594323
  %bm2 = constant -2 : i32
  %e31 = constant 31 : i32
  %p2 = call @power(%bm2, %e31) : (i32, i32) -> i32
  %p2e = sexti %p2 : i32 to i64
  call @print_i64(%p2e) : (i64) -> ()  // expect: -2147483648
  %e32 = constant 32 : i32              // (-2)^32 wraps to 0
  %p3 = call @power(%bm2, %e32) : (i32, i32) -> i32
  %p3e = sexti %p3 : i32 to i64
  call @print_i64(%p3e) : (i64) -> ()  // expect: 0
  %n10 = constant 10 : i64
  %c10 = call @countdown(%n10) : (i64) -> i64
  call @print_i64(%c10) : (i64) -> ()  // expect: 20
  %n7 = constant 7 : i64
  %c7 = call @countdown(%n7) : (i64) -> i64
  call @print_i64(%c7) : (i64) -> ()   // expect: 13
  %zero = constant 0 : i32
  return %zero : i32
}
