// scf.while with several carried values, a condition forwarding values of
// other types than the before-region arguments, and scf.execute_region.
func private @print_i32(i32)
func private @print_i64(i64)
func private @print_f64(f64)

// Collatz steps of %n, with the largest value seen and a float counter.
func @collatz(%n: i64) -> (i64, i64, f64) {
  %zero = constant 0 : i64
  %one = constant 1 : i64
  %fz = constant 0.0 : f64
  %r:4 = scf.while (%x = %n, %steps = %zero, %max = %n) : (i64, i64, i64) -> (i64, f64, i64, i64) {
    %go = cmpi ne, %x, %one : i64
    %sf = sitofp %steps : i64 to f64
    scf.condition(%go) %x, %sf, %steps, %max : i64, f64, i64, i64
  } do {
  ^bb0(%y: i64, %f: f64, %s: i64, %m: i64):
    %two = constant 2 : i64
    %rem = remi_signed %y, %two : i64
    %even = cmpi eq, %rem, %zero : i64
    %next = scf.if %even -> (i64) {
      %h = divi_signed %y, %two : i64
      scf.yield %h : i64
    } else {
      %three = constant 3 : i64
      %t = muli %y, %three : i64
      %t1 = addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %s1 = addi %s, %one : i64
    %gt = cmpi sgt, %next, %m : i64
    %m1 = select %gt, %next, %m : i64
    scf.yield %next, %s1, %m1 : i64, i64, i64
  }
  return %r#2, %r#3, %r#1 : i64, i64, f64
}

func @classify(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c0 = constant 0 : i32
    %neg = cmpi slt, %x, %c0 : i32
    %m = subi %c0, %x : i32
    %a = select %neg, %m, %x : i32
    %c10 = constant 10 : i32
    %big = cmpi sge, %a, %c10 : i32
    %c100 = constant 100 : i32
    %b = addi %a, %c100 : i32
    %s = select %big, %b, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func @main() -> i32 {
  %c6 = constant 6 : i64
  %c27 = constant 27 : i64
  %c1 = constant 1 : i64
  %a:3 = call @collatz(%c6) : (i64) -> (i64, i64, f64)
  call @print_i64(%a#0) : (i64) -> ()
  call @print_i64(%a#1) : (i64) -> ()
  call @print_f64(%a#2) : (f64) -> ()
  %b:3 = call @collatz(%c27) : (i64) -> (i64, i64, f64)
  call @print_i64(%b#0) : (i64) -> ()
  call @print_i64(%b#1) : (i64) -> ()
  call @print_f64(%b#2) : (f64) -> ()
  // the condition is false at once: the after region never runs
  %c:3 = call @collatz(%c1) : (i64) -> (i64, i64, f64)
  call @print_i64(%c#0) : (i64) -> ()
  call @print_i64(%c#1) : (i64) -> ()
  call @print_f64(%c#2) : (f64) -> ()
  %v1 = constant -3 : i32
  %v2 = constant 25 : i32
  %v3 = constant -40 : i32
  %v4 = constant 9 : i32
  %r1 = call @classify(%v1) : (i32) -> i32
  %r2 = call @classify(%v2) : (i32) -> i32
  %r3 = call @classify(%v3) : (i32) -> i32
  %r4 = call @classify(%v4) : (i32) -> i32
  call @print_i32(%r1) : (i32) -> ()
  call @print_i32(%r2) : (i32) -> ()
  call @print_i32(%r3) : (i32) -> ()
  call @print_i32(%r4) : (i32) -> ()
  // an execute_region without results, inside a loop
  %c0 = constant 0 : index
  %c3 = constant 3 : index
  %s1 = constant 1 : index
  scf.for %i = %c0 to %c3 step %s1 {
    scf.execute_region {
      %ii = index_cast %i : index to i64
      %z = constant 1 : index
      %odd = cmpi eq, %i, %z : index
      scf.if %odd {
        %t = constant 1000 : i64
        %u = addi %ii, %t : i64
        call @print_i64(%u) : (i64) -> ()
      } else {
        call @print_i64(%ii) : (i64) -> ()
      }
      scf.yield
    }
  }
  %ret = constant 0 : i32
  return %ret : i32
}
