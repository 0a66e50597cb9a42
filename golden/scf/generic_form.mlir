// The generic form MLIR 13 prints (mlir-opt-13 --mlir-print-op-generic) of a
// program with scf.for, scf.if, affine.for, affine.load, affine.store and
// affine.apply.
#map0 = affine_map<(d0, d1) -> (d0 * 8 + d1 - 5)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (8)>
#map4 = affine_map<() -> (4)>
#map5 = affine_map<(d0)[s0] -> ((d0 + s0) mod 4)>
#map6 = affine_map<(d0) -> (d0 + 1)>
#map7 = affine_map<(d0) -> (d0 floordiv 2, d0)>
#map8 = affine_map<() -> (2)>
#map9 = affine_map<() -> (7)>
"module"() ( {
  "func"() ( {
  }) {sym_name = "print_i64", sym_visibility = "private", type = (i64) -> ()} : () -> ()
  "func"() ( {
    %0 = "std.constant"() {value = 0 : index} : () -> index
    %1 = "std.constant"() {value = 1 : index} : () -> index
    %2 = "std.constant"() {value = 5 : index} : () -> index
    %3 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4x8xi64>
    "affine.for"() ( {
    ^bb0(%arg0: index):  // no predecessors
      "affine.for"() ( {
      ^bb0(%arg1: index):  // no predecessors
        %9 = "affine.apply"(%arg0, %arg1) {map = #map0} : (index, index) -> index
        %10 = "std.index_cast"(%9) : (index) -> i64
        "affine.store"(%10, %3, %arg0, %arg1) {map = #map1} : (i64, memref<4x8xi64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) {lower_bound = #map2, step = 1 : index, upper_bound = #map3} : () -> ()
      "affine.yield"() : () -> ()
    }) {lower_bound = #map2, step = 1 : index, upper_bound = #map4} : () -> ()
    %4 = "std.constant"() {value = 0 : i64} : () -> i64
    %5 = "scf.for"(%0, %2, %1, %4) ( {
    ^bb0(%arg0: index, %arg1: i64):  // no predecessors
      %9 = "affine.apply"(%arg0, %2) {map = #map5} : (index, index) -> index
      %10 = "affine.apply"(%arg0) {map = #map6} : (index) -> index
      %11 = "memref.load"(%3, %9, %10) : (memref<4x8xi64>, index, index) -> i64
      %12 = "std.cmpi"(%9, %1) {predicate = 0 : i64} : (index, index) -> i1
      %13 = "scf.if"(%12) ( {
        %15 = "std.addi"(%11, %11) : (i64, i64) -> i64
        "scf.yield"(%15) : (i64) -> ()
      },  {
        "scf.yield"(%11) : (i64) -> ()
      }) : (i1) -> i64
      "std.call"(%13) {callee = @print_i64} : (i64) -> ()
      %14 = "std.addi"(%arg1, %13) : (i64, i64) -> i64
      "scf.yield"(%14) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    "std.call"(%5) {callee = @print_i64} : (i64) -> ()
    %6 = "affine.for"(%4) ( {
    ^bb0(%arg0: index, %arg1: i64):  // no predecessors
      %9 = "affine.load"(%3, %arg0) {map = #map7} : (memref<4x8xi64>, index) -> i64
      %10 = "std.addi"(%arg1, %9) : (i64, i64) -> i64
      "affine.yield"(%10) : (i64) -> ()
    }) {lower_bound = #map8, step = 2 : index, upper_bound = #map9} : (i64) -> i64
    "std.call"(%6) {callee = @print_i64} : (i64) -> ()
    %7 = "std.cmpi"(%0, %1) {predicate = 2 : i64} : (index, index) -> i1
    "scf.if"(%7) ( {
      "std.call"(%4) {callee = @print_i64} : (i64) -> ()
      "scf.yield"() : () -> ()
    },  {
    }) : (i1) -> ()
    "memref.dealloc"(%3) : (memref<4x8xi64>) -> ()
    %8 = "std.constant"() {value = 0 : i32} : () -> i32
    "std.return"(%8) : (i32) -> ()
  }) {sym_name = "main", type = () -> i32} : () -> ()
}) : () -> ()

