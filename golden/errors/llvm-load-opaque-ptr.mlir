// error: mlir2ll writes typed pointers: an opaque !llvm.ptr is an i8*, and a
// load through it reads an i8, not an f32
llvm.func @f(%p: !llvm.ptr) -> f32 {
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}
