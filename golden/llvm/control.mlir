// LLVM dialect control flow: llvm.br and llvm.cond_br with block arguments
// (also a cond_br whose two edges go to one block without arguments), a
// while loop, nested loops, a loop carrying three values, llvm.switch with a
// default, several cases (negative values too), case targets with and without
// arguments and two cases sharing a block, a switch on a sign-extended i8,
// and llvm.unreachable in a branch never taken at run time.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)

// gcd by subtraction: a while loop carrying two values
llvm.func @gcd(%a: i64, %b: i64) -> i64 {
  llvm.br ^head(%a, %b : i64, i64)
^head(%x: i64, %y: i64):
  %done = llvm.icmp "eq" %x, %y : i64
  llvm.cond_br %done, ^exit(%x : i64), ^step
^step:
  %gt = llvm.icmp "sgt" %x, %y : i64
  llvm.cond_br %gt, ^xbig, ^ybig
^xbig:
  %x2 = llvm.sub %x, %y : i64
  llvm.br ^head(%x2, %y : i64, i64)
^ybig:
  %y2 = llvm.sub %y, %x : i64
  llvm.br ^head(%x, %y2 : i64, i64)
^exit(%r: i64):
  llvm.return %r : i64
}

// fibonacci: a loop carrying (i, a, b)
llvm.func @fib(%n: i32) -> i64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0 : i64) : i64
  %o = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0, %z, %o : i32, i64, i64)
^loop(%i: i32, %a: i64, %b: i64):
  %more = llvm.icmp "ult" %i, %n : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %s = llvm.add %a, %b : i64
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^loop(%i1, %b, %s : i32, i64, i64)
^done:
  llvm.return %a : i64
}

// number of pairs (i, j) with 0 <= j < i < n and (i + j) odd: nested loops
llvm.func @pairs(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %cnt: i32):
  %oi = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %oi, ^inner(%c0, %cnt : i32, i32), ^exit
^inner(%j: i32, %c: i32):
  %ij = llvm.icmp "slt" %j, %i : i32
  llvm.cond_br %ij, ^check, ^next_i(%c : i32)
^check:
  %s = llvm.add %i, %j : i32
  %odd = llvm.and %s, %c1 : i32
  %isodd = llvm.icmp "ne" %odd, %c0 : i32
  %inc = llvm.zext %isodd : i1 to i32
  %c2 = llvm.add %c, %inc : i32
  %j1 = llvm.add %j, %c1 : i32
  llvm.br ^inner(%j1, %c2 : i32, i32)
^next_i(%c3: i32):
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^outer(%i1, %c3 : i32, i32)
^exit:
  llvm.return %cnt : i32
}

// both edges of a cond_br to one argument-less block
llvm.func @same_target(%c: i1) -> i32 {
  llvm.cond_br %c, ^join, ^join
^join:
  %r = llvm.mlir.constant(77 : i32) : i32
  llvm.return %r : i32
}

// switch: 0 -> 100, 1 and 2 -> 200 + x (shared block with an argument),
// -5 -> 555, 7 -> x * x passed as an argument, default -> -1 passed along
llvm.func @classify(%x: i32) -> i32 {
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %sq = llvm.mul %x, %x : i32
  llvm.switch %x, ^default(%m1 : i32) [
    0: ^zero,
    1: ^small(%x : i32),
    2: ^small(%x : i32),
    -5: ^neg,
    7: ^ret(%sq : i32)
  ]
^zero:
  %h = llvm.mlir.constant(100 : i32) : i32
  llvm.br ^ret(%h : i32)
^small(%v: i32):
  %k = llvm.mlir.constant(200 : i32) : i32
  %r = llvm.add %k, %v : i32
  llvm.br ^ret(%r : i32)
^neg:
  %f = llvm.mlir.constant(555 : i32) : i32
  llvm.br ^ret(%f : i32)
^default(%d: i32):
  llvm.br ^ret(%d : i32)
^ret(%out: i32):
  llvm.return %out : i32
}

// MLIR 13's llvm.switch takes an i32 only: an i8 is sign-extended first, so
// the byte 0xff meets the case -1
llvm.func @byte_kind(%b8: i8) -> i32 {
  %b = llvm.sext %b8 : i8 to i32
  llvm.switch %b, ^other [
    -1: ^ff,
    65: ^letter
  ]
^ff:
  %a = llvm.mlir.constant(255 : i32) : i32
  llvm.return %a : i32
^letter:
  %l = llvm.mlir.constant(65 : i32) : i32
  llvm.return %l : i32
^other:
  %o = llvm.mlir.constant(0 : i32) : i32
  llvm.return %o : i32
}

// x / y with a guard: the y == 0 branch ends in llvm.unreachable (never
// taken by the calls below)
llvm.func @checked_div(%x: i32, %y: i32) -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %bad = llvm.icmp "eq" %y, %z : i32
  llvm.cond_br %bad, ^trap, ^ok
^trap:
  llvm.unreachable
^ok:
  %q = llvm.sdiv %x, %y : i32
  llvm.return %q : i32
}

llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(1071 : i64) : i64
  %b = llvm.mlir.constant(462 : i64) : i64
  %g = llvm.call @gcd(%a, %b) : (i64, i64) -> i64
  llvm.call @print_i64(%g) : (i64) -> ()     // expect: 21
  %n90 = llvm.mlir.constant(90 : i32) : i32
  %f90 = llvm.call @fib(%n90) : (i32) -> i64
  llvm.call @print_i64(%f90) : (i64) -> ()   // expect: 2880067194370816120
  %n0 = llvm.mlir.constant(0 : i32) : i32
  %f0 = llvm.call @fib(%n0) : (i32) -> i64
  llvm.call @print_i64(%f0) : (i64) -> ()    // expect: 0
  %n10 = llvm.mlir.constant(10 : i32) : i32
  %p10 = llvm.call @pairs(%n10) : (i32) -> i32
  llvm.call @print_i32(%p10) : (i32) -> ()   // expect: 25
  %t = llvm.mlir.constant(true) : i1
  %st = llvm.call @same_target(%t) : (i1) -> i32
  llvm.call @print_i32(%st) : (i32) -> ()    // expect: 77

  // classify -5 .. 8
  %lo = llvm.mlir.constant(-5 : i32) : i32
  %hi = llvm.mlir.constant(8 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%lo : i32)
^loop(%i: i32):
  %more = llvm.icmp "sle" %i, %hi : i32
  llvm.cond_br %more, ^body, ^after
^body:
  %c = llvm.call @classify(%i) : (i32) -> i32
  llvm.call @print_i32(%c) : (i32) -> ()
  // expect: 555 | -1 | -1 | -1 | -1 | 100 | 201 | 202 | -1 | -1 | -1 | -1 | 49 | -1
  %i1 = llvm.add %i, %one : i32
  llvm.br ^loop(%i1 : i32)
^after:
  %bff = llvm.mlir.constant(255 : i8) : i8
  %b65 = llvm.mlir.constant(65 : i8) : i8
  %b66 = llvm.mlir.constant(66 : i8) : i8
  %k1 = llvm.call @byte_kind(%bff) : (i8) -> i32
  %k2 = llvm.call @byte_kind(%b65) : (i8) -> i32
  %k3 = llvm.call @byte_kind(%b66) : (i8) -> i32
  llvm.call @print_i32(%k1) : (i32) -> ()    // expect: 255
  llvm.call @print_i32(%k2) : (i32) -> ()    // expect: 65
  llvm.call @print_i32(%k3) : (i32) -> ()    // expect: 0
  %dx = llvm.mlir.constant(-100 : i32) : i32
  %dy = llvm.mlir.constant(7 : i32) : i32
  %dq = llvm.call @checked_div(%dx, %dy) : (i32, i32) -> i32
  llvm.call @print_i32(%dq) : (i32) -> ()    // expect: -14
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
