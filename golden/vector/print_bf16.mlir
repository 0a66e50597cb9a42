// vector.print of bf16 (today's spelling; MLIR 13 cannot print bf16).
func.func @main() {
  %b = arith.constant dense<[1.5, -0.0, 3.0e38, 1.0e-40, 0.333, 0x7F80, 0xFF80, 0x7FC0]> : vector<8xbf16>
  vector.print %b : vector<8xbf16>
  %s = arith.constant 2.5 : bf16
  vector.print %s : bf16
  return
}
