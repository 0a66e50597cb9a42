// n-D vectors: vector<2x4xf32>, vector<2x4xi32> and vector<2x2x2xi32>
// (lowered to LLVM arrays of 1-D vectors, [2 x <4 x float>] and
// [2 x [2 x <2 x i32>]]): nested dense constants, a 2-D splat, elementwise
// addf subf mulf divf negf cmpf select addi subi muli cmpi zexti sitofp
// unrolled over the rows, n-D vectors as function arguments and results
// and as a loop-carried block argument. Elements are read with the Std
// `extract_element %v[%i, %j] : vector<2x4xf32>` (index operands, here
// loop counters), which MLIR 13 no longer has.
// .out: produced by MLIR 13 from a copy of this file whose three print
// helpers (@p24f, @p24i, @p222) read the elements with MLIR 13's
// `%r = vector.extract %v[1] : vector<2x4xf32>` (static position) and
// `vector.extractelement %r[%p : i32] : vector<4xf32>` (or
// `vector.extract %v[0, 1, 1] : vector<2x2x2xi32>` for a scalar) instead,
// printing in the same row-major order, and whose @to_float reads its two
// elements with `vector.extract %f[0, 1, 1] : vector<2x2x2xf32>`;
// everything else is identical.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_i32(i32)
func private @print_f32(f32)

// ---- print helpers (row-major order) ----
func @p24f(%v: vector<2x4xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c4 = constant 4 : index
  br ^rows(%c0 : index)
^rows(%i: index):
  %ri = cmpi slt, %i, %c2 : index
  cond_br %ri, ^cols(%c0 : index), ^done
^cols(%j: index):
  %rj = cmpi slt, %j, %c4 : index
  cond_br %rj, ^body, ^next
^body:
  %e = extract_element %v[%i, %j] : vector<2x4xf32>
  call @print_f32(%e) : (f32) -> ()
  %j1 = addi %j, %c1 : index
  br ^cols(%j1 : index)
^next:
  %i1 = addi %i, %c1 : index
  br ^rows(%i1 : index)
^done:
  return
}

func @p24i(%v: vector<2x4xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c4 = constant 4 : index
  br ^rows(%c0 : index)
^rows(%i: index):
  %ri = cmpi slt, %i, %c2 : index
  cond_br %ri, ^cols(%c0 : index), ^done
^cols(%j: index):
  %rj = cmpi slt, %j, %c4 : index
  cond_br %rj, ^body, ^next
^body:
  %e = extract_element %v[%i, %j] : vector<2x4xi32>
  call @print_i32(%e) : (i32) -> ()
  %j1 = addi %j, %c1 : index
  br ^cols(%j1 : index)
^next:
  %i1 = addi %i, %c1 : index
  br ^rows(%i1 : index)
^done:
  return
}

func @p222(%v: vector<2x2x2xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %e000 = extract_element %v[%c0, %c0, %c0] : vector<2x2x2xi32>
  %e001 = extract_element %v[%c0, %c0, %c1] : vector<2x2x2xi32>
  %e010 = extract_element %v[%c0, %c1, %c0] : vector<2x2x2xi32>
  %e011 = extract_element %v[%c0, %c1, %c1] : vector<2x2x2xi32>
  %e100 = extract_element %v[%c1, %c0, %c0] : vector<2x2x2xi32>
  %e101 = extract_element %v[%c1, %c0, %c1] : vector<2x2x2xi32>
  %e110 = extract_element %v[%c1, %c1, %c0] : vector<2x2x2xi32>
  %e111 = extract_element %v[%c1, %c1, %c1] : vector<2x2x2xi32>
  call @print_i32(%e000) : (i32) -> ()
  call @print_i32(%e001) : (i32) -> ()
  call @print_i32(%e010) : (i32) -> ()
  call @print_i32(%e011) : (i32) -> ()
  call @print_i32(%e100) : (i32) -> ()
  call @print_i32(%e101) : (i32) -> ()
  call @print_i32(%e110) : (i32) -> ()
  call @print_i32(%e111) : (i32) -> ()
  return
}
// ---- end of print helpers ----

// a = [[1, 2, 3, 4], [5, 6, 7, 8]], b = [[0.5, -1, 3, 10], [-5, 0.25, 7, 2]]
func @ops24(%a: vector<2x4xf32>, %b: vector<2x4xf32>) {
  call @p24f(%a) : (vector<2x4xf32>) -> ()    // expect: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8
  %add = addf %a, %b : vector<2x4xf32>
  call @p24f(%add) : (vector<2x4xf32>) -> ()  // expect: 1.5 | 1 | 6 | 14 | 0 | 6.25 | 14 | 10
  %sub = subf %a, %b : vector<2x4xf32>
  call @p24f(%sub) : (vector<2x4xf32>) -> ()  // expect: 0.5 | 3 | 0 | -6 | 10 | 5.75 | 0 | 6
  %mul = mulf %a, %b : vector<2x4xf32>
  call @p24f(%mul) : (vector<2x4xf32>) -> ()  // expect: 0.5 | -2 | 9 | 40 | -25 | 1.5 | 49 | 16
  %div = divf %a, %b : vector<2x4xf32>
  call @p24f(%div) : (vector<2x4xf32>) -> ()  // expect: 2 | -2 | 1 | 0.400000006 | -1 | 24 | 1 | 4
  %neg = negf %b : vector<2x4xf32>
  call @p24f(%neg) : (vector<2x4xf32>) -> ()  // expect: -0.5 | 1 | -3 | -10 | 5 | -0.25 | -7 | -2
  %lt = cmpf olt, %a, %b : vector<2x4xf32>
  %min = select %lt, %a, %b : vector<2x4xi1>, vector<2x4xf32>
  call @p24f(%min) : (vector<2x4xf32>) -> ()  // expect: 0.5 | -1 | 3 | 4 | -5 | 0.25 | 7 | 2
  %eq = cmpf oeq, %a, %b : vector<2x4xf32>
  %eqi = zexti %eq : vector<2x4xi1> to vector<2x4xi32>
  call @p24i(%eqi) : (vector<2x4xi32>) -> ()  // expect: 0 | 0 | 1 | 0 | 0 | 0 | 1 | 0
  return
}

// x = [[[1, -2], [3, -4]], [[5, -6], [7, -8]]], y = [[[8, 7], [-6, -5]], [[4, 3], [-2, -1]]]
func @ops222(%x: vector<2x2x2xi32>, %y: vector<2x2x2xi32>) {
  call @p222(%x) : (vector<2x2x2xi32>) -> ()    // expect: 1 | -2 | 3 | -4 | 5 | -6 | 7 | -8
  %add = addi %x, %y : vector<2x2x2xi32>
  call @p222(%add) : (vector<2x2x2xi32>) -> ()  // expect: 9 | 5 | -3 | -9 | 9 | -3 | 5 | -9
  %sub = subi %x, %y : vector<2x2x2xi32>
  call @p222(%sub) : (vector<2x2x2xi32>) -> ()  // expect: -7 | -9 | 9 | 1 | 1 | -9 | 9 | -7
  %mul = muli %x, %y : vector<2x2x2xi32>
  call @p222(%mul) : (vector<2x2x2xi32>) -> ()  // expect: 8 | -14 | -18 | 20 | 20 | -18 | -14 | 8
  %gt = cmpi sgt, %x, %y : vector<2x2x2xi32>
  %max = select %gt, %x, %y : vector<2x2x2xi1>, vector<2x2x2xi32>
  call @p222(%max) : (vector<2x2x2xi32>) -> ()  // expect: 8 | 7 | 3 | -4 | 5 | 3 | 7 | -1
  %gti = zexti %gt : vector<2x2x2xi1> to vector<2x2x2xi32>
  call @p222(%gti) : (vector<2x2x2xi32>) -> ()  // expect: 0 | 0 | 1 | 1 | 1 | 0 | 1 | 0
  return
}

func @splat24(%s: f32) -> vector<2x4xf32> {
  %v = splat %s : vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// acc = 0; for k in 0..n: acc = acc + a * splat(k)   => a * n(n-1)/2
func @accumulate(%a: vector<2x4xf32>, %n: i32) -> vector<2x4xf32> {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %z = constant dense<0.0> : vector<2x4xf32>
  br ^head(%c0, %z : i32, vector<2x4xf32>)
^head(%k: i32, %acc: vector<2x4xf32>):
  %more = cmpi slt, %k, %n : i32
  cond_br %more, ^body, ^exit
^body:
  %kf = sitofp %k : i32 to f32
  %ks = call @splat24(%kf) : (f32) -> vector<2x4xf32>
  %t = mulf %a, %ks : vector<2x4xf32>
  %acc1 = addf %acc, %t : vector<2x4xf32>
  %k1 = addi %k, %c1 : i32
  br ^head(%k1, %acc1 : i32, vector<2x4xf32>)
^exit:
  return %acc : vector<2x4xf32>
}

func @to_float(%v: vector<2x2x2xi32>) -> vector<2x4xf32> {
  %f = sitofp %v : vector<2x2x2xi32> to vector<2x2x2xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %e0 = extract_element %f[%c0, %c1, %c1] : vector<2x2x2xf32>
  %e1 = extract_element %f[%c1, %c1, %c1] : vector<2x2x2xf32>
  %s = addf %e0, %e1 : f32
  %r = call @splat24(%s) : (f32) -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}

func @main() -> i32 {
  %a = constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %b = constant dense<[[0.5, -1.0, 3.0, 10.0], [-5.0, 0.25, 7.0, 2.0]]> : vector<2x4xf32>
  call @ops24(%a, %b) : (vector<2x4xf32>, vector<2x4xf32>) -> ()
  %x = constant dense<[[[1, -2], [3, -4]], [[5, -6], [7, -8]]]> : vector<2x2x2xi32>
  %y = constant dense<[[[8, 7], [-6, -5]], [[4, 3], [-2, -1]]]> : vector<2x2x2xi32>
  call @ops222(%x, %y) : (vector<2x2x2xi32>, vector<2x2x2xi32>) -> ()
  %s = constant -1.25 : f32
  %sp = call @splat24(%s) : (f32) -> vector<2x4xf32>
  call @p24f(%sp) : (vector<2x4xf32>) -> ()       // expect: -1.25 | -1.25 | -1.25 | -1.25 | -1.25 | -1.25 | -1.25 | -1.25
  %n = constant 3 : i32
  %acc = call @accumulate(%a, %n) : (vector<2x4xf32>, i32) -> vector<2x4xf32>
  call @p24f(%acc) : (vector<2x4xf32>) -> ()      // expect: 3 | 6 | 9 | 12 | 15 | 18 | 21 | 24
  %ones = constant dense<1> : vector<2x4xi32>
  call @p24i(%ones) : (vector<2x4xi32>) -> ()     // expect: 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  // x[0][1][1] + x[1][1][1] = -4 + -8
  %tf = call @to_float(%x) : (vector<2x2x2xi32>) -> vector<2x4xf32>
  call @p24f(%tf) : (vector<2x4xf32>) -> ()       // expect: -12 | -12 | -12 | -12 | -12 | -12 | -12 | -12
  %zero = constant 0 : i32
  return %zero : i32
}
