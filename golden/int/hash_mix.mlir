// Straight-line mixes of integer ops on i32 values known only at run time:
// FNV-1a hash, xorshift32, branch-free abs, rotate-left and byte swap.
// 32-bit results are printed zero-extended (as unsigned) unless noted.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

func @pu32(%x: i32) {
  %y = zexti %x : i32 to i64
  call @print_i64(%y) : (i64) -> ()
  return
}

// One FNV-1a step: (h ^ byte) * 16777619
func @fnv_step(%h: i32, %b: i8) -> i32 {
  %prime = constant 16777619 : i32
  %bz = zexti %b : i8 to i32
  %x = xor %h, %bz : i32
  %m = muli %x, %prime : i32
  return %m : i32
}

// FNV-1a over the four bytes of "abcd"
func @fnv_abcd(%basis: i32) -> i32 {
  %a = constant 97 : i8
  %b = constant 98 : i8
  %c = constant 99 : i8
  %d = constant 100 : i8
  %h1 = call @fnv_step(%basis, %a) : (i32, i8) -> i32
  %h2 = call @fnv_step(%h1, %b) : (i32, i8) -> i32
  %h3 = call @fnv_step(%h2, %c) : (i32, i8) -> i32
  %h4 = call @fnv_step(%h3, %d) : (i32, i8) -> i32
  return %h4 : i32
}

// x ^= x << 13; x ^= x >>u 17; x ^= x << 5
func @xorshift32(%x0: i32) -> i32 {
  %c13 = constant 13 : i32
  %c17 = constant 17 : i32
  %c5 = constant 5 : i32
  %t0 = shift_left %x0, %c13 : i32
  %x1 = xor %x0, %t0 : i32
  %t1 = shift_right_unsigned %x1, %c17 : i32
  %x2 = xor %x1, %t1 : i32
  %t2 = shift_left %x2, %c5 : i32
  %x3 = xor %x2, %t2 : i32
  return %x3 : i32
}

// (x ^ (x >>s 31)) - (x >>s 31)
func @abs32(%x: i32) -> i32 {
  %c31 = constant 31 : i32
  %s = shift_right_signed %x, %c31 : i32
  %y = xor %x, %s : i32
  %r = subi %y, %s : i32
  return %r : i32
}

// (x << n) | (x >>u (32 - n)), for 0 < n < 32
func @rotl32(%x: i32, %n: i32) -> i32 {
  %c32 = constant 32 : i32
  %l = shift_left %x, %n : i32
  %m = subi %c32, %n : i32
  %r = shift_right_unsigned %x, %m : i32
  %o = or %l, %r : i32
  return %o : i32
}

func @bswap32(%x: i32) -> i32 {
  %c8 = constant 8 : i32
  %c24 = constant 24 : i32
  %mask = constant 0xFF00 : i32
  %b0 = shift_left %x, %c24 : i32
  %t1 = and %x, %mask : i32
  %b1 = shift_left %t1, %c8 : i32
  %t2 = shift_right_unsigned %x, %c8 : i32
  %b2 = and %t2, %mask : i32
  %b3 = shift_right_unsigned %x, %c24 : i32
  %o1 = or %b0, %b1 : i32
  %o2 = or %o1, %b2 : i32
  %o3 = or %o2, %b3 : i32
  return %o3 : i32
}

func @main() -> i32 {
  %basis = constant 2166136261 : i32
  %h = call @fnv_abcd(%basis) : (i32) -> i32
  call @pu32(%h) : (i32) -> ()                 // expect: 3459545533
  %seed = constant 2463534242 : i32
  %x1 = call @xorshift32(%seed) : (i32) -> i32
  call @pu32(%x1) : (i32) -> ()                // expect: 723471715
  %x2 = call @xorshift32(%x1) : (i32) -> i32
  call @pu32(%x2) : (i32) -> ()                // expect: 2497366906
  %x3 = call @xorshift32(%x2) : (i32) -> i32
  call @pu32(%x3) : (i32) -> ()                // expect: 2064144800
  %n1 = constant -12345 : i32
  %a1 = call @abs32(%n1) : (i32) -> i32
  call @pu32(%a1) : (i32) -> ()                // expect: 12345
  %n2 = constant -2147483647 : i32
  %a2 = call @abs32(%n2) : (i32) -> i32
  call @pu32(%a2) : (i32) -> ()                // expect: 2147483647
  %n3 = constant -2147483648 : i32             // abs(INT_MIN) wraps to INT_MIN
  %a3 = call @abs32(%n3) : (i32) -> i32
  call @pu32(%a3) : (i32) -> ()                // expect: 2147483648
  %r0 = constant 0x80000001 : i32
  %c4 = constant 4 : i32
  %r1 = call @rotl32(%r0, %c4) : (i32, i32) -> i32
  call @pu32(%r1) : (i32) -> ()                // expect: 24
  %bs = constant 0x12345678 : i32
  %bs1 = call @bswap32(%bs) : (i32) -> i32
  call @pu32(%bs1) : (i32) -> ()               // expect: 2018915346
  %dead = constant 0xDEADBEEF : i32
  %bs2 = call @bswap32(%dead) : (i32) -> i32
  call @pu32(%bs2) : (i32) -> ()               // expect: 4022250974

  %zero = constant 0 : i32
  return %zero : i32
}
