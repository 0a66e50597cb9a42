// Nested loops from cond_br: doubly nested sums, an inner bound depending on
// the outer counter, trial-division prime counting (inner loop with an early
// exit), a triply nested Pythagorean-triple search, and printing from
// inside a loop.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)

// sum over 0 <= i < n, 0 <= j < m of i * j
func @sum_products(%n: i64, %m: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^outer(%c0, %c0 : i64, i64)
^outer(%i: i64, %acc: i64):
  %oc = cmpi slt, %i, %n : i64
  cond_br %oc, ^inner(%c0, %acc : i64, i64), ^done
^inner(%j: i64, %acc2: i64):
  %ic = cmpi slt, %j, %m : i64
  cond_br %ic, ^body, ^outer_next
^body:
  %p = muli %i, %j : i64
  %a = addi %acc2, %p : i64
  %j2 = addi %j, %c1 : i64
  br ^inner(%j2, %a : i64, i64)
^outer_next:
  %i2 = addi %i, %c1 : i64
  br ^outer(%i2, %acc2 : i64, i64)
^done:
  return %acc : i64
}

// number of pairs 0 <= j <= i < n (index counters)
func @triangle(%n: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  br ^outer(%c0, %c0 : index, index)
^outer(%i: index, %cnt: index):
  %oc = cmpi ult, %i, %n : index
  cond_br %oc, ^inner(%c0, %cnt : index, index), ^done(%cnt : index)
^inner(%j: index, %cnt2: index):
  %ic = cmpi ule, %j, %i : index
  %i2 = addi %i, %c1 : index
  cond_br %ic, ^body, ^outer(%i2, %cnt2 : index, index)
^body:
  %k = addi %cnt2, %c1 : index
  %j2 = addi %j, %c1 : index
  br ^inner(%j2, %k : index, index)
^done(%r: index):
  return %r : index
}

// count primes p < n by trial division; inner loop exits early
func @count_primes(%n: i32) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  br ^outer(%c2, %c0 : i32, i32)
^outer(%p: i32, %cnt: i32):
  %oc = cmpi slt, %p, %n : i32
  cond_br %oc, ^inner(%c2 : i32), ^done
^inner(%d: i32):
  %dd = muli %d, %d : i32
  %big = cmpi sgt, %dd, %p : i32
  cond_br %big, ^is_prime, ^test
^test:
  %r = remi_signed %p, %d : i32
  %div = cmpi eq, %r, %c0 : i32
  %d2 = addi %d, %c1 : i32
  cond_br %div, ^next(%cnt : i32), ^inner(%d2 : i32)
^is_prime:
  %cnt1 = addi %cnt, %c1 : i32
  br ^next(%cnt1 : i32)
^next(%newcnt: i32):
  %p2 = addi %p, %c1 : i32
  br ^outer(%p2, %newcnt : i32, i32)
^done:
  return %cnt : i32
}

// number of (a, b, c) with 1 <= a <= b <= c <= n and a*a + b*b == c*c
func @pythagoras(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^la(%c1, %c0 : i64, i64)
^la(%a: i64, %cnt: i64):
  %ca = cmpi sle, %a, %n : i64
  cond_br %ca, ^lb(%a, %cnt : i64, i64), ^done
^lb(%b: i64, %cntb: i64):
  %cb = cmpi sle, %b, %n : i64
  %a2 = addi %a, %c1 : i64
  cond_br %cb, ^lc(%b, %cntb : i64, i64), ^la(%a2, %cntb : i64, i64)
^lc(%c: i64, %cntc: i64):
  %cc = cmpi sle, %c, %n : i64
  %b2 = addi %b, %c1 : i64
  cond_br %cc, ^check, ^lb(%b2, %cntc : i64, i64)
^check:
  %aa = muli %a, %a : i64
  %bb = muli %b, %b : i64
  %cc2 = muli %c, %c : i64
  %s = addi %aa, %bb : i64
  %hit = cmpi eq, %s, %cc2 : i64
  %hit64 = zexti %hit : i1 to i64
  %cnt2 = addi %cntc, %hit64 : i64
  %c2 = addi %c, %c1 : i64
  br ^lc(%c2, %cnt2 : i64, i64)
^done:
  return %cnt : i64
}

// prints, for i = 1..n, the row sum i*1 + i*2 + ... + i*n
func @print_rows(%n: i64) {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^outer(%c1 : i64)
^outer(%i: i64):
  %oc = cmpi sle, %i, %n : i64
  cond_br %oc, ^inner(%c1, %c0 : i64, i64), ^done
^inner(%j: i64, %s: i64):
  %ic = cmpi sle, %j, %n : i64
  cond_br %ic, ^body, ^row_end
^body:
  %p = muli %i, %j : i64
  %s2 = addi %s, %p : i64
  %j2 = addi %j, %c1 : i64
  br ^inner(%j2, %s2 : i64, i64)
^row_end:
  call @print_i64(%s) : (i64) -> ()
  %i2 = addi %i, %c1 : i64
  br ^outer(%i2 : i64)
^done:
  return
}

func @main() -> i32 {
  %n4 = constant 4 : i64
  %m5 = constant 5 : i64
  %r0 = call @sum_products(%n4, %m5) : (i64, i64) -> i64
  call @print_i64(%r0) : (i64) -> ()     // expect: 60
  %z = constant 0 : i64
  %r1 = call @sum_products(%z, %m5) : (i64, i64) -> i64
  call @print_i64(%r1) : (i64) -> ()     // expect: 0
  %i10 = constant 10 : index
  %r2 = call @triangle(%i10) : (index) -> index
  %r2e = index_cast %r2 : index to i64
  call @print_i64(%r2e) : (i64) -> ()    // expect: 55
  %p100 = constant 100 : i32
  %r3 = call @count_primes(%p100) : (i32) -> i32
  %r3e = sexti %r3 : i32 to i64
  call @print_i64(%r3e) : (i64) -> ()    // expect: 25
  %p1000 = constant 1000 : i32
  %r4 = call @count_primes(%p1000) : (i32) -> i32
  %r4e = sexti %r4 : i32 to i64
  call @print_i64(%r4e) : (i64) -> ()    // expect: 168
  %n20 = constant 20 : i64
  %r5 = call @pythagoras(%n20) : (i64) -> i64
  call @print_i64(%r5) : (i64) -> ()     // expect: 6
  call @print_rows(%n4) : (i64) -> ()    // expect: 10 | 20 | 30 | 40
  %zero = constant 0 : i32
  return %zero : i32
}
