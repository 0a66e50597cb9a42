// mlir2ll-flags: --emit-c-interface
// Functions called from C through their _mlir_ciface_ wrappers, declared by
// the header mlir2ll writes (--emit=c-header): a 2-D dynamic matmul writing
// into a C-owned buffer, and a function returning a memref and two scalars.
func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  br ^i(%c0 : index)
^i(%i: index):
  %ci = cmpi slt, %i, %m : index
  cond_br %ci, ^j0, ^done
^j0:
  br ^j(%c0 : index)
^j(%j: index):
  %cj = cmpi slt, %j, %n : index
  cond_br %cj, ^k0, ^inext
^k0:
  %z = constant 0.0 : f32
  br ^k(%c0, %z : index, f32)
^k(%kk: index, %acc: f32):
  %ck = cmpi slt, %kk, %k : index
  cond_br %ck, ^body, ^store
^body:
  %x = memref.load %a[%i, %kk] : memref<?x?xf32>
  %y = memref.load %b[%kk, %j] : memref<?x?xf32>
  %p = mulf %x, %y : f32
  %acc2 = addf %acc, %p : f32
  %kn = addi %kk, %c1 : index
  br ^k(%kn, %acc2 : index, f32)
^store:
  memref.store %acc, %c[%i, %j] : memref<?x?xf32>
  %jn = addi %j, %c1 : index
  br ^j(%jn : index)
^inext:
  %in = addi %i, %c1 : index
  br ^i(%in : index)
^done:
  return
}
func @make(%n: index, %v: f64) -> (memref<?xf64>, i64, f64) {
  %m = memref.alloc(%n) : memref<?xf64>
  %c0 = constant 0 : index
  memref.store %v, %m[%c0] : memref<?xf64>
  %ni = index_cast %n : index to i64
  %two = constant 2.0 : f64
  %d = mulf %v, %two : f64
  return %m, %ni, %d : memref<?xf64>, i64, f64
}

// A function with a 0-d memref and an unranked one, and a scalar result.
func @sum0(%a: memref<f64>, %u: memref<*xf64>, %k: i32) -> f64 {
  %r = memref.cast %u : memref<*xf64> to memref<?xf64>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %x = memref.load %a[] : memref<f64>
  %y = memref.load %r[%c1] : memref<?xf64>
  %kf = sitofp %k : i32 to f64
  %s = addf %x, %y : f64
  %t = addf %s, %kf : f64
  return %t : f64
}

// Private functions are not declared.
func private @helper(%x: i32) -> i32 {
  return %x : i32
}
