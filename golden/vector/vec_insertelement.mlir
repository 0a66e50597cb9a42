// vector.insertelement (MLIR 13, 1-D vectors) at constant and runtime
// positions of i32 and i64 type, in custom and generic form.
func private @print_f32(f32)
func private @print_i64(i64)

func @put(%v: vector<4xf32>, %x: f32, %i: i64) -> vector<4xf32> {
  %r = vector.insertelement %x, %v[%i : i64] : vector<4xf32>
  return %r : vector<4xf32>
}

func @show(%v: vector<4xf32>) {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %c3 = constant 3 : i32
  %a = vector.extractelement %v[%c0 : i32] : vector<4xf32>
  %b = vector.extractelement %v[%c1 : i32] : vector<4xf32>
  %c = vector.extractelement %v[%c2 : i32] : vector<4xf32>
  %d = vector.extractelement %v[%c3 : i32] : vector<4xf32>
  call @print_f32(%a) : (f32) -> ()
  call @print_f32(%b) : (f32) -> ()
  call @print_f32(%c) : (f32) -> ()
  call @print_f32(%d) : (f32) -> ()
  return
}

func @main() -> i32 {
  %v0 = constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %x = constant 9.5 : f32
  %p = constant 2 : i32
  %v1 = vector.insertelement %x, %v0[%p : i32] : vector<4xf32>
  call @show(%v1) : (vector<4xf32>) -> ()
  %y = constant -0.25 : f32
  %i3 = constant 3 : i64
  %v2 = call @put(%v1, %y, %i3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
  call @show(%v2) : (vector<4xf32>) -> ()
  %w = constant dense<[10, 20]> : vector<2xi64>
  %q = constant 0 : i64
  %n = constant 77 : i64
  %w1 = "vector.insertelement"(%n, %w, %q) : (i64, vector<2xi64>, i64) -> vector<2xi64>
  %k = constant 0 : i64
  %e = vector.extractelement %w1[%k : i64] : vector<2xi64>
  call @print_i64(%e) : (i64) -> ()
  %z = constant 0 : i32
  return %z : i32
}
