// vector.load/vector.store on 1-D and 2-D memrefs (static and dynamic
// strides, an offset view), vector.create_mask and vector.constant_mask
// (1-D and 2-D), vector.maskedload/vector.maskedstore with a pass-through.
#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 10)>
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %c16 = constant 16 : index
  %m = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<16xf32>
  }
  %v = vector.load %m[%c3] : memref<16xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = addf %v, %v : vector<4xf32>
  vector.store %w, %m[%c5] : memref<16xf32>, vector<4xf32>
  %v2 = vector.load %m[%c2] : memref<16xf32>, vector<8xf32>
  vector.print %v2 : vector<8xf32>
  // 2-D memref
  %a = memref.alloc() : memref<4x8xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    %s = vector.broadcast %i : index to vector<8xindex>
    %si = index_cast %s : vector<8xindex> to vector<8xi32>
    vector.store %si, %a[%i, %c0] : memref<4x8xi32>, vector<8xi32>
  }
  %r = vector.load %a[%c1, %c2] : memref<4x8xi32>, vector<3xi32>
  vector.print %r : vector<3xi32>
  // masks
  %k1 = vector.create_mask %c3 : vector<5xi1>
  vector.print %k1 : vector<5xi1>
  %k2 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  vector.print %k2 : vector<3x4xi1>
  %n = constant -2 : index
  %k3 = vector.create_mask %n : vector<3xi1>
  vector.print %k3 : vector<3xi1>
  %k4 = vector.create_mask %c16 : vector<3xi1>
  vector.print %k4 : vector<3xi1>
  %k5 = vector.constant_mask [2] : vector<4xi1>
  vector.print %k5 : vector<4xi1>
  %k6 = vector.constant_mask [1, 3] : vector<2x4xi1>
  vector.print %k6 : vector<2x4xi1>
  // masked load/store
  %pass = constant dense<[-1.0, -2.0, -3.0, -4.0, -5.0]> : vector<5xf32>
  %ml = vector.maskedload %m[%c1], %k1, %pass : memref<16xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %ml : vector<5xf32>
  %alt = constant dense<[true, false, true, false, true]> : vector<5xi1>
  vector.maskedstore %m[%c0], %alt, %pass : memref<16xf32>, vector<5xi1>, vector<5xf32>
  %all = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all : vector<16xf32>
  // masked load at the very end: masked-off lanes past the end are not read
  %c14 = constant 14 : index
  %k7 = vector.create_mask %c2 : vector<5xi1>
  %tail = vector.maskedload %m[%c14], %k7, %pass : memref<16xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %tail : vector<5xf32>
  // a dynamic, offset view
  %d = memref.cast %a : memref<4x8xi32> to memref<?x?xi32>
  %dv = vector.load %d[%c2, %c1] : memref<?x?xi32>, vector<4xi32>
  vector.print %dv : vector<4xi32>
  %sv = memref.subview %a[1, 2] [2, 4] [1, 1] : memref<4x8xi32> to memref<2x4xi32, #map>
  %pi = constant dense<[7, 7, 7, 7]> : vector<4xi32>
  vector.maskedstore %sv[%c1, %c0], %k5, %pi : memref<2x4xi32, #map>, vector<4xi1>, vector<4xi32>
  %row = vector.load %a[%c2, %c0] : memref<4x8xi32>, vector<8xi32>
  vector.print %row : vector<8xi32>
  memref.dealloc %a : memref<4x8xi32>
  memref.dealloc %m : memref<16xf32>
  return
}
