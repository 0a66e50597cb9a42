// error: struct fields in a getelementptr are selected by constant i32 indices
llvm.func @f(%i: i32, %p: !llvm.ptr<struct<(i32, i64)>>) -> !llvm.ptr<i64> {
  %z = llvm.mlir.constant(0 : i32) : i32
  %s = llvm.getelementptr %p[%z, %i] : (!llvm.ptr<struct<(i32, i64)>>, i32, i32) -> !llvm.ptr<i64>
  llvm.return %s : !llvm.ptr<i64>
}
