// LLVM dialect arithmetic (MLIR 13 syntax, builtin types in LLVM ops):
// integer add sub mul sdiv udiv srem urem and or xor shl ashr lshr on i8, i32
// and i64; fadd fsub fmul fdiv frem fneg on f32 and f64; llvm.icmp with all 10
// predicates; llvm.fcmp with all 16 (MLIR 13 spells the constant ones
// "_false" and "_true"); llvm.select on i32 and f64.
// Operands arrive as function arguments so nothing is folded before run time.
// Integer results are printed sign-extended to i64. A comparison line is a
// decimal number: a leading 1, then one digit (0/1) per predicate in the
// order listed at the function.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i64(i64)
llvm.func @print_f32(f32)
llvm.func @print_f64(f64)


// prints a+b a-b a*b sdiv udiv srem urem and or xor, then a<<s ashr lshr
llvm.func @ops_i8(%a: i8, %b: i8, %s: i8) {
  %add = llvm.add %a, %b : i8
  %add_w = llvm.sext %add : i8 to i64
  llvm.call @print_i64(%add_w) : (i64) -> ()
  %sub = llvm.sub %a, %b : i8
  %sub_w = llvm.sext %sub : i8 to i64
  llvm.call @print_i64(%sub_w) : (i64) -> ()
  %mul = llvm.mul %a, %b : i8
  %mul_w = llvm.sext %mul : i8 to i64
  llvm.call @print_i64(%mul_w) : (i64) -> ()
  %sdiv = llvm.sdiv %a, %b : i8
  %sdiv_w = llvm.sext %sdiv : i8 to i64
  llvm.call @print_i64(%sdiv_w) : (i64) -> ()
  %udiv = llvm.udiv %a, %b : i8
  %udiv_w = llvm.sext %udiv : i8 to i64
  llvm.call @print_i64(%udiv_w) : (i64) -> ()
  %srem = llvm.srem %a, %b : i8
  %srem_w = llvm.sext %srem : i8 to i64
  llvm.call @print_i64(%srem_w) : (i64) -> ()
  %urem = llvm.urem %a, %b : i8
  %urem_w = llvm.sext %urem : i8 to i64
  llvm.call @print_i64(%urem_w) : (i64) -> ()
  %and = llvm.and %a, %b : i8
  %and_w = llvm.sext %and : i8 to i64
  llvm.call @print_i64(%and_w) : (i64) -> ()
  %or = llvm.or %a, %b : i8
  %or_w = llvm.sext %or : i8 to i64
  llvm.call @print_i64(%or_w) : (i64) -> ()
  %xor = llvm.xor %a, %b : i8
  %xor_w = llvm.sext %xor : i8 to i64
  llvm.call @print_i64(%xor_w) : (i64) -> ()
  %shl = llvm.shl %a, %s : i8
  %shl_w = llvm.sext %shl : i8 to i64
  llvm.call @print_i64(%shl_w) : (i64) -> ()
  %ashr = llvm.ashr %a, %s : i8
  %ashr_w = llvm.sext %ashr : i8 to i64
  llvm.call @print_i64(%ashr_w) : (i64) -> ()
  %lshr = llvm.lshr %a, %s : i8
  %lshr_w = llvm.sext %lshr : i8 to i64
  llvm.call @print_i64(%lshr_w) : (i64) -> ()
  llvm.return
}

// prints a+b a-b a*b sdiv udiv srem urem and or xor, then a<<s ashr lshr
llvm.func @ops_i32(%a: i32, %b: i32, %s: i32) {
  %add = llvm.add %a, %b : i32
  %add_w = llvm.sext %add : i32 to i64
  llvm.call @print_i64(%add_w) : (i64) -> ()
  %sub = llvm.sub %a, %b : i32
  %sub_w = llvm.sext %sub : i32 to i64
  llvm.call @print_i64(%sub_w) : (i64) -> ()
  %mul = llvm.mul %a, %b : i32
  %mul_w = llvm.sext %mul : i32 to i64
  llvm.call @print_i64(%mul_w) : (i64) -> ()
  %sdiv = llvm.sdiv %a, %b : i32
  %sdiv_w = llvm.sext %sdiv : i32 to i64
  llvm.call @print_i64(%sdiv_w) : (i64) -> ()
  %udiv = llvm.udiv %a, %b : i32
  %udiv_w = llvm.sext %udiv : i32 to i64
  llvm.call @print_i64(%udiv_w) : (i64) -> ()
  %srem = llvm.srem %a, %b : i32
  %srem_w = llvm.sext %srem : i32 to i64
  llvm.call @print_i64(%srem_w) : (i64) -> ()
  %urem = llvm.urem %a, %b : i32
  %urem_w = llvm.sext %urem : i32 to i64
  llvm.call @print_i64(%urem_w) : (i64) -> ()
  %and = llvm.and %a, %b : i32
  %and_w = llvm.sext %and : i32 to i64
  llvm.call @print_i64(%and_w) : (i64) -> ()
  %or = llvm.or %a, %b : i32
  %or_w = llvm.sext %or : i32 to i64
  llvm.call @print_i64(%or_w) : (i64) -> ()
  %xor = llvm.xor %a, %b : i32
  %xor_w = llvm.sext %xor : i32 to i64
  llvm.call @print_i64(%xor_w) : (i64) -> ()
  %shl = llvm.shl %a, %s : i32
  %shl_w = llvm.sext %shl : i32 to i64
  llvm.call @print_i64(%shl_w) : (i64) -> ()
  %ashr = llvm.ashr %a, %s : i32
  %ashr_w = llvm.sext %ashr : i32 to i64
  llvm.call @print_i64(%ashr_w) : (i64) -> ()
  %lshr = llvm.lshr %a, %s : i32
  %lshr_w = llvm.sext %lshr : i32 to i64
  llvm.call @print_i64(%lshr_w) : (i64) -> ()
  llvm.return
}

// prints a+b a-b a*b sdiv udiv srem urem and or xor, then a<<s ashr lshr
llvm.func @ops_i64(%a: i64, %b: i64, %s: i64) {
  %add = llvm.add %a, %b : i64
  llvm.call @print_i64(%add) : (i64) -> ()
  %sub = llvm.sub %a, %b : i64
  llvm.call @print_i64(%sub) : (i64) -> ()
  %mul = llvm.mul %a, %b : i64
  llvm.call @print_i64(%mul) : (i64) -> ()
  %sdiv = llvm.sdiv %a, %b : i64
  llvm.call @print_i64(%sdiv) : (i64) -> ()
  %udiv = llvm.udiv %a, %b : i64
  llvm.call @print_i64(%udiv) : (i64) -> ()
  %srem = llvm.srem %a, %b : i64
  llvm.call @print_i64(%srem) : (i64) -> ()
  %urem = llvm.urem %a, %b : i64
  llvm.call @print_i64(%urem) : (i64) -> ()
  %and = llvm.and %a, %b : i64
  llvm.call @print_i64(%and) : (i64) -> ()
  %or = llvm.or %a, %b : i64
  llvm.call @print_i64(%or) : (i64) -> ()
  %xor = llvm.xor %a, %b : i64
  llvm.call @print_i64(%xor) : (i64) -> ()
  %shl = llvm.shl %a, %s : i64
  llvm.call @print_i64(%shl) : (i64) -> ()
  %ashr = llvm.ashr %a, %s : i64
  llvm.call @print_i64(%ashr) : (i64) -> ()
  %lshr = llvm.lshr %a, %s : i64
  llvm.call @print_i64(%lshr) : (i64) -> ()
  llvm.return
}

// one digit per predicate: eq ne slt sle sgt sge ult ule ugt uge
llvm.func @icmp_i32(%a: i32, %b: i32) {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %acc0 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.icmp "eq" %a, %b : i32
  %d0 = llvm.zext %c0 : i1 to i64
  %m0 = llvm.mul %acc0, %ten : i64
  %acc1 = llvm.add %m0, %d0 : i64
  %c1 = llvm.icmp "ne" %a, %b : i32
  %d1 = llvm.zext %c1 : i1 to i64
  %m1 = llvm.mul %acc1, %ten : i64
  %acc2 = llvm.add %m1, %d1 : i64
  %c2 = llvm.icmp "slt" %a, %b : i32
  %d2 = llvm.zext %c2 : i1 to i64
  %m2 = llvm.mul %acc2, %ten : i64
  %acc3 = llvm.add %m2, %d2 : i64
  %c3 = llvm.icmp "sle" %a, %b : i32
  %d3 = llvm.zext %c3 : i1 to i64
  %m3 = llvm.mul %acc3, %ten : i64
  %acc4 = llvm.add %m3, %d3 : i64
  %c4 = llvm.icmp "sgt" %a, %b : i32
  %d4 = llvm.zext %c4 : i1 to i64
  %m4 = llvm.mul %acc4, %ten : i64
  %acc5 = llvm.add %m4, %d4 : i64
  %c5 = llvm.icmp "sge" %a, %b : i32
  %d5 = llvm.zext %c5 : i1 to i64
  %m5 = llvm.mul %acc5, %ten : i64
  %acc6 = llvm.add %m5, %d5 : i64
  %c6 = llvm.icmp "ult" %a, %b : i32
  %d6 = llvm.zext %c6 : i1 to i64
  %m6 = llvm.mul %acc6, %ten : i64
  %acc7 = llvm.add %m6, %d6 : i64
  %c7 = llvm.icmp "ule" %a, %b : i32
  %d7 = llvm.zext %c7 : i1 to i64
  %m7 = llvm.mul %acc7, %ten : i64
  %acc8 = llvm.add %m7, %d7 : i64
  %c8 = llvm.icmp "ugt" %a, %b : i32
  %d8 = llvm.zext %c8 : i1 to i64
  %m8 = llvm.mul %acc8, %ten : i64
  %acc9 = llvm.add %m8, %d8 : i64
  %c9 = llvm.icmp "uge" %a, %b : i32
  %d9 = llvm.zext %c9 : i1 to i64
  %m9 = llvm.mul %acc9, %ten : i64
  %acc10 = llvm.add %m9, %d9 : i64
  llvm.call @print_i64(%acc10) : (i64) -> ()
  llvm.return
}

// one digit per predicate: eq ne slt sle sgt sge ult ule ugt uge
llvm.func @icmp_i8(%a: i8, %b: i8) {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %acc0 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.icmp "eq" %a, %b : i8
  %d0 = llvm.zext %c0 : i1 to i64
  %m0 = llvm.mul %acc0, %ten : i64
  %acc1 = llvm.add %m0, %d0 : i64
  %c1 = llvm.icmp "ne" %a, %b : i8
  %d1 = llvm.zext %c1 : i1 to i64
  %m1 = llvm.mul %acc1, %ten : i64
  %acc2 = llvm.add %m1, %d1 : i64
  %c2 = llvm.icmp "slt" %a, %b : i8
  %d2 = llvm.zext %c2 : i1 to i64
  %m2 = llvm.mul %acc2, %ten : i64
  %acc3 = llvm.add %m2, %d2 : i64
  %c3 = llvm.icmp "sle" %a, %b : i8
  %d3 = llvm.zext %c3 : i1 to i64
  %m3 = llvm.mul %acc3, %ten : i64
  %acc4 = llvm.add %m3, %d3 : i64
  %c4 = llvm.icmp "sgt" %a, %b : i8
  %d4 = llvm.zext %c4 : i1 to i64
  %m4 = llvm.mul %acc4, %ten : i64
  %acc5 = llvm.add %m4, %d4 : i64
  %c5 = llvm.icmp "sge" %a, %b : i8
  %d5 = llvm.zext %c5 : i1 to i64
  %m5 = llvm.mul %acc5, %ten : i64
  %acc6 = llvm.add %m5, %d5 : i64
  %c6 = llvm.icmp "ult" %a, %b : i8
  %d6 = llvm.zext %c6 : i1 to i64
  %m6 = llvm.mul %acc6, %ten : i64
  %acc7 = llvm.add %m6, %d6 : i64
  %c7 = llvm.icmp "ule" %a, %b : i8
  %d7 = llvm.zext %c7 : i1 to i64
  %m7 = llvm.mul %acc7, %ten : i64
  %acc8 = llvm.add %m7, %d7 : i64
  %c8 = llvm.icmp "ugt" %a, %b : i8
  %d8 = llvm.zext %c8 : i1 to i64
  %m8 = llvm.mul %acc8, %ten : i64
  %acc9 = llvm.add %m8, %d8 : i64
  %c9 = llvm.icmp "uge" %a, %b : i8
  %d9 = llvm.zext %c9 : i1 to i64
  %m9 = llvm.mul %acc9, %ten : i64
  %acc10 = llvm.add %m9, %d9 : i64
  llvm.call @print_i64(%acc10) : (i64) -> ()
  llvm.return
}

// one digit per predicate: _false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true
llvm.func @fcmp_f64(%a: f64, %b: f64) {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %acc0 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.fcmp "_false" %a, %b : f64
  %d0 = llvm.zext %c0 : i1 to i64
  %m0 = llvm.mul %acc0, %ten : i64
  %acc1 = llvm.add %m0, %d0 : i64
  %c1 = llvm.fcmp "oeq" %a, %b : f64
  %d1 = llvm.zext %c1 : i1 to i64
  %m1 = llvm.mul %acc1, %ten : i64
  %acc2 = llvm.add %m1, %d1 : i64
  %c2 = llvm.fcmp "ogt" %a, %b : f64
  %d2 = llvm.zext %c2 : i1 to i64
  %m2 = llvm.mul %acc2, %ten : i64
  %acc3 = llvm.add %m2, %d2 : i64
  %c3 = llvm.fcmp "oge" %a, %b : f64
  %d3 = llvm.zext %c3 : i1 to i64
  %m3 = llvm.mul %acc3, %ten : i64
  %acc4 = llvm.add %m3, %d3 : i64
  %c4 = llvm.fcmp "olt" %a, %b : f64
  %d4 = llvm.zext %c4 : i1 to i64
  %m4 = llvm.mul %acc4, %ten : i64
  %acc5 = llvm.add %m4, %d4 : i64
  %c5 = llvm.fcmp "ole" %a, %b : f64
  %d5 = llvm.zext %c5 : i1 to i64
  %m5 = llvm.mul %acc5, %ten : i64
  %acc6 = llvm.add %m5, %d5 : i64
  %c6 = llvm.fcmp "one" %a, %b : f64
  %d6 = llvm.zext %c6 : i1 to i64
  %m6 = llvm.mul %acc6, %ten : i64
  %acc7 = llvm.add %m6, %d6 : i64
  %c7 = llvm.fcmp "ord" %a, %b : f64
  %d7 = llvm.zext %c7 : i1 to i64
  %m7 = llvm.mul %acc7, %ten : i64
  %acc8 = llvm.add %m7, %d7 : i64
  %c8 = llvm.fcmp "ueq" %a, %b : f64
  %d8 = llvm.zext %c8 : i1 to i64
  %m8 = llvm.mul %acc8, %ten : i64
  %acc9 = llvm.add %m8, %d8 : i64
  %c9 = llvm.fcmp "ugt" %a, %b : f64
  %d9 = llvm.zext %c9 : i1 to i64
  %m9 = llvm.mul %acc9, %ten : i64
  %acc10 = llvm.add %m9, %d9 : i64
  %c10 = llvm.fcmp "uge" %a, %b : f64
  %d10 = llvm.zext %c10 : i1 to i64
  %m10 = llvm.mul %acc10, %ten : i64
  %acc11 = llvm.add %m10, %d10 : i64
  %c11 = llvm.fcmp "ult" %a, %b : f64
  %d11 = llvm.zext %c11 : i1 to i64
  %m11 = llvm.mul %acc11, %ten : i64
  %acc12 = llvm.add %m11, %d11 : i64
  %c12 = llvm.fcmp "ule" %a, %b : f64
  %d12 = llvm.zext %c12 : i1 to i64
  %m12 = llvm.mul %acc12, %ten : i64
  %acc13 = llvm.add %m12, %d12 : i64
  %c13 = llvm.fcmp "une" %a, %b : f64
  %d13 = llvm.zext %c13 : i1 to i64
  %m13 = llvm.mul %acc13, %ten : i64
  %acc14 = llvm.add %m13, %d13 : i64
  %c14 = llvm.fcmp "uno" %a, %b : f64
  %d14 = llvm.zext %c14 : i1 to i64
  %m14 = llvm.mul %acc14, %ten : i64
  %acc15 = llvm.add %m14, %d14 : i64
  %c15 = llvm.fcmp "_true" %a, %b : f64
  %d15 = llvm.zext %c15 : i1 to i64
  %m15 = llvm.mul %acc15, %ten : i64
  %acc16 = llvm.add %m15, %d15 : i64
  llvm.call @print_i64(%acc16) : (i64) -> ()
  llvm.return
}

// one digit per predicate: _false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true
llvm.func @fcmp_f32(%a: f32, %b: f32) {
  %ten = llvm.mlir.constant(10 : i64) : i64
  %acc0 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.fcmp "_false" %a, %b : f32
  %d0 = llvm.zext %c0 : i1 to i64
  %m0 = llvm.mul %acc0, %ten : i64
  %acc1 = llvm.add %m0, %d0 : i64
  %c1 = llvm.fcmp "oeq" %a, %b : f32
  %d1 = llvm.zext %c1 : i1 to i64
  %m1 = llvm.mul %acc1, %ten : i64
  %acc2 = llvm.add %m1, %d1 : i64
  %c2 = llvm.fcmp "ogt" %a, %b : f32
  %d2 = llvm.zext %c2 : i1 to i64
  %m2 = llvm.mul %acc2, %ten : i64
  %acc3 = llvm.add %m2, %d2 : i64
  %c3 = llvm.fcmp "oge" %a, %b : f32
  %d3 = llvm.zext %c3 : i1 to i64
  %m3 = llvm.mul %acc3, %ten : i64
  %acc4 = llvm.add %m3, %d3 : i64
  %c4 = llvm.fcmp "olt" %a, %b : f32
  %d4 = llvm.zext %c4 : i1 to i64
  %m4 = llvm.mul %acc4, %ten : i64
  %acc5 = llvm.add %m4, %d4 : i64
  %c5 = llvm.fcmp "ole" %a, %b : f32
  %d5 = llvm.zext %c5 : i1 to i64
  %m5 = llvm.mul %acc5, %ten : i64
  %acc6 = llvm.add %m5, %d5 : i64
  %c6 = llvm.fcmp "one" %a, %b : f32
  %d6 = llvm.zext %c6 : i1 to i64
  %m6 = llvm.mul %acc6, %ten : i64
  %acc7 = llvm.add %m6, %d6 : i64
  %c7 = llvm.fcmp "ord" %a, %b : f32
  %d7 = llvm.zext %c7 : i1 to i64
  %m7 = llvm.mul %acc7, %ten : i64
  %acc8 = llvm.add %m7, %d7 : i64
  %c8 = llvm.fcmp "ueq" %a, %b : f32
  %d8 = llvm.zext %c8 : i1 to i64
  %m8 = llvm.mul %acc8, %ten : i64
  %acc9 = llvm.add %m8, %d8 : i64
  %c9 = llvm.fcmp "ugt" %a, %b : f32
  %d9 = llvm.zext %c9 : i1 to i64
  %m9 = llvm.mul %acc9, %ten : i64
  %acc10 = llvm.add %m9, %d9 : i64
  %c10 = llvm.fcmp "uge" %a, %b : f32
  %d10 = llvm.zext %c10 : i1 to i64
  %m10 = llvm.mul %acc10, %ten : i64
  %acc11 = llvm.add %m10, %d10 : i64
  %c11 = llvm.fcmp "ult" %a, %b : f32
  %d11 = llvm.zext %c11 : i1 to i64
  %m11 = llvm.mul %acc11, %ten : i64
  %acc12 = llvm.add %m11, %d11 : i64
  %c12 = llvm.fcmp "ule" %a, %b : f32
  %d12 = llvm.zext %c12 : i1 to i64
  %m12 = llvm.mul %acc12, %ten : i64
  %acc13 = llvm.add %m12, %d12 : i64
  %c13 = llvm.fcmp "une" %a, %b : f32
  %d13 = llvm.zext %c13 : i1 to i64
  %m13 = llvm.mul %acc13, %ten : i64
  %acc14 = llvm.add %m13, %d13 : i64
  %c14 = llvm.fcmp "uno" %a, %b : f32
  %d14 = llvm.zext %c14 : i1 to i64
  %m14 = llvm.mul %acc14, %ten : i64
  %acc15 = llvm.add %m14, %d14 : i64
  %c15 = llvm.fcmp "_true" %a, %b : f32
  %d15 = llvm.zext %c15 : i1 to i64
  %m15 = llvm.mul %acc15, %ten : i64
  %acc16 = llvm.add %m15, %d15 : i64
  llvm.call @print_i64(%acc16) : (i64) -> ()
  llvm.return
}

// prints a+b a-b a*b a/b frem(a,b) -a
llvm.func @ops_f32(%a: f32, %b: f32) {
  %fadd = llvm.fadd %a, %b : f32
  llvm.call @print_f32(%fadd) : (f32) -> ()
  %fsub = llvm.fsub %a, %b : f32
  llvm.call @print_f32(%fsub) : (f32) -> ()
  %fmul = llvm.fmul %a, %b : f32
  llvm.call @print_f32(%fmul) : (f32) -> ()
  %fdiv = llvm.fdiv %a, %b : f32
  llvm.call @print_f32(%fdiv) : (f32) -> ()
  %frem = llvm.frem %a, %b : f32
  llvm.call @print_f32(%frem) : (f32) -> ()
  %fneg = llvm.fneg %a : f32
  llvm.call @print_f32(%fneg) : (f32) -> ()
  llvm.return
}

// prints a+b a-b a*b a/b frem(a,b) -a
llvm.func @ops_f64(%a: f64, %b: f64) {
  %fadd = llvm.fadd %a, %b : f64
  llvm.call @print_f64(%fadd) : (f64) -> ()
  %fsub = llvm.fsub %a, %b : f64
  llvm.call @print_f64(%fsub) : (f64) -> ()
  %fmul = llvm.fmul %a, %b : f64
  llvm.call @print_f64(%fmul) : (f64) -> ()
  %fdiv = llvm.fdiv %a, %b : f64
  llvm.call @print_f64(%fdiv) : (f64) -> ()
  %frem = llvm.frem %a, %b : f64
  llvm.call @print_f64(%frem) : (f64) -> ()
  %fneg = llvm.fneg %a : f64
  llvm.call @print_f64(%fneg) : (f64) -> ()
  llvm.return
}

// select on i32 and f64 by a run-time condition, and a vector select
llvm.func @sel(%c: i1, %a: i32, %b: i32, %x: f64, %y: f64) {
  %r = llvm.select %c, %a, %b : i1, i32
  %r64 = llvm.sext %r : i32 to i64
  llvm.call @print_i64(%r64) : (i64) -> ()
  %f = llvm.select %c, %x, %y : i1, f64
  llvm.call @print_f64(%f) : (f64) -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %k1 = llvm.mlir.constant(100 : i8) : i8
  %k2 = llvm.mlir.constant(7 : i8) : i8
  %k3 = llvm.mlir.constant(3 : i8) : i8
  llvm.call @ops_i8(%k1, %k2, %k3) : (i8, i8, i8) -> ()
  // expect: 107 | 93 | -68 | 14 | 14 | 2 | 2 | 4 | 103 | 99 | 32 | 12 | 12
  %k4 = llvm.mlir.constant(-100 : i8) : i8
  %k5 = llvm.mlir.constant(7 : i8) : i8
  %k6 = llvm.mlir.constant(1 : i8) : i8
  llvm.call @ops_i8(%k4, %k5, %k6) : (i8, i8, i8) -> ()
  // expect: -93 | -107 | 68 | -14 | 22 | -2 | 2 | 4 | -97 | -101 | 56 | -50 | 78
  %k7 = llvm.mlir.constant(-128 : i8) : i8
  %k8 = llvm.mlir.constant(3 : i8) : i8
  %k9 = llvm.mlir.constant(7 : i8) : i8
  llvm.call @ops_i8(%k7, %k8, %k9) : (i8, i8, i8) -> ()
  // expect: -125 | 125 | -128 | -42 | 42 | -2 | 2 | 0 | -125 | -125 | 0 | -1 | 1
  %k10 = llvm.mlir.constant(-7 : i8) : i8
  %k11 = llvm.mlir.constant(-100 : i8) : i8
  %k12 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @ops_i8(%k10, %k11, %k12) : (i8, i8, i8) -> ()
  // expect: -107 | 93 | -68 | 0 | 1 | -7 | 93 | -104 | -3 | 101 | 32 | -1 | 7
  %k13 = llvm.mlir.constant(127 : i8) : i8
  %k14 = llvm.mlir.constant(-2 : i8) : i8
  %k15 = llvm.mlir.constant(4 : i8) : i8
  llvm.call @ops_i8(%k13, %k14, %k15) : (i8, i8, i8) -> ()
  // expect: 125 | -127 | 2 | -63 | 0 | 1 | 127 | 126 | -1 | -127 | -16 | 7 | 7
  %k16 = llvm.mlir.constant(1000000 : i32) : i32
  %k17 = llvm.mlir.constant(37 : i32) : i32
  %k18 = llvm.mlir.constant(4 : i32) : i32
  llvm.call @ops_i32(%k16, %k17, %k18) : (i32, i32, i32) -> ()
  // expect: 1000037 | 999963 | 37000000 | 27027 | 27027 | 1 | 1 | 0 | 1000037 | 1000037 | 16000000 | 62500 | 62500
  %k19 = llvm.mlir.constant(-1000000 : i32) : i32
  %k20 = llvm.mlir.constant(37 : i32) : i32
  %k21 = llvm.mlir.constant(31 : i32) : i32
  llvm.call @ops_i32(%k19, %k20, %k21) : (i32, i32, i32) -> ()
  // expect: -999963 | -1000037 | -37000000 | -27027 | 116053170 | -1 | 6 | 0 | -999963 | -999963 | 0 | -1 | 1
  %k22 = llvm.mlir.constant(-2147483648 : i32) : i32
  %k23 = llvm.mlir.constant(3 : i32) : i32
  %k24 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @ops_i32(%k22, %k23, %k24) : (i32, i32, i32) -> ()
  // expect: -2147483645 | 2147483645 | -2147483648 | -715827882 | 715827882 | -2 | 2 | 0 | -2147483645 | -2147483645 | 0 | -1073741824 | 1073741824
  %k25 = llvm.mlir.constant(2147483647 : i32) : i32
  %k26 = llvm.mlir.constant(-5 : i32) : i32
  %k27 = llvm.mlir.constant(16 : i32) : i32
  llvm.call @ops_i32(%k25, %k26, %k27) : (i32, i32, i32) -> ()
  // expect: 2147483642 | -2147483644 | -2147483643 | -429496729 | 0 | 2 | 2147483647 | 2147483643 | -1 | -2147483644 | -65536 | 32767 | 32767
  %k28 = llvm.mlir.constant(-17 : i32) : i32
  %k29 = llvm.mlir.constant(5 : i32) : i32
  %k30 = llvm.mlir.constant(0 : i32) : i32
  llvm.call @ops_i32(%k28, %k29, %k30) : (i32, i32, i32) -> ()
  // expect: -12 | -22 | -85 | -3 | 858993455 | -2 | 4 | 5 | -17 | -22 | -17 | -17 | -17
  %k31 = llvm.mlir.constant(123456789012345 : i64) : i64
  %k32 = llvm.mlir.constant(1000 : i64) : i64
  %k33 = llvm.mlir.constant(8 : i64) : i64
  llvm.call @ops_i64(%k31, %k32, %k33) : (i64, i64, i64) -> ()
  // expect: 123456789013345 | 123456789011345 | 123456789012345000 | 123456789012 | 123456789012 | 345 | 345 | 872 | 123456789012473 | 123456789011601 | 31604937987160320 | 482253082079 | 482253082079
  %k34 = llvm.mlir.constant(-123456789012345 : i64) : i64
  %k35 = llvm.mlir.constant(-1000 : i64) : i64
  %k36 = llvm.mlir.constant(63 : i64) : i64
  llvm.call @ops_i64(%k34, %k35, %k36) : (i64, i64, i64) -> ()
  // expect: -123456789013345 | -123456789011345 | 123456789012345000 | 123456789012 | 0 | -345 | -123456789012345 | -123456789012480 | -865 | 123456789011615 | -9223372036854775808 | -1 | 1
  %k37 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %k38 = llvm.mlir.constant(7 : i64) : i64
  %k39 = llvm.mlir.constant(62 : i64) : i64
  llvm.call @ops_i64(%k37, %k38, %k39) : (i64, i64, i64) -> ()
  // expect: -9223372036854775801 | 9223372036854775801 | -9223372036854775808 | -1317624576693539401 | 1317624576693539401 | -1 | 1 | 0 | -9223372036854775801 | -9223372036854775801 | 0 | -2 | 2
  %k40 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %k41 = llvm.mlir.constant(2 : i64) : i64
  %k42 = llvm.mlir.constant(1 : i64) : i64
  llvm.call @ops_i64(%k40, %k41, %k42) : (i64, i64, i64) -> ()
  // expect: -9223372036854775807 | 9223372036854775805 | -2 | 4611686018427387903 | 4611686018427387903 | 1 | 1 | 2 | 9223372036854775807 | 9223372036854775805 | -2 | 4611686018427387903 | 4611686018427387903
  %k43 = llvm.mlir.constant(-1 : i64) : i64
  %k44 = llvm.mlir.constant(-1 : i64) : i64
  %k45 = llvm.mlir.constant(40 : i64) : i64
  llvm.call @ops_i64(%k43, %k44, %k45) : (i64, i64, i64) -> ()
  // expect: -2 | 0 | 1 | 1 | 1 | 0 | 0 | -1 | -1 | 0 | -1099511627776 | -1 | 16777215
  %k46 = llvm.mlir.constant(1 : i32) : i32
  %k47 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @icmp_i32(%k46, %k47) : (i32, i32) -> ()
  // expect: 10111001100
  %k48 = llvm.mlir.constant(2 : i32) : i32
  %k49 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @icmp_i32(%k48, %k49) : (i32, i32) -> ()
  // expect: 11001010101
  %k50 = llvm.mlir.constant(-1 : i32) : i32
  %k51 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @icmp_i32(%k50, %k51) : (i32, i32) -> ()
  // expect: 10111000011
  %k52 = llvm.mlir.constant(2147483647 : i32) : i32
  %k53 = llvm.mlir.constant(-2147483648 : i32) : i32
  llvm.call @icmp_i32(%k52, %k53) : (i32, i32) -> ()
  // expect: 10100111100
  %k54 = llvm.mlir.constant(0 : i32) : i32
  %k55 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @icmp_i32(%k54, %k55) : (i32, i32) -> ()
  // expect: 10100111100
  %k56 = llvm.mlir.constant(-128 : i8) : i8
  %k57 = llvm.mlir.constant(127 : i8) : i8
  llvm.call @icmp_i8(%k56, %k57) : (i8, i8) -> ()
  // expect: 10111000011
  %k58 = llvm.mlir.constant(5 : i8) : i8
  %k59 = llvm.mlir.constant(5 : i8) : i8
  llvm.call @icmp_i8(%k58, %k59) : (i8, i8) -> ()
  // expect: 11001010101
  %k60 = llvm.mlir.constant(-56 : i8) : i8
  %k61 = llvm.mlir.constant(100 : i8) : i8
  llvm.call @icmp_i8(%k60, %k61) : (i8, i8) -> ()
  // expect: 10111000011
  %zero64 = llvm.mlir.constant(0.0 : f64) : f64
  %one64 = llvm.mlir.constant(1.0 : f64) : f64
  %nan64 = llvm.fdiv %zero64, %zero64 : f64
  %inf64 = llvm.fdiv %one64, %zero64 : f64
  %ninf64 = llvm.fneg %inf64 : f64
  %zero32 = llvm.mlir.constant(0.0 : f32) : f32
  %one32 = llvm.mlir.constant(1.0 : f32) : f32
  %nan32 = llvm.fdiv %zero32, %zero32 : f32
  %inf32 = llvm.fdiv %one32, %zero32 : f32
  %ninf32 = llvm.fneg %inf32 : f32
  %k62 = llvm.mlir.constant(1.0 : f64) : f64
  %k63 = llvm.mlir.constant(2.0 : f64) : f64
  llvm.call @fcmp_f64(%k62, %k63) : (f64, f64) -> ()
  // expect: 10000111100011101
  %k64 = llvm.mlir.constant(2.0 : f64) : f64
  %k65 = llvm.mlir.constant(2.0 : f64) : f64
  llvm.call @fcmp_f64(%k64, %k65) : (f64, f64) -> ()
  // expect: 10101010110101001
  %k66 = llvm.mlir.constant(1.0 : f64) : f64
  llvm.call @fcmp_f64(%nan64, %k66) : (f64, f64) -> ()
  // expect: 10000000011111111
  %k67 = llvm.mlir.constant(-0.0 : f64) : f64
  %k68 = llvm.mlir.constant(0.0 : f64) : f64
  llvm.call @fcmp_f64(%k67, %k68) : (f64, f64) -> ()
  // expect: 10101010110101001
  llvm.call @fcmp_f64(%inf64, %ninf64) : (f64, f64) -> ()
  // expect: 10011001101100101
  llvm.call @fcmp_f64(%nan64, %nan64) : (f64, f64) -> ()
  // expect: 10000000011111111
  %k69 = llvm.mlir.constant(1.0 : f32) : f32
  %k70 = llvm.mlir.constant(2.0 : f32) : f32
  llvm.call @fcmp_f32(%k69, %k70) : (f32, f32) -> ()
  // expect: 10000111100011101
  %k71 = llvm.mlir.constant(2.0 : f32) : f32
  %k72 = llvm.mlir.constant(2.0 : f32) : f32
  llvm.call @fcmp_f32(%k71, %k72) : (f32, f32) -> ()
  // expect: 10101010110101001
  %k73 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.call @fcmp_f32(%nan32, %k73) : (f32, f32) -> ()
  // expect: 10000000011111111
  %k74 = llvm.mlir.constant(-0.0 : f32) : f32
  %k75 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.call @fcmp_f32(%k74, %k75) : (f32, f32) -> ()
  // expect: 10101010110101001
  llvm.call @fcmp_f32(%inf32, %ninf32) : (f32, f32) -> ()
  // expect: 10011001101100101
  llvm.call @fcmp_f32(%nan32, %nan32) : (f32, f32) -> ()
  // expect: 10000000011111111
  %k76 = llvm.mlir.constant(7.5 : f32) : f32
  %k77 = llvm.mlir.constant(2.0 : f32) : f32
  llvm.call @ops_f32(%k76, %k77) : (f32, f32) -> ()
  // expect: 9.5 0x41180000 | 5.5 0x40b00000 | 15 0x41700000 | 3.75 0x40700000 | 1.5 0x3fc00000 | -7.5 0xc0f00000
  %k78 = llvm.mlir.constant(-1.0 : f32) : f32
  %k79 = llvm.mlir.constant(3.0 : f32) : f32
  llvm.call @ops_f32(%k78, %k79) : (f32, f32) -> ()
  // expect: 2 0x40000000 | -4 0xc0800000 | -3 0xc0400000 | -0.333333343 0xbeaaaaab | -1 0xbf800000 | 1 0x3f800000
  %k80 = llvm.mlir.constant(1.0e+30 : f32) : f32
  %k81 = llvm.mlir.constant(10000000000.0 : f32) : f32
  llvm.call @ops_f32(%k80, %k81) : (f32, f32) -> ()
  // expect: 1.00000002e+30 0x7149f2ca | 1.00000002e+30 0x7149f2ca | inf 0x7f800000 | 1.00000002e+20 0x60ad78ec | 6.68885504e+09 0x4fc757ea | -1.00000002e+30 0xf149f2ca
  %k82 = llvm.mlir.constant(0.1 : f32) : f32
  %k83 = llvm.mlir.constant(0.2 : f32) : f32
  llvm.call @ops_f32(%k82, %k83) : (f32, f32) -> ()
  // expect: 0.300000012 0x3e99999a | -0.100000001 0xbdcccccd | 0.0200000014 0x3ca3d70b | 0.5 0x3f000000 | 0.100000001 0x3dcccccd | -0.100000001 0xbdcccccd
  %k84 = llvm.mlir.constant(7.5 : f64) : f64
  %k85 = llvm.mlir.constant(2.0 : f64) : f64
  llvm.call @ops_f64(%k84, %k85) : (f64, f64) -> ()
  // expect: 9.5 0x4023000000000000 | 5.5 0x4016000000000000 | 15 0x402e000000000000 | 3.75 0x400e000000000000 | 1.5 0x3ff8000000000000 | -7.5 0xc01e000000000000
  %k86 = llvm.mlir.constant(-1.0 : f64) : f64
  %k87 = llvm.mlir.constant(3.0 : f64) : f64
  llvm.call @ops_f64(%k86, %k87) : (f64, f64) -> ()
  // expect: 2 0x4000000000000000 | -4 0xc010000000000000 | -3 0xc008000000000000 | -0.33333333333333331 0xbfd5555555555555 | -1 0xbff0000000000000 | 1 0x3ff0000000000000
  %k88 = llvm.mlir.constant(1.0e+300 : f64) : f64
  %k89 = llvm.mlir.constant(1.0e-10 : f64) : f64
  llvm.call @ops_f64(%k88, %k89) : (f64, f64) -> ()
  // expect: 1.0000000000000001e+300 0x7e37e43c8800759c | 1.0000000000000001e+300 0x7e37e43c8800759c | 1.0000000000000001e+290 0x7c2485ce9e7a065f | inf 0x7ff0000000000000 | 5.476641984772742e-11 0x3dce1bb03961d662 | -1.0000000000000001e+300 0xfe37e43c8800759c
  %k90 = llvm.mlir.constant(0.1 : f64) : f64
  %k91 = llvm.mlir.constant(0.2 : f64) : f64
  llvm.call @ops_f64(%k90, %k91) : (f64, f64) -> ()
  // expect: 0.30000000000000004 0x3fd3333333333334 | -0.10000000000000001 0xbfb999999999999a | 0.020000000000000004 0x3f947ae147ae147c | 0.5 0x3fe0000000000000 | 0.10000000000000001 0x3fb999999999999a | -0.10000000000000001 0xbfb999999999999a
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.icmp "ne" %t, %t : i1
  %s1 = llvm.mlir.constant(11 : i32) : i32
  %s2 = llvm.mlir.constant(-22 : i32) : i32
  %x1 = llvm.mlir.constant(1.5 : f64) : f64
  %x2 = llvm.mlir.constant(-2.5 : f64) : f64
  llvm.call @sel(%t, %s1, %s2, %x1, %x2) : (i1, i32, i32, f64, f64) -> ()
  // expect: 11 | 1.5 0x3ff8000000000000
  llvm.call @sel(%f, %s1, %s2, %x1, %x2) : (i1, i32, i32, f64, f64) -> ()
  // expect: -22 | -2.5 0xc004000000000000
  %ret = llvm.mlir.constant(0 : i32) : i32
  llvm.return %ret : i32
}
