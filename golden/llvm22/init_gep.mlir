// A getelementptr in a global's initializer region as MLIR 22 writes it:
// the element type named, constant indices inline and the others as
// values (i64 and i32 constants), through the opaque address of another
// global; the value is a constant getelementptr.
llvm.mlir.global internal constant @table(dense<[10, 20, 30, 40, 50]> : tensor<5xi32>) {addr_space = 0 : i32} : !llvm.array<5 x i32>
llvm.mlir.global internal constant @rec() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, array<3 x i32>)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)>
  %3 = llvm.mlir.constant(100 : i32) : i32
  %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)>
  %5 = llvm.mlir.constant(200 : i32) : i32
  %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)>
  %7 = llvm.mlir.constant(300 : i32) : i32
  %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)>
  llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
}
llvm.mlir.global internal constant @third() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  %1 = llvm.mlir.constant(0 : i64) : i64
  %2 = llvm.mlir.constant(3 : i64) : i64
  %3 = llvm.getelementptr %0[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i32>
  llvm.return %3 : !llvm.ptr
}
llvm.mlir.global internal constant @second() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.getelementptr inbounds %0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.return %2 : !llvm.ptr
}
llvm.mlir.global internal constant @mid() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @rec : !llvm.ptr
  %1 = llvm.mlir.constant(1 : i64) : i64
  %2 = llvm.getelementptr %0[0, 1, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<3 x i32>)>
  llvm.return %2 : !llvm.ptr
}
llvm.func @print_i32(i32)
llvm.func @main() -> i32 {
  %a = llvm.mlir.addressof @third : !llvm.ptr
  %p = llvm.load %a : !llvm.ptr -> !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> i32
  llvm.call @print_i32(%x) : (i32) -> ()
  %b = llvm.mlir.addressof @second : !llvm.ptr
  %q = llvm.load %b : !llvm.ptr -> !llvm.ptr
  %y = llvm.load %q : !llvm.ptr -> i32
  llvm.call @print_i32(%y) : (i32) -> ()
  %c = llvm.mlir.addressof @mid : !llvm.ptr
  %r = llvm.load %c : !llvm.ptr -> !llvm.ptr
  %z = llvm.load %r : !llvm.ptr -> i32
  llvm.call @print_i32(%z) : (i32) -> ()
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
