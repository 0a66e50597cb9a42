// `llvm.intr.masked.load` carries its alignment as an attribute (LLVM 22's
// intrinsic has no alignment operand): it may not be left out.
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %v = llvm.intr.masked.load %p, %m, %pass : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %v : vector<4xf32>
}
