// Blocks with arguments: labels `^bb1(%x : i32, %y : i32):` (spaces around
// `:` as in the spec) and `^b(%x: i32):`, branch operands
// `br ^b(%v, %w : i32, i64)`, cond_br passing arguments to both targets
// (even the same target), the spec's type-only function signature whose
// entry block names the arguments, numeric block ids (^1), block names
// with `.` and `$`, numeric value names (%0), unused block arguments.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f64(f64)

// Verbatim from the spec (type-only signature, explicit entry block).
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
    // Both targets are the same, operands differ
    cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

^bb1(%x : i32) :
    return %x : i32
}

// n-th Fibonacci number (fib(0) = 0), loop state in block arguments.
func @fib(%n: i32) -> i64 {
  %zero = constant 0 : i32
  %one = constant 1 : i32
  %f0 = constant 0 : i64
  %f1 = constant 1 : i64
  br ^loop(%zero, %f0, %f1 : i32, i64, i64)
^loop(%i : i32, %a : i64, %b : i64):
  %more = cmpi slt, %i, %n : i32
  cond_br %more, ^step, ^done(%a, %i : i64, i32)
^step:
  %next = addi %a, %b : i64
  %i2 = addi %i, %one : i32
  br ^loop(%i2, %b, %next : i32, i64, i64)
^done(%res : i64, %unused : i32):
  return %res : i64
}

// Sum 0.5 + 0.25 + ... (k terms) with f64 block arguments, numeric block
// ids and numeric value names.
func @halves(%k: i32) -> f64 {
  %0 = constant 0.0 : f64
  %1 = constant 1.0 : f64
  %2 = constant 0 : i32
  br ^1(%2, %0, %1 : i32, f64, f64)
^1(%3: i32, %4: f64, %5: f64):
  %6 = cmpi eq, %3, %k : i32
  cond_br %6, ^end.of$loop(%4 : f64), ^2
^2:
  %half = constant 0.5 : f64
  %7 = mulf %5, %half : f64
  %8 = addf %4, %7 : f64
  %c1 = constant 1 : i32
  %9 = addi %3, %c1 : i32
  br ^1(%9, %8, %7 : i32, f64, f64)
^end.of$loop(%10: f64):
  return %10 : f64
}

func @main() -> i32 {
  %c10 = constant 10 : i32
  %c20 = constant 20 : i32
  %t = constant true
  %f = constant false
  %s1 = call @select(%c10, %c20, %t) : (i32, i32, i1) -> i32
  %s2 = call @select(%c10, %c20, %f) : (i32, i32, i1) -> i32
  call @print_i32(%s1) : (i32) -> ()   // expect: 10
  call @print_i32(%s2) : (i32) -> ()   // expect: 20
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %c90 = constant 90 : i32
  %fa = call @fib(%c0) : (i32) -> i64
  %fb = call @fib(%c1) : (i32) -> i64
  %fc = call @fib(%c10) : (i32) -> i64
  %fd = call @fib(%c90) : (i32) -> i64
  call @print_i64(%fa) : (i64) -> ()   // expect: 0
  call @print_i64(%fb) : (i64) -> ()   // expect: 1
  call @print_i64(%fc) : (i64) -> ()   // expect: 55
  call @print_i64(%fd) : (i64) -> ()   // expect: 2880067194370816120
  %c3 = constant 3 : i32
  %h0 = call @halves(%c0) : (i32) -> f64
  %h3 = call @halves(%c3) : (i32) -> f64
  %h20 = call @halves(%c20) : (i32) -> f64
  call @print_f64(%h0) : (f64) -> ()   // expect: 0 0x0000000000000000
  call @print_f64(%h3) : (f64) -> ()   // expect: 0.875 0x3fec000000000000
  // 1 - 2^-20, exact in f64
  call @print_f64(%h20) : (f64) -> ()  // expect: 0.99999904632568359 0x3feffffe00000000
  return %c0 : i32
}
