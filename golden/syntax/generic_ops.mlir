// Generic (quoted) form of Std ops inside ordinary custom-form functions:
// "std.xxx"(operands)[successors] {attributes} : (operand types) -> results.
// cond_br needs operand_segment_sizes = [condition, true-args, false-args].

func private @print_i32(i32)
func private @print_f64(f64)

func @add(%a: i32, %b: i32) -> i32 {
  %x = "std.addi"(%a, %b) : (i32, i32) -> i32
  "std.return"(%x) : (i32) -> ()
}

// max via cmpi slt (predicate 2) and a cond_br whose targets take no args.
func @max(%a: i32, %b: i32) -> i32 {
  %lt = "std.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i32) -> i1
  "std.cond_br"(%lt)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
^bb1:
  "std.br"(%b)[^bb3] : (i32) -> ()
^bb2:
  "std.br"(%a)[^bb3] : (i32) -> ()
^bb3(%m: i32):
  "std.return"(%m) : (i32) -> ()
}

// sum of 1..n as a loop: generic br with and without operands, generic
// cond_br passing different operands to each target.
func @sum(%n: i32) -> i32 {
  %zero = "std.constant"() {value = 0 : i32} : () -> i32
  %one = "std.constant"() {value = 1 : i32} : () -> i32
  "std.br"(%one, %zero)[^head] : (i32, i32) -> ()
^head(%i: i32, %acc: i32):
  %done = "std.cmpi"(%i, %n) {predicate = 4 : i64} : (i32, i32) -> i1   // sgt
  "std.cond_br"(%done, %acc, %i, %acc)[^exit, ^body] {operand_segment_sizes = dense<[1, 1, 2]> : vector<3xi32>} : (i1, i32, i32, i32) -> ()
^body(%j: i32, %s: i32):
  %s2 = "std.addi"(%s, %j) : (i32, i32) -> i32
  %j2 = "std.addi"(%j, %one) : (i32, i32) -> i32
  "std.br"(%j2, %s2)[^head] : (i32, i32) -> ()
^exit(%r: i32):
  "std.br"()[^ret] : () -> ()
^ret:
  "std.return"(%r) : (i32) -> ()
}

// Float ops in generic form: (a * b + 2.5) / c, then select on cmpf olt
// (predicate 4), then math.sqrt, sitofp and negf.
func @fl(%a: f64, %b: f64, %c: f64, %k: i32) {
  %m = "std.mulf"(%a, %b) : (f64, f64) -> f64
  %h = "std.constant"() {value = 2.5 : f64} : () -> f64
  %s = "std.addf"(%m, %h) : (f64, f64) -> f64
  %q = "std.divf"(%s, %c) : (f64, f64) -> f64
  "std.call"(%q) {callee = @print_f64} : (f64) -> ()
  %lt = "std.cmpf"(%a, %b) {predicate = 4 : i64} : (f64, f64) -> i1
  %sel = "std.select"(%lt, %a, %b) : (i1, f64, f64) -> f64
  "std.call"(%sel) {callee = @print_f64} : (f64) -> ()
  %r = "math.sqrt"(%c) : (f64) -> f64
  "std.call"(%r) {callee = @print_f64} : (f64) -> ()
  %kf = "std.sitofp"(%k) : (i32) -> f64
  %nk = "std.negf"(%kf) : (f64) -> f64
  "std.call"(%nk) {callee = @print_f64} : (f64) -> ()
  "std.return"() : () -> ()
}

func @main() -> i32 {
  %c40 = "std.constant"() {value = 40 : i32} : () -> i32
  %c2 = "std.constant"() {value = 2 : i32} : () -> i32
  %cm7 = "std.constant"() {value = -7 : i32} : () -> i32
  %c10 = "std.constant"() {value = 10 : i32} : () -> i32
  %x = "std.call"(%c40, %c2) {callee = @add} : (i32, i32) -> i32
  "std.call"(%x) {callee = @print_i32} : (i32) -> ()        // expect: 42
  %y = "std.call"(%cm7, %c2) {callee = @max} : (i32, i32) -> i32
  "std.call"(%y) {callee = @print_i32} : (i32) -> ()        // expect: 2
  %y2 = "std.call"(%c40, %cm7) {callee = @max} : (i32, i32) -> i32
  "std.call"(%y2) {callee = @print_i32} : (i32) -> ()       // expect: 40
  %s = "std.call"(%c10) {callee = @sum} : (i32) -> i32
  "std.call"(%s) {callee = @print_i32} : (i32) -> ()        // expect: 55
  %p = "std.subi"(%c40, %c2) : (i32, i32) -> i32
  %p2 = "std.muli"(%p, %cm7) : (i32, i32) -> i32
  "std.call"(%p2) {callee = @print_i32} : (i32) -> ()       // expect: -266
  %t = "std.constant"() {value = true} : () -> i1
  %tz = "std.zexti"(%t) : (i1) -> i32
  "std.call"(%tz) {callee = @print_i32} : (i32) -> ()       // expect: 1
  %a = "std.constant"() {value = 1.5 : f64} : () -> f64
  %b = "std.constant"() {value = -3.0 : f64} : () -> f64
  %c = "std.constant"() {value = 16.0 : f64} : () -> f64
  // (1.5 * -3 + 2.5) / 16 = -0.125; select(1.5 < -3) = -3; sqrt(16) = 4; -(-7)
  // expect: -0.125 0xbfc0000000000000 | -3 0xc008000000000000 | 4 0x4010000000000000 | 7 0x401c000000000000
  "std.call"(%a, %b, %c, %cm7) {callee = @fl} : (f64, f64, f64, i32) -> ()
  %zero = "std.constant"() {value = 0 : i32} : () -> i32
  "std.return"(%zero) : (i32) -> ()
}
