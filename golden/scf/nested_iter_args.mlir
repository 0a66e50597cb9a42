// Nested scf.for with iter_args of several types (i32, f64, index), loops
// with zero iterations, negative bounds, and scf.if with results in loops.
func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f64(f64)

func @nest(%n: index, %m: index) -> (i32, f64, index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %i0 = constant 0 : i32
  %f0 = constant 0.5 : f64
  %r:3 = scf.for %i = %c0 to %n step %c1
      iter_args(%a = %i0, %x = %f0, %k = %c0) -> (i32, f64, index) {
    %ii = index_cast %i : index to i32
    %in:3 = scf.for %j = %i to %m step %c1
        iter_args(%b = %a, %y = %x, %q = %k) -> (i32, f64, index) {
      %jj = index_cast %j : index to i32
      %p = muli %ii, %jj : i32
      %b1 = addi %b, %p : i32
      %jf = sitofp %jj : i32 to f64
      %y1 = mulf %y, %jf : f64
      %y2 = addf %y1, %f0 : f64
      %q1 = addi %q, %j : index
      scf.yield %b1, %y2, %q1 : i32, f64, index
    }
    scf.yield %in#0, %in#1, %in#2 : i32, f64, index
  }
  return %r#0, %r#1, %r#2 : i32, f64, index
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %cm7 = constant -7 : index
  %cm2 = constant -2 : index
  %r:3 = call @nest(%c3, %c4) : (index, index) -> (i32, f64, index)
  call @print_i32(%r#0) : (i32) -> ()
  call @print_f64(%r#1) : (f64) -> ()
  %k = index_cast %r#2 : index to i64
  call @print_i64(%k) : (i64) -> ()
  // the inner loop runs zero times when m <= i
  %s:3 = call @nest(%c4, %c2) : (index, index) -> (i32, f64, index)
  call @print_i32(%s#0) : (i32) -> ()
  call @print_f64(%s#1) : (f64) -> ()
  %sk = index_cast %s#2 : index to i64
  call @print_i64(%sk) : (i64) -> ()
  // zero iterations: the loop gives back its initial values
  %z = constant 42 : i64
  %e = scf.for %i = %c3 to %c3 step %c1 iter_args(%a = %z) -> (i64) {
    %o = constant 1 : i64
    %a1 = addi %a, %o : i64
    scf.yield %a1 : i64
  }
  call @print_i64(%e) : (i64) -> ()
  %e2 = scf.for %i = %c4 to %cm2 step %c1 iter_args(%a = %z) -> (i64) {
    %a1 = addi %a, %a : i64
    scf.yield %a1 : i64
  }
  call @print_i64(%e2) : (i64) -> ()
  // negative bounds, step 3: i = -7, -4, -1
  %zero = constant 0 : i64
  %neg = scf.for %i = %cm7 to %c1 step %c3 iter_args(%a = %zero) -> (i64) {
    %ii = index_cast %i : index to i64
    call @print_i64(%ii) : (i64) -> ()
    %isneg = cmpi slt, %i, %cm2 : index
    %v, %w = scf.if %isneg -> (i64, f64) {
      %t = constant 10 : i64
      %u = constant 1.25 : f64
      scf.yield %t, %u : i64, f64
    } else {
      %t = muli %ii, %ii : i64
      %u = sitofp %t : i64 to f64
      scf.yield %t, %u : i64, f64
    }
    call @print_f64(%w) : (f64) -> ()
    %a1 = addi %a, %v : i64
    %a2 = addi %a1, %ii : i64
    scf.yield %a2 : i64
  }
  call @print_i64(%neg) : (i64) -> ()
  // nested ifs yielding from both arms inside a loop
  %cnt = scf.for %i = %cm2 to %c3 step %c1 iter_args(%a = %c0) -> (index) {
    %lt0 = cmpi slt, %i, %c0 : index
    %d = scf.if %lt0 -> (index) {
      %x = subi %c0, %i : index
      scf.yield %x : index
    } else {
      %eq0 = cmpi eq, %i, %c0 : index
      %y = scf.if %eq0 -> (index) {
        scf.yield %c4 : index
      } else {
        %m = muli %i, %c3 : index
        scf.yield %m : index
      }
      scf.yield %y : index
    }
    %di = index_cast %d : index to i64
    call @print_i64(%di) : (i64) -> ()
    %a1 = addi %a, %d : index
    scf.yield %a1 : index
  }
  %ci = index_cast %cnt : index to i64
  call @print_i64(%ci) : (i64) -> ()
  %ret = constant 0 : i32
  return %ret : i32
}
