// ../int/index_cast.mlir after `mlir-opt-13 --convert-std-to-llvm=index-bitwidth=32`,
// unchanged below: MLIR 13 keeps index-typed attributes such as
// `4294967301 : index` on i32 constants; they are truncated to the result
// width as mlir-translate does.
module attributes {llvm.data_layout = ""}  {
  llvm.func @print_i64(i64) attributes {sym_visibility = "private"}
  llvm.func @from_index(%arg0: i32) {
    %0 = llvm.sext %arg0 : i32 to i64
    llvm.call @print_i64(%0) : (i64) -> ()
    %1 = llvm.sext %arg0 : i32 to i64
    llvm.call @print_i64(%1) : (i64) -> ()
    %2 = llvm.trunc %arg0 : i32 to i17
    %3 = llvm.sext %2 : i17 to i64
    llvm.call @print_i64(%3) : (i64) -> ()
    %4 = llvm.trunc %arg0 : i32 to i8
    %5 = llvm.sext %4 : i8 to i64
    llvm.call @print_i64(%5) : (i64) -> ()
    %6 = llvm.trunc %arg0 : i32 to i1
    %7 = llvm.zext %6 : i1 to i64
    llvm.call @print_i64(%7) : (i64) -> ()
    llvm.return
  }
  llvm.func @to_index(%arg0: i1, %arg1: i8, %arg2: i17, %arg3: i32, %arg4: i64) {
    %0 = llvm.sext %arg0 : i1 to i32
    %1 = llvm.sext %arg1 : i8 to i32
    %2 = llvm.sext %arg2 : i17 to i32
    %3 = llvm.trunc %arg4 : i64 to i32
    llvm.call @print_index(%0) : (i32) -> ()
    llvm.call @print_index(%1) : (i32) -> ()
    llvm.call @print_index(%2) : (i32) -> ()
    llvm.call @print_index(%arg3) : (i32) -> ()
    llvm.call @print_index(%3) : (i32) -> ()
    llvm.return
  }
  llvm.func @print_index(%arg0: i32) {
    %0 = llvm.sext %arg0 : i32 to i64
    llvm.call @print_i64(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @narrow_i8(%arg0: i32) -> i8 {
    %0 = llvm.trunc %arg0 : i32 to i8
    llvm.return %0 : i8
  }
  llvm.func @widen_i8(%arg0: i8) -> i32 {
    %0 = llvm.sext %arg0 : i8 to i32
    llvm.return %0 : i32
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(-1 : index) : i32
    llvm.call @from_index(%0) : (i32) -> ()
    %1 = llvm.mlir.constant(4294967301 : index) : i32
    llvm.call @from_index(%1) : (i32) -> ()
    %2 = llvm.mlir.constant(2147483648 : index) : i32
    llvm.call @from_index(%2) : (i32) -> ()
    %3 = llvm.mlir.constant(65536 : index) : i32
    llvm.call @from_index(%3) : (i32) -> ()
    %4 = llvm.mlir.constant(383 : index) : i32
    llvm.call @from_index(%4) : (i32) -> ()
    %5 = llvm.mlir.constant(-9223372036854775808 : index) : i32
    llvm.call @from_index(%5) : (i32) -> ()
    %6 = llvm.mlir.constant(true) : i1
    %7 = llvm.mlir.constant(false) : i1
    %8 = llvm.mlir.constant(-1 : i8) : i8
    %9 = llvm.mlir.constant(127 : i8) : i8
    %10 = llvm.mlir.constant(-65536 : i17) : i17
    %11 = llvm.mlir.constant(65535 : i17) : i17
    %12 = llvm.mlir.constant(-7 : i32) : i32
    %13 = llvm.mlir.constant(-2147483648 : i32) : i32
    %14 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %15 = llvm.mlir.constant(1099511627776 : i64) : i64
    llvm.call @to_index(%6, %8, %10, %12, %14) : (i1, i8, i17, i32, i64) -> ()
    llvm.call @to_index(%7, %9, %11, %13, %15) : (i1, i8, i17, i32, i64) -> ()
    %16 = llvm.mlir.constant(300 : index) : i32
    %17 = llvm.call @narrow_i8(%16) : (i32) -> i8
    %18 = llvm.call @widen_i8(%17) : (i8) -> i32
    llvm.call @print_index(%18) : (i32) -> ()
    %19 = llvm.mlir.constant(200 : index) : i32
    %20 = llvm.call @narrow_i8(%19) : (i32) -> i8
    %21 = llvm.call @widen_i8(%20) : (i8) -> i32
    llvm.call @print_index(%21) : (i32) -> ()
    %22 = llvm.mlir.constant(-1 : index) : i32
    llvm.call @print_index(%22) : (i32) -> ()
    %23 = llvm.mlir.constant(5 : i32) : i32
    %24 = llvm.sext %23 : i32 to i64
    llvm.call @print_i64(%24) : (i64) -> ()
    %25 = llvm.mlir.constant(-2147483648 : index) : i32
    llvm.call @print_index(%25) : (i32) -> ()
    %26 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %26 : i32
  }
}

