// f128 and f80 scalars only (no memrefs), so `--emit=mlir` can write them in
// MLIR 13's LLVM dialect too. Expected output from MLIR 22.
func.func private @print_i64(i64)
func.func private @print_f64(f64)

func.func @show(%x: f128) {
  %b = arith.bitcast %x : f128 to i128
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %b, %c64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %b : i128 to i64
  call @print_i64(%h) : (i64) -> ()
  call @print_i64(%l) : (i64) -> ()
  return
}

func.func @poly(%x: f128, %y: f80) -> f128 {
  %c = arith.constant 0.5 : f128
  %k = arith.constant -3.0 : f128
  %m = arith.mulf %x, %x : f128
  %a = arith.mulf %m, %c : f128
  %s = arith.addf %a, %k : f128
  %yw = arith.extf %y : f80 to f128
  %q = arith.divf %s, %yw : f128
  %mx = arith.maximumf %q, %k : f128
  return %mx : f128
}

func.func @main() {
  %x = arith.constant 1.25 : f128
  %y = arith.constant 7.0 : f80
  %r = call @poly(%x, %y) : (f128, f80) -> f128
  call @show(%r) : (f128) -> ()
  %d = arith.truncf %r : f128 to f64
  call @print_f64(%d) : (f64) -> ()
  %i = arith.fptosi %r : f128 to i64
  call @print_i64(%i) : (i64) -> ()
  %big = arith.constant 3.0e15 : f128
  %sq = call @poly(%big, %y) : (f128, f80) -> f128
  call @show(%sq) : (f128) -> ()
  return
}
