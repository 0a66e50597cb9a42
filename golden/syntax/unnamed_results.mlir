// Results left unnamed, as MLIR allows: the op still runs (its effects stay).
func private @print_i64(i64)
func @p(%x: i64) -> i64 {
  call @print_i64(%x) : (i64) -> ()
  return %x : i64
}
func @main() {
  %n = constant 3 : index
  memref.alloca(%n) : memref<?xf32>
  %c = constant 7 : i64
  addi %c, %c : i64
  call @p(%c) : (i64) -> i64
  %d = call @p(%c) : (i64) -> i64
  call @p(%d) : (i64) -> i64
  return
}
