// 0-D vectors (MLIR 22): `vector<f32>` lowers to `<1 x float>`. broadcast
// scalar to 0-D and 0-D to n-D, extract/insert with `[]`, dense constants,
// arith/math elementwise, fma, reduction, from_elements, transpose, shuffle,
// bitcast, shape_cast to/from vector<1xf32>, function arguments and results,
// transfer_read/write (rank-0 and rank-1 memrefs, a `-> ()` map), load/store,
// memrefs of 0-D vectors, 0-D masks. .out from mlir-runner-22.
func.func @id(%a: vector<f32>) -> vector<f32> {
  %r = arith.mulf %a, %a : vector<f32>
  return %r : vector<f32>
}
func.func @main() {
  %c = arith.constant 2.5 : f32
  %c1 = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<f32>
  %w = arith.addf %v, %v : vector<f32>
  %x = vector.extract %w[] : f32 from vector<f32>
  vector.print %w : vector<f32>
  vector.print %x : f32
  %b = vector.broadcast %w : vector<f32> to vector<3xf32>
  vector.print %b : vector<3xf32>
  %b2 = vector.broadcast %w : vector<f32> to vector<2x3xf32>
  vector.print %b2 : vector<2x3xf32>
  %s = vector.shape_cast %w : vector<f32> to vector<1xf32>
  vector.print %s : vector<1xf32>
  %s2 = vector.shape_cast %s : vector<1xf32> to vector<f32>
  vector.print %s2 : vector<f32>
  %s3 = vector.shape_cast %w : vector<f32> to vector<1x1xf32>
  vector.print %s3 : vector<1x1xf32>
  %i = vector.insert %c1, %w[] : f32 into vector<f32>
  vector.print %i : vector<f32>
  %k = arith.constant dense<7> : vector<i32>
  vector.print %k : vector<i32>
  %k2 = arith.constant dense<3.25> : vector<f64>
  vector.print %k2 : vector<f64>
  %cmp = arith.cmpf olt, %v, %w : vector<f32>
  vector.print %cmp : vector<i1>
  %sel = arith.select %cmp, %i, %w : vector<i1>, vector<f32>
  vector.print %sel : vector<f32>
  %f = vector.fma %w, %w, %v : vector<f32>
  vector.print %f : vector<f32>
  %red = vector.reduction <add>, %w : vector<f32> into f32
  vector.print %red : f32
  %red2 = vector.reduction <mul>, %w, %c : vector<f32> into f32
  vector.print %red2 : f32
  %fe = vector.from_elements %c1 : vector<f32>
  vector.print %fe : vector<f32>
  %tr = vector.transpose %w, [] : vector<f32> to vector<f32>
  vector.print %tr : vector<f32>
  %sh = vector.shuffle %w, %fe [1, 0, 1] : vector<f32>, vector<f32>
  vector.print %sh : vector<3xf32>
  %bc = vector.bitcast %fe : vector<f32> to vector<i32>
  vector.print %bc : vector<i32>
  %si = arith.fptosi %w : vector<f32> to vector<i32>
  vector.print %si : vector<i32>
  %sq = math.sqrt %w : vector<f32>
  vector.print %sq : vector<f32>
  %cl = func.call @id(%w) : (vector<f32>) -> vector<f32>
  vector.print %cl : vector<f32>
  %m = memref.alloca() : memref<f32>
  %m4 = memref.alloca() : memref<4xf32>
  %i0 = arith.constant 0 : index
  %i2 = arith.constant 2 : index
  memref.store %c, %m[] : memref<f32>
  vector.transfer_write %w, %m4[%i2] : vector<f32>, memref<4xf32>
  vector.transfer_write %fe, %m4[%i0] : vector<f32>, memref<4xf32>
  %tr0 = vector.transfer_read %m[], %c1 : memref<f32>, vector<f32>
  vector.print %tr0 : vector<f32>
  %tr1 = vector.transfer_read %m4[%i2], %c1 : memref<4xf32>, vector<f32>
  vector.print %tr1 : vector<f32>
  %tr2 = vector.transfer_read %m4[%i0], %c1 {permutation_map = affine_map<(d0) -> ()>} : memref<4xf32>, vector<f32>
  vector.print %tr2 : vector<f32>
  vector.store %tr1, %m[] : memref<f32>, vector<f32>
  %l0 = vector.load %m[] : memref<f32>, vector<f32>
  vector.print %l0 : vector<f32>
  vector.store %v, %m4[%i0] : memref<4xf32>, vector<f32>
  %l1 = vector.load %m4[%i0] : memref<4xf32>, vector<f32>
  vector.print %l1 : vector<f32>
  %mv = memref.alloca() : memref<2xvector<f32>>
  memref.store %w, %mv[%i0] : memref<2xvector<f32>>
  %lv = memref.load %mv[%i0] : memref<2xvector<f32>>
  vector.print %lv : vector<f32>
  %cm = vector.create_mask %i0 : vector<i1>
  vector.print %cm : vector<i1>
  %cm2 = vector.constant_mask [1] : vector<i1>
  vector.print %cm2 : vector<i1>
  %ex1 = vector.extract %b2[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %ex1 : vector<3xf32>
  return
}
