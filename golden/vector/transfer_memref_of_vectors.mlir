// vector.transfer_read/transfer_write on memrefs of vectors: the held vector
// type itself (zero transfer dimensions, map `(d0) -> ()`), one load or store
// of the element as MLIR 22 lowers it; ranks 1 and 2. .out from mlir-runner-22.
func.func @main() {
  %m = memref.alloca() : memref<3xvector<4xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : vector<4xf32>
  %pad = arith.constant dense<-1.0> : vector<4xf32>
  vector.transfer_write %a, %m[%c0] : vector<4xf32>, memref<3xvector<4xf32>>
  vector.transfer_write %b, %m[%c2] {permutation_map = affine_map<(d0) -> ()>} : vector<4xf32>, memref<3xvector<4xf32>>
  memref.store %pad, %m[%c1] : memref<3xvector<4xf32>>
  %r0 = vector.transfer_read %m[%c0], %pad : memref<3xvector<4xf32>>, vector<4xf32>
  vector.print %r0 : vector<4xf32>
  %r1 = vector.transfer_read %m[%c1], %pad : memref<3xvector<4xf32>>, vector<4xf32>
  vector.print %r1 : vector<4xf32>
  %r2 = vector.transfer_read %m[%c2], %pad {in_bounds = []} : memref<3xvector<4xf32>>, vector<4xf32>
  vector.print %r2 : vector<4xf32>
  %m2 = memref.alloca() : memref<2x2xvector<2xi32>>
  %x = arith.constant dense<[7, 9]> : vector<2xi32>
  %ipad = arith.constant dense<0> : vector<2xi32>
  vector.transfer_write %x, %m2[%c1, %c0] : vector<2xi32>, memref<2x2xvector<2xi32>>
  %y = vector.transfer_read %m2[%c1, %c0], %ipad : memref<2x2xvector<2xi32>>, vector<2xi32>
  vector.print %y : vector<2xi32>
  %z = memref.load %m2[%c1, %c0] : memref<2x2xvector<2xi32>>
  vector.print %z : vector<2xi32>
  return
}
