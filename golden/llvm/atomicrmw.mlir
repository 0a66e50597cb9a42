// MLIR 13's `llvm.atomicrmw` (ordering acq_rel, what MLIR's memref lowering
// writes), every operation mlir2ll supports, on i32, i64 and f64; `.out`
// from mlir-translate-13.
llvm.func @print_i64(i64)
llvm.func @print_f64(f64)
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr<i32>
  %q = llvm.alloca %one x i64 : (i64) -> !llvm.ptr<i64>
  %f = llvm.alloca %one x f64 : (i64) -> !llvm.ptr<f64>
  %c12 = llvm.mlir.constant(12 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %cm3 = llvm.mlir.constant(-3 : i32) : i32
  llvm.store %c12, %p : !llvm.ptr<i32>
  %0 = llvm.atomicrmw _or %p, %cm3 acq_rel : i32
  %1 = llvm.atomicrmw _and %p, %c10 acq_rel : i32
  %2 = llvm.atomicrmw add %p, %c12 acq_rel : i32
  %3 = llvm.atomicrmw max %p, %cm3 acq_rel : i32
  %4 = llvm.atomicrmw umax %p, %cm3 acq_rel : i32
  %5 = llvm.atomicrmw min %p, %c10 acq_rel : i32
  %6 = llvm.atomicrmw umin %p, %c12 acq_rel : i32
  %7 = llvm.atomicrmw xchg %p, %cm3 acq_rel : i32
  %8 = llvm.load %p : !llvm.ptr<i32>
  %w0 = llvm.sext %0 : i32 to i64
  llvm.call @print_i64(%w0) : (i64) -> ()
  %w1 = llvm.sext %1 : i32 to i64
  llvm.call @print_i64(%w1) : (i64) -> ()
  %w2 = llvm.sext %2 : i32 to i64
  llvm.call @print_i64(%w2) : (i64) -> ()
  %w3 = llvm.sext %3 : i32 to i64
  llvm.call @print_i64(%w3) : (i64) -> ()
  %w4 = llvm.sext %4 : i32 to i64
  llvm.call @print_i64(%w4) : (i64) -> ()
  %w5 = llvm.sext %5 : i32 to i64
  llvm.call @print_i64(%w5) : (i64) -> ()
  %w6 = llvm.sext %6 : i32 to i64
  llvm.call @print_i64(%w6) : (i64) -> ()
  %w7 = llvm.sext %7 : i32 to i64
  llvm.call @print_i64(%w7) : (i64) -> ()
  %w8 = llvm.sext %8 : i32 to i64
  llvm.call @print_i64(%w8) : (i64) -> ()
  %big = llvm.mlir.constant(5000000000 : i64) : i64
  llvm.store %big, %q : !llvm.ptr<i64>
  %9 = llvm.atomicrmw add %q, %big acq_rel : i64
  %10 = llvm.load %q : !llvm.ptr<i64>
  llvm.call @print_i64(%9) : (i64) -> ()
  llvm.call @print_i64(%10) : (i64) -> ()
  %x = llvm.mlir.constant(0.75 : f64) : f64
  llvm.store %x, %f : !llvm.ptr<f64>
  %11 = llvm.atomicrmw fadd %f, %x acq_rel : f64
  %12 = llvm.load %f : !llvm.ptr<f64>
  llvm.call @print_f64(%11) : (f64) -> ()
  llvm.call @print_f64(%12) : (f64) -> ()
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
