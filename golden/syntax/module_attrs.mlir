// `module attributes {foo = "bar"} { ... }`: a module carrying an
// attribute dictionary. mlir2ll must accept (and may ignore) it.
// NOTE: MLIR 13 REJECTS this exact spelling ("'module' op can only contain
// attributes with dialect-prefixed names, found: 'foo'"); the .out was made
// from a copy spelled `module attributes {test.foo = "bar"}`, which it
// accepts. Everything else here is plain MLIR 13.
module attributes {foo = "bar"} {
  func private @print_i32(i32)

  // Euclid with remi_signed (C-like remainder: sign of the dividend).
  func @gcd(%a: i32, %b: i32) -> i32 {
    %zero = constant 0 : i32
    br ^loop(%a, %b : i32, i32)
  ^loop(%x: i32, %y: i32):
    %done = cmpi eq, %y, %zero : i32
    cond_br %done, ^out, ^step
  ^step:
    %r = remi_signed %x, %y : i32
    br ^loop(%y, %r : i32, i32)
  ^out:
    return %x : i32
  }

  func @main() -> i32 {
    %a = constant 1071 : i32
    %b = constant 462 : i32
    %c = constant -48 : i32
    %d = constant 18 : i32
    %g1 = call @gcd(%a, %b) : (i32, i32) -> i32
    %g2 = call @gcd(%c, %d) : (i32, i32) -> i32
    %g3 = call @gcd(%d, %c) : (i32, i32) -> i32
    call @print_i32(%g1) : (i32) -> ()   // expect: 21
    // (-48,18) -> (18,-12) -> (-12,6) -> (6,0)
    call @print_i32(%g2) : (i32) -> ()   // expect: 6
    // (18,-48) -> (-48,18) -> ... -> 6
    call @print_i32(%g3) : (i32) -> ()   // expect: 6
    %zero = constant 0 : i32
    return %zero : i32
  }
}
