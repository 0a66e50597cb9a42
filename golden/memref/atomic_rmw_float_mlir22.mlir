// `memref.atomic_rmw` maximumf / minimumf / maxnumf / minnumf (MLIR 22
// oracle: `atomicrmw fmaximum`/`fminimum`/`fmax`/`fmin`; mlir2ll writes a
// cmpxchg loop on the float's bits, which clang 14 reads): ordered values,
// NaN in memory and as the operand, +0 against -0, f32, f64 and f16 (and a
// rank-2 memref). Each prints the old value, then the value in memory.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func.func private @print_f64(f64)

func.func @show(%m: memref<4xf32>, %i: index, %old: f32) {
  %o = arith.extf %old : f32 to f64
  func.call @print_f64(%o) : (f64) -> ()
  %v = memref.load %m[%i] : memref<4xf32>
  %w = arith.extf %v : f32 to f64
  func.call @print_f64(%w) : (f64) -> ()
  return
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<4xf32>
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  memref.store %a, %m[%c0] : memref<4xf32>
  %0 = memref.atomic_rmw maximumf %b, %m[%c0] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c0, %0) : (memref<4xf32>, index, f32) -> ()   // expect: 1.5 | 1.5
  %1 = memref.atomic_rmw minimumf %b, %m[%c0] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c0, %1) : (memref<4xf32>, index, f32) -> ()   // expect: 1.5 | -2
  %2 = memref.atomic_rmw maxnumf %a, %m[%c0] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c0, %2) : (memref<4xf32>, index, f32) -> ()   // expect: -2 | 1.5
  %3 = memref.atomic_rmw minnumf %nan, %m[%c0] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c0, %3) : (memref<4xf32>, index, f32) -> ()   // expect: 1.5 | 1.5
  %4 = memref.atomic_rmw maximumf %nan, %m[%c0] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c0, %4) : (memref<4xf32>, index, f32) -> ()   // expect: 1.5 | nan
  %5 = memref.atomic_rmw maxnumf %b, %m[%c0] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c0, %5) : (memref<4xf32>, index, f32) -> ()   // expect: nan | -2
  memref.store %nz, %m[%c1] : memref<4xf32>
  %6 = memref.atomic_rmw maximumf %pz, %m[%c1] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c1, %6) : (memref<4xf32>, index, f32) -> ()   // expect: -0 | 0
  %7 = memref.atomic_rmw minimumf %nz, %m[%c1] : (f32, memref<4xf32>) -> f32
  func.call @show(%m, %c1, %7) : (memref<4xf32>, index, f32) -> ()   // expect: 0 | -0
  memref.store %nan, %m[%c2] : memref<4xf32>
  %8 = "memref.atomic_rmw"(%a, %m, %c2) <{kind = 9 : i64}> : (f32, memref<4xf32>, index) -> f32
  func.call @show(%m, %c2, %8) : (memref<4xf32>, index, f32) -> ()   // expect: nan | 1.5
  memref.dealloc %m : memref<4xf32>

  %d = memref.alloc() : memref<2x2xf64>
  %x = arith.constant 3.25 : f64
  %y = arith.constant 7.0 : f64
  memref.store %x, %d[%c1, %c0] : memref<2x2xf64>
  %9 = memref.atomic_rmw minnumf %y, %d[%c1, %c0] : (f64, memref<2x2xf64>) -> f64
  %10 = memref.atomic_rmw maximumf %y, %d[%c1, %c0] : (f64, memref<2x2xf64>) -> f64
  %11 = memref.atomic_rmw minimumf %x, %d[%c1, %c0] : (f64, memref<2x2xf64>) -> f64
  %12 = memref.load %d[%c1, %c0] : memref<2x2xf64>
  func.call @print_f64(%9) : (f64) -> ()     // expect: 3.25
  func.call @print_f64(%10) : (f64) -> ()    // expect: 3.25
  func.call @print_f64(%11) : (f64) -> ()    // expect: 7
  func.call @print_f64(%12) : (f64) -> ()    // expect: 3.25
  memref.dealloc %d : memref<2x2xf64>

  %h = memref.alloca() : memref<f16>
  %h1 = arith.constant 0.5 : f16
  %h2 = arith.constant -8.0 : f16
  memref.store %h1, %h[] : memref<f16>
  %13 = memref.atomic_rmw minnumf %h2, %h[] : (f16, memref<f16>) -> f16
  %14 = memref.load %h[] : memref<f16>
  %e13 = arith.extf %13 : f16 to f64
  func.call @print_f64(%e13) : (f64) -> ()   // expect: 0.5
  %e14 = arith.extf %14 : f16 to f64
  func.call @print_f64(%e14) : (f64) -> ()   // expect: -8
  %ret = arith.constant 0 : i32
  return %ret : i32
}
