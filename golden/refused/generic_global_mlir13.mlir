// MLIR 13's generic `llvm.mlir.global` (integer linkage, `type`) at the top level. Expected output from MLIR 13.
"module"() ( {
  "llvm.mlir.global"() ( {
  }) {alignment = 8 : i64, constant, linkage = 1 : i64, sym_name = "old", type = i64, unnamed_addr = 0 : i64, value = 9 : i64} : () -> ()
  "llvm.mlir.global"() ( {
    %0 = llvm.mlir.constant(5 : i64) : i64
    llvm.return %0 : i64
  }) {linkage = 10 : i64, sym_name = "ext", type = i64} : () -> ()
  llvm.func @print_i64(i64)
  llvm.func @main() {
    %r = llvm.mlir.addressof @old : !llvm.ptr<i64>
    %x = llvm.load %r : !llvm.ptr<i64>
    llvm.call @print_i64(%x) : (i64) -> ()
    %s = llvm.mlir.addressof @ext : !llvm.ptr<i64>
    %y = llvm.load %s : !llvm.ptr<i64>
    llvm.call @print_i64(%y) : (i64) -> ()
    llvm.return
  }
}) : () -> ()
