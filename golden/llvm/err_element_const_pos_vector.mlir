// A constant position (the early spelling of extractvalue) on a vector.
llvm.func @f(%v: vector<4xf32>) -> f32 {
  %0 = llvm.extractelement %v[2] : vector<4xf32>
  llvm.return %0 : f32
}
