func @f(%x: i32) -> i32 {
  scf.yield %x : i32
}
