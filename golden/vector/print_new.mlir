// vector.print in today's spelling: `punctuation <...>` alone and after a
// value, `str` literals (escapes, no newline added), f16 (normal,
// subnormal, max, inf, nan), printing inside a loop.
func.func @main() {
  vector.print str "hello, \"world\"\n"
  vector.print punctuation <open>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    vector.print %v : i32 punctuation <no_punctuation>
    %last = arith.cmpi eq, %i, %c1 : index
    scf.if %last {
      vector.print punctuation <close>
      vector.print punctuation <newline>
      vector.print punctuation <open>
    } else {
      vector.print punctuation <comma>
    }
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  %h = arith.constant dense<[1.5, -0.0, 65504.0, 6.0e-8, 1.0e-5, 0.333, -2.0, 0x7C00, 0xFC00, 0x7E00]> : vector<10xf16>
  vector.print %h : vector<10xf16>
  %f = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  vector.print %f : vector<2x2xf32> punctuation <comma>
  vector.print str "end\n"
  return
}
