// bf16 without arithmetic: constants (decimal, rounded decimal, 0x bit
// patterns for 1.0, +-inf, NaN, -0, the smallest subnormal and the largest
// finite bf16), memref<4xbf16> store/load, `fpext %x : bf16 to f32` (exact:
// the bf16 bits become the top 16 bits of the f32) and
// `fptrunc %y : f32 to bf16`, which rounds to nearest, ties to even
// (ties: 1.00390625 -> 1.0, 1.01171875 -> 1.015625, 0x3FFF8000 -> 2.0,
// 0x7F7F8000 -> inf, 0x00018000 -> 0x0002 subnormal), keeps NaNs NaN (also
// 0x7F800001, whose payload is only in the dropped low bits) and overflows
// to inf. bf16 values are passed to and returned from functions; every
// value is printed after fpext to f32 (so the bf16 bits are the top 16 bits
// of the printed pattern).
// Expected output: the MLIR 13 pipeline translates this file, but clang 14
// cannot compile LLVM `bfloat` (fpext/fptrunc: "Cannot select", bfloat
// arguments: "unable to allocate function argument"), and clang 22 needs
// `__truncsfbf2` from compiler-rt; .out is the output of MLIR 13's LLVM IR
// built with `clang-22 --rtlib=compiler-rt` (-O0 and -O2 agree), and it
// equals a hand model of f32 -> bf16 (keep the top 16 bits, rounding to
// nearest even on the low 16; NaN stays NaN).
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_f32(f32)

func @ext(%x: bf16) -> f32 {
  %w = fpext %x : bf16 to f32
  return %w : f32
}

func @show(%x: bf16) {
  %w = fpext %x : bf16 to f32
  call @print_f32(%w) : (f32) -> ()
  return
}

func @tr(%y: f32) -> bf16 {
  %h = fptrunc %y : f32 to bf16
  return %h : bf16
}

// fptrunc then fpext: prints the f32 value rounded to bf16
func @round(%y: f32) {
  %h = call @tr(%y) : (f32) -> bf16
  call @show(%h) : (bf16) -> ()
  return
}

// m[i] = src[3 - i]; prints m
func @reverse(%src: memref<4xbf16>) {
  %m = memref.alloca() : memref<4xbf16>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  br ^copy(%c0 : index)
^copy(%i: index):
  %mc = cmpi slt, %i, %c4 : index
  cond_br %mc, ^cbody, ^print(%c0 : index)
^cbody:
  %j = subi %c3, %i : index
  %x = memref.load %src[%j] : memref<4xbf16>
  memref.store %x, %m[%i] : memref<4xbf16>
  %i1 = addi %i, %c1 : index
  br ^copy(%i1 : index)
^print(%k: index):
  %mp = cmpi slt, %k, %c4 : index
  cond_br %mp, ^pbody, ^done
^pbody:
  %v = memref.load %m[%k] : memref<4xbf16>
  call @show(%v) : (bf16) -> ()
  %k1 = addi %k, %c1 : index
  br ^print(%k1 : index)
^done:
  return
}

func @main() -> i32 {
  %a = constant 1.5 : bf16
  call @show(%a) : (bf16) -> ()            // expect: 1.5
  %b = constant -2.75 : bf16
  call @show(%b) : (bf16) -> ()            // expect: -2.75
  // 0.1 and pi are not exact in bf16
  %c = constant 0.1 : bf16
  call @show(%c) : (bf16) -> ()            // expect: 0.100097656
  %d = constant 3.14159265 : bf16
  call @show(%d) : (bf16) -> ()            // expect: 3.140625
  %one = constant 0x3F80 : bf16
  call @show(%one) : (bf16) -> ()          // expect: 1
  %inf = constant 0x7F80 : bf16
  call @show(%inf) : (bf16) -> ()          // expect: inf
  %ninf = constant 0xFF80 : bf16
  call @show(%ninf) : (bf16) -> ()         // expect: -inf
  %nan = constant 0x7FC0 : bf16
  call @show(%nan) : (bf16) -> ()          // expect: nan
  %nz = constant 0x8000 : bf16
  call @show(%nz) : (bf16) -> ()           // expect: -0
  %sub = constant 0x0001 : bf16
  call @show(%sub) : (bf16) -> ()          // expect: 9.18354962e-41
  %max = constant 0x7F7F : bf16
  call @show(%max) : (bf16) -> ()          // expect: 3.38953139e+38

  // fptrunc, round to nearest even
  %t1 = constant 1.00390625 : f32
  call @round(%t1) : (f32) -> ()           // expect: 1
  %t2 = constant 1.01171875 : f32
  call @round(%t2) : (f32) -> ()           // expect: 1.015625
  %t3 = constant 1.005 : f32
  call @round(%t3) : (f32) -> ()           // expect: 1.0078125
  %t4 = constant -1.01171875 : f32
  call @round(%t4) : (f32) -> ()           // expect: -1.015625
  // 1.99609375: the tie carries into the exponent
  %t5 = constant 0x3FFF8000 : f32
  call @round(%t5) : (f32) -> ()           // expect: 2
  // halfway between the largest bf16 and 2^128: ties to even = inf
  %t6 = constant 0x7F7F8000 : f32
  call @round(%t6) : (f32) -> ()           // expect: inf
  %t7 = constant 0x7F7F7FFF : f32
  call @round(%t7) : (f32) -> ()           // expect: 3.38953139e+38
  %t8 = constant 3.4028235e38 : f32
  call @round(%t8) : (f32) -> ()           // expect: inf
  %t9 = constant 1.0e-40 : f32
  call @round(%t9) : (f32) -> ()           // expect: 9.18354962e-41
  %t10 = constant 0x00008000 : f32
  call @round(%t10) : (f32) -> ()          // expect: 0
  %t11 = constant 0x00018000 : f32
  call @round(%t11) : (f32) -> ()          // expect: 1.83670992e-40
  %t12 = constant 16777217.0 : f32
  call @round(%t12) : (f32) -> ()          // expect: 16777216
  %t13 = constant 0xFF800000 : f32
  call @round(%t13) : (f32) -> ()          // expect: -inf
  %t14 = constant 0x7FC00000 : f32
  call @round(%t14) : (f32) -> ()          // expect: nan
  // a NaN whose payload is only in the low 16 bits must not become inf
  %t15 = constant 0x7F800001 : f32
  call @round(%t15) : (f32) -> ()          // expect: nan
  %t16 = constant -0.0 : f32
  call @round(%t16) : (f32) -> ()          // expect: -0

  // memref<4xbf16>
  %m = memref.alloc() : memref<4xbf16>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %h2 = call @tr(%t2) : (f32) -> bf16
  memref.store %a, %m[%c0] : memref<4xbf16>
  memref.store %h2, %m[%c1] : memref<4xbf16>
  memref.store %ninf, %m[%c2] : memref<4xbf16>
  memref.store %sub, %m[%c3] : memref<4xbf16>
  %l1 = memref.load %m[%c1] : memref<4xbf16>
  %e1 = call @ext(%l1) : (bf16) -> f32
  call @print_f32(%e1) : (f32) -> ()       // expect: 1.015625
  call @reverse(%m) : (memref<4xbf16>) -> ()  // expect: 9.18354962e-41 | -inf | 1.015625 | 1.5
  memref.dealloc %m : memref<4xbf16>
  %ret = constant 0 : i32
  return %ret : i32
}
