// `generic_atomic_rmw` (MLIR 13 spelling, custom and generic form): the
// region computes the new value from the current one (its block argument)
// and values from outside; the op returns the old value. i32 on a rank-2
// memref, i8 with a saturating add (several ops in the region), i16, and
// i64 in a loop. MLIR 13 lowers only one `generic_atomic_rmw` per function
// (a second one fails to convert) and crashes on a region that ignores its
// argument, so each op has its own function here (MLIR 22 has no such
// limits: generic_atomic_rmw_mlir22).
// "// expect: a | b" lists the stdout lines a statement produces, in order.

func private @print_i64(i64)

func @show32(%v: i32) {
  %w = sexti %v : i32 to i64
  call @print_i64(%w) : (i64) -> ()
  return
}

// m[i, j] += x
func @add2(%m: memref<2x3xi32>, %i: index, %j: index, %x: i32) -> i32 {
  %a = generic_atomic_rmw %m[%i, %j] : memref<2x3xi32> {
  ^bb0(%cur: i32):
    %n = addi %cur, %x : i32
    atomic_yield %n : i32
  }
  return %a : i32
}

// m[i, j] = x - m[i, j] (generic form)
func @rsub2(%m: memref<2x3xi32>, %i: index, %j: index, %x: i32) -> i32 {
  %b = "std.generic_atomic_rmw"(%m, %i, %j) ({
  ^bb0(%cur: i32):
    %n = subi %x, %cur : i32
    "std.atomic_yield"(%n) : (i32) -> ()
  }) : (memref<2x3xi32>, index, index) -> i32
  return %b : i32
}

// m[i, j] = max(m[i, j], x)
func @max2(%m: memref<2x3xi32>, %i: index, %j: index, %x: i32) -> i32 {
  %c = generic_atomic_rmw %m[%i, %j] : memref<2x3xi32> {
  ^bb0(%cur: i32):
    %gt = cmpi sgt, %cur, %x : i32
    %n = select %gt, %cur, %x : i32
    atomic_yield %n : i32
  }
  return %c : i32
}

// k[] = k[] + x, saturating at 127 (for positive x)
func @satadd(%k: memref<i8>, %x: i8) -> i8 {
  %s = generic_atomic_rmw %k[] : memref<i8> {
  ^bb0(%cur: i8):
    %sum = addi %cur, %x : i8
    %wrapped = cmpi slt, %sum, %cur : i8
    %max = constant 127 : i8
    %n = select %wrapped, %max, %sum : i8
    atomic_yield %n : i8
  }
  return %s : i8
}

// x[i] *= 2
func @double16(%x: memref<?xi16>, %i: index) -> i16 {
  %o = generic_atomic_rmw %x[%i] : memref<?xi16> {
  ^bb0(%cur: i16):
    %n = addi %cur, %cur : i16
    atomic_yield %n : i16
  } {note = "kept"}
  return %o : i16
}

// m[i] = m[i] * 3 + x
func @mac(%m: memref<?xi64>, %i: index, %x: i64) -> i64 {
  %old = generic_atomic_rmw %m[%i] : memref<?xi64> {
  ^bb0(%cur: i64):
    %c3 = constant 3 : i64
    %t = muli %cur, %c3 : i64
    %n = addi %t, %x : i64
    atomic_yield %n : i64
  }
  return %old : i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %m = memref.alloc() : memref<2x3xi32>
  %i5 = constant 5 : i32
  %i7 = constant -7 : i32
  memref.store %i5, %m[%c1, %c2] : memref<2x3xi32>
  %a = call @add2(%m, %c1, %c2, %i7) : (memref<2x3xi32>, index, index, i32) -> i32
  call @show32(%a) : (i32) -> ()                                  // expect: 5
  %b = call @rsub2(%m, %c1, %c2, %i5) : (memref<2x3xi32>, index, index, i32) -> i32
  call @show32(%b) : (i32) -> ()                                  // expect: -2
  %c = call @max2(%m, %c1, %c2, %i7) : (memref<2x3xi32>, index, index, i32) -> i32
  call @show32(%c) : (i32) -> ()                                  // expect: 7
  %d = call @add2(%m, %c1, %c2, %i7) : (memref<2x3xi32>, index, index, i32) -> i32
  call @show32(%d) : (i32) -> ()                                  // expect: 7
  %l = memref.load %m[%c1, %c2] : memref<2x3xi32>
  call @show32(%l) : (i32) -> ()                                  // expect: 0
  memref.dealloc %m : memref<2x3xi32>

  %k = memref.alloca() : memref<i8>
  %b100 = constant 100 : i8
  memref.store %b100, %k[] : memref<i8>
  %s1 = call @satadd(%k, %b100) : (memref<i8>, i8) -> i8
  %s2 = call @satadd(%k, %b100) : (memref<i8>, i8) -> i8
  %s3 = memref.load %k[] : memref<i8>
  %w1 = sexti %s1 : i8 to i64
  call @print_i64(%w1) : (i64) -> ()                              // expect: 100
  %w2 = sexti %s2 : i8 to i64
  call @print_i64(%w2) : (i64) -> ()                              // expect: 127
  %w3 = sexti %s3 : i8 to i64
  call @print_i64(%w3) : (i64) -> ()                              // expect: 127

  %x = memref.alloc(%c2) : memref<?xi16>
  %h = constant 20000 : i16
  memref.store %h, %x[%c1] : memref<?xi16>
  %o = call @double16(%x, %c1) : (memref<?xi16>, index) -> i16
  %o2 = memref.load %x[%c1] : memref<?xi16>
  %oi = sexti %o : i16 to i64
  call @print_i64(%oi) : (i64) -> ()                              // expect: 20000
  %oi2 = sexti %o2 : i16 to i64
  call @print_i64(%oi2) : (i64) -> ()                             // expect: -25536
  memref.dealloc %x : memref<?xi16>

  // n[i % 2] = n[i % 2] * 3 + i
  %c4 = constant 4 : index
  %n = memref.alloc(%c4) : memref<?xi64>
  %z = constant 0 : i64
  memref.store %z, %n[%c0] : memref<?xi64>
  memref.store %z, %n[%c1] : memref<?xi64>
  br ^loop(%c0 : index)
^loop(%i: index):
  %go = cmpi slt, %i, %c4 : index
  cond_br %go, ^body, ^done
^body:
  %ii = index_cast %i : index to i64
  %t = remi_unsigned %i, %c2 : index
  %old = call @mac(%n, %t, %ii) : (memref<?xi64>, index, i64) -> i64
  call @print_i64(%old) : (i64) -> ()                             // expect: 0 | 0 | 0 | 1
  %next = addi %i, %c1 : index
  br ^loop(%next : index)
^done:
  %s0 = memref.load %n[%c0] : memref<?xi64>
  call @print_i64(%s0) : (i64) -> ()                              // expect: 2
  %sx = memref.load %n[%c1] : memref<?xi64>
  call @print_i64(%sx) : (i64) -> ()                              // expect: 6
  memref.dealloc %n : memref<?xi64>
  %ret = constant 0 : i32
  return %ret : i32
}
