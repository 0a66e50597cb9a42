// `vararg(...)` names the callee's variadic function type.
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%s: !llvm.ptr) -> i32 {
  %0 = llvm.call @printf(%s) vararg(!llvm.func<i32 (ptr)>) : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
