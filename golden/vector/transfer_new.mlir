// Today's spelling. vector.transfer_read/transfer_write of 1-D vectors (minor identity):
// in bounds (a plain load/store), out of bounds with padding (lanes past
// the last dimension read the padding, writes past it are dropped), with
// and without a mask, on 1-D and 2-D memrefs with static and dynamic sizes.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %pad = arith.constant -7.5 : f32
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  %a = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<12xf32>, vector<4xf32>
  vector.print %a : vector<4xf32>
  %b = vector.transfer_read %m[%c9], %pad : memref<12xf32>, vector<5xf32>
  vector.print %b : vector<5xf32>
  %c = vector.transfer_read %m[%c12], %pad : memref<12xf32>, vector<3xf32>
  vector.print %c : vector<3xf32>
  %k = arith.constant dense<[true, false, true, true, false]> : vector<5xi1>
  %d = vector.transfer_read %m[%c9], %pad, %k : memref<12xf32>, vector<5xf32>
  vector.print %d : vector<5xf32>
  %e = vector.transfer_read %m[%c1], %pad, %k {in_bounds = [true]} : memref<12xf32>, vector<5xf32>
  vector.print %e : vector<5xf32>
  %w = arith.constant dense<[100.0, 200.0, 300.0, 400.0, 500.0]> : vector<5xf32>
  vector.transfer_write %w, %m[%c9] : vector<5xf32>, memref<12xf32>
  vector.transfer_write %w, %m[%c0], %k : vector<5xf32>, memref<12xf32>
  %w4 = vector.shuffle %w, %w [1, 2, 3, 4] : vector<5xf32>, vector<5xf32>
  vector.transfer_write %w4, %m[%c4] {in_bounds = [true]} : vector<4xf32>, memref<12xf32>
  %all = vector.transfer_read %m[%c0], %pad : memref<12xf32>, vector<14xf32>
  vector.print %all : vector<14xf32>
  // 2-D, dynamic sizes: the last dimension bounds the lanes
  %t = memref.alloc(%c2, %c6) : memref<?x?xi64>
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ij = arith.muli %i, %c6 : index
      %s = arith.addi %ij, %j : index
      %si = arith.index_cast %s : index to i64
      memref.store %si, %t[%i, %j] : memref<?x?xi64>
    }
  }
  %p64 = arith.constant -1 : i64
  %r = vector.transfer_read %t[%c1, %c4], %p64 : memref<?x?xi64>, vector<4xi64>
  vector.print %r : vector<4xi64>
  %v64 = arith.constant dense<[50, 51, 52, 53]> : vector<4xi64>
  vector.transfer_write %v64, %t[%c0, %c4] : vector<4xi64>, memref<?x?xi64>
  %r0 = vector.transfer_read %t[%c0, %c0], %p64 : memref<?x?xi64>, vector<8xi64>
  vector.print %r0 : vector<8xi64>
  %r1 = vector.transfer_read %t[%c1, %c0], %p64 : memref<?x?xi64>, vector<6xi64>
  vector.print %r1 : vector<6xi64>
  memref.dealloc %t : memref<?x?xi64>
  memref.dealloc %m : memref<12xf32>
  return
}
