// Element types other than i32/i64/f32/f64: memref<?xindex> (converted index
// width, here values beyond 32 bits), memref<4xi8> and memref<?xi16> holding
// wrapped values (printed sign- and zero-extended), memref<8xi1> as a bit
// array (one i1 per element). (No f16: with clang 14 its arithmetic and
// fpext need __gnu_h2f_ieee from a runtime library that is not linked.)
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)

func @sum_index(%m: memref<?xindex>) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xindex>
  br ^loop(%c0, %c0 : index, index)
^loop(%i: index, %acc: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<?xindex>
  %a = addi %acc, %x : index
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %a : index, index)
^done:
  return %acc : index
}

// (sum of sign-extended, sum of zero-extended) elements
func @sums_i8(%m: memref<4xi8>) -> (i64, i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %z = constant 0 : i64
  br ^loop(%c0, %z, %z : index, i64, i64)
^loop(%i: index, %s: i64, %u: i64):
  %c = cmpi slt, %i, %c4 : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<4xi8>
  %xs = sexti %x : i8 to i64
  %xu = zexti %x : i8 to i64
  %s2 = addi %s, %xs : i64
  %u2 = addi %u, %xu : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %s2, %u2 : index, i64, i64)
^done:
  return %s, %u : i64, i64
}

func @sums_i16(%m: memref<?xi16>) -> (i64, i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi16>
  br ^loop(%c0, %z, %z : index, i64, i64)
^loop(%i: index, %s: i64, %u: i64):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<?xi16>
  %xs = sexti %x : i16 to i64
  %xu = zexti %x : i16 to i64
  %s2 = addi %s, %xs : i64
  %u2 = addi %u, %xu : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %s2, %u2 : index, i64, i64)
^done:
  return %s, %u : i64, i64
}

// bits[i] = bit i of x
func @to_bits(%x: i64, %bits: memref<8xi1>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %c8 : index
  cond_br %c, ^body, ^done
^body:
  %i64 = index_cast %i : index to i64
  %sh = shift_right_unsigned %x, %i64 : i64
  %b = trunci %sh : i64 to i1
  memref.store %b, %bits[%i] : memref<8xi1>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// (value with bit order reversed, number of set bits)
func @from_bits_reversed(%bits: memref<8xi1>) -> (i64, i64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  %z = constant 0 : i64
  %one = constant 1 : i64
  br ^loop(%c0, %z, %z : index, i64, i64)
^loop(%i: index, %v: i64, %cnt: i64):
  %c = cmpi slt, %i, %c8 : index
  cond_br %c, ^body, ^done
^body:
  %b = memref.load %bits[%i] : memref<8xi1>
  %b64 = zexti %b : i1 to i64
  %v2 = shift_left %v, %one : i64
  %v3 = or %v2, %b64 : i64
  %cnt2 = addi %cnt, %b64 : i64
  %i1 = addi %i, %c1 : index
  br ^loop(%i1, %v3, %cnt2 : index, i64, i64)
^done:
  return %v, %cnt : i64, i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c5 = constant 5 : index

  // index: a[i] = 2^40 * (i - 2) + i, i < 5
  %a = memref.alloc(%c5) : memref<?xindex>
  %big = constant 1099511627776 : index
  br ^fa(%c0 : index)
^fa(%i: index):
  %ca = cmpi slt, %i, %c5 : index
  cond_br %ca, ^fab, ^fad
^fab:
  %im2 = subi %i, %c2 : index
  %p = muli %big, %im2 : index
  %v = addi %p, %i : index
  memref.store %v, %a[%i] : memref<?xindex>
  %i1 = addi %i, %c1 : index
  br ^fa(%i1 : index)
^fad:
  %sa = call @sum_index(%a) : (memref<?xindex>) -> index
  %sai = index_cast %sa : index to i64
  call @print_i64(%sai) : (i64) -> ()   // expect: 10
  %a0 = memref.load %a[%c0] : memref<?xindex>
  %a0i = index_cast %a0 : index to i64
  call @print_i64(%a0i) : (i64) -> ()   // expect: -2199023255552
  %a4 = memref.load %a[%c4] : memref<?xindex>
  %a4i = index_cast %a4 : index to i64
  call @print_i64(%a4i) : (i64) -> ()   // expect: 2199023255556
  memref.dealloc %a : memref<?xindex>

  // i8: b[i] = i * 100 (wrapping), i < 4
  %b = memref.alloc() : memref<4xi8>
  %h8 = constant 100 : i8
  br ^fb(%c0 : index)
^fb(%j: index):
  %cb = cmpi slt, %j, %c4 : index
  cond_br %cb, ^fbb, ^fbd
^fbb:
  %j8 = index_cast %j : index to i8
  %bv = muli %j8, %h8 : i8
  memref.store %bv, %b[%j] : memref<4xi8>
  %j1 = addi %j, %c1 : index
  br ^fb(%j1 : index)
^fbd:
  %bs, %bu = call @sums_i8(%b) : (memref<4xi8>) -> (i64, i64)
  call @print_i64(%bs) : (i64) -> ()    // expect: 88
  call @print_i64(%bu) : (i64) -> ()    // expect: 344
  %b2 = memref.load %b[%c2] : memref<4xi8>
  %b2s = sexti %b2 : i8 to i64
  call @print_i64(%b2s) : (i64) -> ()   // expect: -56
  memref.dealloc %b : memref<4xi8>

  // i16: w[i] = i * 20000 (wrapping), i < 5
  %w = memref.alloc(%c5) : memref<?xi16>
  %k16 = constant 20000 : i16
  br ^fw(%c0 : index)
^fw(%k: index):
  %cw = cmpi slt, %k, %c5 : index
  cond_br %cw, ^fwb, ^fwd
^fwb:
  %k16v = index_cast %k : index to i16
  %wv = muli %k16v, %k16 : i16
  memref.store %wv, %w[%k] : memref<?xi16>
  %k1 = addi %k, %c1 : index
  br ^fw(%k1 : index)
^fwd:
  %ws, %wu = call @sums_i16(%w) : (memref<?xi16>) -> (i64, i64)
  call @print_i64(%ws) : (i64) -> ()    // expect: 3392
  call @print_i64(%wu) : (i64) -> ()    // expect: 134464
  memref.dealloc %w : memref<?xi16>

  // i1: bits of 0xB5 = 0b10110101, read back in reverse order: 0b10101101
  %bits = memref.alloca() : memref<8xi1>
  %x = constant 181 : i64
  call @to_bits(%x, %bits) : (i64, memref<8xi1>) -> ()
  %rev, %cnt = call @from_bits_reversed(%bits) : (memref<8xi1>) -> (i64, i64)
  call @print_i64(%rev) : (i64) -> ()   // expect: 173
  call @print_i64(%cnt) : (i64) -> ()   // expect: 5
  %b1 = memref.load %bits[%c1] : memref<8xi1>
  %b1e = zexti %b1 : i1 to i64
  call @print_i64(%b1e) : (i64) -> ()   // expect: 0
  %b2b = memref.load %bits[%c2] : memref<8xi1>
  %b2be = sexti %b2b : i1 to i64
  call @print_i64(%b2be) : (i64) -> ()  // expect: -1

  %ret = constant 0 : i32
  return %ret : i32
}
