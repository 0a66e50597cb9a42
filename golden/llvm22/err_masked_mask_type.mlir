// The mask of a masked store has one i1 per lane of the stored vector.
llvm.func @f(%p: !llvm.ptr, %m: vector<2xi1>, %v: vector<4xf32>) {
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<2xi1> into !llvm.ptr
  llvm.return
}
