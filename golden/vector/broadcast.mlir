// vector.broadcast: scalars to 1-D and n-D, 1-D to n-D (leading
// dimensions added), size-1 dimensions stretched (leading, inner, trailing),
// and a same-shape broadcast (a copy). Operands come through a call so that
// nothing folds away.
func @bc(%s: f32, %v: vector<3xf32>, %u: vector<1xf32>, %c: vector<2x1xi32>, %r: vector<1x3xi32>, %i: i8) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.broadcast %s : f32 to vector<2x3xf32>
  vector.print %1 : vector<2x3xf32>
  %2 = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
  vector.print %2 : vector<2x3xf32>
  %3 = vector.broadcast %u : vector<1xf32> to vector<5xf32>
  vector.print %3 : vector<5xf32>
  %4 = vector.broadcast %c : vector<2x1xi32> to vector<2x4xi32>
  vector.print %4 : vector<2x4xi32>
  %5 = vector.broadcast %r : vector<1x3xi32> to vector<2x3xi32>
  vector.print %5 : vector<2x3xi32>
  %6 = vector.broadcast %c : vector<2x1xi32> to vector<3x2x2xi32>
  vector.print %6 : vector<3x2x2xi32>
  %7 = vector.broadcast %v : vector<3xf32> to vector<3xf32>
  vector.print %7 : vector<3xf32>
  %8 = vector.broadcast %i : i8 to vector<2x1x2xi8>
  vector.print %8 : vector<2x1x2xi8>
  %9 = vector.broadcast %u : vector<1xf32> to vector<2x2xf32>
  vector.print %9 : vector<2x2xf32>
  return
}

func @main() {
  %s = constant 2.5 : f32
  %v = constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %u = constant dense<[-7.0]> : vector<1xf32>
  %c = constant dense<[[1], [2]]> : vector<2x1xi32>
  %r = constant dense<[[4, 5, 6]]> : vector<1x3xi32>
  %i = constant -3 : i8
  call @bc(%s, %v, %u, %c, %r, %i) : (f32, vector<3xf32>, vector<1xf32>, vector<2x1xi32>, vector<1x3xi32>, i8) -> ()
  return
}
