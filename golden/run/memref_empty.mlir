// Memrefs with a size-0 dimension. MLIR 13's printer still prints the
// first element of every size-0 dimension (a size-0 vector prints as "[x]",
// not "[]"), so it reads memory past the end of the memref. To make that
// deterministic, each memref comes from an aligned alloc (MLIR 13 and
// mlir2ll both malloc size + alignment bytes, so at least 16 bytes follow
// the aligned pointer) and the program first stores known values into the
// slots the printer reads (out of bounds by MLIR's rules, inside the malloc
// block).

func private @print_memref_f32(memref<*xf32>)
func private @print_memref_i32(memref<*xi32>)
func private @print_memref_i64(memref<*xi64>)
func private @printI64(i64)
func private @printNewline()

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index

  // memref<0xf32>: prints [7.5]
  %a = memref.alloc(%c0) {alignment = 64} : memref<?xf32>
  %va = constant 7.5 : f32
  memref.store %va, %a[%c0] : memref<?xf32>
  %au = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @print_memref_f32(%au) : (memref<*xf32>) -> ()
  %n = memref.dim %a, %c0 : memref<?xf32>
  %n64 = index_cast %n : index to i64
  call @printI64(%n64) : (i64) -> ()
  call @printNewline() : () -> ()

  // 3x0: three rows, each showing element 0
  %b = memref.alloc(%c3, %c0) {alignment = 64} : memref<?x?xi64>
  %vb = constant -42 : i64
  memref.store %vb, %b[%c0, %c0] : memref<?x?xi64>
  %bu = memref.cast %b : memref<?x?xi64> to memref<*xi64>
  call @print_memref_i64(%bu) : (memref<*xi64>) -> ()

  // 0x2: one row of two elements
  %c = memref.alloc(%c0, %c2) {alignment = 64} : memref<?x?xi32>
  %vc0 = constant 11 : i32
  %vc1 = constant 12 : i32
  memref.store %vc0, %c[%c0, %c0] : memref<?x?xi32>
  memref.store %vc1, %c[%c0, %c1] : memref<?x?xi32>
  %cu = memref.cast %c : memref<?x?xi32> to memref<*xi32>
  call @print_memref_i32(%cu) : (memref<*xi32>) -> ()

  // 2x0x2: two blocks, each one row of two elements
  %d = memref.alloc(%c2, %c0, %c2) {alignment = 64} : memref<?x?x?xf32>
  %vd0 = constant 1.5 : f32
  %vd1 = constant -2.5e-9 : f32
  memref.store %vd0, %d[%c0, %c0, %c0] : memref<?x?x?xf32>
  memref.store %vd1, %d[%c0, %c0, %c1] : memref<?x?x?xf32>
  %du = memref.cast %d : memref<?x?x?xf32> to memref<*xf32>
  call @print_memref_f32(%du) : (memref<*xf32>) -> ()

  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?x?xi64>
  memref.dealloc %c : memref<?x?xi32>
  memref.dealloc %d : memref<?x?x?xf32>
  return
}
