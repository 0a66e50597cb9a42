// Function header spellings, with no module wrapper at all:
// `func private` declarations (one placed after its uses: symbols are
// order-independent), a private definition with a body, `func public`,
// `attributes {...}` with unit and valued attributes, argument and result
// attribute dictionaries, `-> ()`, `-> (i32)` and no arrow, named
// arguments on a declaration, and a call to a function defined later.

func private @print_i64(i64 {test.arg_attr})

func @early(%x: i64) -> i64 attributes {some_attr} {
  %r = call @later(%x) : (i64) -> i64
  return %r : i64
}

func @later(%x: i64 {test.positive}) -> (i64 {test.result}) attributes {some_attr, test.level = 3 : i32, test.name = "later"} {
  %c100 = constant 100 : i64
  %r = addi %x, %c100 : i64
  return %r : i64
}

func private @twice(%x: i64) -> (i64) {
  %r = addi %x, %x : i64
  return %r : i64
}

func public @show(%x: i64) -> () {
  call @print_i64(%x) : (i64) -> ()
  call @print_i32_twice_of(%x) : (i64) -> ()
  return
}

func @print_i32_twice_of(%x: i64) {
  %t = call @twice(%x) : (i64) -> i64
  %n = trunci %t : i64 to i32
  call @print_i32(%n) : (i32) -> ()
  return
}

func @main() -> i32 {
  %c7 = constant 7 : i64
  %r = call @early(%c7) : (i64) -> i64
  call @show(%r) : (i64) -> ()   // expect: 107 | 214
  %m = constant -21 : i64
  call @show(%m) : (i64) -> ()   // expect: -21 | -42
  %zero = constant 0 : i32
  return %zero : i32
}

// Declared after every use, with a named argument.
func private @print_i32(%v: i32)
