// Calls across the two kinds of function that MLIR 13's verifiers reject but
// mlir2ll accepts (both kinds lower to the same LLVM function): Std `call`
// of an `llvm.func`, `llvm.call` of a Std `func` (definitions and external
// declarations, from both kinds of caller), a Std function value
// `constant @f` naming an llvm.func, and `llvm.mlir.addressof` of a Std func.
// The oracle build used a twin of this file where each such call is written
// with the matching op (`call` <-> `llvm.call`, `constant`+`call_indirect`
// <-> `llvm.mlir.addressof`+`llvm.call`), the same program otherwise.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)
llvm.func @print_f64(f64)

llvm.func @l_inc(%x: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %r = llvm.add %x, %c1 : i64
  llvm.return %r : i64
}

func @s_neg(%x: i64) -> i64 {
  %c0 = constant 0 : i64
  %r = subi %c0, %x : i64
  return %r : i64
}

func @s_half(%x: f64) -> f64 {
  %h = constant 0.5 : f64
  %r = mulf %x, %h : f64
  return %r : f64
}

// Std caller: Std `call` of an llvm.func (defined and declared)
func @std_caller(%x: i64) -> i64 {
  %a = call @l_inc(%x) : (i64) -> i64
  %af = sitofp %a : i64 to f64
  call @print_f64(%af) : (f64) -> ()
  return %a : i64
}

// LLVM caller: llvm.call of a Std func (defined and declared)
llvm.func @llvm_caller(%x: i64) -> i64 {
  %n = llvm.call @s_neg(%x) : (i64) -> i64
  llvm.call @print_i64(%n) : (i64) -> ()
  %f = llvm.sitofp %n : i64 to f64
  %h = llvm.call @s_half(%f) : (f64) -> f64
  llvm.call @print_f64(%h) : (f64) -> ()
  llvm.return %n : i64
}

// function values across kinds
func @std_fnvalue(%x: i64) -> i64 {
  %f = constant @l_inc : (i64) -> i64
  %r = call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
llvm.func @llvm_fnptr(%x: i64) -> i64 {
  %fp = llvm.mlir.addressof @s_neg : !llvm.ptr<func<i64 (i64)>>
  %r = llvm.call %fp(%x) : (i64) -> i64
  llvm.return %r : i64
}

llvm.func @main() -> i32 {
  %c41 = llvm.mlir.constant(41 : i64) : i64
  %a = llvm.call @std_caller(%c41) : (i64) -> i64    // expect: 42 0x4045000000000000
  llvm.call @print_i64(%a) : (i64) -> ()             // expect: 42
  %b = call @llvm_caller(%a) : (i64) -> i64          // expect: -42 | -21 0xc035000000000000
  %c = call @std_fnvalue(%b) : (i64) -> i64
  llvm.call @print_i64(%c) : (i64) -> ()             // expect: -41
  %d = call @llvm_fnptr(%c) : (i64) -> i64
  call @print_i64(%d) : (i64) -> ()                  // expect: 41
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
