// vector.multi_reduction (MLIR 22 with --lower-vector-multi-reduction in front
// of the ORACLE.md passes, both strategies agree; MLIR 13 does
// not lower it): inner, outer, all and middle dimensions, with the
// accumulator; float add/mul/max kinds and integer ones. Values like 0.1
// and 1e8 make the order of float additions visible.
func.func @main() {
  %mr = arith.constant dense<[[1.0e8, 0.1, -1.0e8, 0.2], [0.3, 1.0, 0.7, -5.0], [2.0, 4.0, 8.0, 16.0]]> : vector<3x4xf32>
  %acc3 = arith.constant dense<[0.1, 1.0e8, -0.0]> : vector<3xf32>
  %acc4 = arith.constant dense<[1.0e8, 0.1, 1.0e8, 0.3]> : vector<4xf32>
  %mr1 = vector.multi_reduction <add>, %mr, %acc3 [1] : vector<3x4xf32> to vector<3xf32>
  vector.print %mr1 : vector<3xf32>
  %mr0 = vector.multi_reduction <add>, %mr, %acc4 [0] : vector<3x4xf32> to vector<4xf32>
  vector.print %mr0 : vector<4xf32>
  %mrm = vector.multi_reduction <mul>, %mr, %acc4 [0] : vector<3x4xf32> to vector<4xf32>
  vector.print %mrm : vector<4xf32>
  %mrx = vector.multi_reduction <maxnumf>, %mr, %acc3 [1] : vector<3x4xf32> to vector<3xf32>
  vector.print %mrx : vector<3xf32>
  %mrn = vector.multi_reduction <minimumf>, %mr, %acc4 [0] : vector<3x4xf32> to vector<4xf32>
  vector.print %mrn : vector<4xf32>
  %s = arith.constant 0.5 : f32
  %mra = vector.multi_reduction <add>, %mr, %s [0, 1] : vector<3x4xf32> to f32
  vector.print %mra : f32
  %i3 = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, -8]]]> : vector<2x2x2xi32>
  %ia2 = arith.constant dense<[0, 100]> : vector<2xi32>
  %i3a = vector.multi_reduction <minsi>, %i3, %ia2 [0, 2] : vector<2x2x2xi32> to vector<2xi32>
  vector.print %i3a : vector<2xi32>
  %ia22 = arith.constant dense<[[1, 2], [4, 8]]> : vector<2x2xi32>
  %i3b = vector.multi_reduction <xor>, %i3, %ia22 [1] : vector<2x2x2xi32> to vector<2x2xi32>
  vector.print %i3b : vector<2x2xi32>
  %i3c = vector.multi_reduction <maxui>, %i3, %ia22 [0] : vector<2x2x2xi32> to vector<2x2xi32>
  vector.print %i3c : vector<2x2xi32>
  %i3d = vector.multi_reduction <add>, %i3, %ia2 [1, 2] : vector<2x2x2xi32> to vector<2xi32>
  vector.print %i3d : vector<2xi32>
  return
}
