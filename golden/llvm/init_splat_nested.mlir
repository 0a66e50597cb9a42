llvm.func @print_i32(i32)
llvm.mlir.global internal @g1() : !llvm.array<3 x array<2 x i32>> {
  %z = llvm.mlir.constant(dense<7> : tensor<3x2xi32>) : !llvm.array<3 x array<2 x i32>>
  llvm.return %z : !llvm.array<3 x array<2 x i32>>
}
llvm.mlir.global internal @g2(dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>) : !llvm.array<3 x array<2 x i32>>
llvm.mlir.global internal @g3(dense<0> : tensor<3x2xi32>) : !llvm.array<3 x array<2 x i32>>
llvm.func @main() -> i32 {
  %s = llvm.mlir.constant(dense<0> : tensor<3x2xi32>) : !llvm.array<3 x array<2 x i32>>
  %b = llvm.extractvalue %s[1, 0] : !llvm.array<3 x array<2 x i32>>
  llvm.call @print_i32(%b) : (i32) -> ()
  %p1 = llvm.mlir.addressof @g1 : !llvm.ptr<array<3 x array<2 x i32>>>
  %p2 = llvm.mlir.addressof @g2 : !llvm.ptr<array<3 x array<2 x i32>>>
  %p3 = llvm.mlir.addressof @g3 : !llvm.ptr<array<3 x array<2 x i32>>>
  %v1 = llvm.load %p1 : !llvm.ptr<array<3 x array<2 x i32>>>
  %v2 = llvm.load %p2 : !llvm.ptr<array<3 x array<2 x i32>>>
  %v3 = llvm.load %p3 : !llvm.ptr<array<3 x array<2 x i32>>>
  %a1 = llvm.extractvalue %v1[2, 1] : !llvm.array<3 x array<2 x i32>>
  %a2 = llvm.extractvalue %v2[2, 1] : !llvm.array<3 x array<2 x i32>>
  %a3 = llvm.extractvalue %v3[2, 1] : !llvm.array<3 x array<2 x i32>>
  llvm.call @print_i32(%a1) : (i32) -> ()
  llvm.call @print_i32(%a2) : (i32) -> ()
  llvm.call @print_i32(%a3) : (i32) -> ()
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
