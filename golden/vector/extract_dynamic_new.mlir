// vector.extract / vector.insert in today's spelling (`: T from vector<...>`),
// with constant positions and positions that are index values (MLIR 22
// lowers run-time positions in the last dimension only), on 1-D, 2-D and
// 3-D vectors, inside loops over the positions.
func.func @main() {
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %e = vector.extract %v[1, 2] : i32 from vector<2x3xi32>
  vector.print %e : i32
  %r = vector.extract %v[0] : vector<3xi32> from vector<2x3xi32>
  vector.print %r : vector<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 9 : i32
  %w = arith.constant dense<[[[1.5, 2.5], [3.5, 4.5]], [[5.5, 6.5], [7.5, 8.5]]]> : vector<2x2x2xf32>
  %f = arith.constant -1.0 : f32
  scf.for %j = %c0 to %c3 step %c1 {
    %d = vector.extract %v[1, %j] : i32 from vector<2x3xi32>
    vector.print %d : i32 punctuation <comma>
    %ins = vector.insert %x, %v[0, %j] : i32 into vector<2x3xi32>
    vector.print %ins : vector<2x3xi32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %e3 = vector.extract %w[1, 0, %i] : f32 from vector<2x2x2xf32>
    vector.print %e3 : f32
    %i3 = vector.insert %f, %w[0, 1, %i] : f32 into vector<2x2x2xf32>
    vector.print %i3 : vector<2x2x2xf32>
  }
  %one = arith.constant dense<[7, 8, 9, 10]> : vector<4xi64>
  %k = vector.extract %one[%c3] : i64 from vector<4xi64>
  vector.print %k : i64
  %y = arith.constant 0 : i64
  %z = vector.insert %y, %one[%c2] : i64 into vector<4xi64>
  vector.print %z : vector<4xi64>
  return
}
