// mlir2ll-flags: --bare-ptr-memref-call-conv
// Statically shaped memrefs pass as bare pointers: the header declares
// `scale(float *, float *, float)` as the .ll defines it, and the wrappers
// (asked for by `llvm.emit_c_interface`) still take descriptors.

// out[i] = in[i] * k
func @scale(%in: memref<4xf32>, %out: memref<4xf32>, %k: f32) attributes { llvm.emit_c_interface } {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  br ^loop(%c0 : index)
^loop(%i: index):
  %more = cmpi slt, %i, %c4 : index
  cond_br %more, ^body, ^done
^body:
  %x = memref.load %in[%i] : memref<4xf32>
  %y = mulf %x, %k : f32
  memref.store %y, %out[%i] : memref<4xf32>
  %next = addi %i, %c1 : index
  br ^loop(%next : index)
^done:
  return
}

// The sum of a 2x3 matrix's row `r`, as a small integer.
func @row_sum(%m: memref<2x3xi16>, %r: index) -> i16 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %a = memref.load %m[%r, %c0] : memref<2x3xi16>
  %b = memref.load %m[%r, %c1] : memref<2x3xi16>
  %c = memref.load %m[%r, %c2] : memref<2x3xi16>
  %s = addi %a, %b : i16
  %t = addi %s, %c : i16
  return %t : i16
}

// A bool result, and a 0-d memref.
func @positive(%x: memref<f64>) -> i1 attributes { llvm.emit_c_interface } {
  %v = memref.load %x[] : memref<f64>
  %z = constant 0.0 : f64
  %p = cmpf ogt, %v, %z : f64
  return %p : i1
}

// The same memref, returned as its bare pointer.
func @same(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
