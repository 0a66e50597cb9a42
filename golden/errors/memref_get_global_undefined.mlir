func.func @f() {
  %g = memref.get_global @nowhere : memref<8xi32>
  return
}
