// The symbol attributes MLIR 13's LLVM dialect has: `unnamed_addr` and
// `local_unnamed_addr` on globals, `section` on globals, `dso_local` on
// globals and functions. `.out` from mlir-translate-13 and clang.
module {
  llvm.func @print_i64(i64)
  llvm.mlir.global internal unnamed_addr constant @k(40 : i64) {section = ".rodata.k"} : i64
  llvm.mlir.global external local_unnamed_addr @n(2 : i64) {alignment = 8 : i64, dso_local, section = ".data.n"} : i64
  llvm.func @main() -> i32 attributes {dso_local} {
    %k = llvm.mlir.addressof @k : !llvm.ptr<i64>
    %n = llvm.mlir.addressof @n : !llvm.ptr<i64>
    %a = llvm.load %k : !llvm.ptr<i64>
    %b = llvm.load %n : !llvm.ptr<i64>
    %s = llvm.add %a, %b : i64
    llvm.call @print_i64(%s) : (i64) -> ()
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
