func private @print_i64(i64)
func private @print_f64(f64)
func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %c7 = constant 7 : index
  %z = constant 0 : i64
  %one = constant 1.0 : f64
  %s, %p = scf.parallel (%i, %j) = (%c0, %c1) to (%c5, %c7) step (%c1, %c2) init (%z, %one) -> (i64, f64) {
    %a = index_cast %i : index to i64
    %b = index_cast %j : index to i64
    %m = muli %a, %b : i64
    scf.reduce(%m) : i64 {
    ^bb0(%l: i64, %r: i64):
      %t = addi %l, %r : i64
      scf.reduce.return %t : i64
    }
    %f = sitofp %b : i64 to f64
    %h = constant 0.5 : f64
    %g = addf %f, %h : f64
    scf.reduce(%g) : f64 {
    ^bb0(%l: f64, %r: f64):
      %t = mulf %l, %r : f64
      scf.reduce.return %t : f64
    }
    scf.yield
  }
  call @print_i64(%s) : (i64) -> ()
  call @print_f64(%p) : (f64) -> ()
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %a = index_cast %i : index to i64
    call @print_i64(%a) : (i64) -> ()
  }
  %r = constant 0 : i32
  return %r : i32
}
