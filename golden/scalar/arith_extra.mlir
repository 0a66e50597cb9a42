// arith ops beyond the Std set: maximumf/minimumf (NaN and signed zeros),
// ceildivsi/ceildivui/floordivsi (MLIR 22's exact expansion, also at the
// limits), the *_extended ops, index_castui, select and cmp on vectors.
// arith.maxf/minf (MLIR 14-16) mean maximumf/minimumf: the .out is MLIR 22's
// for this program with them spelled so.
func.func private @print_i64(i64)
func.func private @print_i32(i32)
func.func @print_i1(%b: i1) {
  %x = arith.extui %b : i1 to i32
  func.call @print_i32(%x) : (i32) -> ()
  return
}
func.func private @print_f64(f64)

func.func @divs(%a: i32, %b: i32) {
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %u = arith.ceildivui %a, %b : i32
  func.call @print_i32(%c) : (i32) -> ()
  func.call @print_i32(%f) : (i32) -> ()
  func.call @print_i32(%u) : (i32) -> ()
  return
}

func.func @minmax(%x: f64, %y: f64) {
  %a = arith.maximumf %x, %y : f64
  %b = arith.minimumf %x, %y : f64
  %c = arith.maxf %y, %x : f64
  %d = arith.minf %y, %x : f64
  func.call @print_f64(%a) : (f64) -> ()
  func.call @print_f64(%b) : (f64) -> ()
  func.call @print_f64(%c) : (f64) -> ()
  func.call @print_f64(%d) : (f64) -> ()
  return
}

func.func @ext(%a: i32, %b: i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  func.call @print_i32(%s) : (i32) -> ()
  func.call @print_i1(%o) : (i1) -> ()
  func.call @print_i32(%l) : (i32) -> ()
  func.call @print_i32(%h) : (i32) -> ()
  func.call @print_i32(%ul) : (i32) -> ()
  func.call @print_i32(%uh) : (i32) -> ()
  return
}

func.func @vec(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<2xf64>, %y: vector<2xf64>) {
  %c = arith.cmpi slt, %a, %b : vector<4xi32>
  %m = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  %d = arith.floordivsi %a, %b : vector<4xi32>
  %s, %o = arith.addui_extended %a, %b : vector<4xi32>, vector<4xi1>
  %f = arith.cmpf olt, %x, %y : vector<2xf64>
  %mx = arith.maximumf %x, %y : vector<2xf64>
  %sf = arith.select %f, %x, %mx : vector<2xi1>, vector<2xf64>
  %t = arith.constant true
  %w = arith.select %t, %d, %s : vector<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e0 = vector.extractelement %m[%c0 : index] : vector<4xi32>
  %e1 = vector.extractelement %w[%c3 : index] : vector<4xi32>
  %e2 = vector.extractelement %o[%c1 : index] : vector<4xi1>
  %e3 = vector.extractelement %sf[%c1 : index] : vector<2xf64>
  func.call @print_i32(%e0) : (i32) -> ()
  func.call @print_i32(%e1) : (i32) -> ()
  func.call @print_i1(%e2) : (i1) -> ()
  func.call @print_f64(%e3) : (f64) -> ()
  return
}

func.func @main() {
  %m7 = arith.constant -7 : i32
  %p7 = arith.constant 7 : i32
  %p2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %min = arith.constant -2147483648 : i32
  %max = arith.constant 2147483647 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  func.call @divs(%m7, %p2) : (i32, i32) -> ()
  func.call @divs(%p7, %m2) : (i32, i32) -> ()
  func.call @divs(%m7, %m2) : (i32, i32) -> ()
  func.call @divs(%p7, %p2) : (i32, i32) -> ()
  func.call @divs(%z, %p7) : (i32, i32) -> ()
  func.call @divs(%min, %p7) : (i32, i32) -> ()
  func.call @divs(%max, %m2) : (i32, i32) -> ()
  func.call @divs(%min, %max) : (i32, i32) -> ()
  func.call @divs(%max, %m1) : (i32, i32) -> ()
  %nz = arith.constant -0.0 : f64
  %pz = arith.constant 0.0 : f64
  %one = arith.constant 1.5 : f64
  %neg = arith.constant -2.5 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  func.call @minmax(%nz, %pz) : (f64, f64) -> ()
  func.call @minmax(%pz, %nz) : (f64, f64) -> ()
  func.call @minmax(%one, %neg) : (f64, f64) -> ()
  func.call @minmax(%nan, %one) : (f64, f64) -> ()
  func.call @minmax(%one, %nan) : (f64, f64) -> ()
  func.call @ext(%m7, %max) : (i32, i32) -> ()
  func.call @ext(%m1, %m1) : (i32, i32) -> ()
  func.call @ext(%min, %m2) : (i32, i32) -> ()
  %big = arith.constant 4000000000 : i64
  %bt = arith.trunci %big : i64 to i32
  %ui = arith.index_castui %bt : i32 to index
  %si = arith.index_cast %bt : i32 to index
  %uii = arith.index_cast %ui : index to i64
  %sii = arith.index_cast %si : index to i64
  func.call @print_i64(%uii) : (i64) -> ()
  func.call @print_i64(%sii) : (i64) -> ()
  %va = arith.constant dense<[-7, 7, -7, 2147483647]> : vector<4xi32>
  %vb = arith.constant dense<[2, -2, -2, 1]> : vector<4xi32>
  %vx = arith.constant dense<[1.0, -0.0]> : vector<2xf64>
  %vy = arith.constant dense<[2.0, 0.0]> : vector<2xf64>
  func.call @vec(%va, %vb, %vx, %vy) : (vector<4xi32>, vector<4xi32>, vector<2xf64>, vector<2xf64>) -> ()
  return
}
