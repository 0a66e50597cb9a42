// vector.extract (MLIR 13) with constant positions: a scalar from a 1-D,
// 2-D and 3-D vector, a row of a 2-D vector and a plane of a 3-D vector, in
// custom and generic form.
func private @print_f32(f32)
func private @print_i64(i64)

func @rows(%m: vector<2x3xf32>) -> vector<3xf32> {
  %r = vector.extract %m[1] : vector<2x3xf32>
  return %r : vector<3xf32>
}

func @main() -> i32 {
  %v = constant dense<[5, 6, 7, 8]> : vector<4xi64>
  %a = vector.extract %v[2] : vector<4xi64>
  call @print_i64(%a) : (i64) -> ()
  %m = constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = vector.extract %m[1, 2] : vector<2x3xf32>
  call @print_f32(%b) : (f32) -> ()
  %row = call @rows(%m) : (vector<2x3xf32>) -> vector<3xf32>
  %c = vector.extract %row[0] : vector<3xf32>
  call @print_f32(%c) : (f32) -> ()
  %t = constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi64>
  %plane = vector.extract %t[1] : vector<2x2x2xi64>
  %d = "vector.extract"(%plane) {position = [0, 1]} : (vector<2x2xi64>) -> i64
  call @print_i64(%d) : (i64) -> ()
  %e = vector.extract %t[0, 1, 0] : vector<2x2x2xi64>
  call @print_i64(%e) : (i64) -> ()
  %z = constant 0 : i32
  return %z : i32
}
