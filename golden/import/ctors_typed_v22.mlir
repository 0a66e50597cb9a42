module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @puts(!llvm.ptr) -> i32
  llvm.mlir.global private unnamed_addr constant @".str"("init1\00") {alignment = 1 : i64, dso_local} : !llvm.array<6 x i8>
  llvm.mlir.global private unnamed_addr constant @".str.1"("init0\00") {alignment = 1 : i64, dso_local} : !llvm.array<6 x i8>
  llvm.mlir.global private unnamed_addr constant @".str.2"("fini\00") {alignment = 1 : i64, dso_local} : !llvm.array<5 x i8>
  llvm.mlir.global private unnamed_addr constant @".str.3"("main\00") {alignment = 1 : i64, dso_local} : !llvm.array<5 x i8>
  llvm.mlir.global_ctors ctors = [@init1, @init0], priorities = [65535 : i32, 101 : i32], data = [#llvm.zero, #llvm.zero]
  llvm.mlir.global_dtors dtors = [@fini], priorities = [65535 : i32], data = [#llvm.zero]
  llvm.func internal @init1() attributes {dso_local} {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i8>
    %3 = llvm.call @puts(%2) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func internal @init0() attributes {dso_local} {
    %0 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i8>
    %3 = llvm.call @puts(%2) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func internal @fini() attributes {dso_local} {
    %0 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %3 = llvm.call @puts(%2) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %4 = llvm.call @puts(%3) : (!llvm.ptr) -> i32
    llvm.return %2 : i32
  }
}
