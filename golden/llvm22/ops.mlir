// Today's LLVM dialect (MLIR 22, opaque pointers), written as mlir-opt-22
// prints it: module attributes, globals with addr_space, alignment and an
// initializer region holding addresses, `llvm.func` with linkage, argument
// attributes and passthrough, getelementptr with element type, constant
// indices and flags, alloca/load/store with alignment and volatile,
// overflow flags, fastmath, freeze, poison, zero, `vararg(...)` calls,
// indirect calls through `!llvm.ptr`, `llvm.switch`, intrinsics in custom
// and generic (properties) form.
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.mlir.global internal constant @str("hi %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global private @arr(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>
  llvm.mlir.global external @cnt(5 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global internal @tbl() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %1 = llvm.mlir.addressof @cnt : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
    llvm.return %4 : !llvm.array<2 x ptr>
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @print_i32(i32)
  llvm.func @print_i64(i64)
  llvm.func @print_f64(f64)
  llvm.func internal @helper(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.noalias}) -> i32 attributes {passthrough = ["nounwind"]} {
    %0 = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %1 = llvm.add %arg0, %0 overflow<nsw, nuw> : i32
    %2 = llvm.freeze %1 : i32
    llvm.return %2 : i32
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.addressof @str : !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
    %4 = llvm.alloca %1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    llvm.store %0, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %0, %4 : i32, !llvm.ptr
    %5 = llvm.load volatile %4 : !llvm.ptr -> i32
    %6 = llvm.call @helper(%5, %4) : (i32, !llvm.ptr) -> i32
    %7 = llvm.call @printf(%3, %6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %8 = llvm.mlir.addressof @arr : !llvm.ptr
    %9 = llvm.getelementptr inbounds|nuw %8[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %10 = llvm.load %9 : !llvm.ptr -> i32
    llvm.call @print_i32(%10) : (i32) -> ()
    %11 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %12 = llvm.fmul %11, %11 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %13 = llvm.intr.fma(%11, %12, %11) : (f64, f64, f64) -> f64
    llvm.call @print_f64(%13) : (f64) -> ()
    %14 = llvm.mlir.constant(16 : i64) : i64
    %15 = llvm.call @malloc(%14) : (i64) -> !llvm.ptr
    %16 = llvm.trunc %0 : i32 to i8
    "llvm.intr.memset"(%15, %16, %14) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %17 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %18 = llvm.load %17 {alignment = 1 : i64} : !llvm.ptr -> i64
    llvm.call @print_i64(%18) : (i64) -> ()
    %19 = llvm.mlir.addressof @tbl : !llvm.ptr
    %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
    %21 = llvm.load %20 : !llvm.ptr -> i64
    llvm.call @print_i64(%21) : (i64) -> ()
    %22 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
    %23 = llvm.extractvalue %22[1] : !llvm.struct<(i32, f64)>
    llvm.call @print_f64(%23) : (f64) -> ()
    %24 = llvm.mlir.poison : i32
    %25 = llvm.insertvalue %24, %22[0] : !llvm.struct<(i32, f64)>
    %26 = llvm.icmp "sgt" %7, %0 : i32
    %27 = llvm.select %26, %10, %0 : i1, i32
    llvm.call @print_i32(%27) : (i32) -> ()
    %28 = llvm.intr.umax(%10, %0) : (i32, i32) -> i32
    %29 = llvm.zext nneg %28 : i32 to i64
    %30 = llvm.udiv exact %29, %1 : i64
    llvm.call @print_i64(%30) : (i64) -> ()
    llvm.switch %28 : i32, ^bb1 [
      42: ^bb2,
      3: ^bb1
    ]
  ^bb1:
    llvm.call @free(%15) : (!llvm.ptr) -> ()
    llvm.return %28 : i32
  ^bb2:
    llvm.call @free(%15) : (!llvm.ptr) -> ()
    %31 = llvm.mlir.addressof @helper : !llvm.ptr
    %32 = llvm.call %31(%0, %4) : !llvm.ptr, (i32, !llvm.ptr) -> i32
    %33 = llvm.mlir.constant(84 : i32) : i32
    %34 = llvm.sub %32, %33 : i32
    llvm.return %34 : i32
  }
}
