// LLVM dialect casts (MLIR 13 syntax `llvm.OP %x : T1 to T2`): trunc zext
// sext fptrunc fpext fptosi fptoui sitofp uitofp bitcast ptrtoint inttoptr.
// Each cast sits in a function taking its operand as an argument (so it runs
// at run time), or applies to a constant in @main (folded by the translator:
// the result must be the same).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_u64(i64)
llvm.func @print_f32(f32)
llvm.func @print_f64(f64)

// i64 -> i32, i8, i1 (each printed sign-extended: trunc then sext)
llvm.func @truncs(%x: i64) {
  %a = llvm.trunc %x : i64 to i32
  llvm.call @print_i32(%a) : (i32) -> ()
  %b = llvm.trunc %x : i64 to i8
  %b32 = llvm.sext %b : i8 to i32
  llvm.call @print_i32(%b32) : (i32) -> ()
  %c = llvm.trunc %x : i64 to i1
  %c32 = llvm.zext %c : i1 to i32
  llvm.call @print_i32(%c32) : (i32) -> ()
  llvm.return
}

// i8 -> i16 -> i64 zero- and sign-extended; i1 -> i64 both ways
llvm.func @exts(%x: i8, %t: i1) {
  %z16 = llvm.zext %x : i8 to i16
  %z = llvm.zext %z16 : i16 to i64
  llvm.call @print_i64(%z) : (i64) -> ()
  %s16 = llvm.sext %x : i8 to i16
  %s = llvm.sext %s16 : i16 to i64
  llvm.call @print_i64(%s) : (i64) -> ()
  %tz = llvm.zext %t : i1 to i64
  llvm.call @print_i64(%tz) : (i64) -> ()
  %ts = llvm.sext %t : i1 to i64
  llvm.call @print_i64(%ts) : (i64) -> ()
  llvm.return
}

// f64 -> f32 -> f64
llvm.func @fpcasts(%x: f64) {
  %f = llvm.fptrunc %x : f64 to f32
  llvm.call @print_f32(%f) : (f32) -> ()
  %d = llvm.fpext %f : f32 to f64
  llvm.call @print_f64(%d) : (f64) -> ()
  llvm.return
}

// f64 -> signed i32/i64 (toward zero) and f64 -> unsigned i32/i64
llvm.func @fptoint(%x: f64) {
  %a = llvm.fptosi %x : f64 to i32
  llvm.call @print_i32(%a) : (i32) -> ()
  %b = llvm.fptosi %x : f64 to i64
  llvm.call @print_i64(%b) : (i64) -> ()
  llvm.return
}
llvm.func @fptouint(%x: f64, %y: f32) {
  %a = llvm.fptoui %x : f64 to i32
  %a64 = llvm.zext %a : i32 to i64
  llvm.call @print_u64(%a64) : (i64) -> ()
  %b = llvm.fptoui %x : f64 to i64
  llvm.call @print_u64(%b) : (i64) -> ()
  %c = llvm.fptoui %y : f32 to i8
  %c64 = llvm.zext %c : i8 to i64
  llvm.call @print_u64(%c64) : (i64) -> ()
  llvm.return
}

// one bit pattern read as signed and as unsigned, to f32 and f64
llvm.func @inttofp(%x: i32, %y: i64) {
  %a = llvm.sitofp %x : i32 to f64
  llvm.call @print_f64(%a) : (f64) -> ()
  %b = llvm.uitofp %x : i32 to f64
  llvm.call @print_f64(%b) : (f64) -> ()
  %c = llvm.sitofp %y : i64 to f32
  llvm.call @print_f32(%c) : (f32) -> ()
  %d = llvm.uitofp %y : i64 to f32
  llvm.call @print_f32(%d) : (f32) -> ()
  llvm.return
}

// bit reinterpretation of scalars, vectors and pointers
llvm.func @bitcasts(%f: f32, %d: f64) {
  %i = llvm.bitcast %f : f32 to i32
  llvm.call @print_i32(%i) : (i32) -> ()
  %j = llvm.bitcast %d : f64 to i64
  llvm.call @print_i64(%j) : (i64) -> ()
  %back = llvm.bitcast %j : i64 to f64
  llvm.call @print_f64(%back) : (f64) -> ()
  // <2 x i32> -> i64: element 0 is the low half (little endian)
  %u = llvm.mlir.undef : vector<2xi32>
  %k0 = llvm.mlir.constant(0 : i32) : i32
  %k1 = llvm.mlir.constant(1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %v0 = llvm.insertelement %one, %u[%k0 : i32] : vector<2xi32>
  %v1 = llvm.insertelement %two, %v0[%k1 : i32] : vector<2xi32>
  %w = llvm.bitcast %v1 : vector<2xi32> to i64
  llvm.call @print_i64(%w) : (i64) -> ()
  // i32* -> i8*: read the low byte of a stored i32
  %n = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %n x i32 : (i64) -> !llvm.ptr<i32>
  %val = llvm.mlir.constant(0x11223344 : i32) : i32
  llvm.store %val, %p : !llvm.ptr<i32>
  %q = llvm.bitcast %p : !llvm.ptr<i32> to !llvm.ptr<i8>
  %byte = llvm.load %q : !llvm.ptr<i8>
  %b32 = llvm.zext %byte : i8 to i32
  llvm.call @print_i32(%b32) : (i32) -> ()
  llvm.return
}

// ptrtoint / inttoptr round trip through an integer, and address arithmetic
// done on integers
llvm.func @ptrcasts() {
  %n = llvm.mlir.constant(2 : i64) : i64
  %p = llvm.alloca %n x i64 : (i64) -> !llvm.ptr<i64>
  %a = llvm.mlir.constant(1111 : i64) : i64
  %b = llvm.mlir.constant(2222 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p1 = llvm.getelementptr %p[%c1] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  llvm.store %a, %p : !llvm.ptr<i64>
  llvm.store %b, %p1 : !llvm.ptr<i64>
  %ip = llvm.ptrtoint %p : !llvm.ptr<i64> to i64
  %ip1 = llvm.ptrtoint %p1 : !llvm.ptr<i64> to i64
  %diff = llvm.sub %ip1, %ip : i64
  llvm.call @print_i64(%diff) : (i64) -> ()
  %eight = llvm.mlir.constant(8 : i64) : i64
  %iq = llvm.add %ip, %eight : i64
  %q = llvm.inttoptr %iq : i64 to !llvm.ptr<i64>
  %v = llvm.load %q : !llvm.ptr<i64>
  llvm.call @print_i64(%v) : (i64) -> ()
  // the same through i32* -> i64 -> i8*
  %r = llvm.inttoptr %ip : i64 to !llvm.ptr<i8>
  %lo = llvm.load %r : !llvm.ptr<i8>
  %lo64 = llvm.zext %lo : i8 to i64
  llvm.call @print_i64(%lo64) : (i64) -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %x1 = llvm.mlir.constant(0x123456789 : i64) : i64
  llvm.call @truncs(%x1) : (i64) -> ()       // expect: 591751049 | -119 | 1
  %x2 = llvm.mlir.constant(300 : i64) : i64
  llvm.call @truncs(%x2) : (i64) -> ()       // expect: 300 | 44 | 0
  %x3 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @truncs(%x3) : (i64) -> ()       // expect: -1 | -1 | 1

  %m1 = llvm.mlir.constant(-1 : i8) : i8
  %t = llvm.mlir.constant(true) : i1
  llvm.call @exts(%m1, %t) : (i8, i1) -> ()  // expect: 255 | -1 | 1 | -1
  %m2 = llvm.mlir.constant(100 : i8) : i8
  %f = llvm.mlir.constant(false) : i1
  llvm.call @exts(%m2, %f) : (i8, i1) -> ()  // expect: 100 | 100 | 0 | 0

  %d1 = llvm.mlir.constant(0.1 : f64) : f64
  llvm.call @fpcasts(%d1) : (f64) -> ()
  // expect: 0.100000001 0x3dcccccd | 0.10000000149011612 0x3fb99999a0000000
  %d2 = llvm.mlir.constant(1.0e300 : f64) : f64
  llvm.call @fpcasts(%d2) : (f64) -> ()
  // expect: inf 0x7f800000 | inf 0x7ff0000000000000
  %d3 = llvm.mlir.constant(-2.5 : f64) : f64
  llvm.call @fpcasts(%d3) : (f64) -> ()
  // expect: -2.5 0xc0200000 | -2.5 0xc004000000000000

  %e1 = llvm.mlir.constant(-3.99 : f64) : f64
  llvm.call @fptoint(%e1) : (f64) -> ()      // expect: -3 | -3
  %e2 = llvm.mlir.constant(2147483647.75 : f64) : f64
  llvm.call @fptoint(%e2) : (f64) -> ()      // expect: 2147483647 | 2147483647
  %u1 = llvm.mlir.constant(4.0e9 : f64) : f64
  %u2 = llvm.mlir.constant(200.9 : f32) : f32
  llvm.call @fptouint(%u1, %u2) : (f64, f32) -> ()  // expect: 4000000000 | 4000000000 | 200
  %u4 = llvm.mlir.constant(0.5 : f32) : f32
  %u5 = llvm.mlir.constant(3.0e9 : f64) : f64
  llvm.call @fptouint(%u5, %u4) : (f64, f32) -> ()  // expect: 3000000000 | 3000000000 | 0
  // above 2^63: only fptoui to i64 is defined (to i32 it would be poison)
  %u3 = llvm.mlir.constant(1.8e19 : f64) : f64
  %big = llvm.fptoui %u3 : f64 to i64
  llvm.call @print_u64(%big) : (i64) -> ()   // expect: 18000000000000000000

  %i1 = llvm.mlir.constant(-7 : i32) : i32
  %l1 = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @inttofp(%i1, %l1) : (i32, i64) -> ()
  // expect: -7 0xc01c000000000000 | 4294967289 0x41efffffff200000 | -1 0xbf800000 | 1.84467441e+19 0x5f800000
  %i2 = llvm.mlir.constant(16777217 : i32) : i32
  %l2 = llvm.mlir.constant(9007199254740993 : i64) : i64
  llvm.call @inttofp(%i2, %l2) : (i32, i64) -> ()
  // expect: 16777217 0x4170000010000000 | 16777217 0x4170000010000000 | 9.00719925e+15 0x5a000000 | 9.00719925e+15 0x5a000000

  %bf = llvm.mlir.constant(1.0 : f32) : f32
  %bd = llvm.mlir.constant(-2.0 : f64) : f64
  llvm.call @bitcasts(%bf, %bd) : (f32, f64) -> ()
  // expect: 1065353216 | -4611686018427387904 | -2 0xc000000000000000 | 8589934593 | 68

  llvm.call @ptrcasts() : () -> ()           // expect: 8 | 2222 | 87

  // casts of constants (folded while translating)
  %c300 = llvm.mlir.constant(300 : i32) : i32
  %c8 = llvm.trunc %c300 : i32 to i8
  %c8w = llvm.zext %c8 : i8 to i32
  llvm.call @print_i32(%c8w) : (i32) -> ()   // expect: 44
  %cneg = llvm.mlir.constant(-2.75 : f32) : f32
  %ci = llvm.fptosi %cneg : f32 to i32
  llvm.call @print_i32(%ci) : (i32) -> ()    // expect: -2
  %cu = llvm.mlir.constant(-1 : i32) : i32
  %cuf = llvm.uitofp %cu : i32 to f32
  llvm.call @print_f32(%cuf) : (f32) -> ()   // expect: 4.2949673e+09 0x4f800000

  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
