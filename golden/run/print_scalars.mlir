// mlir-cpu-runner style: printI64 / printU64 / printOpen / printComma /
// printClose / printNewline from the runner utilities, `func @main()` with no
// result (exit status 0). Also links rtclock and print_flops (print_flops
// writes to stderr, which the golden does not compare).

func private @printI64(i64)
func private @printU64(i64)
func private @printOpen()
func private @printClose()
func private @printComma()
func private @printNewline()
func private @rtclock() -> f64
func private @print_flops(f64)

// Prints ( 0, 1, ..., n-1 ) the way vector.print does.
func @print_iota(%n: i64) {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  call @printOpen() : () -> ()
  br ^loop(%c0 : i64)
^loop(%i: i64):
  %more = cmpi slt, %i, %n : i64
  cond_br %more, ^body, ^done
^body:
  call @printI64(%i) : (i64) -> ()
  %next = addi %i, %c1 : i64
  %last = cmpi eq, %next, %n : i64
  cond_br %last, ^loop(%next : i64), ^comma
^comma:
  call @printComma() : () -> ()
  br ^loop(%next : i64)
^done:
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %t0 = call @rtclock() : () -> f64

  %a = constant 0 : i64
  %b = constant 1 : i64
  %c = constant -1 : i64
  %d = constant 42 : i64
  %e = constant 9223372036854775807 : i64
  %f = constant -9223372036854775808 : i64
  %g = constant 1000000 : i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()

  // printU64 takes the same i64 bits and prints them unsigned.
  call @printU64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%d) : (i64) -> ()
  call @printNewline() : () -> ()

  // Narrow integers widened first.
  %h = constant -7 : i32
  %h64 = sexti %h : i32 to i64
  %hu = zexti %h : i32 to i64
  call @printI64(%h64) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%hu) : (i64) -> ()
  call @printNewline() : () -> ()

  // Several values on one line, no separator.
  call @printI64(%b) : (i64) -> ()
  call @printI64(%d) : (i64) -> ()
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()

  // vector.print-like output.
  %n0 = constant 0 : i64
  %n1 = constant 1 : i64
  %n5 = constant 5 : i64
  call @print_iota(%n0) : (i64) -> ()
  call @print_iota(%n1) : (i64) -> ()
  call @print_iota(%n5) : (i64) -> ()

  // Bare brackets and an empty line.
  call @printOpen() : () -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  call @printNewline() : () -> ()

  // rtclock is monotone enough here: prints 1.
  %t1 = call @rtclock() : () -> f64
  %ok = cmpf oge, %t1, %t0 : f64
  %ok64 = zexti %ok : i1 to i64
  call @printI64(%ok64) : (i64) -> ()
  call @printNewline() : () -> ()
  %fl = constant 2.0e9 : f64
  call @print_flops(%fl) : (f64) -> ()
  return
}
