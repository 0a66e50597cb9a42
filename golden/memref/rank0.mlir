// Rank-0 memrefs: the descriptor is {allocated ptr, aligned ptr, offset} with
// no size/stride arrays; as a function argument it unbundles into 3 values.
// alloc/alloca, load/store with empty index lists, passed to and between
// functions, mixed with scalar arguments.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func private @print_i64(i64)
func private @print_f64(f64)
func private @print_i32(i32)

// m[] += x
func @add_to(%m: memref<f64>, %x: f64) {
  %v = memref.load %m[] : memref<f64>
  %s = addf %v, %x : f64
  memref.store %s, %m[] : memref<f64>
  return
}

func @get(%m: memref<f64>) -> f64 {
  %v = memref.load %m[] : memref<f64>
  return %v : f64
}

func @swap(%a: memref<f64>, %b: memref<f64>) {
  %x = memref.load %a[] : memref<f64>
  %y = memref.load %b[] : memref<f64>
  memref.store %y, %a[] : memref<f64>
  memref.store %x, %b[] : memref<f64>
  return
}

// increments cnt[] n times, through memory on every iteration
func @count_into(%cnt: memref<i64>, %n: i64) {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^loop(%c0 : i64)
^loop(%i: i64):
  %c = cmpi slt, %i, %n : i64
  cond_br %c, ^body, ^done
^body:
  %v = memref.load %cnt[] : memref<i64>
  %v1 = addi %v, %c1 : i64
  memref.store %v1, %cnt[] : memref<i64>
  %i1 = addi %i, %c1 : i64
  br ^loop(%i1 : i64)
^done:
  return
}

// scalar arguments on both sides of the descriptor
func @mix(%x: i32, %m: memref<i32>, %y: i32) {
  %p = muli %x, %y : i32
  memref.store %p, %m[] : memref<i32>
  return
}

func @main() -> i32 {
  %m = memref.alloc() : memref<f64>
  %init = constant 1.5 : f64
  memref.store %init, %m[] : memref<f64>
  %q = constant 0.25 : f64
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c3 = constant 3 : i64
  br ^loop(%c0 : i64)
^loop(%i: i64):
  %lc = cmpi slt, %i, %c3 : i64
  cond_br %lc, ^body, ^after
^body:
  call @add_to(%m, %q) : (memref<f64>, f64) -> ()
  %i1 = addi %i, %c1 : i64
  br ^loop(%i1 : i64)
^after:
  %v = memref.load %m[] : memref<f64>
  call @print_f64(%v) : (f64) -> ()      // expect: 2.25

  %cnt = memref.alloca() : memref<i64>
  memref.store %c0, %cnt[] : memref<i64>
  %c7 = constant 7 : i64
  call @count_into(%cnt, %c7) : (memref<i64>, i64) -> ()
  call @count_into(%cnt, %c7) : (memref<i64>, i64) -> ()
  %cv = memref.load %cnt[] : memref<i64>
  call @print_i64(%cv) : (i64) -> ()     // expect: 14

  %b = memref.alloc() : memref<f64>
  %m3 = constant -3.0 : f64
  memref.store %m3, %b[] : memref<f64>
  call @swap(%m, %b) : (memref<f64>, memref<f64>) -> ()
  %ga = call @get(%m) : (memref<f64>) -> f64
  %gb = call @get(%b) : (memref<f64>) -> f64
  call @print_f64(%ga) : (f64) -> ()     // expect: -3
  call @print_f64(%gb) : (f64) -> ()     // expect: 2.25

  %r0 = memref.alloca() : memref<i32>
  %x = constant -12 : i32
  %y = constant 11 : i32
  call @mix(%x, %r0, %y) : (i32, memref<i32>, i32) -> ()
  %rv = memref.load %r0[] : memref<i32>
  call @print_i32(%rv) : (i32) -> ()     // expect: -132

  memref.dealloc %m : memref<f64>
  memref.dealloc %b : memref<f64>
  %r = constant 0 : i32
  return %r : i32
}
