module {
  llvm.mlir.global private unnamed_addr constant @".str"("hi\00") {alignment = 1 : i64} : !llvm.array<3 x i8>
  llvm.mlir.global external @msg() {alignment = 8 : i64} : !llvm.ptr<i8> {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr<array<3 x i8>>
    %1 = llvm.bitcast %0 : !llvm.ptr<array<3 x i8>> to !llvm.ptr<i8>
    llvm.return %1 : !llvm.ptr<i8>
  }
  llvm.mlir.global external @tail() {alignment = 8 : i64} : !llvm.ptr<i8> {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr<array<3 x i8>>
    %1 = llvm.bitcast %0 : !llvm.ptr<array<3 x i8>> to !llvm.ptr<i8>
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.getelementptr %1[%2] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
    llvm.return %3 : !llvm.ptr<i8>
  }
  llvm.mlir.global internal constant @ops() {alignment = 16 : i64} : !llvm.array<2 x ptr<i8>> {
    %0 = llvm.mlir.addressof @one : !llvm.ptr<func<i32 ()>>
    %1 = llvm.bitcast %0 : !llvm.ptr<func<i32 ()>> to !llvm.ptr<i8>
    %2 = llvm.mlir.addressof @two : !llvm.ptr<func<i32 ()>>
    %3 = llvm.bitcast %2 : !llvm.ptr<func<i32 ()>> to !llvm.ptr<i8>
    %4 = llvm.mlir.undef : !llvm.array<2 x ptr<i8>>
    %5 = llvm.insertvalue %1, %4[0] : !llvm.array<2 x ptr<i8>>
    %6 = llvm.insertvalue %3, %5[1] : !llvm.array<2 x ptr<i8>>
    llvm.return %6 : !llvm.array<2 x ptr<i8>>
  }
  llvm.mlir.global external @hidden(3 : i32) {alignment = 4 : i64} : i32
  llvm.func internal @one() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func internal @two() -> i32 {
    %0 = llvm.mlir.constant(2 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @call(%arg0: i64) -> i32 {
    %0 = llvm.mlir.addressof @ops : !llvm.ptr<array<2 x ptr<i8>>>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.addressof @msg : !llvm.ptr<ptr<i8>>
    %3 = llvm.bitcast %0 : !llvm.ptr<array<2 x ptr<i8>>> to !llvm.ptr<i8>
    %4 = llvm.getelementptr %0[%1, %arg0] : (!llvm.ptr<array<2 x ptr<i8>>>, i64, i64) -> !llvm.ptr<ptr<i8>>
    %5 = llvm.bitcast %4 : !llvm.ptr<ptr<i8>> to !llvm.ptr<i8>
    %6 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr<ptr<i8>>
    %7 = llvm.bitcast %6 : !llvm.ptr<i8> to !llvm.ptr<func<i32 ()>>
    %8 = llvm.call %7() : () -> i32
    %9 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr<ptr<i8>>
    %10 = llvm.load %9 {alignment = 1 : i64} : !llvm.ptr<i8>
    %11 = llvm.sext %10 : i8 to i32
    %12 = llvm.add %8, %11 : i32
    llvm.return %12 : i32
  }
}
