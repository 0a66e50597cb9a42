// bf16 arithmetic: addf subf mulf divf negf absf cmpf on bf16 arguments and
// a bf16 accumulator carried through a loop (0.1 added 100 times in bf16
// gives 10.0625). Each op is computed as if exactly, then rounded to bf16,
// nearest even (LLVM promotes to f32 and rounds back; the double rounding
// is harmless for + - * / since 24 >= 2*8 + 2): e.g. 256 + 1 = 256 (tie,
// even), 3e38 * 2 = inf. Values are printed after fpext to f32.
// Expected output: MLIR 13 translates this file, clang 14 cannot compile
// LLVM `bfloat` and clang 22 needs compiler-rt (see bf16_basic.mlir); .out
// is the output of MLIR 13's LLVM IR built with `clang-22
// --rtlib=compiler-rt` (-O0 and -O2 agree), and it equals a hand model
// (exact result -> f32 -> bf16, round to nearest even).
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_f32(f32)
func private @print_i32(i32)

func @show(%x: bf16) {
  %w = fpext %x : bf16 to f32
  call @print_f32(%w) : (f32) -> ()
  return
}

func @flag(%c: i1) {
  %z = zexti %c : i1 to i32
  call @print_i32(%z) : (i32) -> ()
  return
}

// prints a+b, a-b, a*b, a/b, -a, |b|, (a < b), (a == b)
func @ops(%a: bf16, %b: bf16) {
  %s = addf %a, %b : bf16
  call @show(%s) : (bf16) -> ()
  %d = subf %a, %b : bf16
  call @show(%d) : (bf16) -> ()
  %m = mulf %a, %b : bf16
  call @show(%m) : (bf16) -> ()
  %q = divf %a, %b : bf16
  call @show(%q) : (bf16) -> ()
  %n = negf %a : bf16
  call @show(%n) : (bf16) -> ()
  %x = absf %b : bf16
  call @show(%x) : (bf16) -> ()
  %lt = cmpf olt, %a, %b : bf16
  call @flag(%lt) : (i1) -> ()
  %eq = cmpf oeq, %a, %b : bf16
  call @flag(%eq) : (i1) -> ()
  return
}

// s = 0; repeat n times: s = s + x (in bf16)
func @accumulate(%x: bf16, %n: i32) -> bf16 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %z = constant 0.0 : bf16
  br ^head(%c0, %z : i32, bf16)
^head(%i: i32, %s: bf16):
  %more = cmpi slt, %i, %n : i32
  cond_br %more, ^body, ^exit
^body:
  %s1 = addf %s, %x : bf16
  %i1 = addi %i, %c1 : i32
  br ^head(%i1, %s1 : i32, bf16)
^exit:
  return %s : bf16
}

func @main() -> i32 {
  // 0.1 is 0.100097656 in bf16
  %a0 = constant 1.5 : bf16
  %b0 = constant 0.1 : bf16
  call @ops(%a0, %b0) : (bf16, bf16) -> ()  // expect: 1.6015625 | 1.3984375 | 0.150390625 | 15 | -1.5 | 0.100097656 | 0 | 0
  %a1 = constant 3.0e38 : bf16
  %b1 = constant 2.0 : bf16
  call @ops(%a1, %b1) : (bf16, bf16) -> ()  // expect: 3.00405527e+38 | 3.00405527e+38 | inf | 1.50202764e+38 | -3.00405527e+38 | 2 | 0 | 0
  %a2 = constant -7.0 : bf16
  %b2 = constant 3.0 : bf16
  call @ops(%a2, %b2) : (bf16, bf16) -> ()  // expect: -4 | -10 | -21 | -2.328125 | 7 | 3 | 1 | 0
  %a3 = constant 1.0 : bf16
  %b3 = constant 1.0e-3 : bf16
  call @ops(%a3, %b3) : (bf16, bf16) -> ()  // expect: 1 | 1 | 0.000999450684 | 1000 | -1 | 0.000999450684 | 0 | 0
  // 257 is halfway between the bf16 numbers 256 and 258: ties to even 256;
  // 255 = 1.9921875 * 2^7 is exact
  %a4 = constant 256.0 : bf16
  %b4 = constant 1.0 : bf16
  call @ops(%a4, %b4) : (bf16, bf16) -> ()  // expect: 256 | 255 | 256 | 256 | -256 | 1 | 0 | 0
  %n = constant 100 : i32
  %s = call @accumulate(%b0, %n) : (bf16, i32) -> bf16
  call @show(%s) : (bf16) -> ()             // expect: 10.0625
  %ret = constant 0 : i32
  return %ret : i32
}
