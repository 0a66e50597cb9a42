// The default calling convention: memref arguments unbundled into
// (allocated, aligned, offset, sizes..., strides...), unranked ones into
// (rank, i8*); memref results returned as descriptor structs, several
// packed in one struct.

func private @ext(memref<?x?xf32>, memref<*xf32>, f32) -> (memref<f32>, memref<?xf64>, i64)

func @caller(%a: memref<?x?xf32>, %u: memref<*xf32>, %x: f32) -> memref<?xf64> {
  %r0, %r1, %r2 = call @ext(%a, %u, %x) : (memref<?x?xf32>, memref<*xf32>, f32) -> (memref<f32>, memref<?xf64>, i64)
  return %r1 : memref<?xf64>
}

func @casts(%a: memref<4x?xf32>) -> f32 {
  %c0 = constant 0 : index
  %d = memref_cast %a : memref<4x?xf32> to memref<?x?xf32>
  %u = memref.cast %d : memref<?x?xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %v = memref.load %r[%c0, %c0] : memref<?x?xf32>
  return %v : f32
}

func @dims(%a: memref<4x?xf32>, %k: index) -> (index, index, index) {
  %d0 = dim %a, 0 : memref<4x?xf32>
  %c1 = constant 1 : index
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %dk = memref.dim %a, %k : memref<4x?xf32>
  return %d0, %d1, %dk : index, index, index
}
