// MLIR 13's `llvm.cmpxchg` (what MLIR's generic_atomic_rmw lowering writes):
// a success and a failure on i32, a loop that doubles an i64 until it
// passes a bound, an i8, and every ordering pair LLVM allows that MLIR 13
// spells; `.out` from mlir-translate-13.
llvm.func @print_i64(i64)
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr<i32>
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c9 = llvm.mlir.constant(-9 : i32) : i32
  llvm.store %c5, %p : !llvm.ptr<i32>
  %0 = llvm.cmpxchg %p, %c5, %c7 acq_rel monotonic : i32
  %1 = llvm.cmpxchg %p, %c5, %c9 seq_cst seq_cst : i32
  %2 = llvm.cmpxchg %p, %c7, %c9 acquire acquire : i32
  %3 = llvm.cmpxchg %p, %c7, %c5 release monotonic : i32
  %4 = llvm.cmpxchg %p, %c9, %c5 monotonic monotonic : i32
  %5 = llvm.load %p : !llvm.ptr<i32>
  llvm.call @show(%0) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show(%1) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show(%2) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show(%3) : (!llvm.struct<(i32, i1)>) -> ()
  llvm.call @show(%4) : (!llvm.struct<(i32, i1)>) -> ()
  %w5 = llvm.sext %5 : i32 to i64
  llvm.call @print_i64(%w5) : (i64) -> ()
  %q = llvm.alloca %one x i64 : (i64) -> !llvm.ptr<i64>
  %three = llvm.mlir.constant(3 : i64) : i64
  llvm.store %three, %q : !llvm.ptr<i64>
  %start = llvm.load %q : !llvm.ptr<i64>
  llvm.br ^loop(%start : i64)
^loop(%cur: i64):
  %twice = llvm.add %cur, %cur : i64
  %r = llvm.cmpxchg %q, %cur, %twice acq_rel monotonic : i64
  %old = llvm.extractvalue %r[0] : !llvm.struct<(i64, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i64, i1)>
  llvm.call @print_i64(%old) : (i64) -> ()
  %bound = llvm.mlir.constant(1000 : i64) : i64
  %small = llvm.icmp "slt" %twice, %bound : i64
  %again = llvm.and %ok, %small : i1
  llvm.cond_br %again, ^loop(%twice : i64), ^done
^done:
  %end = llvm.load %q : !llvm.ptr<i64>
  llvm.call @print_i64(%end) : (i64) -> ()
  %b = llvm.alloca %one x i8 : (i64) -> !llvm.ptr<i8>
  %b1 = llvm.mlir.constant(-1 : i8) : i8
  %b2 = llvm.mlir.constant(100 : i8) : i8
  llvm.store %b1, %b : !llvm.ptr<i8>
  %6 = llvm.cmpxchg %b, %b1, %b2 acq_rel acquire : i8
  %o6 = llvm.extractvalue %6[0] : !llvm.struct<(i8, i1)>
  %w6 = llvm.sext %o6 : i8 to i64
  llvm.call @print_i64(%w6) : (i64) -> ()
  %7 = llvm.load %b : !llvm.ptr<i8>
  %w7 = llvm.sext %7 : i8 to i64
  llvm.call @print_i64(%w7) : (i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// The old value, then 1 if it was swapped.
llvm.func @show(%r: !llvm.struct<(i32, i1)>) {
  %v = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>
  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
  %w = llvm.sext %v : i32 to i64
  llvm.call @print_i64(%w) : (i64) -> ()
  %k = llvm.zext %ok : i1 to i64
  llvm.call @print_i64(%k) : (i64) -> ()
  llvm.return
}
