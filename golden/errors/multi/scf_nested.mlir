// Errors inside nested scf.for regions: each op is skipped and the loop
// and the function go on.
func.func @f(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.addf %v : f32
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.addi %i, %j : index
      %bad = arith.nope %i, %j : index
      memref.store %w, %m[%k] : memref<?xf32>
    }
    %z = arith.mulf %v, %undefined : f32
  }
  return
}
