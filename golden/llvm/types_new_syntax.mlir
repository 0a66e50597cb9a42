// The LLVM dialect with MLIR 13 type spellings: builtin integer and float
// types (i1 i8 i16 i32 i64 i128 f16 f32 f64) directly in LLVM ops,
// !llvm.ptr<f32>, !llvm.ptr<ptr<i8>>, !llvm.struct<(i32, f64)>, packed
// !llvm.struct<packed (i8, i32)>, the empty !llvm.struct<()>, a named
// non-recursive !llvm.struct<"pair", (i32, i32)>, a pointer to an opaque
// named struct, !llvm.array<4 x i64>, vector<4xf32>, !llvm.vec<2 x ptr<i8>>
// (a vector of pointers), !llvm.ptr<func<void (i32)>>, a variadic function
// type, and an address-space pointer !llvm.ptr<i32, 1> (only in type
// positions and as a null constant: never loaded through). Layout is checked
// with the sizeof/offsetof idiom (gep from null, ptrtoint). MLIR 13 has no
// opaque `!llvm.ptr` (it rejects it), so there is none here.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_u64(i64)
llvm.func @print_f32(f32)
llvm.func @print_f64(f64)
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32

// declared only: an address-space pointer and an opaque struct in signatures
llvm.func @never_called(!llvm.ptr<i32, 1>, !llvm.ptr<struct<"opaque_t", opaque>>) -> !llvm.ptr<i32, 1>

llvm.mlir.global internal constant @fmt("%s|%s\0A\00") : !llvm.array<7 x i8>
llvm.mlir.global internal constant @s1("ab\00") : !llvm.array<3 x i8>
llvm.mlir.global internal constant @s2("xyz\00") : !llvm.array<4 x i8>

// sizeof T as (T*)null + 1
llvm.func @size_pair() -> i64 {
  %n = llvm.mlir.null : !llvm.ptr<struct<(i32, f64)>>
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.getelementptr %n[%one] : (!llvm.ptr<struct<(i32, f64)>>, i64) -> !llvm.ptr<struct<(i32, f64)>>
  %s = llvm.ptrtoint %p : !llvm.ptr<struct<(i32, f64)>> to i64
  llvm.return %s : i64
}
llvm.func @size_packed() -> i64 {
  %n = llvm.mlir.null : !llvm.ptr<struct<packed (i8, i32)>>
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.getelementptr %n[%one] : (!llvm.ptr<struct<packed (i8, i32)>>, i64) -> !llvm.ptr<struct<packed (i8, i32)>>
  %s = llvm.ptrtoint %p : !llvm.ptr<struct<packed (i8, i32)>> to i64
  llvm.return %s : i64
}
llvm.func @offset_packed() -> i64 {
  %n = llvm.mlir.null : !llvm.ptr<struct<packed (i8, i32)>>
  %z = llvm.mlir.constant(0 : i32) : i32
  %f1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.getelementptr %n[%z, %f1] : (!llvm.ptr<struct<packed (i8, i32)>>, i32, i32) -> !llvm.ptr<i32>
  %s = llvm.ptrtoint %p : !llvm.ptr<i32> to i64
  llvm.return %s : i64
}
llvm.func @size_unpacked() -> i64 {
  %n = llvm.mlir.null : !llvm.ptr<struct<(i8, i32)>>
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.getelementptr %n[%one] : (!llvm.ptr<struct<(i8, i32)>>, i64) -> !llvm.ptr<struct<(i8, i32)>>
  %s = llvm.ptrtoint %p : !llvm.ptr<struct<(i8, i32)>> to i64
  llvm.return %s : i64
}
llvm.func @size_array() -> i64 {
  %n = llvm.mlir.null : !llvm.ptr<array<4 x i64>>
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.getelementptr %n[%one] : (!llvm.ptr<array<4 x i64>>, i64) -> !llvm.ptr<array<4 x i64>>
  %s = llvm.ptrtoint %p : !llvm.ptr<array<4 x i64>> to i64
  llvm.return %s : i64
}
llvm.func @size_empty() -> i64 {
  %n = llvm.mlir.null : !llvm.ptr<struct<()>>
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.getelementptr %n[%one] : (!llvm.ptr<struct<()>>, i64) -> !llvm.ptr<struct<()>>
  %s = llvm.ptrtoint %p : !llvm.ptr<struct<()>> to i64
  llvm.return %s : i64
}

// a packed struct through memory: store both fields, read them back
llvm.func @packed_roundtrip(%a: i8, %b: i32) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<packed (i8, i32)> : (i64) -> !llvm.ptr<struct<packed (i8, i32)>>
  %u = llvm.mlir.undef : !llvm.struct<packed (i8, i32)>
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<packed (i8, i32)>
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<packed (i8, i32)>
  llvm.store %s1, %p : !llvm.ptr<struct<packed (i8, i32)>>
  %z = llvm.mlir.constant(0 : i32) : i32
  %f1 = llvm.mlir.constant(1 : i32) : i32
  %pb = llvm.getelementptr %p[%z, %f1] : (!llvm.ptr<struct<packed (i8, i32)>>, i32, i32) -> !llvm.ptr<i32>
  %vb = llvm.load %pb {alignment = 1 : i64} : !llvm.ptr<i32>
  llvm.call @print_i32(%vb) : (i32) -> ()
  %back = llvm.load %p : !llvm.ptr<struct<packed (i8, i32)>>
  %va = llvm.extractvalue %back[0] : !llvm.struct<packed (i8, i32)>
  %vaw = llvm.sext %va : i8 to i32
  llvm.call @print_i32(%vaw) : (i32) -> ()
  llvm.return
}

// a named struct, passed by value
llvm.func @swap(%p: !llvm.struct<"pair", (i32, i32)>) -> !llvm.struct<"pair", (i32, i32)> {
  %a = llvm.extractvalue %p[0] : !llvm.struct<"pair", (i32, i32)>
  %b = llvm.extractvalue %p[1] : !llvm.struct<"pair", (i32, i32)>
  %s0 = llvm.insertvalue %b, %p[0] : !llvm.struct<"pair", (i32, i32)>
  %s1 = llvm.insertvalue %a, %s0[1] : !llvm.struct<"pair", (i32, i32)>
  llvm.return %s1 : !llvm.struct<"pair", (i32, i32)>
}

// i128 arithmetic: (2^64 + 5) * 3, printed as its high and low halves
llvm.func @wide(%x: i64) {
  %w = llvm.zext %x : i64 to i128
  %one = llvm.mlir.constant(1 : i128) : i128
  %s64 = llvm.mlir.constant(64 : i128) : i128
  %big = llvm.shl %one, %s64 : i128
  %v = llvm.add %big, %w : i128
  %three = llvm.mlir.constant(3 : i128) : i128
  %m = llvm.mul %v, %three : i128
  %hi = llvm.lshr %m, %s64 : i128
  %hi64 = llvm.trunc %hi : i128 to i64
  %lo64 = llvm.trunc %m : i128 to i64
  llvm.call @print_u64(%hi64) : (i64) -> ()
  llvm.call @print_u64(%lo64) : (i64) -> ()
  llvm.return
}

llvm.func @show(%x: i32) {
  llvm.call @print_i32(%x) : (i32) -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %a = llvm.call @size_pair() : () -> i64
  llvm.call @print_i64(%a) : (i64) -> ()     // expect: 16
  %b = llvm.call @size_packed() : () -> i64
  llvm.call @print_i64(%b) : (i64) -> ()     // expect: 5
  %c = llvm.call @offset_packed() : () -> i64
  llvm.call @print_i64(%c) : (i64) -> ()     // expect: 1
  %d = llvm.call @size_unpacked() : () -> i64
  llvm.call @print_i64(%d) : (i64) -> ()     // expect: 8
  %e = llvm.call @size_array() : () -> i64
  llvm.call @print_i64(%e) : (i64) -> ()     // expect: 32
  %f = llvm.call @size_empty() : () -> i64
  llvm.call @print_i64(%f) : (i64) -> ()     // expect: 0

  %b8 = llvm.mlir.constant(-3 : i8) : i8
  %b32 = llvm.mlir.constant(123456789 : i32) : i32
  llvm.call @packed_roundtrip(%b8, %b32) : (i8, i32) -> ()   // expect: 123456789 | -3

  // {i32, f64} built and read
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %k = llvm.mlir.constant(9 : i32) : i32
  %x = llvm.mlir.constant(-1.25 : f64) : f64
  %s0 = llvm.insertvalue %k, %u[0] : !llvm.struct<(i32, f64)>
  %s1 = llvm.insertvalue %x, %s0[1] : !llvm.struct<(i32, f64)>
  %sx = llvm.extractvalue %s1[1] : !llvm.struct<(i32, f64)>
  llvm.call @print_f64(%sx) : (f64) -> ()    // expect: -1.25 0xbff4000000000000

  // the named struct
  %pu = llvm.mlir.undef : !llvm.struct<"pair", (i32, i32)>
  %one32 = llvm.mlir.constant(1 : i32) : i32
  %two32 = llvm.mlir.constant(2 : i32) : i32
  %p0 = llvm.insertvalue %one32, %pu[0] : !llvm.struct<"pair", (i32, i32)>
  %p1 = llvm.insertvalue %two32, %p0[1] : !llvm.struct<"pair", (i32, i32)>
  %sw = llvm.call @swap(%p1) : (!llvm.struct<"pair", (i32, i32)>) -> !llvm.struct<"pair", (i32, i32)>
  %sw0 = llvm.extractvalue %sw[0] : !llvm.struct<"pair", (i32, i32)>
  llvm.call @print_i32(%sw0) : (i32) -> ()   // expect: 2

  // f32 through !llvm.ptr<f32>, the pointer itself through !llvm.ptr<ptr<f32>>
  %n1 = llvm.mlir.constant(1 : i64) : i64
  %fp = llvm.alloca %n1 x f32 : (i64) -> !llvm.ptr<f32>
  %fpp = llvm.alloca %n1 x !llvm.ptr<f32> : (i64) -> !llvm.ptr<ptr<f32>>
  %fv = llvm.mlir.constant(3.5 : f32) : f32
  llvm.store %fv, %fp : !llvm.ptr<f32>
  llvm.store %fp, %fpp : !llvm.ptr<ptr<f32>>
  %fp2 = llvm.load %fpp : !llvm.ptr<ptr<f32>>
  %fv2 = llvm.load %fp2 : !llvm.ptr<f32>
  llvm.call @print_f32(%fv2) : (f32) -> ()   // expect: 3.5 0x40600000

  // f16 and i1 values
  %h = llvm.mlir.constant(1.5 : f16) : f16
  %h2 = llvm.fpext %h : f16 to f32
  llvm.call @print_f32(%h2) : (f32) -> ()    // expect: 1.5 0x3fc00000
  %t = llvm.mlir.constant(true) : i1
  %tw = llvm.zext %t : i1 to i32
  llvm.call @print_i32(%tw) : (i32) -> ()    // expect: 1

  %five = llvm.mlir.constant(5 : i64) : i64
  llvm.call @wide(%five) : (i64) -> ()       // expect: 3 | 15

  // a vector of two i8* (strings), taken apart and passed to printf
  %z = llvm.mlir.constant(0 : i64) : i64
  %g1 = llvm.mlir.addressof @s1 : !llvm.ptr<array<3 x i8>>
  %g2 = llvm.mlir.addressof @s2 : !llvm.ptr<array<4 x i8>>
  %c1 = llvm.getelementptr %g1[%z, %z] : (!llvm.ptr<array<3 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %c2 = llvm.getelementptr %g2[%z, %z] : (!llvm.ptr<array<4 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %vu = llvm.mlir.undef : !llvm.vec<2 x ptr<i8>>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %v0 = llvm.insertelement %c2, %vu[%i0 : i32] : !llvm.vec<2 x ptr<i8>>
  %v1 = llvm.insertelement %c1, %v0[%one32 : i32] : !llvm.vec<2 x ptr<i8>>
  %e0 = llvm.extractelement %v1[%i0 : i32] : !llvm.vec<2 x ptr<i8>>
  %e1 = llvm.extractelement %v1[%one32 : i32] : !llvm.vec<2 x ptr<i8>>
  %fm = llvm.mlir.addressof @fmt : !llvm.ptr<array<7 x i8>>
  %fmp = llvm.getelementptr %fm[%z, %z] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %cnt = llvm.call @printf(%fmp, %e0, %e1) : (!llvm.ptr<i8>, !llvm.ptr<i8>, !llvm.ptr<i8>) -> i32  // expect: xyz|ab
  llvm.call @print_i32(%cnt) : (i32) -> ()   // expect: 7
  // a pointer of variadic function type (MLIR 13 cannot call through it)
  %pf = llvm.mlir.addressof @printf : !llvm.ptr<func<i32 (ptr<i8>, ...)>>
  %pfn = llvm.mlir.null : !llvm.ptr<func<i32 (ptr<i8>, ...)>>
  %pfne = llvm.icmp "ne" %pf, %pfn : !llvm.ptr<func<i32 (ptr<i8>, ...)>>
  %pfnew = llvm.zext %pfne : i1 to i32
  llvm.call @print_i32(%pfnew) : (i32) -> () // expect: 1

  // a void function through !llvm.ptr<func<void (i32)>>
  %ps = llvm.mlir.addressof @show : !llvm.ptr<func<void (i32)>>
  llvm.call %ps(%cnt) : (i32) -> ()          // expect: 7

  // an address-space-1 null pointer, only converted to an integer
  %as = llvm.mlir.null : !llvm.ptr<i32, 1>
  %asi = llvm.ptrtoint %as : !llvm.ptr<i32, 1> to i64
  llvm.call @print_i64(%asi) : (i64) -> ()   // expect: 0

  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
