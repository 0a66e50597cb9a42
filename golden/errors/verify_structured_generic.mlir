// The scf and affine type rules, checked by the verifier on ops written in
// the generic form.
#id = affine_map<(d0) -> (d0)>
#c0 = affine_map<() -> (0)>
#c8 = affine_map<() -> (8)>
#two = affine_map<(d0, d1) -> (d0, d1)>
func.func @for_init(%a: index, %x: f32) -> i32 {
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %v: i32):
    "scf.yield"(%v) : (i32) -> ()
  }) : (index, index, index, f32) -> i32
  return %r : i32
}
func.func @for_body_args(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
func.func @for_yield(%a: index, %x: f32) -> f32 {
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %v: f32):
    "scf.yield"(%i) : (index) -> ()
  }) : (index, index, index, f32) -> f32
  return %r : f32
}
func.func @if_cond(%c: i32) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}
func.func @while_cond(%x: i32) -> i32 {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%a, %a) : (i32, i32) -> ()
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}
func.func @execute_region_operand(%x: i32) {
  "scf.execute_region"(%x) ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}
func.func @switch_operand(%x: i32) {
  "scf.index_switch"(%x) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) {cases = [1]} : (i32) -> ()
  return
}
func.func @parallel_bounds(%a: i32, %i: index) {
  "scf.parallel"(%i, %i, %a) ({
  ^bb0(%k: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}
func.func @affine_for_operand(%a: i32) {
  "affine.for"(%a) ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) {lower_bound = #id, upper_bound = #c8, step = 1 : index} : (i32) -> ()
  return
}
func.func @affine_for_count() {
  "affine.for"() ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) {lower_bound = #id, upper_bound = #c8, step = 1 : index} : () -> ()
  return
}
func.func @apply_result(%i: index) -> i32 {
  %r = "affine.apply"(%i) {map = #id} : (index) -> i32
  return %r : i32
}
func.func @apply_map_results(%i: index, %j: index) -> index {
  %r = "affine.apply"(%i, %j) {map = #two} : (index, index) -> index
  return %r : index
}
func.func @load_rank(%m: memref<4x4xf32>, %i: index) -> f32 {
  %r = "affine.load"(%m, %i) {map = #id} : (memref<4x4xf32>, index) -> f32
  return %r : f32
}
func.func @load_result(%m: memref<4xf32>, %i: index) -> f64 {
  %r = "affine.load"(%m, %i) {map = #id} : (memref<4xf32>, index) -> f64
  return %r : f64
}
func.func @store_value(%m: memref<4xf32>, %i: index, %v: f64) {
  "affine.store"(%v, %m, %i) {map = #id} : (f64, memref<4xf32>, index) -> ()
  return
}
func.func @load_not_memref(%m: i32, %i: index) -> f32 {
  %r = "affine.load"(%m, %i) {map = #id} : (i32, index) -> f32
  return %r : f32
}
func.func @vector_load_type(%m: memref<8xf32>, %i: index) -> vector<4xf64> {
  %r = "affine.vector_load"(%m, %i) {map = #id} : (memref<8xf32>, index) -> vector<4xf64>
  return %r : vector<4xf64>
}
func.func @for_successor(%a: index) {
  "scf.for"(%a, %a, %a)[^b] : (index, index, index) -> ()
  return
^b:
  return
}
