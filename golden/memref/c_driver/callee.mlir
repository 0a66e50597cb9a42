// Functions called from C (driver.c) with the default memref calling
// convention: each ranked memref argument is unbundled into
// (allocated ptr, aligned ptr, offset, sizes[0..N), strides[0..N)),
// 2N+3 values for rank N; an unranked one into (rank, pointer to a ranked
// descriptor). No @main here: driver.c is the program. The other direction
// too: @report calls external functions implemented in driver.c with
// ranked, static, rank-0 and unranked memrefs, and C prints the descriptor
// fields it receives (static sizes/strides must be materialized as the
// constants of the type; the unranked descriptor must point to a ranked one
// laid out as the C struct {T*, T*, intptr_t, intptr_t[N], intptr_t[N]}).
// Build and run (see driver.c): callee.mlir -> callee.ll, then
//   clang callee.ll driver.c -o prog && ./prog   (stdout = expected.out)

// m[i][j] *= k (identity layout: offset 0, strides [size1, 1])
func @scale(%m: memref<?x?xf64>, %k: f64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf64>
  %n1 = memref.dim %m, %c1 : memref<?x?xf64>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %x = memref.load %m[%i, %j] : memref<?x?xf64>
  %y = mulf %x, %k : f64
  memref.store %y, %m[%i, %j] : memref<?x?xf64>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

// m[i] = v for every i
func @fill(%m: memref<?xi32>, %v: i32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  memref.store %v, %m[%i] : memref<?xi32>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// m[i][j] *= k over a view with a non-zero offset and non-unit strides
func @scale_strided(%m: memref<?x?xf64, offset: ?, strides: [?, ?]>, %k: f64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf64, offset: ?, strides: [?, ?]>
  %n1 = memref.dim %m, %c1 : memref<?x?xf64, offset: ?, strides: [?, ?]>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %x = memref.load %m[%i, %j] : memref<?x?xf64, offset: ?, strides: [?, ?]>
  %y = mulf %x, %k : f64
  memref.store %y, %m[%i, %j] : memref<?x?xf64, offset: ?, strides: [?, ?]>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

// m[i] = v + i over a rank-1 strided view
func @fill_strided(%m: memref<?xi32, offset: ?, strides: [?]>, %v: i32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32, offset: ?, strides: [?]>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %i32 = index_cast %i : index to i32
  %x = addi %v, %i32 : i32
  memref.store %x, %m[%i] : memref<?xi32, offset: ?, strides: [?]>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// rank 0: 3 values (allocated, aligned, offset); returns the old value
func @exchange0(%m: memref<f64>, %v: f64) -> f64 {
  %old = memref.load %m[] : memref<f64>
  memref.store %v, %m[] : memref<f64>
  return %old : f64
}

// sum of all elements (a scalar result to C)
func @total(%m: memref<?x?xf64>) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %z = constant 0.0 : f64
  %n0 = memref.dim %m, %c0 : memref<?x?xf64>
  %n1 = memref.dim %m, %c1 : memref<?x?xf64>
  br ^li(%c0, %z : index, f64)
^li(%i: index, %a: f64):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0, %a : index, f64), ^done
^lj(%j: index, %a1: f64):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1, %a1 : index, f64)
^body:
  %x = memref.load %m[%i, %j] : memref<?x?xf64>
  %a2 = addf %a1, %x : f64
  %j1 = addi %j, %c1 : index
  br ^lj(%j1, %a2 : index, f64)
^done:
  return %a : f64
}

// unranked: (rank, pointer to a rank-1 descriptor); m[i] *= -1; returns size
func @negate_unranked(%u: memref<*xi32>) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0 : i32
  %m = memref.cast %u : memref<*xi32> to memref<?xi32>
  %n = memref.dim %m, %c0 : memref<?xi32>
  br ^loop(%c0 : index)
^loop(%i: index):
  %c = cmpi slt, %i, %n : index
  cond_br %c, ^body, ^done
^body:
  %x = memref.load %m[%i] : memref<?xi32>
  %y = subi %zero, %x : i32
  memref.store %y, %m[%i] : memref<?xi32>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return %n : index
}

// m[i][j] = 10 i + j over any strided view (C passes a transposed one)
func @iota2(%m: memref<?x?xf64, offset: ?, strides: [?, ?]>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c10 = constant 10 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf64, offset: ?, strides: [?, ?]>
  %n1 = memref.dim %m, %c1 : memref<?x?xf64, offset: ?, strides: [?, ?]>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %n1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^body, ^li(%i1 : index)
^body:
  %a = muli %i, %c10 : index
  %b = addi %a, %j : index
  %b64 = index_cast %b : index to i64
  %f = sitofp %b64 : i64 to f64
  memref.store %f, %m[%i, %j] : memref<?x?xf64, offset: ?, strides: [?, ?]>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^done:
  return
}

// implemented in driver.c
func private @observe(memref<?x?xf64>)
func private @observe_2x3(memref<2x3xf64>)
func private @observe0(memref<i32>)
func private @observe_unranked(memref<*xf64>)

// builds memrefs and hands them to the C functions above; returns the sum of
// what C wrote into the rank-0 cell and the 2x3 matrix
func @report(%n: index, %m: index) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %a = memref.alloc(%n, %m) : memref<?x?xf64>
  %av = memref.cast %a : memref<?x?xf64> to memref<?x?xf64, offset: ?, strides: [?, ?]>
  call @iota2(%av) : (memref<?x?xf64, offset: ?, strides: [?, ?]>) -> ()
  call @observe(%a) : (memref<?x?xf64>) -> ()
  %u = memref.cast %a : memref<?x?xf64> to memref<*xf64>
  call @observe_unranked(%u) : (memref<*xf64>) -> ()

  %s = memref.alloc() : memref<2x3xf64>
  %sv = memref.cast %s : memref<2x3xf64> to memref<?x?xf64, offset: ?, strides: [?, ?]>
  call @iota2(%sv) : (memref<?x?xf64, offset: ?, strides: [?, ?]>) -> ()
  call @observe_2x3(%s) : (memref<2x3xf64>) -> ()
  %sd = memref.cast %s : memref<2x3xf64> to memref<?x?xf64>
  call @observe(%sd) : (memref<?x?xf64>) -> ()
  %su = memref.cast %s : memref<2x3xf64> to memref<*xf64>
  call @observe_unranked(%su) : (memref<*xf64>) -> ()

  %cell = memref.alloca() : memref<i32>
  %v = constant 41 : i32
  memref.store %v, %cell[] : memref<i32>
  call @observe0(%cell) : (memref<i32>) -> ()
  %cv = memref.load %cell[] : memref<i32>
  %cf = sitofp %cv : i32 to f64
  %x = memref.load %s[%c1, %c2] : memref<2x3xf64>
  %r = addf %cf, %x : f64
  memref.dealloc %a : memref<?x?xf64>
  memref.dealloc %s : memref<2x3xf64>
  return %r : f64
}
