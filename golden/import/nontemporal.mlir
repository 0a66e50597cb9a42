module {
  llvm.func @copy(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64) {
    %0 = llvm.load %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
    llvm.store %0, %arg1 {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
    %1 = llvm.load volatile %arg0 {nontemporal} : !llvm.ptr<f32>
    llvm.store volatile %1, %arg1 {nontemporal} : !llvm.ptr<f32>
    %2 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr<f32>
    llvm.store %2, %arg1 : !llvm.ptr<f32>
    llvm.return
  }
}
