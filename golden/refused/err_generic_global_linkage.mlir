// A generic `llvm.mlir.global` with an unknown linkage.
"llvm.mlir.global"() ({
}) {sym_name = "g", global_type = i64, linkage = #llvm.linkage<sideways>, value = 1 : i64} : () -> ()
