// The body of `memref.generic_atomic_rmw` may not read memory: a
// `vector.load` there is rejected, as MLIR 22 does ("should contain only
// operations with no side effects"); pure vector ops are fine.
func.func @f(%g: memref<4xf32>, %c0: index) -> f32 {
  %r = memref.generic_atomic_rmw %g[%c0] : memref<4xf32> {
  ^bb0(%a: f32):
    %b = vector.broadcast %a : f32 to vector<4xf32>
    %v = vector.load %g[%c0] : memref<4xf32>, vector<4xf32>
    memref.atomic_yield %a : f32
  }
  return %r : f32
}
