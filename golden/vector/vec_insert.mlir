// vector.insert (MLIR 13) with constant positions: a scalar into a 1-D, 2-D
// and 3-D vector, a row into a 2-D vector and a plane into a 3-D vector, in
// custom and generic form; read back with vector.extract.
func private @print_f32(f32)
func private @print_i64(i64)

func @set_row(%m: vector<2x3xf32>, %r: vector<3xf32>) -> vector<2x3xf32> {
  %n = vector.insert %r, %m[0] : vector<3xf32> into vector<2x3xf32>
  return %n : vector<2x3xf32>
}

func @main() -> i32 {
  %v = constant dense<[5, 6, 7, 8]> : vector<4xi64>
  %x = constant 70 : i64
  %v1 = vector.insert %x, %v[2] : i64 into vector<4xi64>
  %a = vector.extract %v1[2] : vector<4xi64>
  call @print_i64(%a) : (i64) -> ()
  %a3 = vector.extract %v1[3] : vector<4xi64>
  call @print_i64(%a3) : (i64) -> ()
  %m = constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %y = constant 60.5 : f32
  %m1 = vector.insert %y, %m[1, 2] : f32 into vector<2x3xf32>
  %b = vector.extract %m1[1, 2] : vector<2x3xf32>
  call @print_f32(%b) : (f32) -> ()
  %row = constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  %m2 = call @set_row(%m1, %row) : (vector<2x3xf32>, vector<3xf32>) -> vector<2x3xf32>
  %c = vector.extract %m2[0, 1] : vector<2x3xf32>
  call @print_f32(%c) : (f32) -> ()
  %c2 = vector.extract %m2[1, 2] : vector<2x3xf32>
  call @print_f32(%c2) : (f32) -> ()
  %t = constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi64>
  %p = constant dense<[[10, 20], [30, 40]]> : vector<2x2xi64>
  %t1 = "vector.insert"(%p, %t) {position = [0]} : (vector<2x2xi64>, vector<2x2x2xi64>) -> vector<2x2x2xi64>
  %z9 = constant 99 : i64
  %t2 = vector.insert %z9, %t1[1, 1, 0] : i64 into vector<2x2x2xi64>
  %d = vector.extract %t2[0, 1, 1] : vector<2x2x2xi64>
  call @print_i64(%d) : (i64) -> ()
  %e = vector.extract %t2[1, 1, 0] : vector<2x2x2xi64>
  call @print_i64(%e) : (i64) -> ()
  %f = vector.extract %t2[1, 1, 1] : vector<2x2x2xi64>
  call @print_i64(%f) : (i64) -> ()
  %z = constant 0 : i32
  return %z : i32
}
