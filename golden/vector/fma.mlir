// vector.fma on 1-D and 2-D vectors of f32 and f64: fused (one rounding:
// 0.1 * 10 - 1 is not 0), with infinities and NaN.
func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %x: vector<2x2xf64>) {
  %0 = vector.fma %a, %b, %c : vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.fma %x, %x, %x : vector<2x2xf64>
  vector.print %1 : vector<2x2xf64>
  return
}

func @main() {
  %a = constant dense<[0.1, 2.0, 1.0e30, 3.0]> : vector<4xf32>
  %b = constant dense<[10.0, 3.0, 1.0e30, 0x7FC00000]> : vector<4xf32>
  %c = constant dense<[-1.0, 0.5, -1.0, 1.0]> : vector<4xf32>
  %x = constant dense<[[0.1, -2.0], [1.0e200, 0.5]]> : vector<2x2xf64>
  call @f(%a, %b, %c, %x) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<2x2xf64>) -> ()
  return
}
