// LLVM dialect aggregates: llvm.mlir.undef of structs and arrays, then
// llvm.insertvalue / llvm.extractvalue with one- to three-level positions
// (written both `[1, 0]` and `[1 : i64, 0 : i64]`), whole sub-aggregates
// extracted and inserted, aggregates passed to and returned from functions,
// merged through block arguments, and stored to / loaded from memory.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_f64(f64)

// {i32, {f64, [3 x i16]}, [2 x {i8, i64}]}
llvm.func @make(%a: i32, %d: f64, %h: i16, %b: i8, %l: i64) -> !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %s1 = llvm.insertvalue %d, %s0[1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  // the inner [3 x i16] built separately, then inserted whole at [1, 1]
  %arr_u = llvm.mlir.undef : !llvm.array<3 x i16>
  %one16 = llvm.mlir.constant(1 : i16) : i16
  %h1 = llvm.add %h, %one16 : i16
  %h2 = llvm.add %h1, %one16 : i16
  %arr0 = llvm.insertvalue %h, %arr_u[0] : !llvm.array<3 x i16>
  %arr1 = llvm.insertvalue %h1, %arr0[1] : !llvm.array<3 x i16>
  %arr2 = llvm.insertvalue %h2, %arr1[2] : !llvm.array<3 x i16>
  %s2 = llvm.insertvalue %arr2, %s1[1, 1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  // three-level positions into the array of structs
  %s3 = llvm.insertvalue %b, %s2[2, 0, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %s4 = llvm.insertvalue %l, %s3[2 : i64, 0 : i64, 1 : i64] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %b2 = llvm.mul %b, %b : i8
  %l2 = llvm.sub %l, %l : i64
  %s5 = llvm.insertvalue %b2, %s4[2, 1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %s6 = llvm.insertvalue %l2, %s5[2, 1, 1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  llvm.return %s6 : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
}

// prints every leaf, in order
llvm.func @show(%s: !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>) {
  %a = llvm.extractvalue %s[0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  llvm.call @print_i32(%a) : (i32) -> ()
  %d = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  llvm.call @print_f64(%d) : (f64) -> ()
  // take the inner struct out whole, then index into it
  %inner = llvm.extractvalue %s[1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %h0 = llvm.extractvalue %inner[1, 0] : !llvm.struct<(f64, array<3 x i16>)>
  %h1 = llvm.extractvalue %inner[1 : i64, 1 : i64] : !llvm.struct<(f64, array<3 x i16>)>
  %arr = llvm.extractvalue %inner[1] : !llvm.struct<(f64, array<3 x i16>)>
  %h2 = llvm.extractvalue %arr[2] : !llvm.array<3 x i16>
  %w0 = llvm.sext %h0 : i16 to i32
  %w1 = llvm.sext %h1 : i16 to i32
  %w2 = llvm.sext %h2 : i16 to i32
  llvm.call @print_i32(%w0) : (i32) -> ()
  llvm.call @print_i32(%w1) : (i32) -> ()
  llvm.call @print_i32(%w2) : (i32) -> ()
  %b0 = llvm.extractvalue %s[2, 0, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %l0 = llvm.extractvalue %s[2, 0, 1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %e1 = llvm.extractvalue %s[2, 1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %b1 = llvm.extractvalue %e1[0] : !llvm.struct<(i8, i64)>
  %l1 = llvm.extractvalue %e1[1] : !llvm.struct<(i8, i64)>
  %bw0 = llvm.sext %b0 : i8 to i32
  %bw1 = llvm.sext %b1 : i8 to i32
  llvm.call @print_i32(%bw0) : (i32) -> ()
  llvm.call @print_i64(%l0) : (i64) -> ()
  llvm.call @print_i32(%bw1) : (i32) -> ()
  llvm.call @print_i64(%l1) : (i64) -> ()
  llvm.return
}

// sum of a [4 x i64] value passed by value
llvm.func @sum4(%a: !llvm.array<4 x i64>) -> i64 {
  %x0 = llvm.extractvalue %a[0] : !llvm.array<4 x i64>
  %x1 = llvm.extractvalue %a[1] : !llvm.array<4 x i64>
  %x2 = llvm.extractvalue %a[2] : !llvm.array<4 x i64>
  %x3 = llvm.extractvalue %a[3] : !llvm.array<4 x i64>
  %s01 = llvm.add %x0, %x1 : i64
  %s23 = llvm.add %x2, %x3 : i64
  %s = llvm.add %s01, %s23 : i64
  llvm.return %s : i64
}

// returns {min, max} of two i32, the pair chosen through a block argument
llvm.func @minmax(%a: i32, %b: i32) -> !llvm.struct<(i32, i32)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %ab0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %ab = llvm.insertvalue %b, %ab0[1] : !llvm.struct<(i32, i32)>
  %ba0 = llvm.insertvalue %b, %u[0] : !llvm.struct<(i32, i32)>
  %ba = llvm.insertvalue %a, %ba0[1] : !llvm.struct<(i32, i32)>
  %lt = llvm.icmp "sle" %a, %b : i32
  llvm.cond_br %lt, ^out(%ab : !llvm.struct<(i32, i32)>), ^out(%ba : !llvm.struct<(i32, i32)>)
^out(%r: !llvm.struct<(i32, i32)>):
  llvm.return %r : !llvm.struct<(i32, i32)>
}

llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(-17 : i32) : i32
  %d = llvm.mlir.constant(6.25 : f64) : f64
  %h = llvm.mlir.constant(-2 : i16) : i16
  %b = llvm.mlir.constant(11 : i8) : i8
  %l = llvm.mlir.constant(9000000000 : i64) : i64
  %s = llvm.call @make(%a, %d, %h, %b, %l) : (i32, f64, i16, i8, i64) -> !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  llvm.call @show(%s) : (!llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>) -> ()
  // expect: -17 | 6.25 0x4019000000000000 | -2 | -1 | 0 | 11 | 9000000000 | 121 | 0

  // replace one leaf of a copy: the original is unchanged (values, not memory)
  %d2 = llvm.mlir.constant(-0.5 : f64) : f64
  %t = llvm.insertvalue %d2, %s[1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %td = llvm.extractvalue %t[1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %sd = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  llvm.call @print_f64(%td) : (f64) -> ()   // expect: -0.5 0xbfe0000000000000
  llvm.call @print_f64(%sd) : (f64) -> ()   // expect: 6.25 0x4019000000000000

  // swap the two array elements of field 2 by extracting and reinserting them
  %e0 = llvm.extractvalue %s[2, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %e1 = llvm.extractvalue %s[2, 1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %w0 = llvm.insertvalue %e1, %s[2, 0] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  %w1 = llvm.insertvalue %e0, %w0[2, 1] : !llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>
  llvm.call @show(%w1) : (!llvm.struct<(i32, struct<(f64, array<3 x i16>)>, array<2 x struct<(i8, i64)>>)>) -> ()
  // expect: -17 | 6.25 0x4019000000000000 | -2 | -1 | 0 | 121 | 0 | 11 | 9000000000

  // an array value built from undef
  %au = llvm.mlir.undef : !llvm.array<4 x i64>
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c20 = llvm.mlir.constant(20 : i64) : i64
  %c300 = llvm.mlir.constant(300 : i64) : i64
  %c4000 = llvm.mlir.constant(4000 : i64) : i64
  %a0 = llvm.insertvalue %c1, %au[0] : !llvm.array<4 x i64>
  %a1 = llvm.insertvalue %c20, %a0[1] : !llvm.array<4 x i64>
  %a2 = llvm.insertvalue %c300, %a1[2] : !llvm.array<4 x i64>
  %a3 = llvm.insertvalue %c4000, %a2[3] : !llvm.array<4 x i64>
  %sum = llvm.call @sum4(%a3) : (!llvm.array<4 x i64>) -> i64
  llvm.call @print_i64(%sum) : (i64) -> ()  // expect: 4321
  // overwrite element 2 and sum again
  %a4 = llvm.insertvalue %c1, %a3[2] : !llvm.array<4 x i64>
  %sum2 = llvm.call @sum4(%a4) : (!llvm.array<4 x i64>) -> i64
  llvm.call @print_i64(%sum2) : (i64) -> () // expect: 4022

  // aggregates through memory: store a struct, load it back, read a field
  %one = llvm.mlir.constant(1 : i64) : i64
  %mem = llvm.alloca %one x !llvm.array<4 x i64> : (i64) -> !llvm.ptr<array<4 x i64>>
  llvm.store %a3, %mem : !llvm.ptr<array<4 x i64>>
  %z = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %p3 = llvm.getelementptr %mem[%z, %c3] : (!llvm.ptr<array<4 x i64>>, i64, i64) -> !llvm.ptr<i64>
  %v3 = llvm.load %p3 : !llvm.ptr<i64>
  llvm.call @print_i64(%v3) : (i64) -> ()   // expect: 4000
  llvm.store %c20, %p3 : !llvm.ptr<i64>
  %back = llvm.load %mem : !llvm.ptr<array<4 x i64>>
  %sum3 = llvm.call @sum4(%back) : (!llvm.array<4 x i64>) -> i64
  llvm.call @print_i64(%sum3) : (i64) -> () // expect: 341

  // a struct returned through a block argument
  %x = llvm.mlir.constant(7 : i32) : i32
  %y = llvm.mlir.constant(-3 : i32) : i32
  %mm = llvm.call @minmax(%x, %y) : (i32, i32) -> !llvm.struct<(i32, i32)>
  %mn = llvm.extractvalue %mm[0] : !llvm.struct<(i32, i32)>
  %mx = llvm.extractvalue %mm[1] : !llvm.struct<(i32, i32)>
  llvm.call @print_i32(%mn) : (i32) -> ()   // expect: -3
  llvm.call @print_i32(%mx) : (i32) -> ()   // expect: 7
  %mm2 = llvm.call @minmax(%y, %x) : (i32, i32) -> !llvm.struct<(i32, i32)>
  %mn2 = llvm.extractvalue %mm2[0] : !llvm.struct<(i32, i32)>
  llvm.call @print_i32(%mn2) : (i32) -> ()  // expect: -3

  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
