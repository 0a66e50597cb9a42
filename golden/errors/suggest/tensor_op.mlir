// tensor ops need bufferization first, even those mlir2ll does not know.
func.func @f(%p: tensor<?xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  return
}
