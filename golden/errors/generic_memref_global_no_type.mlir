// The generic form of memref.global (as mlir-opt-22 --mlir-print-op-generic
// prints it) needs its `type`; MLIR 22 says: "requires attribute 'type'".
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<0> : tensor<3xi64>, sym_name = "acc", sym_visibility = "private"}> : () -> ()
}) : () -> ()
