// print_memref_f32 on 2-D memrefs (ranked memref.cast to memref<*xf32>):
// the "Unranked Memref base@ = ... data = " header, then one row per line,
// continuation rows indented by one space, elements separated by ", " plus
// the indentation (rank - dim + 1) spaces. Shapes 2x3, 3x1, 1x3, 1x1, 4x4
// and a dynamic ?x? alloc; printed again after an update.

func private @print_memref_f32(memref<*xf32>)

// m[i][j] = i * 10 + j + 0.25 * j
func @fill(%m: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %ten = constant 10.0 : f32
  %q = constant 0.25 : f32
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
  %i64 = index_cast %i : index to i64
  %j64 = index_cast %j : index to i64
  %fi = sitofp %i64 : i64 to f32
  %fj = sitofp %j64 : i64 to f32
  %a = mulf %fi, %ten : f32
  %b = addf %a, %fj : f32
  %c = mulf %fj, %q : f32
  %v = addf %b, %c : f32
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^inner(%j1 : index)
^next_row:
  %i1 = addi %i, %c1 : index
  br ^outer(%i1 : index)
^done:
  return
}

func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  call @fill(%ad) : (memref<?x?xf32>) -> ()
  %au = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @print_memref_f32(%au) : (memref<*xf32>) -> ()

  %b = memref.alloc() : memref<3x1xf32>
  %bd = memref.cast %b : memref<3x1xf32> to memref<?x?xf32>
  call @fill(%bd) : (memref<?x?xf32>) -> ()
  %bu = memref.cast %b : memref<3x1xf32> to memref<*xf32>
  call @print_memref_f32(%bu) : (memref<*xf32>) -> ()

  %c = memref.alloc() : memref<1x3xf32>
  %cd = memref.cast %c : memref<1x3xf32> to memref<?x?xf32>
  call @fill(%cd) : (memref<?x?xf32>) -> ()
  %cu = memref.cast %c : memref<1x3xf32> to memref<*xf32>
  call @print_memref_f32(%cu) : (memref<*xf32>) -> ()

  %d = memref.alloc() : memref<1x1xf32>
  %dd = memref.cast %d : memref<1x1xf32> to memref<?x?xf32>
  call @fill(%dd) : (memref<?x?xf32>) -> ()
  %du = memref.cast %d : memref<1x1xf32> to memref<*xf32>
  call @print_memref_f32(%du) : (memref<*xf32>) -> ()

  %e = memref.alloc() : memref<4x4xf32>
  %ed = memref.cast %e : memref<4x4xf32> to memref<?x?xf32>
  call @fill(%ed) : (memref<?x?xf32>) -> ()
  %eu = memref.cast %e : memref<4x4xf32> to memref<*xf32>
  call @print_memref_f32(%eu) : (memref<*xf32>) -> ()

  // dynamic sizes, cast straight from memref<?x?xf32>
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %f = memref.alloc(%c5, %c2) : memref<?x?xf32>
  call @fill(%f) : (memref<?x?xf32>) -> ()
  %fu = memref.cast %f : memref<?x?xf32> to memref<*xf32>
  call @print_memref_f32(%fu) : (memref<*xf32>) -> ()

  // update one element and print again
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %x = constant -1.0e7 : f32
  memref.store %x, %a[%c1, %c0] : memref<2x3xf32>
  call @print_memref_f32(%au) : (memref<*xf32>) -> ()

  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<3x1xf32>
  memref.dealloc %c : memref<1x3xf32>
  memref.dealloc %d : memref<1x1xf32>
  memref.dealloc %e : memref<4x4xf32>
  memref.dealloc %f : memref<?x?xf32>
  return
}
