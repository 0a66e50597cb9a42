// Symbol attributes of globals and functions in MLIR 22's spelling:
// visibility, `thread_local`, `unnamed_addr`/`local_unnamed_addr`,
// `dso_local`, `section`, `addr_space` and COMDATs (`llvm.comdat`, and
// `comdat(@group::@sel)` on globals and functions). `.out` from
// mlir-translate-22 and clang-22.
module {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @counter any
    llvm.comdat_selector @bump any
  }
  llvm.func @print_i64(i64)
  llvm.mlir.global external thread_local @counter(5 : i64) comdat(@__llvm_global_comdat::@counter) {alignment = 8 : i64, dso_local} : i64
  llvm.mlir.global private unnamed_addr constant @table(dense<[10, 20, 30]> : tensor<3xi64>) {section = ".rodata.table"} : !llvm.array<3 x i64>
  llvm.mlir.global external protected local_unnamed_addr @shared(7 : i64) {dso_local, section = ".data.shared"} : i64
  llvm.mlir.global weak_odr @odr(11 : i64) comdat(@__llvm_global_comdat::@bump) : i64
  llvm.func linkonce_odr hidden unnamed_addr @bump(%p: !llvm.ptr, %by: i64) -> i64 comdat(@__llvm_global_comdat::@bump) attributes {dso_local, section = ".text.bump"} {
    %v = llvm.load %p : !llvm.ptr -> i64
    %w = llvm.add %v, %by : i64
    llvm.store %w, %p : i64, !llvm.ptr
    llvm.return %w : i64
  }
  llvm.func hidden local_unnamed_addr @get_table(%i: i64) -> i64 attributes {dso_local} {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %p = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  llvm.func @main() -> i32 attributes {dso_local} {
    %c = llvm.mlir.addressof @counter : !llvm.ptr
    %s = llvm.mlir.addressof @shared : !llvm.ptr
    %o = llvm.mlir.addressof @odr : !llvm.ptr
    %one = llvm.mlir.constant(1 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %a = llvm.call @bump(%c, %one) : (!llvm.ptr, i64) -> i64
    llvm.call @print_i64(%a) : (i64) -> ()
    %b = llvm.call @bump(%s, %two) : (!llvm.ptr, i64) -> i64
    llvm.call @print_i64(%b) : (i64) -> ()
    %d = llvm.call @bump(%o, %a) : (!llvm.ptr, i64) -> i64
    llvm.call @print_i64(%d) : (i64) -> ()
    %t = llvm.call @get_table(%two) : (i64) -> i64
    llvm.call @print_i64(%t) : (i64) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
