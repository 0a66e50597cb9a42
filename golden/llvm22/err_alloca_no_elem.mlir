// Today's alloca names its element type: `llvm.alloca %n x i32`.
llvm.func @f(%n: i64) -> !llvm.ptr {
  %0 = llvm.alloca %n : (i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
