// MLIR 22 spells the attribute `array<i64: -9223372036854775808, 4>` and rejects the i64 operand.
func.func @f(%m: memref<?xf32>, %n: i64) {
  %c = "memref.expand_shape"(%m, %n) {reassociation = [[0, 1]], static_output_shape = [-9223372036854775808, 4]} : (memref<?xf32>, i64) -> memref<?x4xf32>
  return
}
