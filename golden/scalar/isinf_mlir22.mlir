// math.isinf (MLIR 22 leaves it unlowered; mlir2ll: x - x unordered and x
// ordered, i.e. |x| == inf; the .out is MLIR 22 running |x| == inf) on f16, f32, f64
// and vectors: zeros, subnormals, the largest finite values, infinities
// and NaNs. The values come through a call, so nothing is folded.
func.func private @print_i32(i32)

func.func @id64(%x: f64) -> f64 {
  return %x : f64
}

func.func @show(%b: i1) {
  %i = arith.extui %b : i1 to i32
  func.call @print_i32(%i) : (i32) -> ()
  return
}

func.func @check64(%c: f64) {
  %x = func.call @id64(%c) : (f64) -> f64
  %a = math.isinf %x : f64
  func.call @show(%a) : (i1) -> ()
  %y = arith.truncf %x : f64 to f32
  %b = math.isinf %y : f32
  func.call @show(%b) : (i1) -> ()
  %z = arith.truncf %x : f64 to f16
  %c16 = math.isinf %z : f16
  func.call @show(%c16) : (i1) -> ()
  return
}

func.func @main() -> i32 {
  %z = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %sub = arith.constant 4.9406564584124654e-324 : f64
  %big = arith.constant 1.7976931348623157e+308 : f64
  %mid = arith.constant 70000.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %m = arith.constant -2.5 : f64
  func.call @check64(%z) : (f64) -> ()
  func.call @check64(%nz) : (f64) -> ()
  func.call @check64(%sub) : (f64) -> ()
  func.call @check64(%big) : (f64) -> ()
  func.call @check64(%mid) : (f64) -> ()
  func.call @check64(%inf) : (f64) -> ()
  func.call @check64(%ninf) : (f64) -> ()
  func.call @check64(%nan) : (f64) -> ()
  func.call @check64(%m) : (f64) -> ()
  // a vector<4xf64> of (-2.5, inf, nan, largest)
  %v0 = vector.broadcast %m : f64 to vector<4xf64>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %xi = func.call @id64(%inf) : (f64) -> f64
  %xn = func.call @id64(%nan) : (f64) -> f64
  %xb = func.call @id64(%big) : (f64) -> f64
  %v1 = vector.insert %xi, %v0[1] : f64 into vector<4xf64>
  %v2 = vector.insert %xn, %v1[2] : f64 into vector<4xf64>
  %v3 = vector.insert %xb, %v2[3] : f64 into vector<4xf64>
  %fv = math.isinf %v3 : vector<4xf64>
  %e0 = vector.extract %fv[0] : i1 from vector<4xi1>
  %e1 = vector.extract %fv[1] : i1 from vector<4xi1>
  %e2 = vector.extract %fv[2] : i1 from vector<4xi1>
  %e3 = vector.extract %fv[3] : i1 from vector<4xi1>
  func.call @show(%e0) : (i1) -> ()
  func.call @show(%e1) : (i1) -> ()
  func.call @show(%e2) : (i1) -> ()
  func.call @show(%e3) : (i1) -> ()
  %r = arith.constant 0 : i32
  return %r : i32
}
