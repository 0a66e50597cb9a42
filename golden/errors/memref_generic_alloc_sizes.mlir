// memref.alloc in generic form (MLIR 13): one size per dynamic dimension.
func @f(%n: index) {
  %m = "memref.alloc"(%n, %n) {operand_segment_sizes = dense<[2, 0]> : vector<2xi32>} : (index, index) -> memref<?x4xf32>
  return
}
