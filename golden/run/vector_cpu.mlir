// In the style of MLIR's Integration/Dialect/Vector/CPU tests (today's
// spelling): vector.print of vectors and scalars, reductions, a
// transfer_read with padding, contractions (dot product and 2x2 matmul),
// gather and scatter with a mask. The golden stdout is mlir-runner-22's.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  vector.print %v : vector<4xf32>
  %r = vector.reduction <add>, %v : vector<4xf32> into f32
  vector.print %r : f32
  %m = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  vector.print %m : f32
  %i = arith.constant dense<[3, -1, 7, 2]> : vector<4xi32>
  %mi = vector.reduction <minsi>, %i : vector<4xi32> into i32
  vector.print %mi : i32
  %mu = vector.reduction <maxui>, %i : vector<4xi32> into i32
  vector.print %mu : i32
  %mem = memref.alloc() : memref<6xf32>
  %v6 = arith.constant dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5]> : vector<6xf32>
  vector.store %v6, %mem[%c0] : memref<6xf32>, vector<6xf32>
  %pad = arith.constant -1.0 : f32
  %t = vector.transfer_read %mem[%c4], %pad : memref<6xf32>, vector<4xf32>
  vector.print %t : vector<4xf32>
  %d = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %f0 : vector<4xf32>, vector<4xf32> into f32
  vector.print %d : f32
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %a, %z : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %mm : vector<2x2xf32>
  %idx = arith.constant dense<[5, 0, 3, 1]> : vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pt = arith.constant dense<9.0> : vector<4xf32>
  %g = vector.gather %mem[%c0] [%idx], %mask, %pt : memref<6xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  vector.scatter %mem[%c0] [%idx], %mask, %v : memref<6xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %all = vector.load %mem[%c0] : memref<6xf32>, vector<6xf32>
  vector.print %all : vector<6xf32>
  memref.dealloc %mem : memref<6xf32>
  return
}
