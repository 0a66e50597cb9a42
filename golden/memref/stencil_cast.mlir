// 2-D 3-point stencils on a static memref<16x16xf32> that is passed through
// memref.cast to memref<?x?xf32> into functions taking the dynamic type
// (static sizes become runtime sizes/strides in the descriptor), and cast back
// to memref<16x?xf32> (more static) for reading.
// in[i][j] = (7i + j*j) mod 13. Horizontal pass: out[i][j] = in[i][j-1]/4 +
// in[i][j]/2 + in[i][j+1]/4 for 0 < j < 15, border columns copied; vertical
// pass likewise on rows. All values are multiples of 1/16: exact in f32.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f32(f32)

// fill through the static type: the callee gets a memref<16x16xf32>
func @fill(%m: memref<16x16xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c16 = constant 16 : index
  %c7 = constant 7 : i64
  %c13 = constant 13 : i64
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %c16 : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %c16 : index
  cond_br %cj, ^body, ^next_i
^body:
  %i64 = index_cast %i : index to i64
  %j64 = index_cast %j : index to i64
  %a = muli %i64, %c7 : i64
  %b = muli %j64, %j64 : i64
  %s = addi %a, %b : i64
  %r = remi_signed %s, %c13 : i64
  %f = sitofp %r : i64 to f32
  memref.store %f, %m[%i, %j] : memref<16x16xf32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^next_i:
  %i1 = addi %i, %c1 : index
  br ^li(%i1 : index)
^done:
  return
}

// horizontal 3-point stencil, border columns copied
func @stencil_rows(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %q = constant 0.25 : f32
  %h = constant 0.5 : f32
  %n = memref.dim %in, %c0 : memref<?x?xf32>
  %m = memref.dim %in, %c1 : memref<?x?xf32>
  %mlast = subi %m, %c1 : index
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %m : index
  cond_br %cj, ^body, ^next_i
^body:
  %first = cmpi eq, %j, %c0 : index
  %last = cmpi eq, %j, %mlast : index
  %border = or %first, %last : i1
  cond_br %border, ^copy, ^interior
^copy:
  %v = memref.load %in[%i, %j] : memref<?x?xf32>
  br ^store(%v : f32)
^interior:
  %jl = subi %j, %c1 : index
  %jr = addi %j, %c1 : index
  %l = memref.load %in[%i, %jl] : memref<?x?xf32>
  %c = memref.load %in[%i, %j] : memref<?x?xf32>
  %r = memref.load %in[%i, %jr] : memref<?x?xf32>
  %lq = mulf %l, %q : f32
  %ch = mulf %c, %h : f32
  %rq = mulf %r, %q : f32
  %s1 = addf %lq, %ch : f32
  %s2 = addf %s1, %rq : f32
  br ^store(%s2 : f32)
^store(%x: f32):
  memref.store %x, %out[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^next_i:
  %i1 = addi %i, %c1 : index
  br ^li(%i1 : index)
^done:
  return
}

// vertical 3-point stencil, border rows copied
func @stencil_cols(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %q = constant 0.25 : f32
  %h = constant 0.5 : f32
  %n = memref.dim %in, %c0 : memref<?x?xf32>
  %m = memref.dim %in, %c1 : memref<?x?xf32>
  %nlast = subi %n, %c1 : index
  br ^li(%c0 : index)
^li(%i: index):
  %ci = cmpi slt, %i, %n : index
  cond_br %ci, ^lj(%c0 : index), ^done
^lj(%j: index):
  %cj = cmpi slt, %j, %m : index
  cond_br %cj, ^body, ^next_i
^body:
  %first = cmpi eq, %i, %c0 : index
  %last = cmpi eq, %i, %nlast : index
  %border = or %first, %last : i1
  cond_br %border, ^copy, ^interior
^copy:
  %v = memref.load %in[%i, %j] : memref<?x?xf32>
  br ^store(%v : f32)
^interior:
  %iu = subi %i, %c1 : index
  %id = addi %i, %c1 : index
  %u = memref.load %in[%iu, %j] : memref<?x?xf32>
  %c = memref.load %in[%i, %j] : memref<?x?xf32>
  %d = memref.load %in[%id, %j] : memref<?x?xf32>
  %uq = mulf %u, %q : f32
  %ch = mulf %c, %h : f32
  %dq = mulf %d, %q : f32
  %s1 = addf %uq, %ch : f32
  %s2 = addf %s1, %dq : f32
  br ^store(%s2 : f32)
^store(%x: f32):
  memref.store %x, %out[%i, %j] : memref<?x?xf32>
  %j1 = addi %j, %c1 : index
  br ^lj(%j1 : index)
^next_i:
  %i1 = addi %i, %c1 : index
  br ^li(%i1 : index)
^done:
  return
}

func @sum(%m: memref<?x?xf32>) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?x?xf32>
  %k = memref.dim %m, %c1 : memref<?x?xf32>
  br ^li(%c0, %zero : index, f32)
^li(%i: index, %acc: f32):
  %ci = cmpi slt, %i, %n : index
  cond_br %ci, ^lj(%c0, %acc : index, f32), ^done
^lj(%j: index, %acc2: f32):
  %cj = cmpi slt, %j, %k : index
  cond_br %cj, ^body, ^next_i
^body:
  %v = memref.load %m[%i, %j] : memref<?x?xf32>
  %a = addf %acc2, %v : f32
  %j1 = addi %j, %c1 : index
  br ^lj(%j1, %a : index, f32)
^next_i:
  %i1 = addi %i, %c1 : index
  br ^li(%i1, %acc2 : index, f32)
^done:
  return %acc : f32
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  %c7 = constant 7 : index
  %c8 = constant 8 : index
  %c9 = constant 9 : index
  %c14 = constant 14 : index
  %S = memref.alloc() : memref<16x16xf32>
  %T = memref.alloc() : memref<16x16xf32>
  call @fill(%S) : (memref<16x16xf32>) -> ()
  %D = memref.cast %S : memref<16x16xf32> to memref<?x?xf32>
  %TD = memref.cast %T : memref<16x16xf32> to memref<?x?xf32>
  %d0 = memref.dim %D, %c0 : memref<?x?xf32>
  %d1 = memref.dim %D, %c1 : memref<?x?xf32>
  %d0i = index_cast %d0 : index to i64
  %d1i = index_cast %d1 : index to i64
  call @print_i64(%d0i) : (i64) -> ()   // expect: 16
  call @print_i64(%d1i) : (i64) -> ()   // expect: 16
  %s0 = call @sum(%D) : (memref<?x?xf32>) -> f32
  call @print_f32(%s0) : (f32) -> ()    // expect: 1521
  call @stencil_rows(%D, %TD) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s1 = call @sum(%TD) : (memref<?x?xf32>) -> f32
  call @print_f32(%s1) : (f32) -> ()    // expect: 1522.5
  // T[1][1] and T[5][9], read through the static type
  %t11 = memref.load %T[%c1, %c1] : memref<16x16xf32>
  %t59 = memref.load %T[%c5, %c9] : memref<16x16xf32>
  call @print_f32(%t11) : (f32) -> ()   // expect: 8.5
  call @print_f32(%t59) : (f32) -> ()   // expect: 9.25
  // vertical pass writes back into S (through its dynamic view)
  call @stencil_cols(%TD, %D) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s2 = call @sum(%D) : (memref<?x?xf32>) -> f32
  call @print_f32(%s2) : (f32) -> ()    // expect: 1503
  %v11 = memref.load %S[%c1, %c1] : memref<16x16xf32>
  call @print_f32(%v11) : (f32) -> ()   // expect: 5.25
  %P = memref.cast %D : memref<?x?xf32> to memref<16x?xf32>
  %v59 = memref.load %P[%c5, %c9] : memref<16x?xf32>
  call @print_f32(%v59) : (f32) -> ()   // expect: 7.625
  %p1 = memref.dim %P, %c1 : memref<16x?xf32>
  %p1i = index_cast %p1 : index to i64
  call @print_i64(%p1i) : (i64) -> ()   // expect: 16
  %v147 = memref.load %D[%c14, %c7] : memref<?x?xf32>
  call @print_f32(%v147) : (f32) -> ()  // expect: 6.9375
  %v80 = memref.load %S[%c8, %c0] : memref<16x16xf32>
  call @print_f32(%v80) : (f32) -> ()   // expect: 7.25
  memref.dealloc %T : memref<16x16xf32>
  // dealloc through the cast view frees the same buffer
  memref.dealloc %P : memref<16x?xf32>
  %r = constant 0 : i32
  return %r : i32
}
