// The math/arith extended, index and complex type rules, checked by the
// verifier on ops written in the generic form.
func.func @fma_mixed(%a: f32, %b: f32, %c: f64) -> f32 {
  %r = "math.fma"(%a, %b, %c) : (f32, f32, f64) -> f32
  return %r : f32
}
func.func @fpowi_exp(%a: f32, %b: f32) -> f32 {
  %r = "math.fpowi"(%a, %b) : (f32, f32) -> f32
  return %r : f32
}
func.func @isnan_result(%a: vector<2xf32>) -> i1 {
  %r = "math.isnan"(%a) : (vector<2xf32>) -> i1
  return %r : i1
}
func.func @addui_extended_second(%a: i32, %b: i32) -> i32 {
  %r, %o = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  return %r : i32
}
func.func @mulsi_extended_float(%a: f32, %b: f32) -> f32 {
  %r, %o = "arith.mulsi_extended"(%a, %b) : (f32, f32) -> (f32, f32)
  return %r : f32
}
func.func @assert_cond(%c: i32) {
  "cf.assert"(%c) {msg = "no"} : (i32) -> ()
  return
}
func.func @sizeof_result() -> i32 {
  %r = "index.sizeof"() : () -> i32
  return %r : i32
}
func.func @poison_memref() -> memref<2xf32> {
  %r = "ub.poison"() : () -> memref<2xf32>
  return %r : memref<2xf32>
}
func.func @unrealized_cast(%a: i32) -> f32 {
  %r = "builtin.unrealized_conversion_cast"(%a) : (i32) -> f32
  return %r : f32
}
func.func @index_add_i32(%a: i32, %b: i32) -> i32 {
  %r = "index.add"(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
func.func @index_add_result(%a: index, %b: index) -> i64 {
  %r = "index.add"(%a, %b) : (index, index) -> i64
  return %r : i64
}
func.func @index_cmp_i32(%a: index, %b: i32) -> i1 {
  %r = "index.cmp"(%a, %b) {pred = 2 : i64} : (index, i32) -> i1
  return %r : i1
}
func.func @index_casts_float(%a: f32) -> index {
  %r = "index.casts"(%a) : (f32) -> index
  return %r : index
}
func.func @index_castu_arity(%a: i32, %b: i32) -> index {
  %r = "index.castu"(%a, %b) : (i32, i32) -> index
  return %r : index
}
func.func @complex_add_mixed(%a: complex<f32>, %b: complex<f64>) -> complex<f32> {
  %r = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return %r : complex<f32>
}
func.func @complex_re_int(%a: complex<i32>) -> i32 {
  %r = "complex.re"(%a) : (complex<i32>) -> i32
  return %r : i32
}
func.func @complex_bitcast_width(%a: complex<f32>) -> i32 {
  %r = "complex.bitcast"(%a) : (complex<f32>) -> i32
  return %r : i32
}
func.func @complex_create_result(%a: f32, %b: f32) -> f32 {
  %r = "complex.create"(%a, %b) : (f32, f32) -> f32
  return %r : f32
}
