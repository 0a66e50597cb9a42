module {
  llvm.mlir.global private unnamed_addr constant @".str"("hello\00") {alignment = 1 : i64} : !llvm.array<6 x i8>
  llvm.mlir.global private unnamed_addr constant @".str.1"("a\0Ab\00") {alignment = 1 : i64} : !llvm.array<4 x i8>
  llvm.mlir.global external @counter(7 : i32) {alignment = 4 : i64} : i32
  llvm.mlir.global internal @zeros(dense<0> : tensor<16xi32>) {alignment = 16 : i64} : !llvm.array<16 x i32>
  llvm.mlir.global external constant @table() {alignment = 16 : i64} : !llvm.array<2 x struct<"struct.entry", (ptr<i8>, i32)>> {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr<array<6 x i8>>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr<array<6 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.undef : !llvm.struct<"struct.entry", (ptr<i8>, i32)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<"struct.entry", (ptr<i8>, i32)>
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<"struct.entry", (ptr<i8>, i32)>
    %7 = llvm.mlir.addressof @".str.1" : !llvm.ptr<array<4 x i8>>
    %8 = llvm.getelementptr %7[%1, %1] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10 = llvm.insertvalue %8, %4[0] : !llvm.struct<"struct.entry", (ptr<i8>, i32)>
    %11 = llvm.insertvalue %9, %10[1] : !llvm.struct<"struct.entry", (ptr<i8>, i32)>
    %12 = llvm.mlir.undef : !llvm.array<2 x struct<"struct.entry", (ptr<i8>, i32)>>
    %13 = llvm.insertvalue %6, %12[0] : !llvm.array<2 x struct<"struct.entry", (ptr<i8>, i32)>>
    %14 = llvm.insertvalue %11, %13[1] : !llvm.array<2 x struct<"struct.entry", (ptr<i8>, i32)>>
    llvm.return %14 : !llvm.array<2 x struct<"struct.entry", (ptr<i8>, i32)>>
  }
  llvm.mlir.global external @pc() {alignment = 8 : i64} : !llvm.ptr<i32> {
    %0 = llvm.mlir.addressof @counter : !llvm.ptr<i32>
    llvm.return %0 : !llvm.ptr<i32>
  }
  llvm.mlir.global weak @raw() {alignment = 8 : i64} : !llvm.ptr<i8> {
    %0 = llvm.mlir.addressof @counter : !llvm.ptr<i32>
    %1 = llvm.bitcast %0 : !llvm.ptr<i32> to !llvm.ptr<i8>
    llvm.return %1 : !llvm.ptr<i8>
  }
  llvm.mlir.global linkonce_odr @lit() : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2.5 : f64) : f64
    %2 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, f64)>
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, f64)>
    llvm.return %4 : !llvm.struct<(i32, f64)>
  }
  llvm.mlir.global external @ext() {alignment = 4 : i64} : i32
  llvm.func @get() -> i32 {
    %0 = llvm.mlir.addressof @pc : !llvm.ptr<ptr<i32>>
    %1 = llvm.mlir.addressof @zeros : !llvm.ptr<array<16 x i32>>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    %4 = llvm.mlir.addressof @ext : !llvm.ptr<i32>
    %5 = llvm.load %0 {alignment = 8 : i64} : !llvm.ptr<ptr<i32>>
    %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr<i32>
    %7 = llvm.getelementptr %1[%2, %3] : (!llvm.ptr<array<16 x i32>>, i64, i64) -> !llvm.ptr<i32>
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr<i32>
    %9 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr<i32>
    %10 = llvm.add %6, %8 : i32
    %11 = llvm.add %10, %9 : i32
    llvm.return %11 : i32
  }
}
