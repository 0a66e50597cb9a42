// A gather reads through a vector of pointers (one per lane), made by a
// getelementptr with a vector index, not through one pointer.
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %v = llvm.intr.masked.gather %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %v : vector<4xf32>
}
