// Float elements inside memrefs go through `std::cout << x` in MLIR 13:
// the same "%g" formatting as printF32/printF64 (nan, -nan, inf, -inf, -0,
// denormals, exponent switch at 1e-5 and 1e+06, 6 significant digits).

func private @print_memref_f32(memref<*xf32>)
func private @print_memref_f64(memref<*xf64>)

func @set4f(%m: memref<3x4xf32>, %i: index, %a: f32, %b: f32, %c: f32, %d: f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  memref.store %a, %m[%i, %c0] : memref<3x4xf32>
  memref.store %b, %m[%i, %c1] : memref<3x4xf32>
  memref.store %c, %m[%i, %c2] : memref<3x4xf32>
  memref.store %d, %m[%i, %c3] : memref<3x4xf32>
  return
}

func @set4d(%m: memref<?x4xf64>, %i: index, %a: f64, %b: f64, %c: f64, %d: f64) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  memref.store %a, %m[%i, %c0] : memref<?x4xf64>
  memref.store %b, %m[%i, %c1] : memref<?x4xf64>
  memref.store %c, %m[%i, %c2] : memref<?x4xf64>
  memref.store %d, %m[%i, %c3] : memref<?x4xf64>
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index

  %m = memref.alloc() : memref<3x4xf32>
  %nan = constant 0x7FC00000 : f32
  %nnan = constant 0xFFC00000 : f32
  %inf = constant 0x7F800000 : f32
  %ninf = constant 0xFF800000 : f32
  %nz = constant -0.0 : f32
  %den = constant 0x00000001 : f32
  %max = constant 0x7F7FFFFF : f32
  %tenth = constant 0.1 : f32
  %e5 = constant 123456.0 : f32
  %e6 = constant 1234567.0 : f32
  %small = constant 0.0001 : f32
  %smaller = constant 0.00001 : f32
  call @set4f(%m, %c0, %nan, %nnan, %inf, %ninf) : (memref<3x4xf32>, index, f32, f32, f32, f32) -> ()
  call @set4f(%m, %c1, %nz, %den, %max, %tenth) : (memref<3x4xf32>, index, f32, f32, f32, f32) -> ()
  call @set4f(%m, %c2, %e5, %e6, %small, %smaller) : (memref<3x4xf32>, index, f32, f32, f32, f32) -> ()
  %mu = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @print_memref_f32(%mu) : (memref<*xf32>) -> ()

  %d = memref.alloc(%c3) : memref<?x4xf64>
  %one = constant 1.0 : f64
  %three = constant 3.0 : f64
  %third = divf %one, %three : f64
  %dnan = constant 0x7FF8000000000000 : f64
  %dninf = constant 0xFFF0000000000000 : f64
  %dden = constant 0x0000000000000001 : f64
  %dmax = constant 0x7FEFFFFFFFFFFFFF : f64
  %x1 = constant 999999.4 : f64
  %x2 = constant 999999.5 : f64
  %x3 = constant -123.456789 : f64
  %x4 = constant 1.0e-300 : f64
  %x5 = constant 42.0 : f64
  %x6 = constant 0.5 : f64
  %x7 = constant -0.0 : f64
  call @set4d(%d, %c0, %third, %dnan, %dninf, %dden) : (memref<?x4xf64>, index, f64, f64, f64, f64) -> ()
  call @set4d(%d, %c1, %dmax, %x1, %x2, %x3) : (memref<?x4xf64>, index, f64, f64, f64, f64) -> ()
  call @set4d(%d, %c2, %x4, %x5, %x6, %x7) : (memref<?x4xf64>, index, f64, f64, f64, f64) -> ()
  %du = memref.cast %d : memref<?x4xf64> to memref<*xf64>
  call @print_memref_f64(%du) : (memref<*xf64>) -> ()

  memref.dealloc %m : memref<3x4xf32>
  memref.dealloc %d : memref<?x4xf64>
  return
}
