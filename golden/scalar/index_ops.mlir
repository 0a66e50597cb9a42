// The index dialect: every op, at the default 64-bit index.
func.func private @print_i64(i64)

func.func @show(%x: index) {
  %i = index.casts %x : index to i64
  func.call @print_i64(%i) : (i64) -> ()
  return
}

func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %c3 = index.constant 3
  %14 = index.shl %a, %c3
  %15 = index.shrs %a, %c3
  %16 = index.shru %a, %c3
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp slt(%a, %b)
  %21 = index.cmp uge(%a, %b)
  %t = index.bool.constant true
  %22 = index.cmp eq(%a, %a)
  %23 = arith.andi %22, %t : i1
  %24 = arith.select %20, %a, %b : index
  %25 = arith.select %21, %a, %b : index
  %26 = arith.select %23, %c3, %b : index
  %27 = index.sizeof
  func.call @show(%0) : (index) -> ()
  func.call @show(%1) : (index) -> ()
  func.call @show(%2) : (index) -> ()
  func.call @show(%3) : (index) -> ()
  func.call @show(%4) : (index) -> ()
  func.call @show(%5) : (index) -> ()
  func.call @show(%6) : (index) -> ()
  func.call @show(%7) : (index) -> ()
  func.call @show(%8) : (index) -> ()
  func.call @show(%9) : (index) -> ()
  func.call @show(%10) : (index) -> ()
  func.call @show(%11) : (index) -> ()
  func.call @show(%12) : (index) -> ()
  func.call @show(%13) : (index) -> ()
  func.call @show(%14) : (index) -> ()
  func.call @show(%15) : (index) -> ()
  func.call @show(%16) : (index) -> ()
  func.call @show(%17) : (index) -> ()
  func.call @show(%18) : (index) -> ()
  func.call @show(%19) : (index) -> ()
  func.call @show(%24) : (index) -> ()
  func.call @show(%25) : (index) -> ()
  func.call @show(%26) : (index) -> ()
  func.call @show(%27) : (index) -> ()
  return
}

func.func @main() {
  %a = index.constant -17
  %b = index.constant 5
  %x = arith.constant 4000000000 : i64
  %y = arith.trunci %x : i64 to i32
  %c = index.castu %y : i32 to index
  %d = index.casts %y : i32 to index
  %p = ub.poison : index
  %e = builtin.unrealized_conversion_cast %d : index to i64
  %f = builtin.unrealized_conversion_cast %e : i64 to index
  func.call @ops(%a, %b) : (index, index) -> ()
  func.call @ops(%b, %a) : (index, index) -> ()
  func.call @ops(%c, %f) : (index, index) -> ()
  return
}
