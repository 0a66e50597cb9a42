// LLVM dialect intrinsics in MLIR 13's generic form `"llvm.intr.NAME"(...)`:
// sqrt fabs floor ceil copysign fma fmuladd pow exp exp2 log log2 log10 sin
// cos minnum maxnum (f32, f64 and vector<4xf32>; not minimum/maximum:
// LLVM 14's x86 back end cannot select them), smax smin
// ctpop bitreverse on integers, vector.reduce.add / fadd / fmax, the
// *.with.overflow family returning a {iN, i1} struct, and memcpy between
// stack buffers. Operands arrive as function arguments where folding could
// differ from run-time evaluation.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_f32(f32)
llvm.func @print_f64(f64)

llvm.func @unary_f64(%x: f64) {
  %a = "llvm.intr.sqrt"(%x) : (f64) -> f64
  llvm.call @print_f64(%a) : (f64) -> ()
  %b = "llvm.intr.fabs"(%x) : (f64) -> f64
  llvm.call @print_f64(%b) : (f64) -> ()
  %c = "llvm.intr.floor"(%x) : (f64) -> f64
  llvm.call @print_f64(%c) : (f64) -> ()
  %d = "llvm.intr.ceil"(%x) : (f64) -> f64
  llvm.call @print_f64(%d) : (f64) -> ()
  llvm.return
}

llvm.func @unary_f32(%x: f32) {
  %a = "llvm.intr.sqrt"(%x) : (f32) -> f32
  llvm.call @print_f32(%a) : (f32) -> ()
  %b = "llvm.intr.fabs"(%x) : (f32) -> f32
  llvm.call @print_f32(%b) : (f32) -> ()
  %c = "llvm.intr.floor"(%x) : (f32) -> f32
  llvm.call @print_f32(%c) : (f32) -> ()
  %d = "llvm.intr.ceil"(%x) : (f32) -> f32
  llvm.call @print_f32(%d) : (f32) -> ()
  llvm.return
}

// exp exp2 log log2 log10 sin cos on exactly representable results
llvm.func @transcendental(%zero: f64, %one: f64, %eight: f64, %thousand: f64) {
  %e0 = "llvm.intr.exp"(%zero) : (f64) -> f64
  llvm.call @print_f64(%e0) : (f64) -> ()
  %e2 = "llvm.intr.exp2"(%eight) : (f64) -> f64
  llvm.call @print_f64(%e2) : (f64) -> ()
  %l0 = "llvm.intr.log"(%one) : (f64) -> f64
  llvm.call @print_f64(%l0) : (f64) -> ()
  %l2 = "llvm.intr.log2"(%eight) : (f64) -> f64
  llvm.call @print_f64(%l2) : (f64) -> ()
  %l10 = "llvm.intr.log10"(%thousand) : (f64) -> f64
  llvm.call @print_f64(%l10) : (f64) -> ()
  %s = "llvm.intr.sin"(%zero) : (f64) -> f64
  llvm.call @print_f64(%s) : (f64) -> ()
  %c = "llvm.intr.cos"(%zero) : (f64) -> f64
  llvm.call @print_f64(%c) : (f64) -> ()
  %p = "llvm.intr.pow"(%eight, %eight) : (f64, f64) -> f64
  llvm.call @print_f64(%p) : (f64) -> ()
  llvm.return
}

llvm.func @binary_f64(%x: f64, %y: f64, %z: f64) {
  %cs = "llvm.intr.copysign"(%x, %y) : (f64, f64) -> f64
  llvm.call @print_f64(%cs) : (f64) -> ()
  %fma = "llvm.intr.fma"(%x, %y, %z) : (f64, f64, f64) -> f64
  llvm.call @print_f64(%fma) : (f64) -> ()
  %fmuladd = "llvm.intr.fmuladd"(%x, %y, %z) : (f64, f64, f64) -> f64
  llvm.call @print_f64(%fmuladd) : (f64) -> ()
  %mn = "llvm.intr.minnum"(%x, %y) : (f64, f64) -> f64
  llvm.call @print_f64(%mn) : (f64) -> ()
  %mx = "llvm.intr.maxnum"(%x, %y) : (f64, f64) -> f64
  llvm.call @print_f64(%mx) : (f64) -> ()
  // minnum ignores a NaN operand
  %z0 = llvm.fsub %z, %z : f64
  %nan = llvm.fdiv %z0, %z0 : f64
  %mnn = "llvm.intr.minnum"(%x, %nan) : (f64, f64) -> f64
  llvm.call @print_f64(%mnn) : (f64) -> ()
  llvm.return
}

llvm.func @ints(%a: i32, %b: i32, %w: i64) {
  %mx = "llvm.intr.smax"(%a, %b) : (i32, i32) -> i32
  llvm.call @print_i32(%mx) : (i32) -> ()
  %mn = "llvm.intr.smin"(%a, %b) : (i32, i32) -> i32
  llvm.call @print_i32(%mn) : (i32) -> ()
  %pc = "llvm.intr.ctpop"(%w) : (i64) -> i64
  llvm.call @print_i64(%pc) : (i64) -> ()
  %br = "llvm.intr.bitreverse"(%a) : (i32) -> i32
  llvm.call @print_i32(%br) : (i32) -> ()
  llvm.return
}

// {sum, overflow} of i32 add/sub/mul, signed and unsigned, as two lines each
llvm.func @overflow(%a: i32, %b: i32) {
  %sa = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %ua = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %sm = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %us = "llvm.intr.usub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.call @show_ov(%sa) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show_ov(%ua) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show_ov(%sm) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show_ov(%us) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.return
}
llvm.func @show_ov(%r: !llvm.struct<(i32, i1)>) {
  %v = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>
  %o = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
  %ow = llvm.zext %o : i1 to i32
  llvm.call @print_i32(%v) : (i32) -> ()
  llvm.call @print_i32(%ow) : (i32) -> ()
  llvm.return
}

llvm.func @vecs(%v: vector<4xf32>, %iv: vector<4xi32>) {
  %s = "llvm.intr.sqrt"(%v) : (vector<4xf32>) -> vector<4xf32>
  %c0 = llvm.mlir.constant(0.0 : f32) : f32
  %sum = "llvm.intr.vector.reduce.fadd"(%c0, %s) : (f32, vector<4xf32>) -> f32
  llvm.call @print_f32(%sum) : (f32) -> ()
  %mx = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  llvm.call @print_f32(%mx) : (f32) -> ()
  %isum = "llvm.intr.vector.reduce.add"(%iv) : (vector<4xi32>) -> i32
  llvm.call @print_i32(%isum) : (i32) -> ()
  %imax = "llvm.intr.vector.reduce.smax"(%iv) : (vector<4xi32>) -> i32
  llvm.call @print_i32(%imax) : (i32) -> ()
  llvm.return
}

// memcpy 5 i32 from one stack array to another, then print the copy's sum
llvm.func @copy() {
  %n5 = llvm.mlir.constant(5 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %src = llvm.alloca %n5 x i32 : (i64) -> !llvm.ptr<i32>
  %dst = llvm.alloca %n5 x i32 : (i64) -> !llvm.ptr<i32>
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^fill(%z : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %n5 : i64
  llvm.cond_br %more, ^fill_body, ^do_copy
^fill_body:
  %p = llvm.getelementptr %src[%i] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  %i32 = llvm.trunc %i : i64 to i32
  %v = llvm.mul %i32, %i32 : i32
  %v7 = llvm.add %v, %i32 : i32
  llvm.store %v7, %p : !llvm.ptr<i32>
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^fill(%i1 : i64)
^do_copy:
  %d8 = llvm.bitcast %dst : !llvm.ptr<i32> to !llvm.ptr<i8>
  %s8 = llvm.bitcast %src : !llvm.ptr<i32> to !llvm.ptr<i8>
  %bytes = llvm.mlir.constant(20 : i64) : i64
  %f = llvm.mlir.constant(false) : i1
  "llvm.intr.memcpy"(%d8, %s8, %bytes, %f) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %q = llvm.getelementptr %dst[%c4] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  %last = llvm.load %q : !llvm.ptr<i32>
  llvm.call @print_i32(%last) : (i32) -> ()
  %q2 = llvm.getelementptr %dst[%c1] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  %second = llvm.load %q2 : !llvm.ptr<i32>
  llvm.call @print_i32(%second) : (i32) -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %x = llvm.mlir.constant(-6.25 : f64) : f64
  llvm.call @unary_f64(%x) : (f64) -> ()
  // expect: nan | 6.25 0x4019000000000000 | -7 0xc01c000000000000 | -6 0xc018000000000000
  %y = llvm.mlir.constant(2.25 : f64) : f64
  llvm.call @unary_f64(%y) : (f64) -> ()
  // expect: 1.5 0x3ff8000000000000 | 2.25 0x4002000000000000 | 2 0x4000000000000000 | 3 0x4008000000000000
  %xf = llvm.mlir.constant(-0.5 : f32) : f32
  llvm.call @unary_f32(%xf) : (f32) -> ()
  // expect: nan | 0.5 0x3f000000 | -1 0xbf800000 | -0 0x80000000
  %yf = llvm.mlir.constant(16.0 : f32) : f32
  llvm.call @unary_f32(%yf) : (f32) -> ()
  // expect: 4 0x40800000 | 16 0x41800000 | 16 0x41800000 | 16 0x41800000

  %zero = llvm.mlir.constant(0.0 : f64) : f64
  %one = llvm.mlir.constant(1.0 : f64) : f64
  %eight = llvm.mlir.constant(8.0 : f64) : f64
  %thousand = llvm.mlir.constant(1000.0 : f64) : f64
  llvm.call @transcendental(%zero, %one, %eight, %thousand) : (f64, f64, f64, f64) -> ()
  // expect: 1 0x3ff0000000000000 | 256 0x4070000000000000 | 0 0x0000000000000000 | 3 0x4008000000000000 | 3 0x4008000000000000 | 0 0x0000000000000000 | 1 0x3ff0000000000000 | 16777216 0x4170000000000000

  %a = llvm.mlir.constant(3.0 : f64) : f64
  %b = llvm.mlir.constant(-0.5 : f64) : f64
  %c = llvm.mlir.constant(10.0 : f64) : f64
  llvm.call @binary_f64(%a, %b, %c) : (f64, f64, f64) -> ()
  // expect: -3 0xc008000000000000 | 8.5 0x4021000000000000 | 8.5 0x4021000000000000 | -0.5 0xbfe0000000000000 | 3 0x4008000000000000 | 3 0x4008000000000000

  %i1 = llvm.mlir.constant(-7 : i32) : i32
  %i2 = llvm.mlir.constant(5 : i32) : i32
  %w = llvm.mlir.constant(0xff00ff00ff : i64) : i64
  llvm.call @ints(%i1, %i2, %w) : (i32, i32, i64) -> ()
  // expect: 5 | -7 | 24 | -1610612737

  %big = llvm.mlir.constant(2000000000 : i32) : i32
  llvm.call @overflow(%big, %big) : (i32, i32) -> ()
  // expect: -294967296 | 1 | -294967296 | 0 | -1651507200 | 1 | 0 | 0
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  llvm.call @overflow(%three, %m1) : (i32, i32) -> ()
  // expect: 2 | 0 | 2 | 1 | -3 | 0 | 4 | 1

  %v = llvm.mlir.constant(dense<[1.0, 4.0, 9.0, 16.0]> : vector<4xf32>) : vector<4xf32>
  %iv = llvm.mlir.constant(dense<[3, -10, 8, 1]> : vector<4xi32>) : vector<4xi32>
  llvm.call @vecs(%v, %iv) : (vector<4xf32>, vector<4xi32>) -> ()
  // expect: 10 0x41200000 | 16 0x41800000 | 2 | 8

  llvm.call @copy() : () -> ()               // expect: 20 | 2
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
