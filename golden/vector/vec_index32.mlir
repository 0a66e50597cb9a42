// mlir2ll-flags: --index-bitwidth 32
// vector<4xindex> with a 32-bit index (<4 x i32> in LLVM): addi subi muli
// divi_unsigned remi_unsigned shift_left shift_right_signed
// shift_right_unsigned wrap at 32 bits; cmpi + select; index_cast to
// vector<4xi64> sign-extends from 32 bits, from vector<4xi64> truncates to
// 32 bits. No memrefs (MLIR 13 crashes on memrefs with a 32-bit index).
// All operands come in as function arguments: MLIR 13 folds index
// arithmetic on constants in 64 bits whatever the bitwidth (ORACLE.md).
// "// expect: a | b" lists the stdout lines a statement produces, in
// execution order. .out: produced by MLIR 13 with
// `--convert-std-to-llvm=index-bitwidth=32` (the other passes as usual).

func private @print_i64(i64)

func @pl4(%v: vector<4xi64>) {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %p2 = constant 2 : i64
  %p3 = constant 3 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<4xi64>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<4xi64>
  %e2 = vector.extractelement %v[%p2 : i64] : vector<4xi64>
  %e3 = vector.extractelement %v[%p3 : i64] : vector<4xi64>
  call @print_i64(%e0) : (i64) -> ()
  call @print_i64(%e1) : (i64) -> ()
  call @print_i64(%e2) : (i64) -> ()
  call @print_i64(%e3) : (i64) -> ()
  return
}

func @px4(%v: vector<4xindex>) {
  %w = index_cast %v : vector<4xindex> to vector<4xi64>
  call @pl4(%w) : (vector<4xi64>) -> ()
  return
}

// a = [2147483647, -2147483648, 100000, -1], b = [1, -1, 100000, 3],
// s = [31, 31, 4, 28]
func @ops(%a: vector<4xindex>, %b: vector<4xindex>, %s: vector<4xindex>) {
  call @px4(%a) : (vector<4xindex>) -> ()     // expect: 2147483647 | -2147483648 | 100000 | -1
  %add = addi %a, %b : vector<4xindex>
  call @px4(%add) : (vector<4xindex>) -> ()   // expect: -2147483648 | 2147483647 | 200000 | 2
  %sub = subi %a, %b : vector<4xindex>
  call @px4(%sub) : (vector<4xindex>) -> ()   // expect: 2147483646 | -2147483647 | 0 | -4
  %mul = muli %a, %b : vector<4xindex>
  call @px4(%mul) : (vector<4xindex>) -> ()   // expect: 2147483647 | -2147483648 | 1410065408 | -3
  %dvu = divi_unsigned %a, %b : vector<4xindex>
  call @px4(%dvu) : (vector<4xindex>) -> ()   // expect: 2147483647 | 0 | 1 | 1431655765
  %rmu = remi_unsigned %a, %b : vector<4xindex>
  call @px4(%rmu) : (vector<4xindex>) -> ()   // expect: 0 | -2147483648 | 0 | 0
  %shl = shift_left %a, %s : vector<4xindex>
  call @px4(%shl) : (vector<4xindex>) -> ()   // expect: -2147483648 | 0 | 1600000 | -268435456
  %shrs = shift_right_signed %a, %s : vector<4xindex>
  call @px4(%shrs) : (vector<4xindex>) -> ()  // expect: 0 | -1 | 6250 | -1
  %shru = shift_right_unsigned %a, %s : vector<4xindex>
  call @px4(%shru) : (vector<4xindex>) -> ()  // expect: 0 | 1 | 6250 | 15
  %ult = cmpi ult, %a, %b : vector<4xindex>
  %sel = select %ult, %a, %b : vector<4xi1>, vector<4xindex>
  call @px4(%sel) : (vector<4xindex>) -> ()   // expect: 1 | -2147483648 | 100000 | 3
  %slt = cmpi slt, %a, %b : vector<4xindex>
  %sl = zexti %slt : vector<4xi1> to vector<4xi64>
  call @pl4(%sl) : (vector<4xi64>) -> ()      // expect: 0 | 1 | 0 | 1
  return
}

func @from64(%w: vector<4xi64>) {
  %x = index_cast %w : vector<4xi64> to vector<4xindex>
  call @px4(%x) : (vector<4xindex>) -> ()
  return
}

func @main() -> i32 {
  %a = constant dense<[2147483647, -2147483648, 100000, -1]> : vector<4xindex>
  %b = constant dense<[1, -1, 100000, 3]> : vector<4xindex>
  %s = constant dense<[31, 31, 4, 28]> : vector<4xindex>
  call @ops(%a, %b, %s) : (vector<4xindex>, vector<4xindex>, vector<4xindex>) -> ()
  %w = constant dense<[4294967297, -4294967291, 2147483648, -1]> : vector<4xi64>
  call @from64(%w) : (vector<4xi64>) -> ()  // expect: 1 | 5 | -2147483648 | -1
  %zero = constant 0 : i32
  return %zero : i32
}
