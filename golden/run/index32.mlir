// mlir2ll-flags: --index-bitwidth 32
// `mlir2ll run --index-bitwidth 32`: the descriptors have 32-bit rank,
// offset, sizes and strides, and the runtime is built for them
// (-DMLIR2LL_INDEX_BITS=32); it once read them as 64-bit and segfaulted.
// Covers: print_memref_f32 (default convention: i32 rank, descriptor
// pointer) on a static 2x3, a dynamic ?x? alloc and a strided subview
// (offset 9, strides [16, 2]); printMemrefI64 and print_memref_i32 at rank 0
// and 1; the C interface (`_mlir_ciface_`, a pointer to {i32, ptr}) of
// print_memref_f64 and print_memref_2d_f32; an unranked memref forwarded
// through a function. The expected output is MLIR 13's runner on the same
// program with 64-bit index (MLIR 13 cannot run it with index-bitwidth=32,
// see golden/run/README.md): the output does not depend on the width.

func private @print_memref_f32(memref<*xf32>)
func private @printMemrefI64(memref<*xi64>)
func private @print_memref_i32(memref<*xi32>)
func private @print_memref_f64(memref<*xf64>) attributes { llvm.emit_c_interface }
func private @print_memref_2d_f32(memref<?x?xf32>) attributes { llvm.emit_c_interface }

// m[i][j] = 10 * i + j
func @fill(%m: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %ten = constant 10.0 : f32
  br ^outer(%c0 : index)
^outer(%i: index):
  %ci = cmpi slt, %i, %rows : index
  cond_br %ci, ^inner_start, ^done
^inner_start:
  br ^inner(%c0 : index)
^inner(%j: index):
  %cj = cmpi slt, %j, %cols : index
  cond_br %cj, ^body, ^next_row
^body:
  %i32 = index_cast %i : index to i32
  %j32 = index_cast %j : index to i32
  %fi = sitofp %i32 : i32 to f32
  %fj = sitofp %j32 : i32 to f32
  %a = mulf %fi, %ten : f32
  %v = addf %a, %fj : f32
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^inner(%j1 : index)
^next_row:
  %i1 = addi %i, %c1 : index
  br ^outer(%i1 : index)
^done:
  return
}

func @forward(%u: memref<*xf32>) {
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index

  %a = memref.alloc() : memref<2x3xf32>
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  call @fill(%ad) : (memref<?x?xf32>) -> ()
  %au = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @print_memref_f32(%au) : (memref<*xf32>) -> ()
  call @forward(%au) : (memref<*xf32>) -> ()
  call @print_memref_2d_f32(%ad) : (memref<?x?xf32>) -> ()

  %d = memref.alloc(%c5, %c2) : memref<?x?xf32>
  call @fill(%d) : (memref<?x?xf32>) -> ()
  %du = memref.cast %d : memref<?x?xf32> to memref<*xf32>
  call @print_memref_f32(%du) : (memref<*xf32>) -> ()

  // A strided view: rows 1, 3, 5 and columns 1, 3, 5, 7 of an 8x8.
  %big = memref.alloc() : memref<8x8xf32>
  %bigd = memref.cast %big : memref<8x8xf32> to memref<?x?xf32>
  call @fill(%bigd) : (memref<?x?xf32>) -> ()
  %s = memref.subview %big[1, 1][3, 4][2, 2] : memref<8x8xf32> to memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 9)>>
  %su = memref.cast %s : memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2 + 9)>> to memref<*xf32>
  call @print_memref_f32(%su) : (memref<*xf32>) -> ()

  %l = memref.alloc() : memref<3xi64>
  %l0 = constant -9223372036854775808 : i64
  %l1 = constant 42 : i64
  %l2 = constant 9223372036854775807 : i64
  memref.store %l0, %l[%c0] : memref<3xi64>
  memref.store %l1, %l[%c1] : memref<3xi64>
  memref.store %l2, %l[%c2] : memref<3xi64>
  %lu = memref.cast %l : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%lu) : (memref<*xi64>) -> ()

  %z = memref.alloc() : memref<i32>
  %z0 = constant -2147483648 : i32
  memref.store %z0, %z[] : memref<i32>
  %zu = memref.cast %z : memref<i32> to memref<*xi32>
  call @print_memref_i32(%zu) : (memref<*xi32>) -> ()

  %f = memref.alloc() : memref<2xf64>
  %f0 = constant 1.0e100 : f64
  %f1 = constant -0.125 : f64
  memref.store %f0, %f[%c0] : memref<2xf64>
  memref.store %f1, %f[%c1] : memref<2xf64>
  %fu = memref.cast %f : memref<2xf64> to memref<*xf64>
  call @print_memref_f64(%fu) : (memref<*xf64>) -> ()

  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %d : memref<?x?xf32>
  memref.dealloc %big : memref<8x8xf32>
  memref.dealloc %l : memref<3xi64>
  memref.dealloc %z : memref<i32>
  memref.dealloc %f : memref<2xf64>
  return
}
