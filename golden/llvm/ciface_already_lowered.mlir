// LLVM-dialect functions with llvm.emit_c_interface (as MLIR 13 lowers them) get no second wrapper.
llvm.func @f(%a: i64) attributes {llvm.emit_c_interface} {
  llvm.call @_mlir_ciface_f(%a) : (i64) -> ()
  llvm.return
}
llvm.func @_mlir_ciface_f(i64) attributes {llvm.emit_c_interface}
