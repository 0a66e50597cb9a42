// cmpf with all 16 predicates on f64, on ordered pairs and on pairs with
// a NaN operand. o* predicates are false when either operand is NaN,
// u* predicates are true; -0.0 == 0.0. Each @cmp call prints 16 lines,
// one i32 (0/1) per predicate in enum order (false=0 ... true=15).

func private @print_i32(i32)

func @cmp(%a: f64, %b: f64) {
  %false = cmpf false, %a, %b : f64
  %false_z = zexti %false : i1 to i32
  call @print_i32(%false_z) : (i32) -> ()
  %oeq = cmpf oeq, %a, %b : f64
  %oeq_z = zexti %oeq : i1 to i32
  call @print_i32(%oeq_z) : (i32) -> ()
  %ogt = cmpf ogt, %a, %b : f64
  %ogt_z = zexti %ogt : i1 to i32
  call @print_i32(%ogt_z) : (i32) -> ()
  %oge = cmpf oge, %a, %b : f64
  %oge_z = zexti %oge : i1 to i32
  call @print_i32(%oge_z) : (i32) -> ()
  %olt = cmpf olt, %a, %b : f64
  %olt_z = zexti %olt : i1 to i32
  call @print_i32(%olt_z) : (i32) -> ()
  %ole = cmpf ole, %a, %b : f64
  %ole_z = zexti %ole : i1 to i32
  call @print_i32(%ole_z) : (i32) -> ()
  %one = cmpf one, %a, %b : f64
  %one_z = zexti %one : i1 to i32
  call @print_i32(%one_z) : (i32) -> ()
  %ord = cmpf ord, %a, %b : f64
  %ord_z = zexti %ord : i1 to i32
  call @print_i32(%ord_z) : (i32) -> ()
  %ueq = cmpf ueq, %a, %b : f64
  %ueq_z = zexti %ueq : i1 to i32
  call @print_i32(%ueq_z) : (i32) -> ()
  %ugt = cmpf ugt, %a, %b : f64
  %ugt_z = zexti %ugt : i1 to i32
  call @print_i32(%ugt_z) : (i32) -> ()
  %uge = cmpf uge, %a, %b : f64
  %uge_z = zexti %uge : i1 to i32
  call @print_i32(%uge_z) : (i32) -> ()
  %ult = cmpf ult, %a, %b : f64
  %ult_z = zexti %ult : i1 to i32
  call @print_i32(%ult_z) : (i32) -> ()
  %ule = cmpf ule, %a, %b : f64
  %ule_z = zexti %ule : i1 to i32
  call @print_i32(%ule_z) : (i32) -> ()
  %une = cmpf une, %a, %b : f64
  %une_z = zexti %une : i1 to i32
  call @print_i32(%une_z) : (i32) -> ()
  %uno = cmpf uno, %a, %b : f64
  %uno_z = zexti %uno : i1 to i32
  call @print_i32(%uno_z) : (i32) -> ()
  %true = cmpf true, %a, %b : f64
  %true_z = zexti %true : i1 to i32
  call @print_i32(%true_z) : (i32) -> ()
  return
}

func @main() -> i32 {
  %c0 = constant 1.0 : f64
  %c1 = constant 2.0 : f64
  %c2 = constant -0.0 : f64
  %c3 = constant 0.0 : f64
  %c4 = constant 0xFFF0000000000000 : f64
  %c5 = constant 0x7FF0000000000000 : f64
  %c6 = constant 0x7FF8000000000000 : f64
  // order: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true
  // cmp(1.0, 2.0) expect: 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 0 | 0 | 0 | 1 | 1 | 1 | 0 | 1
  call @cmp(%c0, %c1) : (f64, f64) -> ()
  // cmp(2.0, 1.0) expect: 0 | 0 | 1 | 1 | 0 | 0 | 1 | 1 | 0 | 1 | 1 | 0 | 0 | 1 | 0 | 1
  call @cmp(%c1, %c0) : (f64, f64) -> ()
  // cmp(2.0, 2.0) expect: 0 | 1 | 0 | 1 | 0 | 1 | 0 | 1 | 1 | 0 | 1 | 0 | 1 | 0 | 0 | 1
  call @cmp(%c1, %c1) : (f64, f64) -> ()
  // cmp(-0.0, 0.0) expect: 0 | 1 | 0 | 1 | 0 | 1 | 0 | 1 | 1 | 0 | 1 | 0 | 1 | 0 | 0 | 1
  call @cmp(%c2, %c3) : (f64, f64) -> ()
  // cmp(0xFFF0000000000000, 0x7FF0000000000000) expect: 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 0 | 0 | 0 | 1 | 1 | 1 | 0 | 1
  call @cmp(%c4, %c5) : (f64, f64) -> ()
  // cmp(0x7FF8000000000000, 1.0) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%c6, %c0) : (f64, f64) -> ()
  // cmp(1.0, 0x7FF8000000000000) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%c0, %c6) : (f64, f64) -> ()
  // cmp(0x7FF8000000000000, 0x7FF8000000000000) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%c6, %c6) : (f64, f64) -> ()
  // constant operands
  %k0 = cmpf olt, %c0, %c1 : f64   // olt(1.0, 2.0) expect: 1
  %k0z = zexti %k0 : i1 to i32
  call @print_i32(%k0z) : (i32) -> ()
  %k1 = cmpf ueq, %c6, %c0 : f64   // ueq(0x7FF8000000000000, 1.0) expect: 1
  %k1z = zexti %k1 : i1 to i32
  call @print_i32(%k1z) : (i32) -> ()
  %k2 = cmpf oeq, %c6, %c6 : f64   // oeq(0x7FF8000000000000, 0x7FF8000000000000) expect: 0
  %k2z = zexti %k2 : i1 to i32
  call @print_i32(%k2z) : (i32) -> ()
  %k3 = cmpf une, %c6, %c6 : f64   // une(0x7FF8000000000000, 0x7FF8000000000000) expect: 1
  %k3z = zexti %k3 : i1 to i32
  call @print_i32(%k3z) : (i32) -> ()
  %k4 = cmpf ord, %c2, %c3 : f64   // ord(-0.0, 0.0) expect: 1
  %k4z = zexti %k4 : i1 to i32
  call @print_i32(%k4z) : (i32) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
