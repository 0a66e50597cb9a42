// error: a shufflevector mask value past the two operands' 8 elements
// (mlir-translate-22: "Invalid shufflevector operands!")
llvm.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %p: !llvm.ptr) -> vector<2xf32> {
  %c = llvm.shufflevector %a, %b [0, 8] : vector<4xf32>
  llvm.return %c : vector<2xf32>
}
