// mlir2ll-flags: --index-bitwidth 16 --emit-c-interface
// With a 16-bit index the header declares index values and descriptor
// fields int16_t, as the .ll has i16 (a narrow result is signext).

// The sum of a 1-D memref's elements.
func @total(%m: memref<?xf32>) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = constant 0.0 : f32
  br ^loop(%c0, %z : index, f32)
^loop(%i: index, %acc: f32):
  %more = cmpi slt, %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<?xf32>
  %s = addf %acc, %x : f32
  %next = addi %i, %c1 : index
  br ^loop(%next, %s : index, f32)
^done:
  return %acc : f32
}

// The last index of a memref of `n` elements, from a starting offset:
// negative for an empty one.
func @last(%m: memref<?xf32>, %from: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %e = subi %n, %c1 : index
  %r = subi %e, %from : index
  return %r : index
}
