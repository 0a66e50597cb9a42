// LLVM dialect globals: scalar globals with initial values read and written
// through llvm.mlir.addressof (internal, private and external linkage, i32,
// i64, f32, f64), constant arrays with dense initializers (1-D and 2-D), a
// string global whose type is left out, globals whose initializer is a
// region (a struct built with undef + insertvalue; a pointer to another
// global; a constant getelementptr into a global array; a pointer to a
// function), a global used before its definition, and a global counter
// updated by a function called in a loop.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_i64(i64)
llvm.func @print_f32(f32)
llvm.func @print_f64(f64)
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32

llvm.mlir.global internal @g(42 : i32) : i32
llvm.mlir.global private @counter(0 : i64) : i64
llvm.mlir.global external @ext_scale(-2.5 : f64) : f64
llvm.mlir.global internal @fvar(32.0 : f32) : f32
llvm.mlir.global internal constant @table(dense<[10, 20, 30, 40, 50]> : tensor<5xi32>) : !llvm.array<5 x i32>
llvm.mlir.global internal constant @grid(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>) : !llvm.array<2 x array<3 x i64>>
llvm.mlir.global internal constant @msg("ok %d\0A\00")

// a {i32, f64, [2 x i16]} built in an initializer region
llvm.mlir.global internal @rec() : !llvm.struct<(i32, f64, array<2 x i16>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64, array<2 x i16>)>
  %a = llvm.mlir.constant(-9 : i32) : i32
  %b = llvm.mlir.constant(0.125 : f64) : f64
  %c = llvm.mlir.constant(300 : i16) : i16
  %d = llvm.mlir.constant(-301 : i16) : i16
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %s2 = llvm.insertvalue %c, %s1[2, 0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %s3 = llvm.insertvalue %d, %s2[2, 1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  llvm.return %s3 : !llvm.struct<(i32, f64, array<2 x i16>)>
}

// a pointer to @g, and a pointer to @table[3] (a constant getelementptr)
llvm.mlir.global internal @gptr() : !llvm.ptr<i32> {
  %p = llvm.mlir.addressof @g : !llvm.ptr<i32>
  llvm.return %p : !llvm.ptr<i32>
}
llvm.mlir.global internal constant @third() : !llvm.ptr<i32> {
  %t = llvm.mlir.addressof @table : !llvm.ptr<array<5 x i32>>
  %z = llvm.mlir.constant(0 : i64) : i64
  %k = llvm.mlir.constant(3 : i64) : i64
  %p = llvm.getelementptr %t[%z, %k] : (!llvm.ptr<array<5 x i32>>, i64, i64) -> !llvm.ptr<i32>
  llvm.return %p : !llvm.ptr<i32>
}
// a pointer to a function defined below, and a global referring to a global
// defined later in the file
llvm.mlir.global internal @fnptr() : !llvm.ptr<func<i64 (i64)>> {
  %f = llvm.mlir.addressof @triple : !llvm.ptr<func<i64 (i64)>>
  llvm.return %f : !llvm.ptr<func<i64 (i64)>>
}
llvm.mlir.global internal @late_ptr() : !llvm.ptr<i64> {
  %p = llvm.mlir.addressof @late : !llvm.ptr<i64>
  llvm.return %p : !llvm.ptr<i64>
}

llvm.func @triple(%x: i64) -> i64 {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %r = llvm.mul %x, %c3 : i64
  llvm.return %r : i64
}

// counter += step; returns the new value
llvm.func internal @bump(%step: i64) -> i64 {
  %p = llvm.mlir.addressof @counter : !llvm.ptr<i64>
  %v = llvm.load %p : !llvm.ptr<i64>
  %v1 = llvm.add %v, %step : i64
  llvm.store %v1, %p : !llvm.ptr<i64>
  llvm.return %v1 : i64
}

llvm.func @main() -> i32 {
  // read, write, read back a scalar global
  %gp = llvm.mlir.addressof @g : !llvm.ptr<i32>
  %g0 = llvm.load %gp : !llvm.ptr<i32>
  llvm.call @print_i32(%g0) : (i32) -> ()        // expect: 42
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %g1 = llvm.add %g0, %c8 : i32
  llvm.store %g1, %gp : !llvm.ptr<i32>
  %gp2 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  %g2 = llvm.load %gp2 : !llvm.ptr<i32>
  llvm.call @print_i32(%g2) : (i32) -> ()        // expect: 50

  // float globals
  %ep = llvm.mlir.addressof @ext_scale : !llvm.ptr<f64>
  %e = llvm.load %ep : !llvm.ptr<f64>
  llvm.call @print_f64(%e) : (f64) -> ()         // expect: -2.5 0xc004000000000000
  %fp = llvm.mlir.addressof @fvar : !llvm.ptr<f32>
  %f = llvm.load %fp : !llvm.ptr<f32>
  %f2 = llvm.fmul %f, %f : f32
  llvm.store %f2, %fp : !llvm.ptr<f32>
  %f3 = llvm.load %fp : !llvm.ptr<f32>
  llvm.call @print_f32(%f3) : (f32) -> ()        // expect: 1024 0x44800000

  // the counter, bumped in a loop by 1..4
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  llvm.br ^loop(%c1 : i64)
^loop(%i: i64):
  %more = llvm.icmp "slt" %i, %c5 : i64
  llvm.cond_br %more, ^body, ^after
^body:
  %now = llvm.call @bump(%i) : (i64) -> i64
  llvm.call @print_i64(%now) : (i64) -> ()       // expect: 1 | 3 | 6 | 10
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1 : i64)
^after:
  // dense constant arrays
  %tp = llvm.mlir.addressof @table : !llvm.ptr<array<5 x i32>>
  %z = llvm.mlir.constant(0 : i64) : i64
  %k4 = llvm.mlir.constant(4 : i64) : i64
  %t4p = llvm.getelementptr %tp[%z, %k4] : (!llvm.ptr<array<5 x i32>>, i64, i64) -> !llvm.ptr<i32>
  %t4 = llvm.load %t4p : !llvm.ptr<i32>
  llvm.call @print_i32(%t4) : (i32) -> ()        // expect: 50
  %whole = llvm.load %tp : !llvm.ptr<array<5 x i32>>
  %w1 = llvm.extractvalue %whole[1] : !llvm.array<5 x i32>
  llvm.call @print_i32(%w1) : (i32) -> ()        // expect: 20
  %gr = llvm.mlir.addressof @grid : !llvm.ptr<array<2 x array<3 x i64>>>
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %g12p = llvm.getelementptr %gr[%z, %k1, %k2] : (!llvm.ptr<array<2 x array<3 x i64>>>, i64, i64, i64) -> !llvm.ptr<i64>
  %g12 = llvm.load %g12p : !llvm.ptr<i64>
  llvm.call @print_i64(%g12) : (i64) -> ()       // expect: 6
  %g01p = llvm.getelementptr %gr[%z, %z, %k1] : (!llvm.ptr<array<2 x array<3 x i64>>>, i64, i64, i64) -> !llvm.ptr<i64>
  %g01 = llvm.load %g01p : !llvm.ptr<i64>
  llvm.call @print_i64(%g01) : (i64) -> ()       // expect: 2

  // the string global (type [7 x i8] inferred from the string)
  %mp = llvm.mlir.addressof @msg : !llvm.ptr<array<7 x i8>>
  %m = llvm.getelementptr %mp[%z, %z] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %n = llvm.call @printf(%m, %g2) : (!llvm.ptr<i8>, i32) -> i32   // expect: ok 50

  // the region-initialized struct: read each field, write one
  %rp = llvm.mlir.addressof @rec : !llvm.ptr<struct<(i32, f64, array<2 x i16>)>>
  %rv = llvm.load %rp : !llvm.ptr<struct<(i32, f64, array<2 x i16>)>>
  %r0 = llvm.extractvalue %rv[0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %r1 = llvm.extractvalue %rv[1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %r20 = llvm.extractvalue %rv[2, 0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %r21 = llvm.extractvalue %rv[2, 1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  llvm.call @print_i32(%r0) : (i32) -> ()        // expect: -9
  llvm.call @print_f64(%r1) : (f64) -> ()        // expect: 0.125 0x3fc0000000000000
  %r20w = llvm.sext %r20 : i16 to i32
  %r21w = llvm.sext %r21 : i16 to i32
  llvm.call @print_i32(%r20w) : (i32) -> ()      // expect: 300
  llvm.call @print_i32(%r21w) : (i32) -> ()      // expect: -301
  %f0 = llvm.mlir.constant(0 : i32) : i32
  %r0p = llvm.getelementptr %rp[%f0, %f0] : (!llvm.ptr<struct<(i32, f64, array<2 x i16>)>>, i32, i32) -> !llvm.ptr<i32>
  llvm.store %c8, %r0p : !llvm.ptr<i32>
  %rv2 = llvm.load %rp : !llvm.ptr<struct<(i32, f64, array<2 x i16>)>>
  %r0b = llvm.extractvalue %rv2[0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  llvm.call @print_i32(%r0b) : (i32) -> ()       // expect: 8

  // pointer globals: through @gptr to @g (now 50), through @third to 40
  %pp = llvm.mlir.addressof @gptr : !llvm.ptr<ptr<i32>>
  %p = llvm.load %pp : !llvm.ptr<ptr<i32>>
  %viap = llvm.load %p : !llvm.ptr<i32>
  llvm.call @print_i32(%viap) : (i32) -> ()      // expect: 50
  %thp = llvm.mlir.addressof @third : !llvm.ptr<ptr<i32>>
  %th = llvm.load %thp : !llvm.ptr<ptr<i32>>
  %thv = llvm.load %th : !llvm.ptr<i32>
  llvm.call @print_i32(%thv) : (i32) -> ()       // expect: 40
  // the function pointer global
  %fpp = llvm.mlir.addressof @fnptr : !llvm.ptr<ptr<func<i64 (i64)>>>
  %fn = llvm.load %fpp : !llvm.ptr<ptr<func<i64 (i64)>>>
  %c14 = llvm.mlir.constant(14 : i64) : i64
  %tr = llvm.call %fn(%c14) : (i64) -> i64
  llvm.call @print_i64(%tr) : (i64) -> ()        // expect: 42
  // a global defined after its uses, read directly and through @late_ptr
  %lp = llvm.mlir.addressof @late : !llvm.ptr<i64>
  %l = llvm.load %lp : !llvm.ptr<i64>
  llvm.call @print_i64(%l) : (i64) -> ()         // expect: -77
  %lpp = llvm.mlir.addressof @late_ptr : !llvm.ptr<ptr<i64>>
  %lq = llvm.load %lpp : !llvm.ptr<ptr<i64>>
  %same = llvm.icmp "eq" %lq, %lp : !llvm.ptr<i64>
  %samew = llvm.zext %same : i1 to i32
  llvm.call @print_i32(%samew) : (i32) -> ()     // expect: 1

  %ret = llvm.mlir.constant(0 : i32) : i32
  llvm.return %ret : i32
}

llvm.mlir.global internal @late(-77 : i64) : i64
