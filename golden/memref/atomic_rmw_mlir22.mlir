// `memref.atomic_rmw` in today's spelling: `ori`, `andi` and `xori` (MLIR 22
// only; `xori` also as the generic `kind = 15`),
// the generic form with `#arith.atomic_rmw_kind<...>`, f32 `addf`, i16.
// "// expect: a | b" lists the stdout lines a statement produces, in order
// (floats: the decimal part of the line).

func.func private @print_i64(i64)
func.func private @print_f64(f64)

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4xi16>
  %v12 = arith.constant 12 : i16
  %v10 = arith.constant 10 : i16
  %v3 = arith.constant 3 : i16
  memref.store %v12, %m[%c3] : memref<4xi16>
  %a = memref.atomic_rmw ori %v3, %m[%c3] : (i16, memref<4xi16>) -> i16
  %b = memref.atomic_rmw andi %v10, %m[%c3] : (i16, memref<4xi16>) -> i16
  %c = "memref.atomic_rmw"(%v3, %m, %c3) <{kind = 1 : i64}> : (i16, memref<4xi16>, index) -> i16
  %d = memref.atomic_rmw minu %v3, %m[%c3] : (i16, memref<4xi16>) -> i16
  %e = memref.load %m[%c3] : memref<4xi16>
  %a6 = arith.extsi %a : i16 to i64
  func.call @print_i64(%a6) : (i64) -> ()        // expect: 12
  %b6 = arith.extsi %b : i16 to i64
  func.call @print_i64(%b6) : (i64) -> ()        // expect: 15
  %c6 = arith.extsi %c : i16 to i64
  func.call @print_i64(%c6) : (i64) -> ()        // expect: 10
  %d6 = arith.extsi %d : i16 to i64
  func.call @print_i64(%d6) : (i64) -> ()        // expect: 13
  %e6 = arith.extsi %e : i16 to i64
  func.call @print_i64(%e6) : (i64) -> ()        // expect: 3
  %g = memref.atomic_rmw xori %v10, %m[%c3] : (i16, memref<4xi16>) -> i16
  %h = "memref.atomic_rmw"(%v12, %m, %c3) <{kind = 15 : i64}> : (i16, memref<4xi16>, index) -> i16
  %l = memref.load %m[%c3] : memref<4xi16>
  %g6 = arith.extsi %g : i16 to i64
  func.call @print_i64(%g6) : (i64) -> ()        // expect: 3
  %h6 = arith.extsi %h : i16 to i64
  func.call @print_i64(%h6) : (i64) -> ()        // expect: 9
  %l6 = arith.extsi %l : i16 to i64
  func.call @print_i64(%l6) : (i64) -> ()        // expect: 5
  memref.dealloc %m : memref<4xi16>

  %f = memref.alloc() : memref<2x2xf32>
  %x = arith.constant 0.5 : f32
  %y = arith.constant 2.0 : f32
  memref.store %x, %f[%c0, %c0] : memref<2x2xf32>
  %p = memref.atomic_rmw addf %y, %f[%c0, %c0] : (f32, memref<2x2xf32>) -> f32
  %q = memref.atomic_rmw assign %x, %f[%c0, %c0] : (f32, memref<2x2xf32>) -> f32
  %r = memref.load %f[%c0, %c0] : memref<2x2xf32>
  %p6 = arith.extf %p : f32 to f64
  func.call @print_f64(%p6) : (f64) -> ()        // expect: 0.5
  %q6 = arith.extf %q : f32 to f64
  func.call @print_f64(%q6) : (f64) -> ()        // expect: 2.5
  %r6 = arith.extf %r : f32 to f64
  func.call @print_f64(%r6) : (f64) -> ()        // expect: 0.5
  memref.dealloc %f : memref<2x2xf32>
  %ret = arith.constant 0 : i32
  return %ret : i32
}
