// mlir2ll-flags: --index-bitwidth 32
// Today's spelling (func.func, arith.*): scf.index_switch (with and without
// results, empty case regions), checked against MLIR 22's -convert-scf-to-cf.
// A 32-bit index keeps the switch on i32, which the MLIR 13 LLVM dialect
// of --emit=mlir can say (an i64 switch becomes a chain of compares there).
func.func private @print_i32(i32)
func.func private @print_i64(i64)
func.func private @print_f64(f64)

func.func @pick(%k: index, %x: i64) -> (i64, f64) {
  %r:2 = scf.index_switch %k -> i64, f64
  case 0 {
    %a = arith.constant 7 : i64
    %f = arith.constant 0.5 : f64
    scf.yield %a, %f : i64, f64
  }
  case 2 {
    %a = arith.muli %x, %x : i64
    %f = arith.sitofp %a : i64 to f64
    scf.yield %a, %f : i64, f64
  }
  case -1 {
    %a = arith.constant -1 : i64
    %f = arith.constant -2.5 : f64
    scf.yield %a, %f : i64, f64
  }
  default {
    %a = arith.addi %x, %x : i64
    %f = arith.constant 1.0e10 : f64
    scf.yield %a, %f : i64, f64
  }
  return %r#0, %r#1 : i64, f64
}

func.func @main() -> i32 {
  %cm2 = arith.constant -2 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 9 : i64
  scf.for %k = %cm2 to %c4 step %c1 {
    %a, %f = func.call @pick(%k, %x) : (index, i64) -> (i64, f64)
    func.call @print_i64(%a) : (i64) -> ()
    func.call @print_f64(%f) : (f64) -> ()
    // a switch without results
    scf.index_switch %k
    case 1 {
      %t = arith.constant 111 : i32
      func.call @print_i32(%t) : (i32) -> ()
      scf.yield
    }
    default {
    }
  }
  %ret = arith.constant 0 : i32
  return %ret : i32
}
