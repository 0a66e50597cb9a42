// LLVM dialect calls: direct calls (to functions defined before and after
// the caller), void functions, `internal` and `private` linkage, recursion
// and mutual recursion, a call with many mixed arguments, and indirect calls:
// `llvm.mlir.addressof @f : !llvm.ptr<func<i32 (i32)>>` then
// `llvm.call %fp(%x)`, function pointers passed as arguments, picked with
// llvm.select, merged through block arguments, kept in a stack table, and
// pointing at void functions and at an external (runtime) function.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_f64(f64)

llvm.func internal @inc(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %x, %c1 : i32
  llvm.return %r : i32
}
llvm.func private @dbl(%x: i32) -> i32 {
  %r = llvm.add %x, %x : i32
  llvm.return %r : i32
}
llvm.func @sq(%x: i32) -> i32 {
  %r = llvm.mul %x, %x : i32
  llvm.return %r : i32
}

// a void function with an early return on one path
llvm.func internal @show_pos(%x: i32) {
  %z = llvm.mlir.constant(0 : i32) : i32
  %neg = llvm.icmp "slt" %x, %z : i32
  llvm.cond_br %neg, ^skip, ^print
^skip:
  llvm.return
^print:
  llvm.call @print_i32(%x) : (i32) -> ()
  llvm.return
}

// recursion: factorial on i64
llvm.func @fact(%n: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %le = llvm.icmp "sle" %n, %c1 : i64
  llvm.cond_br %le, ^base, ^rec
^base:
  llvm.return %c1 : i64
^rec:
  %m = llvm.sub %n, %c1 : i64
  %f = llvm.call @fact(%m) : (i64) -> i64
  %r = llvm.mul %n, %f : i64
  llvm.return %r : i64
}

// mutual recursion; @is_odd is defined after its first use
llvm.func @is_even(%n: i32) -> i1 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.icmp "eq" %n, %z : i32
  llvm.cond_br %c, ^yes, ^no
^yes:
  %t = llvm.mlir.constant(true) : i1
  llvm.return %t : i1
^no:
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @is_odd(%m) : (i32) -> i1
  llvm.return %r : i1
}
llvm.func @is_odd(%n: i32) -> i1 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.icmp "eq" %n, %z : i32
  llvm.cond_br %c, ^yes, ^no
^yes:
  %f = llvm.mlir.constant(false) : i1
  llvm.return %f : i1
^no:
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @is_even(%m) : (i32) -> i1
  llvm.return %r : i1
}

// many arguments, integers and floats interleaved (more than fit registers)
llvm.func @many(%a: i32, %x: f64, %b: i64, %y: f64, %c: i8, %z: f64, %d: i16,
                %w: f64, %e: i32, %v: f64, %f: i64, %u: f64, %g: i32, %t: f64,
                %h: i64, %s: f64, %i: i32, %r: f64) -> f64 {
  %a1 = llvm.sitofp %a : i32 to f64
  %b1 = llvm.sitofp %b : i64 to f64
  %c1 = llvm.sitofp %c : i8 to f64
  %d1 = llvm.sitofp %d : i16 to f64
  %e1 = llvm.sitofp %e : i32 to f64
  %f1 = llvm.sitofp %f : i64 to f64
  %g1 = llvm.sitofp %g : i32 to f64
  %h1 = llvm.sitofp %h : i64 to f64
  %i1 = llvm.sitofp %i : i32 to f64
  %s0 = llvm.fadd %a1, %x : f64
  %s1 = llvm.fadd %s0, %b1 : f64
  %s2 = llvm.fadd %s1, %y : f64
  %s3 = llvm.fadd %s2, %c1 : f64
  %s4 = llvm.fadd %s3, %z : f64
  %s5 = llvm.fadd %s4, %d1 : f64
  %s6 = llvm.fadd %s5, %w : f64
  %s7 = llvm.fadd %s6, %e1 : f64
  %s8 = llvm.fadd %s7, %v : f64
  %s9 = llvm.fadd %s8, %f1 : f64
  %s10 = llvm.fadd %s9, %u : f64
  %s11 = llvm.fadd %s10, %g1 : f64
  %s12 = llvm.fadd %s11, %t : f64
  %s13 = llvm.fadd %s12, %h1 : f64
  %s14 = llvm.fadd %s13, %s : f64
  %s15 = llvm.fadd %s14, %i1 : f64
  // the last argument is weighted so that argument order matters
  %k = llvm.mlir.constant(1000.0 : f64) : f64
  %rk = llvm.fmul %r, %k : f64
  %s16 = llvm.fadd %s15, %rk : f64
  llvm.return %s16 : f64
}

// calls a function pointer n times
llvm.func @apply_n(%f: !llvm.ptr<func<i32 (i32)>>, %x: i32, %n: i32) -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%x, %n : i32, i32)
^loop(%v: i32, %k: i32):
  %more = llvm.icmp "sgt" %k, %z : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %v1 = llvm.call %f(%v) : (i32) -> i32
  %k1 = llvm.sub %k, %one : i32
  llvm.br ^loop(%v1, %k1 : i32, i32)
^done:
  llvm.return %v : i32
}

// returns a function pointer: 0 -> inc, 1 -> dbl, else sq (through a block
// argument of pointer-to-function type)
llvm.func @choose(%k: i32) -> !llvm.ptr<func<i32 (i32)>> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %fi = llvm.mlir.addressof @inc : !llvm.ptr<func<i32 (i32)>>
  %fd = llvm.mlir.addressof @dbl : !llvm.ptr<func<i32 (i32)>>
  %fs = llvm.mlir.addressof @sq : !llvm.ptr<func<i32 (i32)>>
  %is0 = llvm.icmp "eq" %k, %c0 : i32
  llvm.cond_br %is0, ^out(%fi : !llvm.ptr<func<i32 (i32)>>), ^not0
^not0:
  %is1 = llvm.icmp "eq" %k, %c1 : i32
  llvm.cond_br %is1, ^out(%fd : !llvm.ptr<func<i32 (i32)>>), ^out(%fs : !llvm.ptr<func<i32 (i32)>>)
^out(%f: !llvm.ptr<func<i32 (i32)>>):
  llvm.return %f : !llvm.ptr<func<i32 (i32)>>
}

llvm.func @main() -> i32 {
  %x = llvm.mlir.constant(20 : i32) : i32
  %r0 = llvm.call @inc(%x) : (i32) -> i32
  llvm.call @print_i32(%r0) : (i32) -> ()            // expect: 21
  llvm.call @show_pos(%x) : (i32) -> ()              // expect: 20
  %mx = llvm.mlir.constant(-20 : i32) : i32
  llvm.call @show_pos(%mx) : (i32) -> ()
  %n20 = llvm.mlir.constant(20 : i64) : i64
  %f20 = llvm.call @fact(%n20) : (i64) -> i64
  llvm.call @print_i64(%f20) : (i64) -> ()           // expect: 2432902008176640000
  %n7 = llvm.mlir.constant(7 : i32) : i32
  %e7 = llvm.call @is_even(%n7) : (i32) -> i1
  %o7 = llvm.call @is_odd(%n7) : (i32) -> i1
  %e7w = llvm.zext %e7 : i1 to i32
  %o7w = llvm.zext %o7 : i1 to i32
  llvm.call @print_i32(%e7w) : (i32) -> ()           // expect: 0
  llvm.call @print_i32(%o7w) : (i32) -> ()           // expect: 1

  %a = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.mlir.constant(2 : i64) : i64
  %c = llvm.mlir.constant(3 : i8) : i8
  %d = llvm.mlir.constant(4 : i16) : i16
  %e = llvm.mlir.constant(5 : i32) : i32
  %f = llvm.mlir.constant(6 : i64) : i64
  %g = llvm.mlir.constant(7 : i32) : i32
  %h = llvm.mlir.constant(8 : i64) : i64
  %i = llvm.mlir.constant(9 : i32) : i32
  %fx = llvm.mlir.constant(0.5 : f64) : f64
  %fy = llvm.mlir.constant(0.25 : f64) : f64
  %fr = llvm.mlir.constant(3.0 : f64) : f64
  %m = llvm.call @many(%a, %fx, %b, %fy, %c, %fx, %d, %fy, %e, %fx, %f, %fy, %g, %fx, %h, %fy, %i, %fr)
       : (i32, f64, i64, f64, i8, f64, i16, f64, i32, f64, i64, f64, i32, f64, i64, f64, i32, f64) -> f64
  llvm.call @print_f64(%m) : (f64) -> ()             // expect: 3048 0x40a7d00000000000

  // indirect calls through llvm.mlir.addressof
  %pinc = llvm.mlir.addressof @inc : !llvm.ptr<func<i32 (i32)>>
  %pdbl = llvm.mlir.addressof @dbl : !llvm.ptr<func<i32 (i32)>>
  %psq = llvm.mlir.addressof @sq : !llvm.ptr<func<i32 (i32)>>
  %i1 = llvm.call %pinc(%x) : (i32) -> i32
  llvm.call @print_i32(%i1) : (i32) -> ()            // expect: 21
  %ten = llvm.mlir.constant(10 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %a1 = llvm.call @apply_n(%pdbl, %one, %ten) : (!llvm.ptr<func<i32 (i32)>>, i32, i32) -> i32
  llvm.call @print_i32(%a1) : (i32) -> ()            // expect: 1024
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %a2 = llvm.call @apply_n(%psq, %two, %three) : (!llvm.ptr<func<i32 (i32)>>, i32, i32) -> i32
  llvm.call @print_i32(%a2) : (i32) -> ()            // expect: 256
  // picked with select
  %lt = llvm.icmp "slt" %mx, %x : i32
  %pick = llvm.select %lt, %psq, %pinc : i1, !llvm.ptr<func<i32 (i32)>>
  %s1 = llvm.call %pick(%ten) : (i32) -> i32
  llvm.call @print_i32(%s1) : (i32) -> ()            // expect: 100
  // returned from a function
  %z = llvm.mlir.constant(0 : i32) : i32
  %ch0 = llvm.call @choose(%z) : (i32) -> !llvm.ptr<func<i32 (i32)>>
  %ch1 = llvm.call @choose(%one) : (i32) -> !llvm.ptr<func<i32 (i32)>>
  %ch2 = llvm.call @choose(%two) : (i32) -> !llvm.ptr<func<i32 (i32)>>
  %c0r = llvm.call %ch0(%ten) : (i32) -> i32
  %c1r = llvm.call %ch1(%ten) : (i32) -> i32
  %c2r = llvm.call %ch2(%ten) : (i32) -> i32
  llvm.call @print_i32(%c0r) : (i32) -> ()           // expect: 11
  llvm.call @print_i32(%c1r) : (i32) -> ()           // expect: 20
  llvm.call @print_i32(%c2r) : (i32) -> ()           // expect: 100
  // a table of three function pointers on the stack, called in a loop on 5
  %n3 = llvm.mlir.constant(3 : i64) : i64
  %tab = llvm.alloca %n3 x !llvm.ptr<func<i32 (i32)>> : (i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %t0 = llvm.getelementptr %tab[%k0] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
  %t1 = llvm.getelementptr %tab[%k1] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
  %t2 = llvm.getelementptr %tab[%k2] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
  llvm.store %psq, %t0 : !llvm.ptr<ptr<func<i32 (i32)>>>
  llvm.store %pinc, %t1 : !llvm.ptr<ptr<func<i32 (i32)>>>
  llvm.store %pdbl, %t2 : !llvm.ptr<ptr<func<i32 (i32)>>>
  %five = llvm.mlir.constant(5 : i32) : i32
  llvm.br ^loop(%k0 : i64)
^loop(%j: i64):
  %more = llvm.icmp "slt" %j, %n3 : i64
  llvm.cond_br %more, ^body, ^after
^body:
  %slot = llvm.getelementptr %tab[%j] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
  %fn = llvm.load %slot : !llvm.ptr<ptr<func<i32 (i32)>>>
  %res = llvm.call %fn(%five) : (i32) -> i32
  llvm.call @print_i32(%res) : (i32) -> ()           // expect: 25 | 6 | 10
  %j1 = llvm.add %j, %k1 : i64
  llvm.br ^loop(%j1 : i64)
^after:
  // indirect calls of void functions: one of ours, one of the runtime
  %pshow = llvm.mlir.addressof @show_pos : !llvm.ptr<func<void (i32)>>
  llvm.call %pshow(%five) : (i32) -> ()              // expect: 5
  %pprint = llvm.mlir.addressof @print_i64 : !llvm.ptr<func<void (i64)>>
  %big = llvm.mlir.constant(-123456789012 : i64) : i64
  llvm.call %pprint(%big) : (i64) -> ()              // expect: -123456789012
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
