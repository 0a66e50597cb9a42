// Tensor ops are rejected: tensors have no LLVM lowering (they must be
// bufferized to memrefs first), so `tensor_load` (and any other tensor op)
// is a compile error, reported at the op. Not a runnable program: no
// @main and no .out; the expected diagnostic is in tensor_errors.err.

func @to_tensor(%m: memref<4xf32>) {
  %t = tensor_load %m : memref<4xf32>
  return
}
