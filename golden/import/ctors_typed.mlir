module {
  llvm.mlir.global external @hidden(3 : i32) {alignment = 4 : i64} : i32
  llvm.mlir.global appending @llvm.global_ctors() : !llvm.array<1 x struct<(i32, ptr<func<void ()>>, ptr<i8>)>> {
    %0 = llvm.mlir.constant(65535 : i32) : i32
    %1 = llvm.mlir.addressof @init : !llvm.ptr<func<void ()>>
    %2 = llvm.mlir.null : !llvm.ptr<i8>
    %3 = llvm.mlir.undef : !llvm.struct<(i32, ptr<func<void ()>>, ptr<i8>)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i32, ptr<func<void ()>>, ptr<i8>)>
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, ptr<func<void ()>>, ptr<i8>)>
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i32, ptr<func<void ()>>, ptr<i8>)>
    %7 = llvm.mlir.undef : !llvm.array<1 x struct<(i32, ptr<func<void ()>>, ptr<i8>)>>
    %8 = llvm.insertvalue %6, %7[0] : !llvm.array<1 x struct<(i32, ptr<func<void ()>>, ptr<i8>)>>
    llvm.return %8 : !llvm.array<1 x struct<(i32, ptr<func<void ()>>, ptr<i8>)>>
  }
  llvm.func internal @init() {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.addressof @hidden : !llvm.ptr<i32>
    llvm.store %0, %1 {alignment = 4 : i64} : !llvm.ptr<i32>
    llvm.return
  }
}
