// error: a global's dense initializer gives 3 elements for an array of 4
// (mlir-translate-13: "Global variable initializer type does not match
// global variable type!")
llvm.mlir.global internal constant @t(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<4 x i32>
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
