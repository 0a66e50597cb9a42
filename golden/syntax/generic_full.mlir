// Everything in generic form, as `mlir-opt --mlir-print-op-generic` prints
// it (MLIR 13 prints `( {`; `({` means the same and is used too): the
// module is "module"() ({...}) : () -> (), functions are
// "func"() ({...}) {sym_name, type} : () -> () (the MLIR 13 op names;
// declarations have an empty region and sym_visibility = "private"),
// the entry block may be written explicitly with its arguments, and a
// function value is made by "std.constant" {value = @sym} and called
// through "std.call_indirect".
"module"() ({
  "func"() ( {
  }) {sym_name = "print_i32", sym_visibility = "private", type = (i32) -> ()} : () -> ()

  "func"() ( {
  ^bb0(%a: i32, %b: i32):  // entry block written out
    %d = "std.subi"(%a, %b) : (i32, i32) -> i32
    %p = "std.muli"(%a, %b) : (i32, i32) -> i32
    "std.return"(%d, %p) : (i32, i32) -> ()
  }) {sym_name = "diffprod", type = (i32, i32) -> (i32, i32)} : () -> ()

  "func"() ({
  ^bb0(%x: i32):
    %s = "std.muli"(%x, %x) : (i32, i32) -> i32
    "std.return"(%s) : (i32) -> ()
  }) {sym_name = "square", type = (i32) -> i32} : () -> ()

  "func"() ( {
    %c9 = "std.constant"() {value = 9 : i32} : () -> i32
    %c4 = "std.constant"() {value = 4 : i32} : () -> i32
    %r:2 = "std.call"(%c9, %c4) {callee = @diffprod} : (i32, i32) -> (i32, i32)
    "std.call"(%r#0) {callee = @print_i32} : (i32) -> ()   // expect: 5
    "std.call"(%r#1) {callee = @print_i32} : (i32) -> ()   // expect: 36
    %f = "std.constant"() {value = @square} : () -> ((i32) -> i32)
    %sq = "std.call_indirect"(%f, %r#0) : ((i32) -> i32, i32) -> i32
    "std.call"(%sq) {callee = @print_i32} : (i32) -> ()    // expect: 25
    %zero = "std.constant"() {value = 0 : i32} : () -> i32
    "std.return"(%zero) : (i32) -> ()
  }) {sym_name = "main", type = () -> i32} : () -> ()
}) : () -> ()
