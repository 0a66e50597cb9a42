// Comments everywhere whitespace may go, and source locations:
// trailing loc(...) after ops, on functions, on function and block
// arguments, in the forms MLIR 13 prints with --mlir-print-debuginfo:
// unknown, "file":line:col, "name"(loc), callsite(loc at loc), fused[...].
// Comment lines hold things that look like code: %x = addi ^bb9 "str" loc(
//   func @not_a_function() { return }

// A comment right before a declaration.
func private @print_i32(i32) loc("runtime.c":10:1) // after a declaration

func @poly(%x: i32 loc("poly.mlir":1:11), // comment after an argument
           %y: i32 loc(unknown)) -> i32 { // comment after the brace
  // 3x + y*y - 1
  %c3 = constant 3 : i32 loc(unknown)
  %c1 = constant 1 : i32 loc("poly.mlir":4:9)
  %a = muli %c3, // operand list split
            %x // across lines
            : i32 // with comments between every token
            loc("poly.mlir":5:8)
  %b = muli %y, %y : i32 loc("mul"("poly.mlir":6:8))
  %s = addi %a, %b : i32 loc(callsite("poly.mlir":7:8 at "main.mlir":20:3))
  %r = subi %s, %c1 : i32 loc(fused["poly.mlir":8:8, "opt"])
  return %r : i32 loc("poly.mlir":9:3)
} loc("poly.mlir":1:1) // location of the function itself

func @clamp(%v: i32) -> i32 {
  %lo = constant 0 : i32
  %neg = cmpi slt, %v, %lo : i32 loc(unknown)
  cond_br %neg, ^zero, ^keep(%v : i32) loc("clamp.mlir":4:3) // branch
// a comment at column 0 between blocks
^zero: // block label comment
  br ^keep(%lo : i32)
^keep(%out: i32 loc("clamp.mlir":7:7)): // block arg with a loc
  return %out : i32
}

func @main() -> i32 {
  %c2 = constant 2 : i32
  %c5 = constant 5 : i32
  %cm9 = constant -9 : i32
  %p = call @poly(%c2, %c5) : (i32, i32) -> i32 loc("main.mlir":20:3)
  call @print_i32(%p) : (i32) -> ()     // expect: 30
  %q = call @poly(%cm9, %c2) : (i32, i32) -> i32
  call @print_i32(%q) : (i32) -> ()     // expect: -24
  %k = call @clamp(%q) : (i32) -> i32
  call @print_i32(%k) : (i32) -> ()     // expect: 0
  %k2 = call @clamp(%p) : (i32) -> i32
  call @print_i32(%k2) : (i32) -> ()    // expect: 30
  %zero = constant 0 : i32
  return %zero : i32
} // the last line is a comment with no newline after it