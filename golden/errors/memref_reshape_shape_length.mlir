func.func @f(%m: memref<12xi64>, %s: memref<3xindex>) {
  %r = memref.reshape %m(%s) : (memref<12xi64>, memref<3xindex>) -> memref<3x4xi64>
  return
}
