// Runner functions declared with `llvm.emit_c_interface`, as many upstream
// mlir-cpu-runner tests do. The module then defines `print_memref_f32` etc.
// itself, as a wrapper that calls `_mlir_ciface_print_memref_f32` with a
// pointer to the descriptor (the runtime's own `print_memref_f32` is weak, so
// the two do not clash). Covers: unranked f32/f64/i32/i64, i8 (elements print
// as raw characters), print_memref_shape_* (header only, then a newline),
// ranked print_memref_{0d,2d}_f32 (header "Memref ", not "Unranked Memref "),
// and verifyMemRefF32 (returns the number of differing elements; its details
// go to stderr).

func private @print_memref_f32(memref<*xf32>) attributes { llvm.emit_c_interface }
func private @print_memref_f64(memref<*xf64>) attributes { llvm.emit_c_interface }
func private @print_memref_i32(memref<*xi32>) attributes { llvm.emit_c_interface }
func private @print_memref_i64(memref<*xi64>) attributes { llvm.emit_c_interface }
func private @print_memref_i8(memref<*xi8>) attributes { llvm.emit_c_interface }
func private @print_memref_shape_f32(memref<*xf32>) attributes { llvm.emit_c_interface }
func private @print_memref_shape_i64(memref<*xi64>) attributes { llvm.emit_c_interface }
func private @print_memref_0d_f32(memref<f32>) attributes { llvm.emit_c_interface }
func private @print_memref_2d_f32(memref<?x?xf32>) attributes { llvm.emit_c_interface }
func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes { llvm.emit_c_interface }
func private @printI64(i64)
func private @printNewline()

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index

  %a = memref.alloc() : memref<2x3xf32>
  %f0 = constant 0.5 : f32
  %f1 = constant -1.0e-3 : f32
  %f2 = constant 2.0e7 : f32
  memref.store %f0, %a[%c0, %c0] : memref<2x3xf32>
  memref.store %f1, %a[%c0, %c1] : memref<2x3xf32>
  memref.store %f2, %a[%c0, %c2] : memref<2x3xf32>
  memref.store %f2, %a[%c1, %c0] : memref<2x3xf32>
  memref.store %f1, %a[%c1, %c1] : memref<2x3xf32>
  memref.store %f0, %a[%c1, %c2] : memref<2x3xf32>
  %au = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @print_memref_f32(%au) : (memref<*xf32>) -> ()
  call @print_memref_shape_f32(%au) : (memref<*xf32>) -> ()
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  call @print_memref_2d_f32(%ad) : (memref<?x?xf32>) -> ()

  // verify against a copy with one element changed: 0, then 1
  %b = memref.alloc() : memref<2x3xf32>
  %bu = memref.cast %b : memref<2x3xf32> to memref<*xf32>
  memref.store %f0, %b[%c0, %c0] : memref<2x3xf32>
  memref.store %f1, %b[%c0, %c1] : memref<2x3xf32>
  memref.store %f2, %b[%c0, %c2] : memref<2x3xf32>
  memref.store %f2, %b[%c1, %c0] : memref<2x3xf32>
  memref.store %f1, %b[%c1, %c1] : memref<2x3xf32>
  memref.store %f0, %b[%c1, %c2] : memref<2x3xf32>
  %e0 = call @verifyMemRefF32(%au, %bu) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%e0) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.store %f1, %b[%c1, %c2] : memref<2x3xf32>
  %e1 = call @verifyMemRefF32(%au, %bu) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%e1) : (i64) -> ()
  call @printNewline() : () -> ()

  %s = memref.alloc() : memref<f32>
  %fs = constant 1.0e-7 : f32
  memref.store %fs, %s[] : memref<f32>
  call @print_memref_0d_f32(%s) : (memref<f32>) -> ()

  %d = memref.alloc() : memref<2xf64>
  %d0 = constant 1.0e100 : f64
  %d1 = constant -7.25 : f64
  memref.store %d0, %d[%c0] : memref<2xf64>
  memref.store %d1, %d[%c1] : memref<2xf64>
  %du = memref.cast %d : memref<2xf64> to memref<*xf64>
  call @print_memref_f64(%du) : (memref<*xf64>) -> ()

  %i = memref.alloc() : memref<2x1xi32>
  %i0 = constant 2147483647 : i32
  %i1 = constant -1 : i32
  memref.store %i0, %i[%c0, %c0] : memref<2x1xi32>
  memref.store %i1, %i[%c1, %c0] : memref<2x1xi32>
  %iu = memref.cast %i : memref<2x1xi32> to memref<*xi32>
  call @print_memref_i32(%iu) : (memref<*xi32>) -> ()

  %l = memref.alloc() : memref<i64>
  %l0 = constant -77 : i64
  memref.store %l0, %l[] : memref<i64>
  %lu = memref.cast %l : memref<i64> to memref<*xi64>
  call @print_memref_i64(%lu) : (memref<*xi64>) -> ()
  call @print_memref_shape_i64(%lu) : (memref<*xi64>) -> ()

  // "MLIR!" as i8: printed as characters
  %t = memref.alloc() : memref<5xi8>
  %cM = constant 77 : i8
  %cL = constant 76 : i8
  %cI = constant 73 : i8
  %cR = constant 82 : i8
  %cX = constant 33 : i8
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  memref.store %cM, %t[%c0] : memref<5xi8>
  memref.store %cL, %t[%c1] : memref<5xi8>
  memref.store %cI, %t[%c2] : memref<5xi8>
  memref.store %cR, %t[%c3] : memref<5xi8>
  memref.store %cX, %t[%c4] : memref<5xi8>
  %tu = memref.cast %t : memref<5xi8> to memref<*xi8>
  call @print_memref_i8(%tu) : (memref<*xi8>) -> ()

  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<2x3xf32>
  memref.dealloc %s : memref<f32>
  memref.dealloc %d : memref<2xf64>
  memref.dealloc %i : memref<2x1xi32>
  memref.dealloc %l : memref<i64>
  memref.dealloc %t : memref<5xi8>
  return
}
