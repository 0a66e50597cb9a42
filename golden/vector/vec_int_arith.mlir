// Integer arithmetic on vectors, lane-wise: addi subi muli divi_signed
// divi_unsigned remi_signed remi_unsigned and or xor shift_left
// shift_right_signed shift_right_unsigned on vector<4xi32> and vector<2xi64>;
// cmpi with all 10 predicates giving vector<4xi1>, widened with zexti to
// vector<4xi32>; select with a vector<4xi1> condition (MLIR 13 needs both
// types after the colon: `select %c, %a, %b : vector<4xi1>, vector<4xi32>`).
// Operands come in as function arguments, so nothing folds at compile time.
// Lanes are printed with vector.extractelement (MLIR 13 spelling, i32 or i64
// position). No lane divides by zero, overflows a division or shifts by >=
// its width. "// expect: a | b" lists the stdout lines a statement produces;
// the comments appear in execution order (main runs @ops4, @ops2, @cmp4,
// @sel4 in that order).
// .out: produced by MLIR 13 (mlir-opt-13 | mlir-translate-13, clang).

func private @print_i32(i32)
func private @print_i64(i64)

func @pv4(%v: vector<4xi32>) {
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %v[%p0 : i32] : vector<4xi32>
  %e1 = vector.extractelement %v[%p1 : i32] : vector<4xi32>
  %e2 = vector.extractelement %v[%p2 : i32] : vector<4xi32>
  %e3 = vector.extractelement %v[%p3 : i32] : vector<4xi32>
  call @print_i32(%e0) : (i32) -> ()
  call @print_i32(%e1) : (i32) -> ()
  call @print_i32(%e2) : (i32) -> ()
  call @print_i32(%e3) : (i32) -> ()
  return
}

func @pv2(%v: vector<2xi64>) {
  %p0 = constant 0 : i64
  %p1 = constant 1 : i64
  %e0 = vector.extractelement %v[%p0 : i64] : vector<2xi64>
  %e1 = vector.extractelement %v[%p1 : i64] : vector<2xi64>
  call @print_i64(%e0) : (i64) -> ()
  call @print_i64(%e1) : (i64) -> ()
  return
}

// a = [100, -7, 2147483647, -2147483648], b = [7, 2, -16, 3], s = [0, 1, 31, 4]
func @ops4(%a: vector<4xi32>, %b: vector<4xi32>, %s: vector<4xi32>) {
  %add = addi %a, %b : vector<4xi32>
  call @pv4(%add) : (vector<4xi32>) -> ()   // expect: 107 | -5 | 2147483631 | -2147483645
  %sub = subi %a, %b : vector<4xi32>
  call @pv4(%sub) : (vector<4xi32>) -> ()   // expect: 93 | -9 | -2147483633 | 2147483645
  %mul = muli %a, %b : vector<4xi32>
  call @pv4(%mul) : (vector<4xi32>) -> ()   // expect: 700 | -14 | 16 | -2147483648
  %dvs = divi_signed %a, %b : vector<4xi32>
  call @pv4(%dvs) : (vector<4xi32>) -> ()   // expect: 14 | -3 | -134217727 | -715827882
  %dvu = divi_unsigned %a, %b : vector<4xi32>
  call @pv4(%dvu) : (vector<4xi32>) -> ()   // expect: 14 | 2147483644 | 0 | 715827882
  %rms = remi_signed %a, %b : vector<4xi32>
  call @pv4(%rms) : (vector<4xi32>) -> ()   // expect: 2 | -1 | 15 | -2
  %rmu = remi_unsigned %a, %b : vector<4xi32>
  call @pv4(%rmu) : (vector<4xi32>) -> ()   // expect: 2 | 1 | 2147483647 | 2
  %and = and %a, %b : vector<4xi32>
  call @pv4(%and) : (vector<4xi32>) -> ()   // expect: 4 | 0 | 2147483632 | 0
  %or = or %a, %b : vector<4xi32>
  call @pv4(%or) : (vector<4xi32>) -> ()    // expect: 103 | -5 | -1 | -2147483645
  %xor = xor %a, %b : vector<4xi32>
  call @pv4(%xor) : (vector<4xi32>) -> ()   // expect: 99 | -5 | -2147483633 | -2147483645
  %shl = shift_left %a, %s : vector<4xi32>
  call @pv4(%shl) : (vector<4xi32>) -> ()   // expect: 100 | -14 | -2147483648 | 0
  %shrs = shift_right_signed %a, %s : vector<4xi32>
  call @pv4(%shrs) : (vector<4xi32>) -> ()  // expect: 100 | -4 | 0 | -134217728
  %shru = shift_right_unsigned %a, %s : vector<4xi32>
  call @pv4(%shru) : (vector<4xi32>) -> ()  // expect: 100 | 2147483644 | 0 | 134217728
  return
}

// a = [-9223372036854775807, 1000000007], b = [10, -3], s = [63, 5]
func @ops2(%a: vector<2xi64>, %b: vector<2xi64>, %s: vector<2xi64>) {
  %add = addi %a, %b : vector<2xi64>
  call @pv2(%add) : (vector<2xi64>) -> ()   // expect: -9223372036854775797 | 1000000004
  %sub = subi %a, %b : vector<2xi64>
  call @pv2(%sub) : (vector<2xi64>) -> ()   // expect: 9223372036854775799 | 1000000010
  %mul = muli %a, %b : vector<2xi64>
  call @pv2(%mul) : (vector<2xi64>) -> ()   // expect: 10 | -3000000021
  %dvs = divi_signed %a, %b : vector<2xi64>
  call @pv2(%dvs) : (vector<2xi64>) -> ()   // expect: -922337203685477580 | -333333335
  %dvu = divi_unsigned %a, %b : vector<2xi64>
  call @pv2(%dvu) : (vector<2xi64>) -> ()   // expect: 922337203685477580 | 0
  %rms = remi_signed %a, %b : vector<2xi64>
  call @pv2(%rms) : (vector<2xi64>) -> ()   // expect: -7 | 2
  %rmu = remi_unsigned %a, %b : vector<2xi64>
  call @pv2(%rmu) : (vector<2xi64>) -> ()   // expect: 9 | 1000000007
  %and = and %a, %b : vector<2xi64>
  call @pv2(%and) : (vector<2xi64>) -> ()   // expect: 0 | 1000000005
  %or = or %a, %b : vector<2xi64>
  call @pv2(%or) : (vector<2xi64>) -> ()    // expect: -9223372036854775797 | -1
  %xor = xor %a, %b : vector<2xi64>
  call @pv2(%xor) : (vector<2xi64>) -> ()   // expect: -9223372036854775797 | -1000000006
  %shl = shift_left %a, %s : vector<2xi64>
  call @pv2(%shl) : (vector<2xi64>) -> ()   // expect: -9223372036854775808 | 32000000224
  %shrs = shift_right_signed %a, %s : vector<2xi64>
  call @pv2(%shrs) : (vector<2xi64>) -> ()  // expect: -1 | 31250000
  %shru = shift_right_unsigned %a, %s : vector<2xi64>
  call @pv2(%shru) : (vector<2xi64>) -> ()  // expect: 1 | 31250000
  return
}

// a = [5, -1, 7, -2147483648], b = [5, 1, -3, 2147483647]
func @cmp4(%a: vector<4xi32>, %b: vector<4xi32>) {
  %eq = cmpi eq, %a, %b : vector<4xi32>
  %zeq = zexti %eq : vector<4xi1> to vector<4xi32>
  call @pv4(%zeq) : (vector<4xi32>) -> ()   // expect: 1 | 0 | 0 | 0
  %ne = cmpi ne, %a, %b : vector<4xi32>
  %zne = zexti %ne : vector<4xi1> to vector<4xi32>
  call @pv4(%zne) : (vector<4xi32>) -> ()   // expect: 0 | 1 | 1 | 1
  %slt = cmpi slt, %a, %b : vector<4xi32>
  %zslt = zexti %slt : vector<4xi1> to vector<4xi32>
  call @pv4(%zslt) : (vector<4xi32>) -> ()  // expect: 0 | 1 | 0 | 1
  %sle = cmpi sle, %a, %b : vector<4xi32>
  %zsle = zexti %sle : vector<4xi1> to vector<4xi32>
  call @pv4(%zsle) : (vector<4xi32>) -> ()  // expect: 1 | 1 | 0 | 1
  %sgt = cmpi sgt, %a, %b : vector<4xi32>
  %zsgt = zexti %sgt : vector<4xi1> to vector<4xi32>
  call @pv4(%zsgt) : (vector<4xi32>) -> ()  // expect: 0 | 0 | 1 | 0
  %sge = cmpi sge, %a, %b : vector<4xi32>
  %zsge = zexti %sge : vector<4xi1> to vector<4xi32>
  call @pv4(%zsge) : (vector<4xi32>) -> ()  // expect: 1 | 0 | 1 | 0
  %ult = cmpi ult, %a, %b : vector<4xi32>
  %zult = zexti %ult : vector<4xi1> to vector<4xi32>
  call @pv4(%zult) : (vector<4xi32>) -> ()  // expect: 0 | 0 | 1 | 0
  %ule = cmpi ule, %a, %b : vector<4xi32>
  %zule = zexti %ule : vector<4xi1> to vector<4xi32>
  call @pv4(%zule) : (vector<4xi32>) -> ()  // expect: 1 | 0 | 1 | 0
  %ugt = cmpi ugt, %a, %b : vector<4xi32>
  %zugt = zexti %ugt : vector<4xi1> to vector<4xi32>
  call @pv4(%zugt) : (vector<4xi32>) -> ()  // expect: 0 | 1 | 0 | 1
  %uge = cmpi uge, %a, %b : vector<4xi32>
  %zuge = zexti %uge : vector<4xi1> to vector<4xi32>
  call @pv4(%zuge) : (vector<4xi32>) -> ()  // expect: 1 | 1 | 0 | 1
  // sexti of an i1 vector: true -> -1
  %sx = sexti %ult : vector<4xi1> to vector<4xi32>
  call @pv4(%sx) : (vector<4xi32>) -> ()    // expect: 0 | 0 | -1 | 0
  return
}

// lane-wise signed min / unsigned min / i64 select from an i1 vector argument
func @sel4(%a: vector<4xi32>, %b: vector<4xi32>, %m: vector<2xi1>, %x: vector<2xi64>, %y: vector<2xi64>) {
  %lt = cmpi slt, %a, %b : vector<4xi32>
  %min = select %lt, %a, %b : vector<4xi1>, vector<4xi32>
  call @pv4(%min) : (vector<4xi32>) -> ()   // expect: 5 | -1 | -3 | -2147483648
  %ugt = cmpi ugt, %a, %b : vector<4xi32>
  %umin = select %ugt, %b, %a : vector<4xi1>, vector<4xi32>
  call @pv4(%umin) : (vector<4xi32>) -> ()  // expect: 5 | 1 | 7 | 2147483647
  %s2 = select %m, %x, %y : vector<2xi1>, vector<2xi64>
  call @pv2(%s2) : (vector<2xi64>) -> ()    // expect: 11 | 22
  return
}

func @main() -> i32 {
  %a = constant dense<[100, -7, 2147483647, -2147483648]> : vector<4xi32>
  %b = constant dense<[7, 2, -16, 3]> : vector<4xi32>
  %s = constant dense<[0, 1, 31, 4]> : vector<4xi32>
  call @ops4(%a, %b, %s) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  %a2 = constant dense<[-9223372036854775807, 1000000007]> : vector<2xi64>
  %b2 = constant dense<[10, -3]> : vector<2xi64>
  %s2 = constant dense<[63, 5]> : vector<2xi64>
  call @ops2(%a2, %b2, %s2) : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> ()
  %c = constant dense<[5, -1, 7, -2147483648]> : vector<4xi32>
  %d = constant dense<[5, 1, -3, 2147483647]> : vector<4xi32>
  call @cmp4(%c, %d) : (vector<4xi32>, vector<4xi32>) -> ()
  %m = constant dense<[true, false]> : vector<2xi1>
  %x = constant dense<[11, 12]> : vector<2xi64>
  %y = constant dense<[21, 22]> : vector<2xi64>
  call @sel4(%c, %d, %m, %x, %y) : (vector<4xi32>, vector<4xi32>, vector<2xi1>, vector<2xi64>, vector<2xi64>) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
