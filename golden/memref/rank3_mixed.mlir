// Rank-3 memref with mixed static and dynamic sizes, memref<2x?x3xi32>:
// alloc with one dynamic size, memref.dim on each dimension (constant and
// loop-variable dimension indices), triply nested br/cond_br loops, passing
// the mixed type to a function, casting to memref<?x?x?xi32> and back.
// m[i][j][k] = 100i + 10j + k with n = 4 (24 elements).
// "// expect: a | b" lists the stdout lines a statement produces, in order.

func private @print_i64(i64)

func @fill(%m: memref<2x?x3xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<2x?x3xi32>
  %d1 = memref.dim %m, %c1 : memref<2x?x3xi32>
  %d2 = memref.dim %m, %c2 : memref<2x?x3xi32>
  %h = constant 100 : i32
  %t = constant 10 : i32
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %d0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %d1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0 : index), ^li(%i1 : index)
^lk(%k: index):
  %ck = cmpi slt, %k, %d2 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1 : index)
^body:
  %ii = index_cast %i : index to i32
  %jj = index_cast %j : index to i32
  %kk = index_cast %k : index to i32
  %a = muli %ii, %h : i32
  %b = muli %jj, %t : i32
  %s = addi %a, %b : i32
  %v = addi %s, %kk : i32
  memref.store %v, %m[%i, %j, %k] : memref<2x?x3xi32>
  %k1 = addi %k, %c1 : index
  br ^lk(%k1 : index)
^done:
  return
}

// sum in row-major order, over the fully dynamic type
func @sum(%m: memref<?x?x?xi32>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %z = constant 0 : i64
  %d0 = memref.dim %m, %c0 : memref<?x?x?xi32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xi32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xi32>
  br ^li(%c0, %z : index, i64)
^li(%i: index, %a0: i64):
  %ci = cmpi slt, %i, %d0 : index
  cond_br %ci, ^lj(%c0, %a0 : index, i64), ^done(%a0 : i64)
^lj(%j: index, %a1: i64):
  %cj = cmpi slt, %j, %d1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0, %a1 : index, i64), ^li(%i1, %a1 : index, i64)
^lk(%k: index, %a2: i64):
  %ck = cmpi slt, %k, %d2 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1, %a2 : index, i64)
^body:
  %v = memref.load %m[%i, %j, %k] : memref<?x?x?xi32>
  %v64 = sexti %v : i32 to i64
  %a3 = addi %a2, %v64 : i64
  %k1 = addi %k, %c1 : index
  br ^lk(%k1, %a3 : index, i64)
^done(%r: i64):
  return %r : i64
}

// sum of m[i][j][k] * (100k + 10j + i + 1), loops in k, j, i order
func @weighted(%m: memref<2x?x3xi32>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %z = constant 0 : i64
  %n = memref.dim %m, %c1 : memref<2x?x3xi32>
  %h = constant 100 : i64
  %t = constant 10 : i64
  %one = constant 1 : i64
  br ^lk(%c0, %z : index, i64)
^lk(%k: index, %a0: i64):
  %ck = cmpi slt, %k, %c3 : index
  cond_br %ck, ^lj(%c0, %a0 : index, i64), ^done(%a0 : i64)
^lj(%j: index, %a1: i64):
  %cj = cmpi slt, %j, %n : index
  %k1 = addi %k, %c1 : index
  cond_br %cj, ^li(%c0, %a1 : index, i64), ^lk(%k1, %a1 : index, i64)
^li(%i: index, %a2: i64):
  %ci = cmpi slt, %i, %c2 : index
  %j1 = addi %j, %c1 : index
  cond_br %ci, ^body, ^lj(%j1, %a2 : index, i64)
^body:
  %v = memref.load %m[%i, %j, %k] : memref<2x?x3xi32>
  %v64 = sexti %v : i32 to i64
  %k64 = index_cast %k : index to i64
  %j64 = index_cast %j : index to i64
  %i64 = index_cast %i : index to i64
  %w0 = muli %k64, %h : i64
  %w1 = muli %j64, %t : i64
  %w2 = addi %w0, %w1 : i64
  %w3 = addi %w2, %i64 : i64
  %w = addi %w3, %one : i64
  %p = muli %v64, %w : i64
  %a3 = addi %a2, %p : i64
  %i1 = addi %i, %c1 : index
  br ^li(%i1, %a3 : index, i64)
^done(%r: i64):
  return %r : i64
}

// m[i][j][k] += its row-major linear position, over the fully dynamic type
func @add_position(%m: memref<?x?x?xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?xi32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xi32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xi32>
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %d0 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %d1 : index
  %i1 = addi %i, %c1 : index
  cond_br %cj, ^lk(%c0 : index), ^li(%i1 : index)
^lk(%k: index):
  %ck = cmpi slt, %k, %d2 : index
  %j1 = addi %j, %c1 : index
  cond_br %ck, ^body, ^lj(%j1 : index)
^body:
  %r0 = muli %i, %d1 : index
  %r1 = addi %r0, %j : index
  %r2 = muli %r1, %d2 : index
  %pos = addi %r2, %k : index
  %p32 = index_cast %pos : index to i32
  %v = memref.load %m[%i, %j, %k] : memref<?x?x?xi32>
  %v2 = addi %v, %p32 : i32
  memref.store %v2, %m[%i, %j, %k] : memref<?x?x?xi32>
  %k1 = addi %k, %c1 : index
  br ^lk(%k1 : index)
^done:
  return
}

// prints dim d of m for d = 0, 1, 2 (the dimension index is a block argument)
func @print_dims(%m: memref<2x?x3xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  br ^loop(%c0 : index)
^loop(%d: index):
  %c = cmpi slt, %d, %c3 : index
  cond_br %c, ^body, ^done
^body:
  %s = memref.dim %m, %d : memref<2x?x3xi32>
  %s64 = index_cast %s : index to i64
  call @print_i64(%s64) : (i64) -> ()
  %d1 = addi %d, %c1 : index
  br ^loop(%d1 : index)
^done:
  return
}

func @run(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %m = memref.alloc(%n) : memref<2x?x3xi32>
  %d0 = memref.dim %m, %c0 : memref<2x?x3xi32>
  %d1 = memref.dim %m, %c1 : memref<2x?x3xi32>
  %d2 = memref.dim %m, %c2 : memref<2x?x3xi32>
  %d0i = index_cast %d0 : index to i64
  %d1i = index_cast %d1 : index to i64
  %d2i = index_cast %d2 : index to i64
  call @print_i64(%d0i) : (i64) -> ()
  call @print_i64(%d1i) : (i64) -> ()
  call @print_i64(%d2i) : (i64) -> ()
  call @print_dims(%m) : (memref<2x?x3xi32>) -> ()
  call @fill(%m) : (memref<2x?x3xi32>) -> ()
  %dyn = memref.cast %m : memref<2x?x3xi32> to memref<?x?x?xi32>
  %s = call @sum(%dyn) : (memref<?x?x?xi32>) -> i64
  call @print_i64(%s) : (i64) -> ()
  %w = call @weighted(%m) : (memref<2x?x3xi32>) -> i64
  call @print_i64(%w) : (i64) -> ()
  call @add_position(%dyn) : (memref<?x?x?xi32>) -> ()
  %s2 = call @sum(%dyn) : (memref<?x?x?xi32>) -> i64
  call @print_i64(%s2) : (i64) -> ()
  // read back through a re-cast to the mixed type
  %back = memref.cast %dyn : memref<?x?x?xi32> to memref<2x?x3xi32>
  %v121 = memref.load %back[%c1, %c2, %c1] : memref<2x?x3xi32>
  %v121i = sexti %v121 : i32 to i64
  call @print_i64(%v121i) : (i64) -> ()
  %nl = subi %n, %c1 : index
  %vl = memref.load %m[%c1, %nl, %c2] : memref<2x?x3xi32>
  %vli = sexti %vl : i32 to i64
  call @print_i64(%vli) : (i64) -> ()
  memref.dealloc %back : memref<2x?x3xi32>
  return
}

func @main() -> i32 {
  %c4 = constant 4 : index
  // dims | dims by loop | sum | weighted | sum after add_position | m[1][2][1] | m[1][3][2]
  call @run(%c4) : (index) -> ()  // expect: 2 | 4 | 3 | 2 | 4 | 3 | 1584 | 189736 | 1860 | 140 | 155
  %r = constant 0 : i32
  return %r : i32
}
