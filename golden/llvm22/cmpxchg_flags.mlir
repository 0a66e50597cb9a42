// `llvm.cmpxchg weak volatile ... syncscope("singlethread")` (MLIR 22's
// spelling): a weak exchange may fail spuriously, so it is retried in a
// loop until it succeeds; `.out` from mlir-translate-22 and clang-22.
llvm.func @print_i64(i64)
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %a = llvm.mlir.constant(5 : i32) : i32
  %b = llvm.mlir.constant(9 : i32) : i32
  llvm.store %a, %p : i32, !llvm.ptr
  %0 = llvm.cmpxchg volatile %p, %b, %a syncscope("singlethread") seq_cst seq_cst : !llvm.ptr, i32
  %k0 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
  %j0 = llvm.zext %k0 : i1 to i64
  llvm.call @print_i64(%j0) : (i64) -> ()
  llvm.br ^retry
^retry:
  %1 = llvm.cmpxchg weak %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  %ok = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
  llvm.cond_br %ok, ^done, ^retry
^done:
  %v1 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i1)>
  %w1 = llvm.sext %v1 : i32 to i64
  llvm.call @print_i64(%w1) : (i64) -> ()
  %2 = llvm.cmpxchg weak volatile %p, %b, %a syncscope("singlethread") acquire acquire : !llvm.ptr, i32
  %end = llvm.load %p : !llvm.ptr -> i32
  %e = llvm.sext %end : i32 to i64
  llvm.call @print_i64(%e) : (i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
