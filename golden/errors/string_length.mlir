// error: the string has 6 bytes but the global's array type has 2
llvm.mlir.global internal constant @t("abcdef") : !llvm.array<2 x i8>
