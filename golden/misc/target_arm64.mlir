// mlir2ll-flags: --target-triple arm64-apple-macosx
// The triple picks the data layout clang uses for it (the .ll compiles for that target).
func @sum(%m: memref<?xf64>) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %z = constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %m[%i] : memref<?xf64>
    %s = addf %acc, %x : f64
    scf.yield %s : f64
  }
  return %r : f64
}
