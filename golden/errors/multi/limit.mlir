// mlir2ll-flags: --max-errors 3
// More errors than --max-errors: the compiler stops after three.
func.func @f(%x: i32) -> i32 {
  %a = arith.addi %x : i32
  %b = arith.addi %x : i32
  %c = arith.addi %x : i32
  %d = arith.addi %x : i32
  %e = arith.addi %x : i32
  return %x : i32
}
