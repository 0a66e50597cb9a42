// LLVM dialect vectors: dense vector constants, element-wise arithmetic on
// vector<4xf32>, vector<4xi32> and vector<2xf64>, fneg, llvm.extractelement /
// llvm.insertelement with i32 and i64 positions (constant and run-time),
// llvm.shufflevector (interleave, reverse, widen to 8 lanes, splat, taking
// only the second operand), vector icmp/fcmp giving vector<4xi1> and
// llvm.select with a vector condition, casts of vectors, and vectors stored to
// and loaded from memory.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i32(i32)
llvm.func @print_f32(f32)
llvm.func @print_f64(f64)

// prints the 4 lanes of a vector<4xf32>
llvm.func @show4f(%v: vector<4xf32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %e0 = llvm.extractelement %v[%c0 : i32] : vector<4xf32>
  %e1 = llvm.extractelement %v[%c1 : i32] : vector<4xf32>
  %e2 = llvm.extractelement %v[%c2 : i32] : vector<4xf32>
  %e3 = llvm.extractelement %v[%c3 : i32] : vector<4xf32>
  llvm.call @print_f32(%e0) : (f32) -> ()
  llvm.call @print_f32(%e1) : (f32) -> ()
  llvm.call @print_f32(%e2) : (f32) -> ()
  llvm.call @print_f32(%e3) : (f32) -> ()
  llvm.return
}

// prints the n first lanes of a vector<8xi32>, with a run-time i64 position
llvm.func @show8i(%v: vector<8xi32>, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %e = llvm.extractelement %v[%i : i64] : vector<8xi32>
  llvm.call @print_i32(%e) : (i32) -> ()
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1 : i64)
^done:
  llvm.return
}

llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %b = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
  %sum = llvm.fadd %a, %b : vector<4xf32>
  llvm.call @show4f(%sum) : (vector<4xf32>) -> ()
  // expect: 1.5 0x3fc00000 | 2.5 0x40200000 | 3.5 0x40600000 | 4.5 0x40900000
  %prod = llvm.fmul %a, %sum : vector<4xf32>
  %q = llvm.fdiv %prod, %b : vector<4xf32>
  %d = llvm.fsub %q, %a : vector<4xf32>
  %n = llvm.fneg %d : vector<4xf32>
  llvm.call @show4f(%n) : (vector<4xf32>) -> ()
  // 2*a*(a+0.5) - a, negated: -2, -8, -18, -32
  // expect: -2 0xc0000000 | -8 0xc1000000 | -18 0xc1900000 | -32 0xc2000000

  // insertelement at constant and run-time positions
  %k = llvm.mlir.constant(-7.25 : f32) : f32
  %p1 = llvm.mlir.constant(1 : i32) : i32
  %ins = llvm.insertelement %k, %a[%p1 : i32] : vector<4xf32>
  %p3 = llvm.mlir.constant(3 : i64) : i64
  %ins2 = llvm.insertelement %k, %ins[%p3 : i64] : vector<4xf32>
  llvm.call @show4f(%ins2) : (vector<4xf32>) -> ()
  // expect: 1 0x3f800000 | -7.25 0xc0e80000 | 3 0x40400000 | -7.25 0xc0e80000

  // shufflevector: interleave the low halves, reverse, splat lane 2
  %il = llvm.shufflevector %a, %sum [0 : i32, 4 : i32, 1 : i32, 5 : i32] : vector<4xf32>, vector<4xf32>
  llvm.call @show4f(%il) : (vector<4xf32>) -> ()
  // expect: 1 0x3f800000 | 1.5 0x3fc00000 | 2 0x40000000 | 2.5 0x40200000
  %rev = llvm.shufflevector %a, %a [3 : i32, 2 : i32, 1 : i32, 0 : i32] : vector<4xf32>, vector<4xf32>
  llvm.call @show4f(%rev) : (vector<4xf32>) -> ()
  // expect: 4 0x40800000 | 3 0x40400000 | 2 0x40000000 | 1 0x3f800000
  %spl = llvm.shufflevector %a, %a [2 : i32, 2 : i32, 2 : i32, 2 : i32] : vector<4xf32>, vector<4xf32>
  llvm.call @show4f(%spl) : (vector<4xf32>) -> ()
  // expect: 3 0x40400000 | 3 0x40400000 | 3 0x40400000 | 3 0x40400000
  %snd = llvm.shufflevector %a, %sum [7 : i32, 6 : i32, 5 : i32, 4 : i32] : vector<4xf32>, vector<4xf32>
  llvm.call @show4f(%snd) : (vector<4xf32>) -> ()
  // expect: 4.5 0x40900000 | 3.5 0x40600000 | 2.5 0x40200000 | 1.5 0x3fc00000

  // integer vectors: arithmetic, a widening shuffle to 8 lanes
  %ia = llvm.mlir.constant(dense<[10, -20, 30, -40]> : vector<4xi32>) : vector<4xi32>
  %ib = llvm.mlir.constant(dense<[3, 3, -7, 7]> : vector<4xi32>) : vector<4xi32>
  %iq = llvm.sdiv %ia, %ib : vector<4xi32>
  %ir = llvm.srem %ia, %ib : vector<4xi32>
  %wide = llvm.shufflevector %iq, %ir [0 : i32, 4 : i32, 1 : i32, 5 : i32, 2 : i32, 6 : i32, 3 : i32, 7 : i32] : vector<4xi32>, vector<4xi32>
  %eight = llvm.mlir.constant(8 : i64) : i64
  llvm.call @show8i(%wide, %eight) : (vector<8xi32>, i64) -> ()
  // expect: 3 | 1 | -6 | -2 | -4 | 2 | -5 | -5
  %sh = llvm.mlir.constant(dense<[1, 2, 3, 31]> : vector<4xi32>) : vector<4xi32>
  %shl = llvm.shl %ia, %sh : vector<4xi32>
  %ashr = llvm.ashr %ia, %sh : vector<4xi32>
  %both = llvm.shufflevector %shl, %ashr [0 : i32, 1 : i32, 2 : i32, 3 : i32, 4 : i32, 5 : i32, 6 : i32, 7 : i32] : vector<4xi32>, vector<4xi32>
  llvm.call @show8i(%both, %eight) : (vector<8xi32>, i64) -> ()
  // expect: 20 | -80 | 240 | 0 | 5 | -5 | 3 | -1

  // vector compares and a select with a vector<4xi1> condition
  %three = llvm.mlir.constant(dense<3.0> : vector<4xf32>) : vector<4xf32>
  %lt = llvm.fcmp "olt" %a, %three : vector<4xf32>
  %sel = llvm.select %lt, %a, %three : vector<4xi1>, vector<4xf32>
  llvm.call @show4f(%sel) : (vector<4xf32>) -> ()
  // expect: 1 0x3f800000 | 2 0x40000000 | 3 0x40400000 | 3 0x40400000
  %zero = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  %neg = llvm.icmp "slt" %ia, %zero : vector<4xi32>
  %negw = llvm.zext %neg : vector<4xi1> to vector<4xi32>
  %four = llvm.mlir.constant(4 : i64) : i64
  %negw8 = llvm.shufflevector %negw, %negw [0 : i32, 1 : i32, 2 : i32, 3 : i32, 0 : i32, 0 : i32, 0 : i32, 0 : i32] : vector<4xi32>, vector<4xi32>
  llvm.call @show8i(%negw8, %four) : (vector<8xi32>, i64) -> ()
  // expect: 0 | 1 | 0 | 1

  // vector casts: sitofp, then fpext of a 2-lane shuffle to vector<2xf64>
  %fl = llvm.sitofp %ia : vector<4xi32> to vector<4xf32>
  llvm.call @show4f(%fl) : (vector<4xf32>) -> ()
  // expect: 10 0x41200000 | -20 0xc1a00000 | 30 0x41f00000 | -40 0xc2200000
  %two = llvm.shufflevector %fl, %fl [1 : i32, 3 : i32] : vector<4xf32>, vector<4xf32>
  %dd = llvm.fpext %two : vector<2xf32> to vector<2xf64>
  %dd2 = llvm.fmul %dd, %dd : vector<2xf64>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %x0 = llvm.extractelement %dd2[%c0 : i32] : vector<2xf64>
  %x1 = llvm.extractelement %dd2[%c1 : i32] : vector<2xf64>
  llvm.call @print_f64(%x0) : (f64) -> ()   // expect: 400 0x4079000000000000
  llvm.call @print_f64(%x1) : (f64) -> ()   // expect: 1600 0x4099000000000000

  // a vector through memory, and one lane rewritten through an f32*
  %one = llvm.mlir.constant(1 : i64) : i64
  %mem = llvm.alloca %one x vector<4xf32> : (i64) -> !llvm.ptr<vector<4xf32>>
  llvm.store %sum, %mem : !llvm.ptr<vector<4xf32>>
  %fp = llvm.bitcast %mem : !llvm.ptr<vector<4xf32>> to !llvm.ptr<f32>
  %lane2 = llvm.getelementptr %fp[%c1] : (!llvm.ptr<f32>, i32) -> !llvm.ptr<f32>
  llvm.store %k, %lane2 : !llvm.ptr<f32>
  %back = llvm.load %mem : !llvm.ptr<vector<4xf32>>
  llvm.call @show4f(%back) : (vector<4xf32>) -> ()
  // expect: 1.5 0x3fc00000 | -7.25 0xc0e80000 | 3.5 0x40600000 | 4.5 0x40900000

  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
