// `arith.index_cast` needs exactly one side to be index: index to index is
// "cast incompatible" in MLIR 13 and MLIR 22; found by
// `scripts/oracle --family verify`.
func.func @f(%a: index) -> index {
  %r = "arith.index_cast"(%a) : (index) -> index
  return %r : index
}
