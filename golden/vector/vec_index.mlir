// vector<4xindex> arithmetic (index is 64 bits here, so these are
// <4 x i64> in LLVM): addi subi muli divi_signed remi_signed divi_unsigned
// remi_unsigned and or xor shift_left shift_right_signed
// shift_right_unsigned, cmpi + select, dense and splat index constants,
// index_cast between vector<4xindex> and vector<4xi32>/vector<4xi64>, and
// index lanes used as memref subscripts. Operands come in as function
// arguments; every index_cast result leaves its function before it could
// be index_cast again (see ORACLE.md). Lanes are printed through
// `index_cast %v : vector<4xindex> to vector<4xi64>` + vector.extractelement.
// "// expect: a | b" lists the stdout lines a statement produces, in
// execution order. .out: produced by MLIR 13.

func private @print_i64(i64)
func private @print_i32(i32)

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

// a = [10, -7, 2^40, -2^62], b = [3, 2, -5, 7], s = [1, 2, 3, 60]
func @ops(%a: vector<4xindex>, %b: vector<4xindex>, %s: vector<4xindex>) {
  %add = addi %a, %b : vector<4xindex>
  call @px4(%add) : (vector<4xindex>) -> ()   // expect: 13 | -5 | 1099511627771 | -4611686018427387897
  %sub = subi %a, %b : vector<4xindex>
  call @px4(%sub) : (vector<4xindex>) -> ()   // expect: 7 | -9 | 1099511627781 | -4611686018427387911
  %mul = muli %a, %b : vector<4xindex>
  call @px4(%mul) : (vector<4xindex>) -> ()   // expect: 30 | -14 | -5497558138880 | 4611686018427387904
  %dvs = divi_signed %a, %b : vector<4xindex>
  call @px4(%dvs) : (vector<4xindex>) -> ()   // expect: 3 | -3 | -219902325555 | -658812288346769700
  %rms = remi_signed %a, %b : vector<4xindex>
  call @px4(%rms) : (vector<4xindex>) -> ()   // expect: 1 | -1 | 1 | -4
  %dvu = divi_unsigned %a, %b : vector<4xindex>
  call @px4(%dvu) : (vector<4xindex>) -> ()   // expect: 3 | 9223372036854775804 | 0 | 1976436865040309101
  %rmu = remi_unsigned %a, %b : vector<4xindex>
  call @px4(%rmu) : (vector<4xindex>) -> ()   // expect: 1 | 1 | 1099511627776 | 5
  %and = and %a, %b : vector<4xindex>
  call @px4(%and) : (vector<4xindex>) -> ()   // expect: 2 | 0 | 1099511627776 | 0
  %or = or %a, %b : vector<4xindex>
  call @px4(%or) : (vector<4xindex>) -> ()    // expect: 11 | -5 | -5 | -4611686018427387897
  %xor = xor %a, %b : vector<4xindex>
  call @px4(%xor) : (vector<4xindex>) -> ()   // expect: 9 | -5 | -1099511627781 | -4611686018427387897
  %shl = shift_left %a, %s : vector<4xindex>
  call @px4(%shl) : (vector<4xindex>) -> ()   // expect: 20 | -28 | 8796093022208 | 0
  %shrs = shift_right_signed %a, %s : vector<4xindex>
  call @px4(%shrs) : (vector<4xindex>) -> ()  // expect: 5 | -2 | 137438953472 | -4
  %shru = shift_right_unsigned %a, %s : vector<4xindex>
  call @px4(%shru) : (vector<4xindex>) -> ()  // expect: 5 | 4611686018427387902 | 137438953472 | 12
  %lt = cmpi slt, %a, %b : vector<4xindex>
  %min = select %lt, %a, %b : vector<4xi1>, vector<4xindex>
  call @px4(%min) : (vector<4xindex>) -> ()   // expect: 3 | -7 | -5 | -4611686018427387904
  %ult = cmpi ult, %a, %b : vector<4xindex>
  %ulti = zexti %ult : vector<4xi1> to vector<4xi64>
  call @pl4(%ulti) : (vector<4xi64>) -> ()    // expect: 0 | 0 | 1 | 0
  // index -> i32 truncates
  %t = index_cast %a : vector<4xindex> to vector<4xi32>
  %te = sexti %t : vector<4xi32> to vector<4xi64>
  call @pl4(%te) : (vector<4xi64>) -> ()      // expect: 10 | -7 | 0 | 0
  return
}

// i32 -> index sign-extends
func @from_i32(%v: vector<4xi32>) {
  %x = index_cast %v : vector<4xi32> to vector<4xindex>
  %c = constant dense<1000000000> : vector<4xindex>
  %m = muli %x, %c : vector<4xindex>
  call @px4(%m) : (vector<4xindex>) -> ()
  return
}

// y = x * splat(k) + [0, 1, 2, 3]; then reads tab[y[i]] for each lane
func @gather(%tab: memref<16xi32>, %x: vector<4xindex>, %k: index) {
  %ks = splat %k : vector<4xindex>
  %iota = constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %m = muli %x, %ks : vector<4xindex>
  %y = addi %m, %iota : vector<4xindex>
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %i0 = vector.extractelement %y[%p0 : i32] : vector<4xindex>
  %i1 = vector.extractelement %y[%p1 : i32] : vector<4xindex>
  %i2 = vector.extractelement %y[%p2 : i32] : vector<4xindex>
  %i3 = vector.extractelement %y[%p3 : i32] : vector<4xindex>
  %e0 = memref.load %tab[%i0] : memref<16xi32>
  %e1 = memref.load %tab[%i1] : memref<16xi32>
  %e2 = memref.load %tab[%i2] : memref<16xi32>
  %e3 = memref.load %tab[%i3] : memref<16xi32>
  call @print_i32(%e0) : (i32) -> ()
  call @print_i32(%e1) : (i32) -> ()
  call @print_i32(%e2) : (i32) -> ()
  call @print_i32(%e3) : (i32) -> ()
  return
}

func @main() -> i32 {
  %a = constant dense<[10, -7, 1099511627776, -4611686018427387904]> : vector<4xindex>
  %b = constant dense<[3, 2, -5, 7]> : vector<4xindex>
  %s = constant dense<[1, 2, 3, 60]> : vector<4xindex>
  call @ops(%a, %b, %s) : (vector<4xindex>, vector<4xindex>, vector<4xindex>) -> ()
  %v = constant dense<[-2147483648, -1, 0, 2147483647]> : vector<4xi32>
  call @from_i32(%v) : (vector<4xi32>) -> ()  // expect: -2147483648000000000 | -1000000000 | 0 | 2147483647000000000

  // tab[i] = i * i
  %tab = memref.alloc() : memref<16xi32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c16 = constant 16 : index
  br ^fill(%c0 : index)
^fill(%i: index):
  %more = cmpi slt, %i, %c16 : index
  cond_br %more, ^body, ^go
^body:
  %ii = index_cast %i : index to i32
  %sq = muli %ii, %ii : i32
  memref.store %sq, %tab[%i] : memref<16xi32>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^go:
  // y = [0, 1, 3, 2] * 4 + [0, 1, 2, 3] = [0, 5, 14, 11]
  %x = constant dense<[0, 1, 3, 2]> : vector<4xindex>
  %k = constant 4 : index
  call @gather(%tab, %x, %k) : (memref<16xi32>, vector<4xindex>, index) -> ()  // expect: 0 | 25 | 196 | 121
  memref.dealloc %tab : memref<16xi32>
  %zero = constant 0 : i32
  return %zero : i32
}
