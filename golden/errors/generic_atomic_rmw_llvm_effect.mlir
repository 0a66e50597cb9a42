// An `llvm.load` in the body of `memref.generic_atomic_rmw` is a side
// effect too (MLIR 22 rejects it); `llvm.fadd` is not.
func.func @f(%g: memref<4xf32>, %c0: index, %p: !llvm.ptr) -> f32 {
  %r = memref.generic_atomic_rmw %g[%c0] : memref<4xf32> {
  ^bb0(%a: f32):
    %s = llvm.fadd %a, %a : f32
    %l = llvm.load %p : !llvm.ptr -> f32
    memref.atomic_yield %s : f32
  }
  return %r : f32
}
