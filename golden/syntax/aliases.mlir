// Type aliases (`!name = type T`, MLIR 13 spelling), an alias of an alias,
// alias names with `_`, `$` and digits (MLIR 13 rejects `.` in type alias
// names: reserved for dialects); attribute aliases (`#name = attr`) used
// as a custom-form constant (`constant #x`: the alias carries the type, no
// `: T` after it), as generic attribute values, as a cmpi predicate, and a
// location alias used in loc(#name). Aliases come before their first use.

!mytype = type i32
!num = type !mytype
!wide_64$ = type i64
!real = type f64

#x = 5 : i32
#big = 1099511627776 : i64
#half = 0.5 : f64
#slt = 2 : i64
#loc0 = loc("aliases.mlir":30:5)

func private @print_i32(!mytype)
func private @print_i64(!wide_64$)
func private @print_f64(!real)

func @scale(%a: !num, %b: !mytype) -> (!num, i1) {
  %k = constant #x
  %p = muli %a, %k : !num
  %s = addi %p, %b : i32
  %lt = "std.cmpi"(%a, %b) {predicate = #slt} : (!num, i32) -> i1 loc(#loc0)
  return %s, %lt : !num, i1
}

func @main() -> i32 {
  %c3 = constant 3 : !mytype
  %c4 = constant 4 : i32
  %r:2 = call @scale(%c3, %c4) : (!num, !mytype) -> (i32, i1)
  call @print_i32(%r#0) : (!mytype) -> ()          // expect: 19
  %z = zexti %r#1 : i1 to !mytype
  call @print_i32(%z) : (i32) -> ()                // expect: 1
  %g = "std.constant"() {value = #big} : () -> !wide_64$
  call @print_i64(%g) : (i64) -> ()                // expect: 1099511627776
  %h = "std.constant"() {value = #half} : () -> !real
  %w = constant #half
  %hw = addf %h, %w : !real
  call @print_f64(%hw) : (f64) -> ()               // expect: 1 0x3ff0000000000000
  %ret = "std.constant"() {value = 0 : i32} : () -> !num
  return %ret : !num
}
