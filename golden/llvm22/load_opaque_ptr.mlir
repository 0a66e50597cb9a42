// A load through an opaque !llvm.ptr reads the type it names (-> f32): in
// the typed-pointer output, the i8* is cast to float* first.
llvm.mlir.global internal @x(2.5 : f32) {addr_space = 0 : i32} : f32
llvm.func @print_f32(f32)
llvm.func @f(%p: !llvm.ptr) -> f32 {
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @x : !llvm.ptr
  %v = llvm.call @f(%p) : (!llvm.ptr) -> f32
  llvm.call @print_f32(%v) : (f32) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
