// vector.print (MLIR 13 spelling): scalars of every printable type, 1-D,
// 2-D and 3-D vectors; i1 prints as 0/1, index unsigned, narrow integers
// sign-extended, floats as "%g" (-0, inf, nan, rounding to 6 digits).
func @main() {
  %f = constant dense<[0.1, 1.0e20, -0.0, 3.0, 999999.5, 1.0e-5, 0.0001, 123456789.0]> : vector<8xf32>
  vector.print %f : vector<8xf32>
  %d = constant dense<[0.1, 1.0e300, -2.5e-310, 1.0e6]> : vector<4xf64>
  vector.print %d : vector<4xf64>
  %z = constant 0.0 : f32
  %one = constant 1.0 : f32
  %inf = divf %one, %z : f32
  %ninf = negf %inf : f32
  vector.print %inf : f32
  vector.print %ninf : f32
  %nan = constant 0x7FC00000 : f32
  %nnan = constant 0xFFC00000 : f32
  vector.print %nan : f32
  vector.print %nnan : f32
  %b = constant dense<[true, false, true]> : vector<3xi1>
  vector.print %b : vector<3xi1>
  %t = constant true
  vector.print %t : i1
  %i8 = constant dense<[[1, -2], [127, -128]]> : vector<2x2xi8>
  vector.print %i8 : vector<2x2xi8>
  %i32 = constant dense<[[[1, 2, 3], [4, 5, 6]], [[-7, 8, 9], [10, 11, -2147483648]]]> : vector<2x2x3xi32>
  vector.print %i32 : vector<2x2x3xi32>
  %i64 = constant dense<[-9223372036854775808, 9223372036854775807]> : vector<2xi64>
  vector.print %i64 : vector<2xi64>
  %x = constant 7 : index
  vector.print %x : index
  %xm = constant -1 : index
  vector.print %xm : index
  %xs = constant dense<[0, -1, 42]> : vector<3xindex>
  vector.print %xs : vector<3xindex>
  %i16 = constant -300 : i16
  vector.print %i16 : i16
  %one_elem = constant dense<5.5> : vector<1xf64>
  vector.print %one_elem : vector<1xf64>
  %col = constant dense<[[1.5], [2.5]]> : vector<2x1xf32>
  vector.print %col : vector<2x1xf32>
  return
}
