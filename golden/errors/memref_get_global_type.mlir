memref.global "private" @g : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func @f() {
  %g = memref.get_global @g : memref<8xi32>
  return
}
