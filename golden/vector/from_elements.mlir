// vector.from_elements (1-D and 2-D, row-major) and vector.step.
func.func @fe(%a: f32, %b: f32, %i: i64) {
  %0 = vector.from_elements %a, %b, %a : vector<3xf32>
  vector.print %0 : vector<3xf32>
  %1 = vector.from_elements %i, %i, %i, %i, %i, %i : vector<2x3xi64>
  vector.print %1 : vector<2x3xi64>
  %2 = vector.from_elements %b, %a : vector<2x1xf32>
  vector.print %2 : vector<2x1xf32>
  %3 = vector.step : vector<5xindex>
  vector.print %3 : vector<5xindex>
  %4 = vector.step : vector<1xindex>
  vector.print %4 : vector<1xindex>
  return
}

func.func @main() {
  %a = arith.constant 1.25 : f32
  %b = arith.constant -3.0 : f32
  %i = arith.constant 9000000000 : i64
  func.call @fe(%a, %b, %i) : (f32, f32, i64) -> ()
  return
}
