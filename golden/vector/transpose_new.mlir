// vector.transpose (2-D and 3-D permutations, identity) and
// vector.shape_cast (collapse and expand), today's spelling.
func.func @t(%m: vector<2x3xi32>, %c: vector<2x3x4xf32>, %v: vector<6xi32>) {
  %0 = vector.transpose %m, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  vector.print %0 : vector<3x2xi32>
  %1 = vector.transpose %c, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  vector.print %1 : vector<4x2x3xf32>
  %2 = vector.transpose %c, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
  vector.print %2 : vector<3x4x2xf32>
  %3 = vector.transpose %m, [0, 1] : vector<2x3xi32> to vector<2x3xi32>
  vector.print %3 : vector<2x3xi32>
  %4 = vector.shape_cast %m : vector<2x3xi32> to vector<6xi32>
  vector.print %4 : vector<6xi32>
  %5 = vector.shape_cast %v : vector<6xi32> to vector<3x2xi32>
  vector.print %5 : vector<3x2xi32>
  %6 = vector.shape_cast %c : vector<2x3x4xf32> to vector<6x4xf32>
  vector.print %6 : vector<6x4xf32>
  return
}

func.func @main() {
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %c = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : vector<2x3x4xf32>
  %v = arith.constant dense<[10, 20, 30, 40, 50, 60]> : vector<6xi32>
  func.call @t(%m, %c, %v) : (vector<2x3xi32>, vector<2x3x4xf32>, vector<6xi32>) -> ()
  return
}
