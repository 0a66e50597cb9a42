// vector.reduction in today's spelling: every kind with an accumulator,
// unsigned min/max, maximumf/minimumf (NaN wins, -0 < +0) and
// maxnumf/minnumf (NaN ignored), fastmath flags.
func.func @ri(%v: vector<4xi16>, %acc: i16) {
  %0 = vector.reduction <add>, %v, %acc : vector<4xi16> into i16
  %1 = vector.reduction <mul>, %v, %acc : vector<4xi16> into i16
  %2 = vector.reduction <minsi>, %v, %acc : vector<4xi16> into i16
  %3 = vector.reduction <maxsi>, %v, %acc : vector<4xi16> into i16
  %4 = vector.reduction <minui>, %v, %acc : vector<4xi16> into i16
  %5 = vector.reduction <maxui>, %v, %acc : vector<4xi16> into i16
  %6 = vector.reduction <and>, %v, %acc : vector<4xi16> into i16
  %7 = vector.reduction <or>, %v, %acc : vector<4xi16> into i16
  %8 = vector.reduction <xor>, %v, %acc : vector<4xi16> into i16
  %9 = vector.reduction <minui>, %v : vector<4xi16> into i16
  %10 = vector.reduction <maxui>, %v : vector<4xi16> into i16
  vector.print %0 : i16
  vector.print %1 : i16
  vector.print %2 : i16
  vector.print %3 : i16
  vector.print %4 : i16
  vector.print %5 : i16
  vector.print %6 : i16
  vector.print %7 : i16
  vector.print %8 : i16
  vector.print %9 : i16
  vector.print %10 : i16
  return
}

func.func @rf(%v: vector<4xf64>, %n: vector<3xf64>, %z: vector<2xf64>, %acc: f64) {
  %0 = vector.reduction <maximumf>, %v : vector<4xf64> into f64
  %1 = vector.reduction <minimumf>, %v, %acc : vector<4xf64> into f64
  %2 = vector.reduction <maximumf>, %n : vector<3xf64> into f64
  %3 = vector.reduction <minimumf>, %n : vector<3xf64> into f64
  %4 = vector.reduction <maxnumf>, %n : vector<3xf64> into f64
  %5 = vector.reduction <minnumf>, %n, %acc : vector<3xf64> into f64
  %6 = vector.reduction <maximumf>, %z : vector<2xf64> into f64
  %7 = vector.reduction <minimumf>, %z : vector<2xf64> into f64
  %8 = vector.reduction <add>, %v, %acc fastmath<reassoc> : vector<4xf64> into f64
  %9 = vector.reduction <mul>, %v : vector<4xf64> into f64
  vector.print %0 : f64
  vector.print %1 : f64
  vector.print %2 : f64
  vector.print %3 : f64
  vector.print %4 : f64
  vector.print %5 : f64
  vector.print %6 : f64
  vector.print %7 : f64
  vector.print %8 : f64
  vector.print %9 : f64
  return
}

func.func @main() {
  %v = arith.constant dense<[300, -2, 7, 1000]> : vector<4xi16>
  %acc = arith.constant 5 : i16
  func.call @ri(%v, %acc) : (vector<4xi16>, i16) -> ()
  %f = arith.constant dense<[1.5, -4.0, 8.25, 2.0]> : vector<4xf64>
  %n = arith.constant dense<[2.0, 0x7FF8000000000000, -1.5]> : vector<3xf64>
  %z = arith.constant dense<[-0.0, 0.0]> : vector<2xf64>
  %a = arith.constant -10.0 : f64
  func.call @rf(%f, %n, %z, %a) : (vector<4xf64>, vector<3xf64>, vector<2xf64>, f64) -> ()
  return
}
