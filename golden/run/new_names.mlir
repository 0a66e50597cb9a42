// The printMemref{F32,F64,I32,I64} spellings of later MLIR releases (not in
// MLIR 13's runner libraries): same calling convention and same output as
// print_memref_*. The expected stdout comes from MLIR 13 with the calls
// renamed to print_memref_*.

func private @printMemrefF32(memref<*xf32>)
func private @printMemrefF64(memref<*xf64>)
func private @printMemrefI32(memref<*xi32>)
func private @printMemrefI64(memref<*xi64>)
func private @printNewline()

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index

  %a = memref.alloc() : memref<2x2xf32>
  %fa = constant 0.75 : f32
  %fb = constant -3.0e8 : f32
  memref.store %fa, %a[%c0, %c0] : memref<2x2xf32>
  memref.store %fb, %a[%c0, %c1] : memref<2x2xf32>
  memref.store %fb, %a[%c1, %c0] : memref<2x2xf32>
  memref.store %fa, %a[%c1, %c1] : memref<2x2xf32>
  %au = memref.cast %a : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()

  %b = memref.alloc() : memref<f64>
  %db = constant 6.02214076e23 : f64
  memref.store %db, %b[] : memref<f64>
  %bu = memref.cast %b : memref<f64> to memref<*xf64>
  call @printMemrefF64(%bu) : (memref<*xf64>) -> ()

  %c = memref.alloc() : memref<3xi32>
  %i0 = constant 7 : i32
  %i1 = constant -8 : i32
  %c2 = constant 2 : index
  memref.store %i0, %c[%c0] : memref<3xi32>
  memref.store %i1, %c[%c1] : memref<3xi32>
  memref.store %i0, %c[%c2] : memref<3xi32>
  %cu = memref.cast %c : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  call @printNewline() : () -> ()

  %d = memref.alloc() : memref<1x2x1xi64>
  %l0 = constant 1099511627776 : i64
  %l1 = constant -5 : i64
  memref.store %l0, %d[%c0, %c0, %c0] : memref<1x2x1xi64>
  memref.store %l1, %d[%c0, %c1, %c0] : memref<1x2x1xi64>
  %du = memref.cast %d : memref<1x2x1xi64> to memref<*xi64>
  call @printMemrefI64(%du) : (memref<*xi64>) -> ()

  memref.dealloc %a : memref<2x2xf32>
  memref.dealloc %b : memref<f64>
  memref.dealloc %c : memref<3xi32>
  memref.dealloc %d : memref<1x2x1xi64>
  return
}
