// Run-time positions in outer dimensions of vector.extract/vector.insert:
// mlir2ll selects among the rows. MLIR 22 cannot lower these (it leaves
// the ops or crashes in -convert-vector-to-llvm), so there is no .out: the
// output was checked by hand (see extract_dynamic_new for the checked part).
func.func @main() {
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %w = arith.constant dense<[[[1.5, 2.5], [3.5, 4.5]], [[5.5, 6.5], [7.5, 8.5]]]> : vector<2x2x2xf32>
  %row = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
  %x = arith.constant 9 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %dr = vector.extract %v[%i] : vector<3xi32> from vector<2x3xi32>
    vector.print %dr : vector<3xi32>
    scf.for %j = %c0 to %c3 step %c1 {
      %dd = vector.extract %v[%i, %j] : i32 from vector<2x3xi32>
      vector.print %dd : i32 punctuation <comma>
      %ins = vector.insert %x, %v[%i, %j] : i32 into vector<2x3xi32>
      vector.print %ins : vector<2x3xi32>
    }
    %ir = vector.insert %row, %w[1, %i] : vector<2xf32> into vector<2x2x2xf32>
    vector.print %ir : vector<2x2x2xf32>
    %iw = vector.insert %row, %w[%i, 0] : vector<2xf32> into vector<2x2x2xf32>
    vector.print %iw : vector<2x2x2xf32>
  }
  return
}
