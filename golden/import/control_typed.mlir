module {
  llvm.func @sum(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.icmp "sgt" %arg0, %0 : i32
    llvm.cond_br %2, ^bb1(%0, %0 : i32, i32), ^bb2(%0 : i32)
  ^bb1(%3: i32, %4: i32):
    %5 = llvm.add %4, %3 : i32
    %6 = llvm.add %3, %1 : i32
    %7 = llvm.icmp "eq" %6, %arg0 : i32
    llvm.cond_br %7, ^bb2(%5 : i32), ^bb1(%6, %5 : i32, i32)
  ^bb2(%8: i32):
    llvm.return %8 : i32
  }
  llvm.func @classify(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(10 : i32) : i32
    %1 = llvm.mlir.constant(20 : i32) : i32
    llvm.switch %arg0, ^bb1 [
      0: ^bb2,
      1: ^bb3,
      2: ^bb3,
      -7: ^bb4
    ]
  ^bb2:
    llvm.br ^bb5(%0 : i32)
  ^bb3:
    llvm.br ^bb5(%1 : i32)
  ^bb4:
    llvm.unreachable
  ^bb1:
    llvm.br ^bb5(%arg0 : i32)
  ^bb5(%2: i32):
    llvm.return %2 : i32
  }
}
