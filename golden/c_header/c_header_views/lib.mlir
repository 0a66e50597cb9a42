// Strided layouts through signatures and `_mlir_ciface_` wrappers: views
// made by memref.subview/transpose returned to C, a strided view taken from
// C, a global returned as a memref (globals themselves are not exported).

memref.global "private" constant @tab : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// Row k of m, as a view.
func.func @row(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %k: index) -> memref<?xf32, strided<[1], offset: ?>> attributes {llvm.emit_c_interface} {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %r = memref.subview %m[%k, 0][1, %n][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// The transpose of a 2x3 matrix, as a view.
func.func @transposed(%m: memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>> attributes {llvm.emit_c_interface} {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return %t : memref<3x2xf32, strided<[1, 3]>>
}

// Sum of a strided 1-D view.
func.func @sum(%v: memref<?xf32, strided<[?], offset: ?>>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %v, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %x = memref.load %v[%i] : memref<?xf32, strided<[?], offset: ?>>
    %b = arith.addf %a, %x : f32
    scf.yield %b : f32
  }
  return %s : f32
}

func.func @table() -> memref<4xf32> attributes {llvm.emit_c_interface} {
  %g = memref.get_global @tab : memref<4xf32>
  return %g : memref<4xf32>
}
