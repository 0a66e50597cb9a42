// LLVM dialect memory: llvm.alloca (scalar, array and struct element types,
// count > 1), llvm.load / llvm.store (also with an alignment attribute and
// `volatile`), llvm.getelementptr over a pointer, over nested arrays
// ([0, i, j]) and over struct fields (field indices are i32 constants), an
// array filled and summed through pointers in llvm.br loops, the
// sizeof/offsetof idiom (gep from llvm.mlir.null, then ptrtoint), and
// llvm.mlir.null compared with real pointers (as integers and as pointers).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_f64(f64)

// a[i] = i*i for i < n, then the sum of a[0..n) read back through pointers
llvm.func @squares(%n: i64) -> i64 {
  %a = llvm.alloca %n x i64 : (i64) -> !llvm.ptr<i64>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^fill(%c0 : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^fill_body, ^sum(%c0, %c0 : i64, i64)
^fill_body:
  %sq = llvm.mul %i, %i : i64
  %p = llvm.getelementptr %a[%i] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  llvm.store %sq, %p : !llvm.ptr<i64>
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^fill(%i1 : i64)
^sum(%j: i64, %acc: i64):
  %more2 = llvm.icmp "ult" %j, %n : i64
  llvm.cond_br %more2, ^sum_body, ^done
^sum_body:
  %q = llvm.getelementptr %a[%j] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  %v = llvm.load %q : !llvm.ptr<i64>
  %acc1 = llvm.add %acc, %v : i64
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^sum(%j1, %acc1 : i64, i64)
^done:
  llvm.return %acc : i64
}

// a 3x4 i32 matrix on the stack: m[i][j] = 10*i + j; prints m[2][3], m[1][0],
// then the sum of all 12 elements read back through a flat i32* (row major)
llvm.func @matrix() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %m = llvm.alloca %one x !llvm.array<3 x array<4 x i32>> : (i64) -> !llvm.ptr<array<3 x array<4 x i32>>>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c12 = llvm.mlir.constant(12 : i64) : i64
  %ten = llvm.mlir.constant(10 : i32) : i32
  llvm.br ^rows(%c0 : i64)
^rows(%i: i64):
  %ri = llvm.icmp "slt" %i, %c3 : i64
  llvm.cond_br %ri, ^cols(%c0 : i64), ^read
^cols(%j: i64):
  %rj = llvm.icmp "slt" %j, %c4 : i64
  llvm.cond_br %rj, ^store, ^next_row
^store:
  %i32 = llvm.trunc %i : i64 to i32
  %j32 = llvm.trunc %j : i64 to i32
  %t = llvm.mul %i32, %ten : i32
  %val = llvm.add %t, %j32 : i32
  %p = llvm.getelementptr %m[%c0, %i, %j] : (!llvm.ptr<array<3 x array<4 x i32>>>, i64, i64, i64) -> !llvm.ptr<i32>
  llvm.store %val, %p : !llvm.ptr<i32>
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^cols(%j1 : i64)
^next_row:
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^rows(%i1 : i64)
^read:
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %z32 = llvm.mlir.constant(0 : i32) : i32
  %p23 = llvm.getelementptr %m[%z32, %two, %three] : (!llvm.ptr<array<3 x array<4 x i32>>>, i32, i32, i32) -> !llvm.ptr<i32>
  %v23 = llvm.load %p23 : !llvm.ptr<i32>
  llvm.call @print_i32(%v23) : (i32) -> ()
  // a pointer to row 1, then element 0 of it
  %row = llvm.getelementptr %m[%c0, %c1] : (!llvm.ptr<array<3 x array<4 x i32>>>, i64, i64) -> !llvm.ptr<array<4 x i32>>
  %p10 = llvm.getelementptr %row[%c0, %c0] : (!llvm.ptr<array<4 x i32>>, i64, i64) -> !llvm.ptr<i32>
  %v10 = llvm.load %p10 : !llvm.ptr<i32>
  llvm.call @print_i32(%v10) : (i32) -> ()
  %flat = llvm.bitcast %m : !llvm.ptr<array<3 x array<4 x i32>>> to !llvm.ptr<i32>
  llvm.br ^sum(%c0, %z32 : i64, i32)
^sum(%k: i64, %acc: i32):
  %rk = llvm.icmp "slt" %k, %c12 : i64
  llvm.cond_br %rk, ^sum_body, ^out
^sum_body:
  %pk = llvm.getelementptr %flat[%k] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  %vk = llvm.load %pk : !llvm.ptr<i32>
  %acc1 = llvm.add %acc, %vk : i32
  %k1 = llvm.add %k, %c1 : i64
  llvm.br ^sum(%k1, %acc1 : i64, i32)
^out:
  llvm.call @print_i32(%acc) : (i32) -> ()
  llvm.return
}

// struct {i8, i32, f64, [2 x i16]}: fields through gep with i32 field
// indices; field offsets and the size from gep on a null pointer
llvm.func @structs() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x !llvm.struct<(i8, i32, f64, array<2 x i16>)> : (i64) -> !llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>
  %z = llvm.mlir.constant(0 : i32) : i32
  %f0 = llvm.mlir.constant(0 : i32) : i32
  %f1 = llvm.mlir.constant(1 : i32) : i32
  %f2 = llvm.mlir.constant(2 : i32) : i32
  %f3 = llvm.mlir.constant(3 : i32) : i32
  %p0 = llvm.getelementptr %s[%z, %f0] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i32, i32) -> !llvm.ptr<i8>
  %p1 = llvm.getelementptr %s[%z, %f1] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i32, i32) -> !llvm.ptr<i32>
  %p2 = llvm.getelementptr %s[%z, %f2] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i32, i32) -> !llvm.ptr<f64>
  %p31 = llvm.getelementptr %s[%z, %f3, %f1] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i32, i32, i32) -> !llvm.ptr<i16>
  %v0 = llvm.mlir.constant(-5 : i8) : i8
  %v1 = llvm.mlir.constant(70000 : i32) : i32
  %v2 = llvm.mlir.constant(2.5 : f64) : f64
  %v3 = llvm.mlir.constant(-300 : i16) : i16
  llvm.store %v0, %p0 : !llvm.ptr<i8>
  llvm.store %v1, %p1 {alignment = 4 : i64} : !llvm.ptr<i32>
  llvm.store volatile %v2, %p2 : !llvm.ptr<f64>
  llvm.store %v3, %p31 : !llvm.ptr<i16>
  %l0 = llvm.load %p0 : !llvm.ptr<i8>
  %l1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<i32>
  %l2 = llvm.load volatile %p2 : !llvm.ptr<f64>
  %l3 = llvm.load %p31 : !llvm.ptr<i16>
  %w0 = llvm.sext %l0 : i8 to i32
  %w3 = llvm.sext %l3 : i16 to i32
  llvm.call @print_i32(%w0) : (i32) -> ()
  llvm.call @print_i32(%l1) : (i32) -> ()
  llvm.call @print_f64(%l2) : (f64) -> ()
  llvm.call @print_i32(%w3) : (i32) -> ()
  // the whole struct as one value
  %whole = llvm.load %s : !llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>
  %e = llvm.extractvalue %whole[1 : i32] : !llvm.struct<(i8, i32, f64, array<2 x i16>)>
  llvm.call @print_i32(%e) : (i32) -> ()
  // offsetof(field 2), offsetof(field 3, element 1) and sizeof, from null
  %null = llvm.mlir.null : !llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>
  %o2 = llvm.getelementptr %null[%z, %f2] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i32, i32) -> !llvm.ptr<f64>
  %o2i = llvm.ptrtoint %o2 : !llvm.ptr<f64> to i64
  llvm.call @print_i64(%o2i) : (i64) -> ()
  %o31 = llvm.getelementptr %null[%z, %f3, %f1] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i32, i32, i32) -> !llvm.ptr<i16>
  %o31i = llvm.ptrtoint %o31 : !llvm.ptr<i16> to i64
  llvm.call @print_i64(%o31i) : (i64) -> ()
  %sz = llvm.getelementptr %null[%one] : (!llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>, i64) -> !llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>>
  %szi = llvm.ptrtoint %sz : !llvm.ptr<struct<(i8, i32, f64, array<2 x i16>)>> to i64
  llvm.call @print_i64(%szi) : (i64) -> ()
  llvm.return
}

// llvm.mlir.null: its integer value, and comparisons with a stack address
llvm.func @nulls() {
  %n = llvm.mlir.null : !llvm.ptr<i64>
  %ni = llvm.ptrtoint %n : !llvm.ptr<i64> to i64
  llvm.call @print_i64(%ni) : (i64) -> ()
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr<i64>
  %pi = llvm.ptrtoint %p : !llvm.ptr<i64> to i64
  %eq = llvm.icmp "eq" %pi, %ni : i64
  %eq32 = llvm.zext %eq : i1 to i32
  llvm.call @print_i32(%eq32) : (i32) -> ()
  %ne = llvm.icmp "ne" %p, %n : !llvm.ptr<i64>
  %ne32 = llvm.zext %ne : i1 to i32
  llvm.call @print_i32(%ne32) : (i32) -> ()
  %n2 = llvm.mlir.null : !llvm.ptr<i64>
  %same = llvm.icmp "eq" %n, %n2 : !llvm.ptr<i64>
  %same32 = llvm.zext %same : i1 to i32
  llvm.call @print_i32(%same32) : (i32) -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %n10 = llvm.mlir.constant(10 : i64) : i64
  %s10 = llvm.call @squares(%n10) : (i64) -> i64
  llvm.call @print_i64(%s10) : (i64) -> ()    // expect: 285
  %n1 = llvm.mlir.constant(1 : i64) : i64
  %s1 = llvm.call @squares(%n1) : (i64) -> i64
  llvm.call @print_i64(%s1) : (i64) -> ()     // expect: 0
  llvm.call @matrix() : () -> ()              // expect: 23 | 10 | 138
  llvm.call @structs() : () -> ()
  // expect: -5 | 70000 | 2.5 0x4004000000000000 | -300 | 70000 | 8 | 18 | 24
  llvm.call @nulls() : () -> ()               // expect: 0 | 0 | 1 | 1
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
