// Today's `llvm.cmpxchg %p, %cmp, %new SUCCESS FAILURE : !llvm.ptr, T`
// (what MLIR 22's generic_atomic_rmw lowering writes) on an opaque pointer
// to i16 and to i64, a failing and a succeeding exchange; `.out` from
// mlir-translate-22 and clang-22.
llvm.func @print_i64(i64)
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i16 : (i64) -> !llvm.ptr
  %a = llvm.mlir.constant(-300 : i16) : i16
  %b = llvm.mlir.constant(42 : i16) : i16
  llvm.store %a, %p : i16, !llvm.ptr
  %0 = llvm.cmpxchg %p, %b, %a acq_rel monotonic : !llvm.ptr, i16
  %1 = llvm.cmpxchg %p, %a, %b seq_cst acquire : !llvm.ptr, i16
  %v0 = llvm.extractvalue %0[0] : !llvm.struct<(i16, i1)>
  %k0 = llvm.extractvalue %0[1] : !llvm.struct<(i16, i1)>
  %v1 = llvm.extractvalue %1[0] : !llvm.struct<(i16, i1)>
  %k1 = llvm.extractvalue %1[1] : !llvm.struct<(i16, i1)>
  %w0 = llvm.sext %v0 : i16 to i64
  llvm.call @print_i64(%w0) : (i64) -> ()
  %j0 = llvm.zext %k0 : i1 to i64
  llvm.call @print_i64(%j0) : (i64) -> ()
  %w1 = llvm.sext %v1 : i16 to i64
  llvm.call @print_i64(%w1) : (i64) -> ()
  %j1 = llvm.zext %k1 : i1 to i64
  llvm.call @print_i64(%j1) : (i64) -> ()
  %q = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %big = llvm.mlir.constant(6000000000 : i64) : i64
  llvm.store %big, %q : i64, !llvm.ptr
  %2 = llvm.cmpxchg %q, %big, %one acq_rel monotonic : !llvm.ptr, i64
  %v2 = llvm.extractvalue %2[0] : !llvm.struct<(i64, i1)>
  llvm.call @print_i64(%v2) : (i64) -> ()
  %end = llvm.load %q : !llvm.ptr -> i64
  llvm.call @print_i64(%end) : (i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
