// MLIR 13's `: T` trailer on an opaque pointer: today's names both types.
module {
  llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 {
    %0 = llvm.atomicrmw add %p, %v monotonic : i32
    llvm.return %0 : i32
  }
}
