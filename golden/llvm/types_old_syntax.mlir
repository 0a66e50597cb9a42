// The LLVM dialect with the OLD type spellings of the spec documents
// (llvm-dialect.md, conversion-to-llvm-v1/v2.md): `!llvm.i32`, `!llvm.i64`,
// `!llvm.float`, `!llvm.double`, `!llvm.half`, the wrapped LLVM IR types
// `!llvm<"float*">`, `!llvm<"{i32, float}">`, `!llvm<"<4 x float>">`,
// `!llvm<"[3 x i64]">`, `!llvm<"i32 (i32)*">`, `!llvm.type<"i32*">`,
// `!llvm.type<"{i32, i64}">`, `!llvm.vec<4 x float>`, and `!llvm.func<...>`
// written inside `!llvm.ptr<...>`; also `llvm.mlir.constant(17)` with the
// implied i64, and the spec's one-type `llvm.bitcast %x : T`.
// MLIR 13 rejects all of these: the expected output comes from a twin of
// this file with the same program in MLIR 13 spelling (builtin i32/f32/f64,
// !llvm.ptr<f32>, !llvm.struct<(i32, f32)>, vector<4xf32>, ...).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(!llvm.i32)
llvm.func @print_i64(!llvm.i64)
llvm.func @print_f32(!llvm.float)
llvm.func @print_f64(!llvm.double)

llvm.mlir.global internal @g(7 : i32) : !llvm.i32
llvm.mlir.global internal @d(0.75 : f64) : !llvm.double

llvm.func @twice(%x: !llvm.i32) -> !llvm.i32 {
  %r = llvm.add %x, %x : !llvm.i32
  llvm.return %r : !llvm.i32
}

llvm.func @make_pair(%a: !llvm.i32, %b: !llvm.float) -> !llvm<"{i32, float}"> {
  %0 = llvm.mlir.undef : !llvm<"{i32, float}">
  %1 = llvm.insertvalue %a, %0[0] : !llvm<"{i32, float}">
  %2 = llvm.insertvalue %b, %1[1] : !llvm<"{i32, float}">
  llvm.return %2 : !llvm<"{i32, float}">
}

llvm.func @wide(%a: !llvm.type<"i32">, %b: !llvm.type<"i64">) -> !llvm.type<"{i32, i64}"> {
  %0 = llvm.mlir.undef : !llvm.type<"{i32, i64}">
  %1 = llvm.insertvalue %a, %0[0] : !llvm.type<"{i32, i64}">
  %2 = llvm.insertvalue %b, %1[1] : !llvm.type<"{i32, i64}">
  llvm.return %2 : !llvm.type<"{i32, i64}">
}

llvm.func @main() -> !llvm.i32 {
  // scalars, a float through memory (spec example of llvm-dialect.md)
  %c4 = llvm.mlir.constant(4) : !llvm.i64
  %0 = llvm.alloca %c4 x !llvm.float : (!llvm.i64) -> !llvm<"float*">
  %c1 = llvm.mlir.constant(1) : !llvm.i64
  %1 = llvm.getelementptr %0[%c1] : (!llvm<"float*">, !llvm.i64) -> !llvm<"float*">
  %cf = llvm.mlir.constant(42.0 : f32) : !llvm.float
  llvm.store %cf, %1 : !llvm<"float*">
  %3 = llvm.load %1 : !llvm<"float*">
  llvm.call @print_f32(%3) : (!llvm.float) -> ()          // expect: 42 0x42280000

  // a double from a global, widened from float and added
  %dp = llvm.mlir.addressof @d : !llvm<"double*">
  %dv = llvm.load %dp : !llvm<"double*">
  %wf = llvm.fpext %3 : !llvm.float to !llvm.double
  %sum = llvm.fadd %dv, %wf : !llvm.double
  llvm.call @print_f64(%sum) : (!llvm.double) -> ()      // expect: 42.75 0x4045600000000000

  // an i32 global through !llvm.type<"i32*">
  %gp = llvm.mlir.addressof @g : !llvm.type<"i32*">
  %gv = llvm.load %gp : !llvm.type<"i32*">
  %gt = llvm.call @twice(%gv) : (!llvm.i32) -> !llvm.i32
  llvm.store %gt, %gp : !llvm.type<"i32*">
  %gv2 = llvm.load %gp : !llvm<"i32*">
  llvm.call @print_i32(%gv2) : (!llvm.i32) -> ()         // expect: 14

  // structs
  %k = llvm.mlir.constant(-3 : i32) : !llvm.i32
  %h = llvm.mlir.constant(0.5 : f32) : !llvm.float
  %pr = llvm.call @make_pair(%k, %h) : (!llvm.i32, !llvm.float) -> !llvm<"{i32, float}">
  %pa = llvm.extractvalue %pr[0] : !llvm<"{i32, float}">
  %pb = llvm.extractvalue %pr[1] : !llvm<"{i32, float}">
  llvm.call @print_i32(%pa) : (!llvm.i32) -> ()          // expect: -3
  llvm.call @print_f32(%pb) : (!llvm.float) -> ()        // expect: 0.5 0x3f000000
  %c17 = llvm.mlir.constant(17) : !llvm.i64
  %w = llvm.call @wide(%k, %c17) : (!llvm.type<"i32">, !llvm.type<"i64">) -> !llvm.type<"{i32, i64}">
  %wb = llvm.extractvalue %w[1] : !llvm.type<"{i32, i64}">
  llvm.call @print_i64(%wb) : (!llvm.i64) -> ()          // expect: 17

  // an array value
  %au = llvm.mlir.undef : !llvm<"[3 x i64]">
  %a0 = llvm.insertvalue %c17, %au[2] : !llvm<"[3 x i64]">
  %a2 = llvm.extractvalue %a0[2] : !llvm<"[3 x i64]">
  %a2x = llvm.mul %a2, %c4 : !llvm.i64
  llvm.call @print_i64(%a2x) : (!llvm.i64) -> ()         // expect: 68

  // vectors in both old spellings
  %v = llvm.mlir.constant(dense<1.5> : vector<4xf32>) : !llvm<"<4 x float>">
  %v2 = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : !llvm.vec<4 x float>
  %vs = llvm.fmul %v, %v2 : !llvm.vec<4 x float>
  %i3 = llvm.mlir.constant(3 : i32) : !llvm.i32
  %e3 = llvm.extractelement %vs[%i3 : !llvm.i32] : !llvm<"<4 x float>">
  llvm.call @print_f32(%e3) : (!llvm.float) -> ()        // expect: 6 0x40c00000

  // function pointers: !llvm.func inside !llvm.ptr, and the wrapped spelling
  %fp = llvm.mlir.addressof @twice : !llvm.ptr<!llvm.func<i32 (i32)>>
  %r1 = llvm.call %fp(%k) : (!llvm.i32) -> !llvm.i32
  llvm.call @print_i32(%r1) : (!llvm.i32) -> ()          // expect: -6
  %fq = llvm.mlir.addressof @twice : !llvm<"i32 (i32)*">
  %r2 = llvm.call %fq(%r1) : (!llvm.i32) -> !llvm.i32
  llvm.call @print_i32(%r2) : (!llvm.i32) -> ()          // expect: -12

  // the one-type bitcast of the spec: float* -> i32*, read the bits of 42.0
  %bp = llvm.bitcast %1 : !llvm<"i32*">
  %bits = llvm.load %bp : !llvm<"i32*">
  llvm.call @print_i32(%bits) : (!llvm.i32) -> ()        // expect: 1109917696

  // half: 0.1 rounded to f16 and back
  %hv = llvm.mlir.constant(0.1 : f16) : !llvm.half
  %hd = llvm.fpext %hv : !llvm.half to !llvm.double
  llvm.call @print_f64(%hd) : (!llvm.double) -> ()       // expect: 0.0999755859375 0x3fb9980000000000

  %z = llvm.mlir.constant(0 : i32) : !llvm.i32
  llvm.return %z : !llvm.i32
}
