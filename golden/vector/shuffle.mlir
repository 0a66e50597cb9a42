// vector.shuffle: 1-D of equal lengths (one shufflevector), of different
// lengths (element by element), with repeats and a reversal, and 2-D (rows).
func @sh(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<2xi32>, %m: vector<2x3xf32>, %n: vector<1x3xf32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5, 7] : vector<4xi32>, vector<4xi32>
  vector.print %0 : vector<5xi32>
  %1 = vector.shuffle %a, %a [3, 2, 1, 0] : vector<4xi32>, vector<4xi32>
  vector.print %1 : vector<4xi32>
  %2 = vector.shuffle %a, %c [5, 4, 0, 0] : vector<4xi32>, vector<2xi32>
  vector.print %2 : vector<4xi32>
  %3 = vector.shuffle %c, %a [2] : vector<2xi32>, vector<4xi32>
  vector.print %3 : vector<1xi32>
  %4 = vector.shuffle %m, %n [2, 1, 0, 1] : vector<2x3xf32>, vector<1x3xf32>
  vector.print %4 : vector<4x3xf32>
  return
}

func @main() {
  %a = constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = constant dense<[10, 20, 30, 40]> : vector<4xi32>
  %c = constant dense<[-1, -2]> : vector<2xi32>
  %m = constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %n = constant dense<[[7.0, 8.0, 9.0]]> : vector<1x3xf32>
  call @sh(%a, %b, %c, %m, %n) : (vector<4xi32>, vector<4xi32>, vector<2xi32>, vector<2x3xf32>, vector<1x3xf32>) -> ()
  return
}
