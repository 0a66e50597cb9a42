module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @g any
    llvm.comdat_selector @shared nodeduplicate
  }
  llvm.func hidden unnamed_addr @ext() attributes {dso_local}
  llvm.mlir.global external thread_local unnamed_addr @g(0 : i32) comdat(@__llvm_global_comdat::@g) {addr_space = 1 : i32, alignment = 4 : i64, dso_local, section = ".x"} : i32
  llvm.mlir.global external hidden local_unnamed_addr constant @h(7 : i32) {alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global external protected @p(1 : i32) {dso_local} : i32
  llvm.mlir.global internal thread_local @t(3 : i32) {dso_local} : i32
  llvm.mlir.global weak_odr @o(4 : i32) comdat(@__llvm_global_comdat::@shared) : i32
  llvm.func internal @init() attributes {dso_local} {
    llvm.return
  }
  llvm.func hidden unnamed_addr @f() comdat(@__llvm_global_comdat::@shared) attributes {dso_local, section = ".text.f"} {
    llvm.return
  }
  llvm.func local_unnamed_addr @f2() -> i32 attributes {dso_local} {
    %0 = llvm.mlir.addressof @h : !llvm.ptr
    %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %1 : i32
  }
}
