// vector.extract_strided_slice (leading dimensions only too),
// vector.insert_strided_slice (lower rank into higher rank),
// vector.bitcast (1-D; n-D in slices_new: MLIR 13 fails on it),
// vector.type_cast (a memref as a rank-0 memref of one vector; rows of 4
// floats: a vector<3xf32> row takes 16 bytes in both lowerings).
func @main() {
  %v = constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34]]> : vector<4x5xi32>
  %a = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x5xi32> to vector<2x3xi32>
  vector.print %a : vector<2x3xi32>
  %b = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [1]} : vector<4x5xi32> to vector<2x5xi32>
  vector.print %b : vector<2x5xi32>
  %f = constant dense<[1.5, 2.5, 3.5, 4.5, 5.5, 6.5]> : vector<6xf32>
  %c = vector.extract_strided_slice %f {offsets = [3], sizes = [3], strides = [1]} : vector<6xf32> to vector<3xf32>
  vector.print %c : vector<3xf32>
  %p = constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi32>
  %d = vector.insert_strided_slice %p, %v {offsets = [2, 3], strides = [1, 1]} : vector<2x2xi32> into vector<4x5xi32>
  vector.print %d : vector<4x5xi32>
  %row = constant dense<[7, 8, 9]> : vector<3xi32>
  %e = vector.insert_strided_slice %row, %v {offsets = [3, 1], strides = [1]} : vector<3xi32> into vector<4x5xi32>
  vector.print %e : vector<4x5xi32>
  %g = vector.insert_strided_slice %c, %f {offsets = [0], strides = [1]} : vector<3xf32> into vector<6xf32>
  vector.print %g : vector<6xf32>
  %h = vector.bitcast %f : vector<6xf32> to vector<6xi32>
  vector.print %h : vector<6xi32>
  %i = vector.bitcast %f : vector<6xf32> to vector<12xi16>
  vector.print %i : vector<12xi16>
  %k = vector.bitcast %i : vector<12xi16> to vector<3xf64>
  vector.print %k : vector<3xf64>
  %m = memref.alloc() : memref<2x4xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %x = constant 4.25 : f32
  %t = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  %w = constant dense<[[1.0, 2.0, 3.0, 3.5], [4.0, 5.0, 6.0, 6.5]]> : vector<2x4xf32>
  memref.store %w, %t[] : memref<vector<2x4xf32>>
  memref.store %x, %m[%c1, %c0] : memref<2x4xf32>
  %r = memref.load %t[] : memref<vector<2x4xf32>>
  vector.print %r : vector<2x4xf32>
  %y = memref.load %m[%c1, %c1] : memref<2x4xf32>
  vector.print %y : f32
  memref.dealloc %m : memref<2x4xf32>
  return
}
