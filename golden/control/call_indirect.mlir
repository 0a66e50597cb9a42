// Function values: `constant @f : type` and `call_indirect`. Covers function
// values passed as arguments, chosen with `select`, merged through block
// arguments, returned from a function, called in a loop, an indirect call
// with two results, one with no arguments/results, and a reference to an
// external (runtime) function.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @inc(%x: i32) -> i32 {
  %c1 = constant 1 : i32
  %r = addi %x, %c1 : i32
  return %r : i32
}
func @dbl(%x: i32) -> i32 {
  %r = addi %x, %x : i32
  return %r : i32
}
func @neg(%x: i32) -> i32 {
  %c0 = constant 0 : i32
  %r = subi %c0, %x : i32
  return %r : i32
}

func @show(%x: i32) {
  %e = sexti %x : i32 to i64
  call @print_i64(%e) : (i64) -> ()
  return
}

// function value as an argument
func @apply(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// applies f n times in a loop
func @apply_n(%f: (i32) -> i32, %x: i32, %n: i32) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  br ^h(%x, %n : i32, i32)
^h(%v: i32, %k: i32):
  %more = cmpi sgt, %k, %c0 : i32
  cond_br %more, ^body, ^exit
^body:
  %v2 = call_indirect %f(%v) : (i32) -> i32
  %k2 = subi %k, %c1 : i32
  br ^h(%v2, %k2 : i32, i32)
^exit:
  return %v : i32
}

// returns a function value: 0 -> inc, 1 -> dbl, otherwise neg; the choice
// is merged through a block argument of function type
func @choose(%k: i32) -> ((i32) -> i32) {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %fi = constant @inc : (i32) -> i32
  %fd = constant @dbl : (i32) -> i32
  %fn = constant @neg : (i32) -> i32
  %is0 = cmpi eq, %k, %c0 : i32
  cond_br %is0, ^done(%fi : (i32) -> i32), ^not0
^not0:
  %is1 = cmpi eq, %k, %c1 : i32
  cond_br %is1, ^done(%fd : (i32) -> i32), ^done(%fn : (i32) -> i32)
^done(%f: (i32) -> i32):
  return %f : (i32) -> i32
}

func @swap_sum(%a: i64, %b: i64) -> (i64, i64) {
  %s = addi %a, %b : i64
  return %b, %s : i64, i64
}

func @say_nine() {
  %c = constant 9 : i64
  call @print_i64(%c) : (i64) -> ()
  return
}

func @main() -> i32 {
  %finc = constant @inc : (i32) -> i32
  %fdbl = constant @dbl : (i32) -> i32
  %fneg = constant @neg : (i32) -> i32
  %x = constant 20 : i32
  // direct call_indirect on a constant function value
  %r0 = call_indirect %finc(%x) : (i32) -> i32
  call @show(%r0) : (i32) -> ()                   // expect: 21
  // passed as an argument
  %r1 = call @apply(%fdbl, %x) : ((i32) -> i32, i32) -> i32
  call @show(%r1) : (i32) -> ()                   // expect: 40
  %r2 = call @apply(%fneg, %x) : ((i32) -> i32, i32) -> i32
  call @show(%r2) : (i32) -> ()                   // expect: -20
  // chosen with select on a run-time condition
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %r3 = call @apply(%fneg, %c1) : ((i32) -> i32, i32) -> i32   // -1
  %lt = cmpi slt, %r3, %c0 : i32                               // true
  %g = select %lt, %fdbl, %finc : (i32) -> i32
  %r4 = call_indirect %g(%x) : (i32) -> i32
  call @show(%r4) : (i32) -> ()                   // expect: 40
  %ge = cmpi sge, %r3, %c0 : i32                               // false
  %h = select %ge, %fdbl, %finc : (i32) -> i32
  %r5 = call @apply(%h, %x) : ((i32) -> i32, i32) -> i32
  call @show(%r5) : (i32) -> ()                   // expect: 21
  // applied in a loop
  %ten = constant 10 : i32
  %r6 = call @apply_n(%fdbl, %c1, %ten) : ((i32) -> i32, i32, i32) -> i32
  call @show(%r6) : (i32) -> ()                   // expect: 1024
  %r7 = call @apply_n(%finc, %x, %ten) : ((i32) -> i32, i32, i32) -> i32
  call @show(%r7) : (i32) -> ()                   // expect: 30
  // returned from a function (and merged through block arguments there)
  %f0 = call @choose(%c0) : (i32) -> ((i32) -> i32)
  %f1 = call @choose(%c1) : (i32) -> ((i32) -> i32)
  %f2 = call @choose(%c2) : (i32) -> ((i32) -> i32)
  %r8 = call_indirect %f0(%x) : (i32) -> i32
  %r9 = call_indirect %f1(%x) : (i32) -> i32
  %r10 = call_indirect %f2(%x) : (i32) -> i32
  call @show(%r8) : (i32) -> ()                   // expect: 21
  call @show(%r9) : (i32) -> ()                   // expect: 40
  call @show(%r10) : (i32) -> ()                  // expect: -20
  // two results through call_indirect
  %fs = constant @swap_sum : (i64, i64) -> (i64, i64)
  %a = constant 5 : i64
  %b = constant 8 : i64
  %p:2 = call_indirect %fs(%a, %b) : (i64, i64) -> (i64, i64)
  call @print_i64(%p#0) : (i64) -> ()             // expect: 8
  call @print_i64(%p#1) : (i64) -> ()             // expect: 13
  // no arguments, no results
  %fn9 = constant @say_nine : () -> ()
  call_indirect %fn9() : () -> ()                 // expect: 9
  // a reference to an external function
  %fp = constant @print_i64 : (i64) -> ()
  %big = constant -123456789012 : i64
  call_indirect %fp(%big) : (i64) -> ()           // expect: -123456789012
  %zero = constant 0 : i32
  return %zero : i32
}
