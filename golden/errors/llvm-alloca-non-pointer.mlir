// error: llvm.alloca makes a pointer, not an i64
llvm.func @f() -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %c x i64 : (i64) -> i64
  llvm.return %p : i64
}
