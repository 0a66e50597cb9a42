// Today's llvm.intr.memcpy has 3 operands and the property isVolatile.
llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%d, %s, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}
