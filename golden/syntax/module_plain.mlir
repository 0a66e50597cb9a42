// The whole program inside an explicit, unnamed `module { ... }`.
module {
  func private @print_i64(i64)

  // n! by recursion.
  func @fact(%n: i64) -> i64 {
    %one = constant 1 : i64
    %small = cmpi sle, %n, %one : i64
    cond_br %small, ^base, ^rec
  ^base:
    return %one : i64
  ^rec:
    %m = subi %n, %one : i64
    %f = call @fact(%m) : (i64) -> i64
    %r = muli %n, %f : i64
    return %r : i64
  }

  func @main() -> i32 {
    %c0 = constant 0 : i64
    %c5 = constant 5 : i64
    %c20 = constant 20 : i64
    %a = call @fact(%c0) : (i64) -> i64
    %b = call @fact(%c5) : (i64) -> i64
    %c = call @fact(%c20) : (i64) -> i64
    call @print_i64(%a) : (i64) -> ()   // expect: 1
    call @print_i64(%b) : (i64) -> ()   // expect: 120
    call @print_i64(%c) : (i64) -> ()   // expect: 2432902008176640000
    %zero = constant 0 : i32
    return %zero : i32
  }
}
