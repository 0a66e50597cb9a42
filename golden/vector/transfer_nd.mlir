// vector.transfer_read/transfer_write of 2-D vectors and with permutation
// maps: out-of-bounds rows read the padding (and are not written), lanes
// past the last dimension too; a transposing map walks the memref down its
// columns; a broadcast map (the constant 0) repeats one element; a 2-D mask;
// in_bounds flags per dimension. The reference is MLIR 13 with
// -convert-vector-to-scf in front of the ORACLE.md passes.
#tr = affine_map<(d0, d1) -> (d1, d0)>
#bc = affine_map<(d0, d1) -> (0, d1)>
#bc2 = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (d0)>
func @show(%m: memref<3x5xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %r0 = vector.load %m[%c0, %c0] : memref<3x5xf32>, vector<5xf32>
  %r1 = vector.load %m[%c1, %c0] : memref<3x5xf32>, vector<5xf32>
  %r2 = vector.load %m[%c2, %c0] : memref<3x5xf32>, vector<5xf32>
  vector.print %r0 : vector<5xf32>
  vector.print %r1 : vector<5xf32>
  vector.print %r2 : vector<5xf32>
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %pad = constant -1.0 : f32
  %m = memref.alloc() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %i5 = muli %i, %c5 : index
      %s = addi %i5, %j : index
      %si = index_cast %s : index to i32
      %f = sitofp %si : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x5xf32>
    }
  }
  %a = vector.transfer_read %m[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %a : vector<3x4xf32>
  %b = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]} : memref<3x5xf32>, vector<2x5xf32>
  vector.print %b : vector<2x5xf32>
  %t = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = #tr} : memref<3x5xf32>, vector<3x4xf32>
  vector.print %t : vector<3x4xf32>
  %bb = vector.transfer_read %m[%c1, %c3], %pad {permutation_map = #bc} : memref<3x5xf32>, vector<2x3xf32>
  vector.print %bb : vector<2x3xf32>
  %b2 = vector.transfer_read %m[%c1, %c3], %pad {permutation_map = #bc2} : memref<3x5xf32>, vector<3x2xf32>
  vector.print %b2 : vector<3x2xf32>
  %cl = vector.transfer_read %m[%c1, %c3], %pad {permutation_map = #col} : memref<3x5xf32>, vector<4xf32>
  vector.print %cl : vector<4xf32>
  %k = constant dense<[[true, false, true, true], [false, true, true, true], [true, true, true, false]]> : vector<3x4xi1>
  %mk = vector.transfer_read %m[%c1, %c2], %pad, %k : memref<3x5xf32>, vector<3x4xf32>
  vector.print %mk : vector<3x4xf32>
  %w = constant dense<[[100.0, 101.0, 102.0, 103.0], [110.0, 111.0, 112.0, 113.0], [120.0, 121.0, 122.0, 123.0]]> : vector<3x4xf32>
  vector.transfer_write %w, %m[%c2, %c3] : vector<3x4xf32>, memref<3x5xf32>
  call @show(%m) : (memref<3x5xf32>) -> ()
  vector.transfer_write %w, %m[%c0, %c0], %k : vector<3x4xf32>, memref<3x5xf32>
  call @show(%m) : (memref<3x5xf32>) -> ()
  vector.transfer_write %w, %m[%c0, %c3] {permutation_map = #tr} : vector<3x4xf32>, memref<3x5xf32>
  call @show(%m) : (memref<3x5xf32>) -> ()
  %d = memref.cast %m : memref<3x5xf32> to memref<?x?xf32>
  %dr = vector.transfer_read %d[%c2, %c1], %pad : memref<?x?xf32>, vector<2x6xf32>
  vector.print %dr : vector<2x6xf32>
  memref.dealloc %m : memref<3x5xf32>
  return
}
