// mlir2ll-flags: --bare-ptr-memref-call-conv
// The bare-pointer convention: statically shaped identity memrefs pass as
// their aligned pointer; the callee rebuilds the descriptor.
func private @callee(memref<2x4xf32>) -> memref<8xi32>

func @caller(%m: memref<2x4xf32>) -> memref<8xi32> {
  %r = call @callee(%m) : (memref<2x4xf32>) -> memref<8xi32>
  return %r : memref<8xi32>
}
