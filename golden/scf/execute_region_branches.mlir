func private @print_i64(i64)

func @pick(%x: i64, %c: i1) -> i64 {
  %r = scf.execute_region -> i64 {
    cond_br %c, ^bb1, ^bb2(%x : i64)
  ^bb1:
    %y = addi %x, %x : i64
    br ^bb2(%y : i64)
  ^bb2(%z: i64):
    scf.yield %z : i64
  }
  return %r : i64
}

func @main() -> i32 {
  %a = constant 21 : i64
  %t = constant true
  %f = constant false
  %p = call @pick(%a, %t) : (i64, i1) -> i64
  %q = call @pick(%a, %f) : (i64, i1) -> i64
  call @print_i64(%p) : (i64) -> ()
  call @print_i64(%q) : (i64) -> ()
  %r = constant 0 : i32
  return %r : i32
}
