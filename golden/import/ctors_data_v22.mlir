module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.mlir.global external @g(0 : i32) : i32
  llvm.mlir.global appending @llvm.global_ctors() : !llvm.array<1 x struct<(i32, ptr, ptr)>> {
    %0 = llvm.mlir.constant(7 : i32) : i32
    %1 = llvm.mlir.addressof @f : !llvm.ptr
    %2 = llvm.mlir.addressof @g : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<(i32, ptr, ptr)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i32, ptr, ptr)>
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, ptr, ptr)>
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i32, ptr, ptr)>
    %7 = llvm.mlir.undef : !llvm.array<1 x struct<(i32, ptr, ptr)>>
    %8 = llvm.insertvalue %6, %7[0] : !llvm.array<1 x struct<(i32, ptr, ptr)>>
    llvm.return %8 : !llvm.array<1 x struct<(i32, ptr, ptr)>>
  }
  llvm.mlir.global_dtors dtors = [], priorities = [], data = []
  llvm.func @f() {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.store %0, %1 : i32, !llvm.ptr
    llvm.return
  }
}
