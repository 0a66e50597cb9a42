// Items upstream passes leave at the top level: generic-form
// `llvm.mlir.global` (attribute dictionary, and MLIR 22's properties with
// an empty region) and empty nested modules. Expected output from MLIR 22.
module {
  "llvm.mlir.global"() ({
    %0 = llvm.mlir.constant(42 : i64) : i64
    llvm.return %0 : i64
  }) {sym_name = "g", global_type = i64, linkage = #llvm.linkage<internal>} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 8 : i64, constant, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, value = 7 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  module {
  }
  builtin.module @inner attributes {test.foo} {
    // nothing here
  }
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  func.func private @print_i64(i64)
  func.func private @print_i32(i32)
  func.func @main() {
    %p = llvm.mlir.addressof @g : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    call @print_i64(%v) : (i64) -> ()
    %q = llvm.mlir.addressof @h : !llvm.ptr
    %w = llvm.load %q : !llvm.ptr -> i32
    call @print_i32(%w) : (i32) -> ()
    return
  }
}
