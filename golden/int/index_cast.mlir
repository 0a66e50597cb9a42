// index_cast in both directions (index is 64 bits wide on the target).
// index -> narrower iN truncates; iN -> index sign-extends (so i8 0xFF and
// i1 true both become index -1). Run-time cases go through helper arguments;
// a round trip index -> i8 -> index crosses a call so that MLIR 13's bad fold
// of index_cast(index_cast(x)) (see ORACLE.md) cannot drop the truncation.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// index -> i64, i32, i17, i8, i1 (each printed signed, i1 printed as 0/1)
func @from_index(%x: index) {
  %a = index_cast %x : index to i64
  call @print_i64(%a) : (i64) -> ()
  %b = index_cast %x : index to i32
  %b1 = sexti %b : i32 to i64
  call @print_i64(%b1) : (i64) -> ()
  %c = index_cast %x : index to i17
  %c1 = sexti %c : i17 to i64
  call @print_i64(%c1) : (i64) -> ()
  %d = index_cast %x : index to i8
  %d1 = sexti %d : i8 to i64
  call @print_i64(%d1) : (i64) -> ()
  %e = index_cast %x : index to i1
  %e1 = zexti %e : i1 to i64
  call @print_i64(%e1) : (i64) -> ()
  return
}

// i1, i8, i17, i32, i64 -> index, each printed as a signed i64
func @to_index(%a: i1, %b: i8, %c: i17, %d: i32, %e: i64) {
  %a1 = index_cast %a : i1 to index
  %b1 = index_cast %b : i8 to index
  %c1 = index_cast %c : i17 to index
  %d1 = index_cast %d : i32 to index
  %e1 = index_cast %e : i64 to index
  call @print_index(%a1) : (index) -> ()
  call @print_index(%b1) : (index) -> ()
  call @print_index(%c1) : (index) -> ()
  call @print_index(%d1) : (index) -> ()
  call @print_index(%e1) : (index) -> ()
  return
}

func @print_index(%x: index) {
  %y = index_cast %x : index to i64
  call @print_i64(%y) : (i64) -> ()
  return
}

func @narrow_i8(%x: index) -> i8 {
  %y = index_cast %x : index to i8
  return %y : i8
}

func @widen_i8(%x: i8) -> index {
  %y = index_cast %x : i8 to index
  return %y : index
}

func @main() -> i32 {
  // index -> integers
  %i0 = constant -1 : index
  call @from_index(%i0) : (index) -> ()  // expect: -1 | -1 | -1 | -1 | 1
  %i1 = constant 4294967301 : index      // 2^32 + 5
  call @from_index(%i1) : (index) -> ()  // expect: 4294967301 | 5 | 5 | 5 | 1
  %i2 = constant 2147483648 : index      // 2^31
  call @from_index(%i2) : (index) -> ()  // expect: 2147483648 | -2147483648 | 0 | 0 | 0
  %i3 = constant 65536 : index           // 2^16: i17 sign bit
  call @from_index(%i3) : (index) -> ()  // expect: 65536 | 65536 | -65536 | 0 | 0
  %i4 = constant 383 : index             // 0x17F
  call @from_index(%i4) : (index) -> ()  // expect: 383 | 383 | 383 | 127 | 1
  %i5 = constant -9223372036854775808 : index
  call @from_index(%i5) : (index) -> ()  // expect: -9223372036854775808 | 0 | 0 | 0 | 0
  // integers -> index (sign extension)
  %t = constant true
  %f = constant false
  %b0 = constant 0xFF : i8
  %b1 = constant 127 : i8
  %c0 = constant 0x10000 : i17
  %c1 = constant 0xFFFF : i17
  %d0 = constant -7 : i32
  %d1 = constant 0x80000000 : i32
  %e0 = constant -9223372036854775808 : i64
  %e1 = constant 1099511627776 : i64
  call @to_index(%t, %b0, %c0, %d0, %e0) : (i1, i8, i17, i32, i64) -> ()
    // expect: -1 | -1 | -65536 | -7 | -9223372036854775808
  call @to_index(%f, %b1, %c1, %d1, %e1) : (i1, i8, i17, i32, i64) -> ()
    // expect: 0 | 127 | 65535 | -2147483648 | 1099511627776
  // round trip index -> i8 -> index, truncation must survive
  %r0 = constant 300 : index
  %r1 = call @narrow_i8(%r0) : (index) -> i8
  %r2 = call @widen_i8(%r1) : (i8) -> index
  call @print_index(%r2) : (index) -> ()  // expect: 44
  %r3 = constant 200 : index
  %r4 = call @narrow_i8(%r3) : (index) -> i8
  %r5 = call @widen_i8(%r4) : (i8) -> index
  call @print_index(%r5) : (index) -> ()  // expect: -56
  // constant operands (foldable)
  %k1 = index_cast %b0 : i8 to index
  call @print_index(%k1) : (index) -> ()  // expect: -1
  %k2 = index_cast %i1 : index to i32
  %k2e = sexti %k2 : i32 to i64
  call @print_i64(%k2e) : (i64) -> ()     // expect: 5
  %k3 = index_cast %d1 : i32 to index
  call @print_index(%k3) : (index) -> ()  // expect: -2147483648

  %zero = constant 0 : i32
  return %zero : i32
}
