// rsqrt on 1-D and 2-D vectors (a vector of ones divided by the square root).
func private @print_f32(f32)
func private @print_f64(f64)

func @r4(%v: vector<4xf32>) -> vector<4xf32> {
  %r = math.rsqrt %v : vector<4xf32>
  return %r : vector<4xf32>
}

func @r2(%v: vector<2xf64>) -> vector<2xf64> {
  %r = math.rsqrt %v : vector<2xf64>
  return %r : vector<2xf64>
}

func @main() -> i32 {
  %a = constant dense<[1.0, 4.0, 16.0, 0.25]> : vector<4xf32>
  %r = call @r4(%a) : (vector<4xf32>) -> vector<4xf32>
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %c3 = constant 3 : i32
  %e0 = vector.extractelement %r[%c0 : i32] : vector<4xf32>
  %e1 = vector.extractelement %r[%c1 : i32] : vector<4xf32>
  %e2 = vector.extractelement %r[%c2 : i32] : vector<4xf32>
  %e3 = vector.extractelement %r[%c3 : i32] : vector<4xf32>
  call @print_f32(%e0) : (f32) -> ()   // expect: 1
  call @print_f32(%e1) : (f32) -> ()   // expect: 0.5
  call @print_f32(%e2) : (f32) -> ()   // expect: 0.25
  call @print_f32(%e3) : (f32) -> ()   // expect: 2
  %b = constant dense<[64.0, 0.0625]> : vector<2xf64>
  %s = call @r2(%b) : (vector<2xf64>) -> vector<2xf64>
  %f0 = vector.extractelement %s[%c0 : i32] : vector<2xf64>
  %f1 = vector.extractelement %s[%c1 : i32] : vector<2xf64>
  call @print_f64(%f0) : (f64) -> ()   // expect: 0.125
  call @print_f64(%f1) : (f64) -> ()   // expect: 4
  %z = constant 0 : i32
  return %z : i32
}
