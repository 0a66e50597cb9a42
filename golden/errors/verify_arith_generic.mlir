// The arith/func/cf type rules, checked by the verifier on ops written in
// the generic form (which the custom syntax often cannot express wrongly).
func.func @addi_mixed(%a: i32, %b: i64) -> i32 {
  %r = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %r : i32
}
func.func @addf_int(%a: i32, %b: i32) -> i32 {
  %r = "arith.addf"(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
func.func @addi_result(%a: i32, %b: i32) -> i64 {
  %r = "arith.addi"(%a, %b) : (i32, i32) -> i64
  return %r : i64
}
func.func @negf_int(%a: i32) -> i32 {
  %r = "arith.negf"(%a) : (i32) -> i32
  return %r : i32
}
func.func @cmpi_result(%a: i32, %b: i32) -> i32 {
  %r = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i32) -> i32
  return %r : i32
}
func.func @cmpf_vec_result(%a: vector<4xf32>, %b: vector<4xf32>) -> i1 {
  %r = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (vector<4xf32>, vector<4xf32>) -> i1
  return %r : i1
}
func.func @select_cond(%c: i32, %a: f32, %b: f32) -> f32 {
  %r = "arith.select"(%c, %a, %b) : (i32, f32, f32) -> f32
  return %r : f32
}
func.func @select_vec_cond(%c: i32, %a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %r = "arith.select"(%c, %a, %b) : (i32, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @select_arms(%c: i1, %a: f32, %b: f64) -> f32 {
  %r = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return %r : f32
}
func.func @extsi_narrow(%a: i64) -> i32 {
  %r = "arith.extsi"(%a) : (i64) -> i32
  return %r : i32
}
func.func @sitofp_shape(%a: vector<2xi32>) -> f32 {
  %r = "arith.sitofp"(%a) : (vector<2xi32>) -> f32
  return %r : f32
}
func.func @cast_arity(%a: i32, %b: i32) -> i64 {
  %r = "arith.extui"(%a, %b) : (i32, i32) -> i64
  return %r : i64
}
func.func @call_indirect_types(%f: (i32) -> i32, %a: i64) -> i32 {
  %r = "func.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return %r : i32
}
func.func @cond_br_cond(%c: i32) {
  "cf.cond_br"(%c)[^a, ^b] : (i32) -> ()
^a:
  return
^b:
  return
}
func.func @br_operand(%c: i32) {
  "cf.br"(%c)[^a] : (i32) -> ()
^a:
  return
}
func.func @br_two_succs() {
  "cf.br"()[^a, ^a] : () -> ()
^a:
  return
}
func.func @addi_succ(%a: i32) -> i32 {
  %r = "arith.addi"(%a, %a)[^a] : (i32, i32) -> i32
  return %r : i32
^a:
  return %a : i32
}
func.func @return_result(%a: i32) {
  %r = "func.return"() : () -> i32
}
func.func @constant_operand(%a: i32) -> i32 {
  %r = "arith.constant"(%a) {value = 1 : i32} : (i32) -> i32
  return %r : i32
}
