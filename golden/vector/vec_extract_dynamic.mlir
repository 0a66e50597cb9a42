// extract_element with run-time positions: the Std
// `extract_element %v[%i] : vector<4xf32>` and its n-D form
// `extract_element %v[%i, %j] : vector<2x4xi32>` (index operands; the
// position is row-major), with the indices coming from function arguments
// and loop counters, and the vectors from arguments too. Element types f32
// f64 i32 i8 i1 index; ranks 1, 2 and 3. All positions are in range.
// MLIR 13 no longer has extract_element. .out: produced by MLIR 13 from a
// copy in which every `%x = extract_element %v[%i, %j] : vector<AxBxT>` is
// rewritten to `vector.shape_cast %v : vector<AxBxT> to vector<NxT>` (rank
// > 1), the row-major position `%i * B + %j` on index, `index_cast` to i64
// and `vector.extractelement %flat[%p : i64] : vector<NxT>`.
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f32(f32)
func private @print_f64(f64)

func @get_f32(%v: vector<4xf32>, %i: index) -> f32 {
  %e = extract_element %v[%i] : vector<4xf32>
  return %e : f32
}

func @get_f64(%v: vector<2xf64>, %i: index) -> f64 {
  %e = extract_element %v[%i] : vector<2xf64>
  return %e : f64
}

func @get_i8(%v: vector<8xi8>, %i: index) -> i8 {
  %e = extract_element %v[%i] : vector<8xi8>
  return %e : i8
}

func @get_i1(%v: vector<4xi1>, %i: index) -> i1 {
  %e = extract_element %v[%i] : vector<4xi1>
  return %e : i1
}

func @get_index(%v: vector<4xindex>, %i: index) -> index {
  %e = extract_element %v[%i] : vector<4xindex>
  return %e : index
}

func @get_2d(%v: vector<2x4xi32>, %i: index, %j: index) -> i32 {
  %e = extract_element %v[%i, %j] : vector<2x4xi32>
  return %e : i32
}

func @get_3d(%v: vector<2x3x4xf32>, %i: index, %j: index, %k: index) -> f32 {
  %e = extract_element %v[%i, %j, %k] : vector<2x3x4xf32>
  return %e : f32
}

// prints v[n-1], v[n-2], ..., v[0] (positions from a loop counter)
func @reverse(%v: vector<4xf32>, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  br ^head(%n : index)
^head(%i: index):
  %more = cmpi sgt, %i, %c0 : index
  cond_br %more, ^body, ^exit
^body:
  %p = subi %i, %c1 : index
  %e = extract_element %v[%p] : vector<4xf32>
  call @print_f32(%e) : (f32) -> ()
  br ^head(%p : index)
^exit:
  return
}

// sum of the diagonal-ish elements m[i][2i+1] for i in 0..2
func @diag(%m: vector<2x4xi32>) -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %z = constant 0 : i32
  br ^head(%c0, %z : index, i32)
^head(%i: index, %acc: i32):
  %more = cmpi slt, %i, %c2 : index
  cond_br %more, ^body, ^exit
^body:
  %t = muli %i, %c2 : index
  %j = addi %t, %c1 : index
  %e = extract_element %m[%i, %j] : vector<2x4xi32>
  %a = addi %acc, %e : i32
  %i1 = addi %i, %c1 : index
  br ^head(%i1, %a : index, i32)
^exit:
  return %acc : i32
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c7 = constant 7 : index

  %v = constant dense<[1.5, -2.0, 0.1, 1.0e10]> : vector<4xf32>
  %a = call @get_f32(%v, %c2) : (vector<4xf32>, index) -> f32
  call @print_f32(%a) : (f32) -> ()        // expect: 0.100000001
  %b = call @get_f32(%v, %c0) : (vector<4xf32>, index) -> f32
  call @print_f32(%b) : (f32) -> ()        // expect: 1.5
  call @reverse(%v, %c4) : (vector<4xf32>, index) -> ()  // expect: 1e+10 | 0.100000001 | -2 | 1.5

  %d = constant dense<[3.25, -0.0]> : vector<2xf64>
  %d1 = call @get_f64(%d, %c1) : (vector<2xf64>, index) -> f64
  call @print_f64(%d1) : (f64) -> ()       // expect: -0

  %bytes = constant dense<[10, 20, 30, 40, 50, 60, 70, -56]> : vector<8xi8>
  %b7 = call @get_i8(%bytes, %c7) : (vector<8xi8>, index) -> i8
  %b7s = sexti %b7 : i8 to i32
  %b7z = zexti %b7 : i8 to i32
  call @print_i32(%b7s) : (i32) -> ()      // expect: -56
  call @print_i32(%b7z) : (i32) -> ()      // expect: 200
  %b3 = call @get_i8(%bytes, %c3) : (vector<8xi8>, index) -> i8
  %b3s = sexti %b3 : i8 to i32
  call @print_i32(%b3s) : (i32) -> ()      // expect: 40

  %m = constant dense<[false, true, false, true]> : vector<4xi1>
  %m1 = call @get_i1(%m, %c1) : (vector<4xi1>, index) -> i1
  %m1z = zexti %m1 : i1 to i32
  call @print_i32(%m1z) : (i32) -> ()      // expect: 1
  %m2 = call @get_i1(%m, %c2) : (vector<4xi1>, index) -> i1
  %m2z = zexti %m2 : i1 to i32
  call @print_i32(%m2z) : (i32) -> ()      // expect: 0

  %x = constant dense<[5, -6, 70000000000, 8]> : vector<4xindex>
  %x2 = call @get_index(%x, %c2) : (vector<4xindex>, index) -> index
  %x2l = index_cast %x2 : index to i64
  call @print_i64(%x2l) : (i64) -> ()      // expect: 70000000000

  %w = constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %w12 = call @get_2d(%w, %c1, %c2) : (vector<2x4xi32>, index, index) -> i32
  call @print_i32(%w12) : (i32) -> ()      // expect: 7
  %w03 = call @get_2d(%w, %c0, %c3) : (vector<2x4xi32>, index, index) -> i32
  call @print_i32(%w03) : (i32) -> ()      // expect: 4
  %w10 = call @get_2d(%w, %c1, %c0) : (vector<2x4xi32>, index, index) -> i32
  call @print_i32(%w10) : (i32) -> ()      // expect: 5
  // m[0][1] + m[1][3] = 2 + 8
  %dg = call @diag(%w) : (vector<2x4xi32>) -> i32
  call @print_i32(%dg) : (i32) -> ()       // expect: 10

  // t[i][j][k] = 100 i + 10 j + k
  %t = constant dense<[[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]],
                       [[100.0, 101.0, 102.0, 103.0], [110.0, 111.0, 112.0, 113.0], [120.0, 121.0, 122.0, 123.0]]]> : vector<2x3x4xf32>
  %t123 = call @get_3d(%t, %c1, %c2, %c3) : (vector<2x3x4xf32>, index, index, index) -> f32
  call @print_f32(%t123) : (f32) -> ()     // expect: 123
  %t012 = call @get_3d(%t, %c0, %c1, %c2) : (vector<2x3x4xf32>, index, index, index) -> f32
  call @print_f32(%t012) : (f32) -> ()     // expect: 12
  %t100 = call @get_3d(%t, %c1, %c0, %c0) : (vector<2x3x4xf32>, index, index, index) -> f32
  call @print_f32(%t100) : (f32) -> ()     // expect: 100

  %zero = constant 0 : i32
  return %zero : i32
}
