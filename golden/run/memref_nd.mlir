// print_memref_i64 / print_memref_f64 / print_memref_i32 on rank 3 and 4:
// blocks of rows separated by ", " + newline, deeper rows indented by
// (rank - dim + 1) spaces. Also a 3-D memref with a size-1 middle dimension.

func private @print_memref_i64(memref<*xi64>)
func private @print_memref_f64(memref<*xf64>)
func private @print_memref_i32(memref<*xi32>)

// m[i][j][k] = 100 i + 10 j + k - 50
func @fill3(%m: memref<?x?x?xi64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?xi64>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xi64>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xi64>
  %p = muli %d1, %d2 : index
  %n = muli %d0, %p : index
  %h = constant 100 : i64
  %t = constant 10 : i64
  %f = constant 50 : i64
  br ^loop(%c0 : index)
^loop(%x: index):
  %more = cmpi slt, %x, %n : index
  cond_br %more, ^body, ^done
^body:
  %i = divi_unsigned %x, %p : index
  %r = remi_unsigned %x, %p : index
  %j = divi_unsigned %r, %d2 : index
  %k = remi_unsigned %r, %d2 : index
  %i64 = index_cast %i : index to i64
  %j64 = index_cast %j : index to i64
  %k64 = index_cast %k : index to i64
  %a = muli %i64, %h : i64
  %b = muli %j64, %t : i64
  %s = addi %a, %b : i64
  %s1 = addi %s, %k64 : i64
  %v = subi %s1, %f : i64
  memref.store %v, %m[%i, %j, %k] : memref<?x?x?xi64>
  %x1 = addi %x, %c1 : index
  br ^loop(%x1 : index)
^done:
  return
}

// m[i][j][k] = (4 i + 2 j + k) / 8
func @fill3f(%m: memref<?x?x?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?xf64>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xf64>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xf64>
  %eight = constant 8.0 : f64
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %d0 : index
  cond_br %ci, ^lj0, ^done
^lj0:
  br ^lj(%c0 : index)
^lj(%j: index):
  %cj = cmpi slt, %j, %d1 : index
  cond_br %cj, ^lk0, ^ni
^lk0:
  br ^lk(%c0 : index)
^lk(%k: index):
  %ck = cmpi slt, %k, %d2 : index
  cond_br %ck, ^body, ^nj
^body:
  %c4 = constant 4 : index
  %a = muli %i, %c4 : index
  %b = muli %j, %c2 : index
  %s = addi %a, %b : index
  %s1 = addi %s, %k : index
  %s64 = index_cast %s1 : index to i64
  %fs = sitofp %s64 : i64 to f64
  %v = divf %fs, %eight : f64
  memref.store %v, %m[%i, %j, %k] : memref<?x?x?xf64>
  %k1 = addi %k, %c1 : index
  br ^lk(%k1 : index)
^nj:
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^ni:
  %i1 = addi %i, %c1 : index
  br ^li(%i1 : index)
^done:
  return
}

// m[a][b][c][d] = linear index, negated for odd ones
func @fill4(%m: memref<?x?x?x?xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?x?xi32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?x?xi32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?x?xi32>
  %d3 = memref.dim %m, %c3 : memref<?x?x?x?xi32>
  %s2 = muli %d2, %d3 : index
  %s1 = muli %d1, %s2 : index
  %n = muli %d0, %s1 : index
  br ^loop(%c0 : index)
^loop(%x: index):
  %more = cmpi slt, %x, %n : index
  cond_br %more, ^body, ^done
^body:
  %a = divi_unsigned %x, %s1 : index
  %r1 = remi_unsigned %x, %s1 : index
  %b = divi_unsigned %r1, %s2 : index
  %r2 = remi_unsigned %r1, %s2 : index
  %c = divi_unsigned %r2, %d3 : index
  %d = remi_unsigned %r2, %d3 : index
  %x32 = index_cast %x : index to i32
  %odd = remi_unsigned %x, %c2 : index
  %isodd = cmpi eq, %odd, %c1 : index
  %z = constant 0 : i32
  %neg = subi %z, %x32 : i32
  %v = select %isodd, %neg, %x32 : i32
  memref.store %v, %m[%a, %b, %c, %d] : memref<?x?x?x?xi32>
  %x1 = addi %x, %c1 : index
  br ^loop(%x1 : index)
^done:
  return
}

func @main() {
  %a = memref.alloc() : memref<2x3x4xi64>
  %ad = memref.cast %a : memref<2x3x4xi64> to memref<?x?x?xi64>
  call @fill3(%ad) : (memref<?x?x?xi64>) -> ()
  %au = memref.cast %a : memref<2x3x4xi64> to memref<*xi64>
  call @print_memref_i64(%au) : (memref<*xi64>) -> ()

  %b = memref.alloc() : memref<2x2x2xf64>
  %bd = memref.cast %b : memref<2x2x2xf64> to memref<?x?x?xf64>
  call @fill3f(%bd) : (memref<?x?x?xf64>) -> ()
  %bu = memref.cast %b : memref<2x2x2xf64> to memref<*xf64>
  call @print_memref_f64(%bu) : (memref<*xf64>) -> ()

  %c = memref.alloc() : memref<3x1x2xi64>
  %cd = memref.cast %c : memref<3x1x2xi64> to memref<?x?x?xi64>
  call @fill3(%cd) : (memref<?x?x?xi64>) -> ()
  %cu = memref.cast %c : memref<3x1x2xi64> to memref<*xi64>
  call @print_memref_i64(%cu) : (memref<*xi64>) -> ()

  %d = memref.alloc() : memref<2x3x2x2xi32>
  %dd = memref.cast %d : memref<2x3x2x2xi32> to memref<?x?x?x?xi32>
  call @fill4(%dd) : (memref<?x?x?x?xi32>) -> ()
  %du = memref.cast %d : memref<2x3x2x2xi32> to memref<*xi32>
  call @print_memref_i32(%du) : (memref<*xi32>) -> ()

  memref.dealloc %a : memref<2x3x4xi64>
  memref.dealloc %b : memref<2x2x2xf64>
  memref.dealloc %c : memref<3x1x2xi64>
  memref.dealloc %d : memref<2x3x2x2xi32>
  return
}
