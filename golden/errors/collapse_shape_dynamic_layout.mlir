// error: a collapsed group of a dynamic size has a dynamic stride (MLIR 22 infers strided<[?], offset: 0>)
func.func @f(%m: memref<4x?xf32, strided<[7, 1]>>) -> memref<?xf32, strided<[1]>> {
  %e = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[7, 1]>> into memref<?xf32, strided<[1]>>
  return %e : memref<?xf32, strided<[1]>>
}
