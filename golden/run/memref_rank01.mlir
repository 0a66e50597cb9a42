// Rank 0 (sizes = [] strides = [], data "[x]") and rank 1 memrefs of every
// printable element type, static and dynamic, including size 1 and 2.

func private @print_memref_f32(memref<*xf32>)
func private @print_memref_f64(memref<*xf64>)
func private @print_memref_i32(memref<*xi32>)
func private @print_memref_i64(memref<*xi64>)

// m[i] = i * i - 3
func @fill_i32(%m: memref<?xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %three = constant 3 : i32
  br ^loop(%c0 : index)
^loop(%i: index):
  %more = cmpi slt, %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %x = index_cast %i : index to i32
  %sq = muli %x, %x : i32
  %v = subi %sq, %three : i32
  memref.store %v, %m[%i] : memref<?xi32>
  %i1 = addi %i, %c1 : index
  br ^loop(%i1 : index)
^done:
  return
}

// m[i] = 1 / (i + 1)
func @fill_f64(%m: memref<?xf64>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %one = constant 1.0 : f64
  br ^loop(%c0 : index)
^loop(%i: index):
  %more = cmpi slt, %i, %n : index
  cond_br %more, ^body, ^done
^body:
  %i1 = addi %i, %c1 : index
  %x = index_cast %i1 : index to i64
  %f = sitofp %x : i64 to f64
  %v = divf %one, %f : f64
  memref.store %v, %m[%i] : memref<?xf64>
  br ^loop(%i1 : index)
^done:
  return
}

func @main() {
  // rank 0
  %s0 = memref.alloc() : memref<f32>
  %v0 = constant 3.5 : f32
  memref.store %v0, %s0[] : memref<f32>
  %s0u = memref.cast %s0 : memref<f32> to memref<*xf32>
  call @print_memref_f32(%s0u) : (memref<*xf32>) -> ()

  %s1 = memref.alloc() : memref<f64>
  %v1 = constant -1.0e-20 : f64
  memref.store %v1, %s1[] : memref<f64>
  %s1u = memref.cast %s1 : memref<f64> to memref<*xf64>
  call @print_memref_f64(%s1u) : (memref<*xf64>) -> ()

  %s2 = memref.alloca() : memref<i32>
  %v2 = constant -2147483648 : i32
  memref.store %v2, %s2[] : memref<i32>
  %s2u = memref.cast %s2 : memref<i32> to memref<*xi32>
  call @print_memref_i32(%s2u) : (memref<*xi32>) -> ()

  %s3 = memref.alloc() : memref<i64>
  %v3 = constant 9223372036854775807 : i64
  memref.store %v3, %s3[] : memref<i64>
  %s3u = memref.cast %s3 : memref<i64> to memref<*xi64>
  call @print_memref_i64(%s3u) : (memref<*xi64>) -> ()

  // rank 1
  %r0 = memref.alloc() : memref<7xi32>
  %r0d = memref.cast %r0 : memref<7xi32> to memref<?xi32>
  call @fill_i32(%r0d) : (memref<?xi32>) -> ()
  %r0u = memref.cast %r0 : memref<7xi32> to memref<*xi32>
  call @print_memref_i32(%r0u) : (memref<*xi32>) -> ()

  %r1 = memref.alloc() : memref<1xi32>
  %r1d = memref.cast %r1 : memref<1xi32> to memref<?xi32>
  call @fill_i32(%r1d) : (memref<?xi32>) -> ()
  %r1u = memref.cast %r1 : memref<1xi32> to memref<*xi32>
  call @print_memref_i32(%r1u) : (memref<*xi32>) -> ()

  %r2 = memref.alloc() : memref<2xi32>
  %r2d = memref.cast %r2 : memref<2xi32> to memref<?xi32>
  call @fill_i32(%r2d) : (memref<?xi32>) -> ()
  %r2u = memref.cast %r2 : memref<2xi32> to memref<*xi32>
  call @print_memref_i32(%r2u) : (memref<*xi32>) -> ()

  %c6 = constant 6 : index
  %r3 = memref.alloc(%c6) : memref<?xf64>
  call @fill_f64(%r3) : (memref<?xf64>) -> ()
  %r3u = memref.cast %r3 : memref<?xf64> to memref<*xf64>
  call @print_memref_f64(%r3u) : (memref<*xf64>) -> ()

  %r4 = memref.alloca() : memref<3xi64>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %a = constant -1 : i64
  %b = constant 0 : i64
  %c = constant -9223372036854775808 : i64
  memref.store %a, %r4[%c0] : memref<3xi64>
  memref.store %b, %r4[%c1] : memref<3xi64>
  memref.store %c, %r4[%c2] : memref<3xi64>
  %r4u = memref.cast %r4 : memref<3xi64> to memref<*xi64>
  call @print_memref_i64(%r4u) : (memref<*xi64>) -> ()

  %r5 = memref.alloc() : memref<4xf32>
  %f1 = constant 0.5 : f32
  %f2 = constant 1.0e6 : f32
  %f3 = constant -0.0 : f32
  %f4 = constant 1.0e-5 : f32
  %c3 = constant 3 : index
  memref.store %f1, %r5[%c0] : memref<4xf32>
  memref.store %f2, %r5[%c1] : memref<4xf32>
  memref.store %f3, %r5[%c2] : memref<4xf32>
  memref.store %f4, %r5[%c3] : memref<4xf32>
  %r5u = memref.cast %r5 : memref<4xf32> to memref<*xf32>
  call @print_memref_f32(%r5u) : (memref<*xf32>) -> ()

  memref.dealloc %s0 : memref<f32>
  memref.dealloc %s1 : memref<f64>
  memref.dealloc %s3 : memref<i64>
  memref.dealloc %r0 : memref<7xi32>
  memref.dealloc %r1 : memref<1xi32>
  memref.dealloc %r2 : memref<2xi32>
  memref.dealloc %r3 : memref<?xf64>
  memref.dealloc %r5 : memref<4xf32>
  return
}
