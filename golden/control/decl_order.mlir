// Functions may be used before they are defined or declared: @main comes
// first and calls functions defined further down, a function reference
// (constant @later) names a function defined after it, and the external
// print functions are declared at the very END of the file.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func @main() -> i32 {
  %c5 = constant 5 : i64
  %r0 = call @middle(%c5) : (i64) -> i64
  call @print_i64(%r0) : (i64) -> ()                 // expect: 31
  %f = constant @last : (i64) -> i64
  %r1 = call_indirect %f(%c5) : (i64) -> i64
  call @print_i64(%r1) : (i64) -> ()                 // expect: 15
  %r2 = call @uses_ref(%c5) : (i64) -> i64
  call @print_i64(%r2) : (i64) -> ()                 // expect: 30
  %c3 = constant 3 : i32
  %r3 = call @early_i32(%c3) : (i32) -> i32
  call @print_i32(%r3) : (i32) -> ()                 // expect: -3
  %c100 = constant 100 : i64
  %r4:2 = call @pair(%c100) : (i64) -> (i64, i64)
  call @print_i64(%r4#0) : (i64) -> ()               // expect: 101
  call @print_i64(%r4#1) : (i64) -> ()               // expect: 99
  call @shout() : () -> ()                           // expect: 777
  %zero = constant 0 : i32
  return %zero : i32
}

// defined before @last and @first_helper, calls both
func @middle(%x: i64) -> i64 {
  %a = call @last(%x) : (i64) -> i64                 // 3x
  %b = call @first_helper(%a) : (i64) -> i64         // 2*3x + 1
  return %b : i64
}

func @first_helper(%x: i64) -> i64 {
  %c1 = constant 1 : i64
  %d = addi %x, %x : i64
  %r = addi %d, %c1 : i64
  return %r : i64
}

// takes a reference to a function defined below, then calls it indirectly
func @uses_ref(%x: i64) -> i64 {
  %f = constant @twice_last : (i64) -> i64
  %r = call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}

func @early_i32(%x: i32) -> i32 {
  %c0 = constant 0 : i32
  %r = subi %c0, %x : i32
  return %r : i32
}

func @shout() {
  %c = constant 777 : i64
  call @print_i64(%c) : (i64) -> ()
  return
}

func @twice_last(%x: i64) -> i64 {
  %a = call @last(%x) : (i64) -> i64
  %r = addi %a, %a : i64
  return %r : i64
}

func @pair(%x: i64) -> (i64, i64) {
  %c1 = constant 1 : i64
  %a = addi %x, %c1 : i64
  %b = subi %x, %c1 : i64
  return %a, %b : i64, i64
}

func @last(%x: i64) -> i64 {
  %c3 = constant 3 : i64
  %r = muli %x, %c3 : i64
  return %r : i64
}

// external declarations last
func private @print_i64(i64)
func private @print_i32(i32)
