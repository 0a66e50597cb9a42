// memref.global: constant and mutable globals, dense and splat initial
// values, `uninitialized`, alignment, private and public, rank 0; read
// through memref.get_global, written and read back, passed to a callee; a
// global used before its definition.
// "// expect: a | b" lists the stdout lines a statement produces.

func private @print_i64(i64)
func private @print_f32(f32)

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.5, 2.5, 3.5], [4.5, 5.5, 6.5]]>
memref.global @counters : memref<4xi32> = dense<7>
memref.global "private" @scratch : memref<3xi64> = uninitialized
memref.global "private" @scalar : memref<i64> = dense<41> {alignment = 64}
memref.global "private" constant @idx : memref<3xindex> = dense<[10, 20, 30]>
memref.global "private" @flags : memref<2x2xi1> = dense<[[true, false], [false, true]]>

func @sum_row(%m: memref<2x3xf32>, %r: index) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %a = memref.load %m[%r, %c0] : memref<2x3xf32>
  %b = memref.load %m[%r, %c1] : memref<2x3xf32>
  %c = memref.load %m[%r, %c2] : memref<2x3xf32>
  %s = addf %a, %b : f32
  %t = addf %s, %c : f32
  return %t : f32
}

func @bump(%k: index) {
  %g = memref.get_global @counters : memref<4xi32>
  %v = memref.load %g[%k] : memref<4xi32>
  %one = constant 1 : i32
  %w = addi %v, %one : i32
  memref.store %w, %g[%k] : memref<4xi32>
  return
}

func @late() -> i64 {
  %g = memref.get_global @defined_later : memref<2xi64>
  %c1 = constant 1 : index
  %v = memref.load %g[%c1] : memref<2xi64>
  return %v : i64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %t = memref.get_global @table : memref<2x3xf32>
  %x = memref.load %t[%c1, %c2] : memref<2x3xf32>
  call @print_f32(%x) : (f32) -> ()              // expect: 6.5
  %r0 = call @sum_row(%t, %c0) : (memref<2x3xf32>, index) -> f32
  call @print_f32(%r0) : (f32) -> ()             // expect: 7.5
  %r1 = call @sum_row(%t, %c1) : (memref<2x3xf32>, index) -> f32
  call @print_f32(%r1) : (f32) -> ()             // expect: 16.5

  call @bump(%c2) : (index) -> ()
  call @bump(%c2) : (index) -> ()
  call @bump(%c0) : (index) -> ()
  %g = memref.get_global @counters : memref<4xi32>
  %g0 = memref.load %g[%c0] : memref<4xi32>
  %g2 = memref.load %g[%c2] : memref<4xi32>
  %g3 = memref.load %g[%c3] : memref<4xi32>
  %g0e = sexti %g0 : i32 to i64
  %g2e = sexti %g2 : i32 to i64
  %g3e = sexti %g3 : i32 to i64
  call @print_i64(%g0e) : (i64) -> ()            // expect: 8
  call @print_i64(%g2e) : (i64) -> ()            // expect: 9
  call @print_i64(%g3e) : (i64) -> ()            // expect: 7

  %s = memref.get_global @scratch : memref<3xi64>
  %k = constant 123 : i64
  memref.store %k, %s[%c1] : memref<3xi64>
  %s1 = memref.load %s[%c1] : memref<3xi64>
  call @print_i64(%s1) : (i64) -> ()             // expect: 123

  %sc = memref.get_global @scalar : memref<i64>
  %v = memref.load %sc[] : memref<i64>
  %one = constant 1 : i64
  %v1 = addi %v, %one : i64
  memref.store %v1, %sc[] : memref<i64>
  %sc2 = memref.get_global @scalar : memref<i64>
  %v2 = memref.load %sc2[] : memref<i64>
  call @print_i64(%v2) : (i64) -> ()             // expect: 42

  %ix = memref.get_global @idx : memref<3xindex>
  %i2 = memref.load %ix[%c2] : memref<3xindex>
  %i2e = index_cast %i2 : index to i64
  call @print_i64(%i2e) : (i64) -> ()            // expect: 30

  %fl = memref.get_global @flags : memref<2x2xi1>
  %f01 = memref.load %fl[%c0, %c1] : memref<2x2xi1>
  %f11 = memref.load %fl[%c1, %c1] : memref<2x2xi1>
  %f01e = zexti %f01 : i1 to i64
  %f11e = zexti %f11 : i1 to i64
  call @print_i64(%f01e) : (i64) -> ()           // expect: 0
  call @print_i64(%f11e) : (i64) -> ()           // expect: 1

  %l = call @late() : () -> i64
  call @print_i64(%l) : (i64) -> ()              // expect: -5
  %ret = constant 0 : i32
  return %ret : i32
}

memref.global "private" @defined_later : memref<2xi64> = dense<[4, -5]>
