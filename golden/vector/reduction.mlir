// vector.reduction in MLIR 13's spelling: every kind on integers (i32, i8
// wrapping, index) and floats; float add/mul in order from the accumulator
// (or 0.0 / 1.0: -0.0 alone sums to +0), min/max ignoring NaN; min/max
// of index are unsigned.
func @ri(%v: vector<5xi32>, %w: vector<4xi8>, %x: vector<3xindex>) {
  %0 = vector.reduction "add", %v : vector<5xi32> into i32
  %1 = vector.reduction "mul", %v : vector<5xi32> into i32
  %2 = vector.reduction "min", %v : vector<5xi32> into i32
  %3 = vector.reduction "max", %v : vector<5xi32> into i32
  %4 = vector.reduction "and", %v : vector<5xi32> into i32
  %5 = vector.reduction "or", %v : vector<5xi32> into i32
  %6 = vector.reduction "xor", %v : vector<5xi32> into i32
  vector.print %0 : i32
  vector.print %1 : i32
  vector.print %2 : i32
  vector.print %3 : i32
  vector.print %4 : i32
  vector.print %5 : i32
  vector.print %6 : i32
  %7 = vector.reduction "add", %w : vector<4xi8> into i8
  %8 = vector.reduction "mul", %w : vector<4xi8> into i8
  %9 = vector.reduction "min", %w : vector<4xi8> into i8
  vector.print %7 : i8
  vector.print %8 : i8
  vector.print %9 : i8
  %10 = vector.reduction "add", %x : vector<3xindex> into index
  vector.print %10 : index
  %11 = vector.reduction "max", %x : vector<3xindex> into index
  %12 = vector.reduction "min", %x : vector<3xindex> into index
  vector.print %11 : index
  vector.print %12 : index
  return
}

func @rf(%v: vector<4xf32>, %acc: f32, %z: vector<1xf64>, %n: vector<3xf32>) {
  %0 = vector.reduction "add", %v : vector<4xf32> into f32
  %1 = vector.reduction "add", %v, %acc : vector<4xf32> into f32
  %2 = vector.reduction "mul", %v : vector<4xf32> into f32
  %3 = vector.reduction "mul", %v, %acc : vector<4xf32> into f32
  %4 = vector.reduction "min", %v : vector<4xf32> into f32
  %5 = vector.reduction "max", %v : vector<4xf32> into f32
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f32
  vector.print %4 : f32
  vector.print %5 : f32
  %6 = vector.reduction "add", %z : vector<1xf64> into f64
  vector.print %6 : f64
  %7 = vector.reduction "max", %n : vector<3xf32> into f32
  %8 = vector.reduction "min", %n : vector<3xf32> into f32
  vector.print %7 : f32
  vector.print %8 : f32
  return
}

func @main() {
  %v = constant dense<[3, -7, 12, 5, 1]> : vector<5xi32>
  %w = constant dense<[100, 50, -3, 7]> : vector<4xi8>
  %x = constant dense<[1, -2, 3]> : vector<3xindex>
  call @ri(%v, %w, %x) : (vector<5xi32>, vector<4xi8>, vector<3xindex>) -> ()
  %f = constant dense<[1.0e8, 1.0, -1.0e8, 0.25]> : vector<4xf32>
  %acc = constant 3.0 : f32
  %z = constant dense<-0.0> : vector<1xf64>
  %n = constant dense<[2.0, 0x7FC00000, -1.5]> : vector<3xf32>
  call @rf(%f, %acc, %z, %n) : (vector<4xf32>, f32, vector<1xf64>, vector<3xf32>) -> ()
  return
}
