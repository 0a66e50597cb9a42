// Errors at the top level, in a function header and in a body, inside a
// module.
module {
  bogus.thing @q

  func.func @f(%x: i32) -> i32 {
    %y = arith.addi %x, %x : i32
    return %y : i32
  }

  func.func @g(%x: i33 -> i32 {
    return %x : i32
  }

  func.func @h(%x: i32) -> i32 {
    %y = arith.addi %x, %x : i64
    return %y : i32
  }
}
