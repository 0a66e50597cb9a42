// rank of ranked memrefs (a constant) and of unranked memrefs (read from the
// unranked descriptor), in the spec's, MLIR 13's and the generic spelling.
func private @print_i64(i64)

func @rank_of(%u: memref<*xf32>) -> index {
  %r = rank %u : memref<*xf32>
  return %r : index
}

func @show(%i: index) {
  %v = index_cast %i : index to i64
  call @print_i64(%v) : (i64) -> ()
  return
}

func @main() -> i32 {
  %c2 = constant 2 : index
  %a = alloc(%c2) : memref<?x3x4xf32>
  %b = alloca() : memref<f32>
  %ra = memref.rank %a : memref<?x3x4xf32>
  call @show(%ra) : (index) -> ()
  %ua = memref_cast %a : memref<?x3x4xf32> to memref<*xf32>
  %rua = call @rank_of(%ua) : (memref<*xf32>) -> index
  call @show(%rua) : (index) -> ()
  %ub = memref_cast %b : memref<f32> to memref<*xf32>
  %rub = "std.rank"(%ub) : (memref<*xf32>) -> index
  call @show(%rub) : (index) -> ()
  %c = alloca() : memref<5xi8>
  %uc = memref.cast %c : memref<5xi8> to memref<*xi8>
  %ruc = memref.rank %uc : memref<*xi8>
  call @show(%ruc) : (index) -> ()
  dealloc %a : memref<?x3x4xf32>
  %z = constant 0 : i32
  return %z : i32
}
