// Allocation: malloc of the byte size (the address of element `count` from
// null), the aligned pointer rounded up when an alignment is asked for,
// stack allocation with alloca, free on dealloc, a fixed base address with
// alloc_static, and the descriptor filled with sizes and row-major strides.

func @heap(%n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  memref.dealloc %a : memref<?x4x?xf32>
  return
}

func @aligned() {
  %a = memref.alloc() {alignment = 64} : memref<33xf32>
  dealloc %a : memref<33xf32>
  return
}

func @stack(%n: index) {
  %a = memref.alloca(%n) : memref<?x8xi64>
  %b = alloca() {alignment = 32} : memref<16xi8>
  return
}

func @fixed() -> memref<1024x64xf32> {
  %a = alloc_static(0x1232a00) : memref<1024x64xf32>
  return %a : memref<1024x64xf32>
}

func @space(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32, 1>
  memref.dealloc %a : memref<?xf32, 1>
  return
}
