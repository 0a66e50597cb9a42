// Fast-math flags on arith and math ops reach the LLVM instructions
// (`fast`, or the flags in LLVM's order); integer instructions of an
// expansion (maximumf's bit operations) get none. The values are chosen so
// that no flag changes them.
func.func private @print_f64(f64)
func.func private @print_f32(f32)

func.func @f(%x: f64, %y: f64, %a: f32) {
  %0 = arith.addf %x, %y fastmath<fast> : f64
  %1 = arith.mulf %0, %y fastmath<nnan,ninf> : f64
  %2 = arith.subf %1, %x fastmath<nsz, contract> : f64
  %3 = arith.divf %2, %y fastmath<reassoc,arcp,afn> : f64
  %4 = arith.negf %3 fastmath<fast> : f64
  %5 = arith.maximumf %4, %x fastmath<nnan> : f64
  %6 = math.fma %5, %y, %x fastmath<fast> : f64
  %7 = math.sqrt %6 fastmath<ninf> : f64
  %c = arith.cmpf olt, %7, %x fastmath<fast> : f64
  %8 = arith.select %c, %7, %x : f64
  %9 = arith.remf %8, %y fastmath<none> : f64
  %b = math.absf %a fastmath<fast> : f32
  func.call @print_f64(%8) : (f64) -> ()
  func.call @print_f64(%9) : (f64) -> ()
  func.call @print_f32(%b) : (f32) -> ()
  return
}

func.func @main() {
  %x = arith.constant 2.0 : f64
  %y = arith.constant 4.0 : f64
  %a = arith.constant -1.5 : f32
  func.call @f(%x, %y, %a) : (f64, f64, f32) -> ()
  return
}
