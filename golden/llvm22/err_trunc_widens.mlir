// error: llvm.trunc from i32 to the wider i64 (mlir-translate-22: "DestTy
// too big for Trunc")
llvm.func @f(%a: i32, %p: !llvm.ptr) -> i64 {
  %b = llvm.trunc %a : i32 to i64
  llvm.return %b : i64
}
