llvm.func @malloc(i64) -> !llvm.ptr<i8>
func private @print_i64(i64)
func @main() -> i32 {
  %m = memref.alloc() : memref<2xi64>
  %c = constant 7 : i64
  %i = constant 1 : index
  memref.store %c, %m[%i] : memref<2xi64>
  %v = memref.load %m[%i] : memref<2xi64>
  call @print_i64(%v) : (i64) -> ()
  memref.dealloc %m : memref<2xi64>
  %rc = constant 0 : i32
  return %rc : i32
}
llvm.func @free(!llvm.ptr<i8>)
