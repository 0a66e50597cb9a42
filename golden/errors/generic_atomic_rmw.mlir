// error: MLIR lowers generic_atomic_rmw to llvm.cmpxchg, which takes no floats
func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %x = generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %n = addf %cur, %v : f32
    atomic_yield %n : f32
  }
  return %x : f32
}
