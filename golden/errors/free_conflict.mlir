// error: the program declares @free with a type that clashes with the lowering's use of free
func @f(%m: memref<2xi64>, %x: i64) {
  memref.dealloc %m : memref<2xi64>
  call @free(%x) : (i64) -> ()
  return
}
func private @free(i64)
