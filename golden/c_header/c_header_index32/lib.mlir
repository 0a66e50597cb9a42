// mlir2ll-flags: --index-bitwidth 32
// With a 32-bit index, descriptors hold int32_t offsets, sizes and strides,
// in the unbundled parameters as in the wrappers' structs.

// y[i] += a * x[i].
func @axpy(%a: f64, %x: memref<?xf64>, %y: memref<?xf64>) attributes { llvm.emit_c_interface } {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %more = cmpi slt, %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %xi = memref.load %x[%i] : memref<?xf64>
  %yi = memref.load %y[%i] : memref<?xf64>
  %p = mulf %a, %xi : f64
  %s = addf %yi, %p : f64
  memref.store %s, %y[%i] : memref<?xf64>
  %next = addi %i, %c1 : index
  br ^loop(%next : index)
^done:
  return
}

// The number of columns, an index result.
func @cols(%m: memref<?x?xi32>) -> index attributes { llvm.emit_c_interface } {
  %c1 = constant 1 : index
  %n = memref.dim %m, %c1 : memref<?x?xi32>
  return %n : index
}

// A new memref of `n` elements 0, 1, ..., and its size: through the
// wrapper's result struct.
func @iota(%n: index) -> (memref<?xi32>, index) attributes { llvm.emit_c_interface } {
  %m = memref.alloc(%n) : memref<?xi32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  br ^loop(%c0 : index)
^loop(%i: index):
  %more = cmpi slt, %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %v = index_cast %i : index to i32
  memref.store %v, %m[%i] : memref<?xi32>
  %next = addi %i, %c1 : index
  br ^loop(%next : index)
^done:
  return %m, %n : memref<?xi32>, index
}

// An unranked argument: its rank.
func @rank_of(%u: memref<*xi32>) -> index attributes { llvm.emit_c_interface } {
  %r = rank %u : memref<*xi32>
  return %r : index
}
