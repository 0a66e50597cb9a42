// error: the dense literal has 2 elements but the array type has 4
llvm.func @f() -> !llvm.array<4 x i32> {
  %a = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<4 x i32>
  llvm.return %a : !llvm.array<4 x i32>
}
