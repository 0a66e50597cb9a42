// Mutual recursion: even/odd returning i1 (is_even calls is_odd which is
// defined after it), and Hofstadter's Female/Male sequences, where each
// function calls itself AND the other one:
//   F(0) = 1, M(0) = 0, F(n) = n - M(F(n-1)), M(n) = n - F(M(n-1)).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @is_even(%n: i64) -> i1 {
  %c0 = constant 0 : i64
  %z = cmpi eq, %n, %c0 : i64
  cond_br %z, ^yes, ^rec
^yes:
  %t = constant true
  return %t : i1
^rec:
  %c1 = constant 1 : i64
  %n1 = subi %n, %c1 : i64
  %r = call @is_odd(%n1) : (i64) -> i1
  return %r : i1
}
func @is_odd(%n: i64) -> i1 {
  %c0 = constant 0 : i64
  %z = cmpi eq, %n, %c0 : i64
  cond_br %z, ^no, ^rec
^no:
  %f = constant false
  return %f : i1
^rec:
  %c1 = constant 1 : i64
  %n1 = subi %n, %c1 : i64
  %r = call @is_even(%n1) : (i64) -> i1
  return %r : i1
}

func @hof_f(%n: i32) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %z = cmpi eq, %n, %c0 : i32
  cond_br %z, ^base, ^rec
^base:
  return %c1 : i32
^rec:
  %n1 = subi %n, %c1 : i32
  %f = call @hof_f(%n1) : (i32) -> i32
  %m = call @hof_m(%f) : (i32) -> i32
  %r = subi %n, %m : i32
  return %r : i32
}
func @hof_m(%n: i32) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %z = cmpi eq, %n, %c0 : i32
  cond_br %z, ^base, ^rec
^base:
  return %c0 : i32
^rec:
  %n1 = subi %n, %c1 : i32
  %m = call @hof_m(%n1) : (i32) -> i32
  %f = call @hof_f(%m) : (i32) -> i32
  %r = subi %n, %f : i32
  return %r : i32
}

func @print_b(%b: i1) {
  %e = zexti %b : i1 to i64
  call @print_i64(%e) : (i64) -> ()
  return
}
func @show_i32(%x: i32) {
  %e = sexti %x : i32 to i64
  call @print_i64(%e) : (i64) -> ()
  return
}

func @main() -> i32 {
  %c0 = constant 0 : i64
  %c7 = constant 7 : i64
  %c10 = constant 10 : i64
  %c1001 = constant 1001 : i64
  %e10 = call @is_even(%c10) : (i64) -> i1
  call @print_b(%e10) : (i1) -> ()           // expect: 1
  %e7 = call @is_even(%c7) : (i64) -> i1
  call @print_b(%e7) : (i1) -> ()            // expect: 0
  %o7 = call @is_odd(%c7) : (i64) -> i1
  call @print_b(%o7) : (i1) -> ()            // expect: 1
  %o0 = call @is_odd(%c0) : (i64) -> i1
  call @print_b(%o0) : (i1) -> ()            // expect: 0
  %e0 = call @is_even(%c0) : (i64) -> i1
  call @print_b(%e0) : (i1) -> ()            // expect: 1
  %o1001 = call @is_odd(%c1001) : (i64) -> i1
  call @print_b(%o1001) : (i1) -> ()         // expect: 1
  %h9 = constant 9 : i32
  %hf9 = call @hof_f(%h9) : (i32) -> i32
  call @show_i32(%hf9) : (i32) -> ()         // expect: 6
  %hm9 = call @hof_m(%h9) : (i32) -> i32
  call @show_i32(%hm9) : (i32) -> ()         // expect: 6
  %h7 = constant 7 : i32
  %hf7 = call @hof_f(%h7) : (i32) -> i32
  call @show_i32(%hf7) : (i32) -> ()         // expect: 5
  %hm7 = call @hof_m(%h7) : (i32) -> i32
  call @show_i32(%hm7) : (i32) -> ()         // expect: 4
  %i20 = constant 20 : i32
  %hf20 = call @hof_f(%i20) : (i32) -> i32
  call @show_i32(%hf20) : (i32) -> ()        // expect: 13
  %hm20 = call @hof_m(%i20) : (i32) -> i32
  call @show_i32(%hm20) : (i32) -> ()        // expect: 12
  %zero = constant 0 : i32
  return %zero : i32
}
