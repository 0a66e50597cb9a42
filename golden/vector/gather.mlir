// vector.gather/scatter (llvm.masked.gather/scatter through a vector of
// addresses), vector.expandload/compressstore: masked lanes keep the
// pass-through (gather, expandload) or leave memory alone (scatter,
// compressstore); expandload reads consecutive elements into the set lanes,
// compressstore writes the set lanes to consecutive elements. Offsets of
// i8, i32, i64 and index, from a base with 1 and 2 indices.
func @fill(%m: memref<16xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c16 = constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<16xf32>
  }
  return
}

func @dump(%m: memref<16xf32>) {
  %c0 = constant 0 : index
  %v = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %v : vector<16xf32>
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c5 = constant 5 : index
  %m = memref.alloc() : memref<16xf32>
  call @fill(%m) : (memref<16xf32>) -> ()
  %idx = constant dense<[0, 3, 15, 1, 7]> : vector<5xi32>
  %k = constant dense<[true, false, true, true, true]> : vector<5xi1>
  %p = constant dense<[-1.0, -2.0, -3.0, -4.0, -5.0]> : vector<5xf32>
  %g = vector.gather %m[%c0][%idx], %k, %p : memref<16xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %g : vector<5xf32>
  // negative offsets from a base inside the buffer
  %neg = constant dense<[-5, -1, 0, 2]> : vector<4xi8>
  %k4 = constant dense<[true, true, false, true]> : vector<4xi1>
  %p4 = constant dense<[9.5, 9.5, 9.5, 9.5]> : vector<4xf32>
  %g2 = vector.gather %m[%c5][%neg], %k4, %p4 : memref<16xf32>, vector<4xi8>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g2 : vector<4xf32>
  vector.scatter %m[%c5][%neg], %k4, %p4 : memref<16xf32>, vector<4xi8>, vector<4xi1>, vector<4xf32>
  call @dump(%m) : (memref<16xf32>) -> ()
  %idx64 = constant dense<[14, 13, 12, 11, 10]> : vector<5xi64>
  vector.scatter %m[%c0][%idx64], %k, %p : memref<16xf32>, vector<5xi64>, vector<5xi1>, vector<5xf32>
  call @dump(%m) : (memref<16xf32>) -> ()
  // expandload / compressstore
  call @fill(%m) : (memref<16xf32>) -> ()
  %e = vector.expandload %m[%c2], %k, %p : memref<16xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %e : vector<5xf32>
  %none = constant dense<false> : vector<5xi1>
  %e0 = vector.expandload %m[%c2], %none, %p : memref<16xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %e0 : vector<5xf32>
  %w = constant dense<[100.0, 200.0, 300.0, 400.0, 500.0]> : vector<5xf32>
  vector.compressstore %m[%c1], %k, %w : memref<16xf32>, vector<5xi1>, vector<5xf32>
  call @dump(%m) : (memref<16xf32>) -> ()
  // a 2-D base: offsets count elements from %t[1, 1]
  %t = memref.alloc() : memref<3x4xi64>
  %i0 = constant 0 : i64
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = muli %i, %c4 : index
      %s = addi %ij, %j : index
      %si = index_cast %s : index to i64
      memref.store %si, %t[%i, %j] : memref<3x4xi64>
    }
  }
  %ix = constant dense<[0, 1, 4, 6]> : vector<4xindex>
  %all = constant dense<true> : vector<4xi1>
  %pi = constant dense<[-1, -1, -1, -1]> : vector<4xi64>
  %gi = vector.gather %t[%c1, %c1][%ix], %all, %pi : memref<3x4xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  vector.print %gi : vector<4xi64>
  %ei = vector.expandload %t[%c2, %c0], %k4, %pi : memref<3x4xi64>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  vector.print %ei : vector<4xi64>
  %wi = constant dense<[70, 71, 72, 73]> : vector<4xi64>
  vector.compressstore %t[%c0, %c2], %k4, %wi : memref<3x4xi64>, vector<4xi1>, vector<4xi64>
  vector.scatter %t[%c2, %c0][%ix], %k4, %wi : memref<3x4xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64>
  %r0 = vector.load %t[%c0, %c0] : memref<3x4xi64>, vector<4xi64>
  %r1 = vector.load %t[%c1, %c0] : memref<3x4xi64>, vector<4xi64>
  %r2 = vector.load %t[%c2, %c0] : memref<3x4xi64>, vector<4xi64>
  vector.print %r0 : vector<4xi64>
  vector.print %r1 : vector<4xi64>
  vector.print %r2 : vector<4xi64>
  memref.dealloc %t : memref<3x4xi64>
  memref.dealloc %m : memref<16xf32>
  return
}
