// cmpf with all 16 predicates on f32, on ordered pairs and on pairs with
// a NaN operand (the NaN is given as a constant and also made at run time
// as 0*inf in @mul). Each @cmp call prints 16 lines, one i32
// (0/1) per predicate in enum order (false=0 ... true=15).

func private @print_i32(i32)

func @cmp(%a: f32, %b: f32) {
  %false = cmpf false, %a, %b : f32
  %false_z = zexti %false : i1 to i32
  call @print_i32(%false_z) : (i32) -> ()
  %oeq = cmpf oeq, %a, %b : f32
  %oeq_z = zexti %oeq : i1 to i32
  call @print_i32(%oeq_z) : (i32) -> ()
  %ogt = cmpf ogt, %a, %b : f32
  %ogt_z = zexti %ogt : i1 to i32
  call @print_i32(%ogt_z) : (i32) -> ()
  %oge = cmpf oge, %a, %b : f32
  %oge_z = zexti %oge : i1 to i32
  call @print_i32(%oge_z) : (i32) -> ()
  %olt = cmpf olt, %a, %b : f32
  %olt_z = zexti %olt : i1 to i32
  call @print_i32(%olt_z) : (i32) -> ()
  %ole = cmpf ole, %a, %b : f32
  %ole_z = zexti %ole : i1 to i32
  call @print_i32(%ole_z) : (i32) -> ()
  %one = cmpf one, %a, %b : f32
  %one_z = zexti %one : i1 to i32
  call @print_i32(%one_z) : (i32) -> ()
  %ord = cmpf ord, %a, %b : f32
  %ord_z = zexti %ord : i1 to i32
  call @print_i32(%ord_z) : (i32) -> ()
  %ueq = cmpf ueq, %a, %b : f32
  %ueq_z = zexti %ueq : i1 to i32
  call @print_i32(%ueq_z) : (i32) -> ()
  %ugt = cmpf ugt, %a, %b : f32
  %ugt_z = zexti %ugt : i1 to i32
  call @print_i32(%ugt_z) : (i32) -> ()
  %uge = cmpf uge, %a, %b : f32
  %uge_z = zexti %uge : i1 to i32
  call @print_i32(%uge_z) : (i32) -> ()
  %ult = cmpf ult, %a, %b : f32
  %ult_z = zexti %ult : i1 to i32
  call @print_i32(%ult_z) : (i32) -> ()
  %ule = cmpf ule, %a, %b : f32
  %ule_z = zexti %ule : i1 to i32
  call @print_i32(%ule_z) : (i32) -> ()
  %une = cmpf une, %a, %b : f32
  %une_z = zexti %une : i1 to i32
  call @print_i32(%une_z) : (i32) -> ()
  %uno = cmpf uno, %a, %b : f32
  %uno_z = zexti %uno : i1 to i32
  call @print_i32(%uno_z) : (i32) -> ()
  %true = cmpf true, %a, %b : f32
  %true_z = zexti %true : i1 to i32
  call @print_i32(%true_z) : (i32) -> ()
  return
}

func @mul(%a: f32, %b: f32) -> f32 {
  %m = mulf %a, %b : f32
  return %m : f32
}

func @main() -> i32 {
  %c0 = constant -3.5 : f32
  %c1 = constant 0.25 : f32
  %c2 = constant 0x7F800000 : f32
  %c3 = constant 0.0 : f32
  %c4 = constant -0.0 : f32
  %c5 = constant 0x7FC00000 : f32
  %c6 = constant 0xFF800000 : f32
  // order: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true
  // cmp(-3.5, 0.25) expect: 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 0 | 0 | 0 | 1 | 1 | 1 | 0 | 1
  call @cmp(%c0, %c1) : (f32, f32) -> ()
  // cmp(0.25, -3.5) expect: 0 | 0 | 1 | 1 | 0 | 0 | 1 | 1 | 0 | 1 | 1 | 0 | 0 | 1 | 0 | 1
  call @cmp(%c1, %c0) : (f32, f32) -> ()
  // cmp(0x7F800000, 0x7F800000) expect: 0 | 1 | 0 | 1 | 0 | 1 | 0 | 1 | 1 | 0 | 1 | 0 | 1 | 0 | 0 | 1
  call @cmp(%c2, %c2) : (f32, f32) -> ()
  // cmp(0.0, -0.0) expect: 0 | 1 | 0 | 1 | 0 | 1 | 0 | 1 | 1 | 0 | 1 | 0 | 1 | 0 | 0 | 1
  call @cmp(%c3, %c4) : (f32, f32) -> ()
  // cmp(0x7F800000, 0x7FC00000) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%c2, %c5) : (f32, f32) -> ()
  // cmp(0xFF800000, 0x7FC00000) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%c6, %c5) : (f32, f32) -> ()
  // cmp(0x7FC00000, -3.5) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%c5, %c0) : (f32, f32) -> ()
  // NaN made at run time (x86 gives a negative NaN; predicates do not care)
  %rz = constant 0.0 : f32
  %rnan = call @mul(%rz, %c2) : (f32, f32) -> f32
  // cmp(0*inf, 0*inf) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%rnan, %rnan) : (f32, f32) -> ()
  // cmp(0*inf, 0.25) expect: 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1
  call @cmp(%rnan, %c1) : (f32, f32) -> ()
  // constant operands
  %k0 = cmpf ult, %c0, %c1 : f32   // ult(-3.5, 0.25) expect: 1
  %k0z = zexti %k0 : i1 to i32
  call @print_i32(%k0z) : (i32) -> ()
  %k1 = cmpf uno, %c5, %c1 : f32   // uno(0x7FC00000, 0.25) expect: 1
  %k1z = zexti %k1 : i1 to i32
  call @print_i32(%k1z) : (i32) -> ()
  %k2 = cmpf one, %c2, %c2 : f32   // one(0x7F800000, 0x7F800000) expect: 0
  %k2z = zexti %k2 : i1 to i32
  call @print_i32(%k2z) : (i32) -> ()
  %k3 = cmpf ogt, %c5, %c0 : f32   // ogt(0x7FC00000, -3.5) expect: 0
  %k3z = zexti %k3 : i1 to i32
  call @print_i32(%k3z) : (i32) -> ()
  %zero = constant 0 : i32
  return %zero : i32
}
