module {
  llvm.mlir.global external @head() : !llvm.struct<"struct.node", (i32, ptr<struct<"struct.node">>)> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>
    %2 = llvm.mlir.undef : !llvm.struct<"struct.node", (i32, ptr<struct<"struct.node">>)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.node", (i32, ptr<struct<"struct.node">>)>
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.node", (i32, ptr<struct<"struct.node">>)>
    llvm.return %4 : !llvm.struct<"struct.node", (i32, ptr<struct<"struct.node">>)>
  }
  llvm.mlir.global external @handle() : !llvm.ptr<struct<"struct.opaque", opaque>> {
    %0 = llvm.mlir.null : !llvm.ptr<struct<"struct.opaque", opaque>>
    llvm.return %0 : !llvm.ptr<struct<"struct.opaque", opaque>>
  }
  llvm.mlir.global external @pk() : !llvm.struct<"struct.packed", packed (i8, i32)> {
    %0 = llvm.mlir.constant(1 : i8) : i8
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.packed", packed (i8, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.packed", packed (i8, i32)>
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.packed", packed (i8, i32)>
    llvm.return %4 : !llvm.struct<"struct.packed", packed (i8, i32)>
  }
  llvm.mlir.global external @o() : !llvm.struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.packed", packed (i8, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.packed", packed (i8, i32)>
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.packed", packed (i8, i32)>
    %5 = llvm.mlir.constant(dense<0> : tensor<2x3xi16>) : !llvm.array<2 x array<3 x i16>>
    %6 = llvm.mlir.constant(0.0 : f32) : f32
    %7 = llvm.mlir.constant(0.0 : f64) : f64
    %8 = llvm.mlir.undef : !llvm.struct<(f32, f64)>
    %9 = llvm.insertvalue %6, %8[0] : !llvm.struct<(f32, f64)>
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(f32, f64)>
    %11 = llvm.mlir.undef : !llvm.struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>
    %12 = llvm.insertvalue %4, %11[0] : !llvm.struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>
    %13 = llvm.insertvalue %5, %12[1] : !llvm.struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>
    %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>
    llvm.return %14 : !llvm.struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>
  }
  llvm.func @walk(%arg0: !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>
    %2 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%arg0, %0 : !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>, i32)
  ^bb1(%3: !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>, %4: i32):
    %5 = llvm.icmp "eq" %3, %1 : !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>
    llvm.cond_br %5, ^bb3, ^bb2
  ^bb2:
    %6 = llvm.getelementptr %3[%0, %0] : (!llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>, i32, i32) -> !llvm.ptr<i32>
    %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr<i32>
    %8 = llvm.add %4, %7 : i32
    %9 = llvm.getelementptr %3[%0, %2] : (!llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>, i32, i32) -> !llvm.ptr<ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>>
    %10 = llvm.load %9 {alignment = 8 : i64} : !llvm.ptr<ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>>
    llvm.br ^bb1(%10, %8 : !llvm.ptr<struct<"struct.node", (i32, ptr<struct<"struct.node">>)>>, i32)
  ^bb3:
    llvm.return %4 : i32
  }
  llvm.func @inner(%arg0: i64, %arg1: i64) -> i16 {
    %0 = llvm.mlir.addressof @o : !llvm.ptr<struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.getelementptr %0[%1, %2, %arg0, %arg1] : (!llvm.ptr<struct<"struct.outer", (struct<"struct.packed", packed (i8, i32)>, array<2 x array<3 x i16>>, struct<(f32, f64)>)>>, i64, i32, i64, i64) -> !llvm.ptr<i16>
    %4 = llvm.load %3 {alignment = 2 : i64} : !llvm.ptr<i16>
    llvm.return %4 : i16
  }
}
