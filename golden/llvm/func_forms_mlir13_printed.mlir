// ../syntax/func_forms.mlir after `mlir-opt-13 --convert-std-to-llvm`,
// unchanged below: argument and result attributes on llvm.func, including
// the parenthesized `-> (i64 {test.result})` form.
module attributes {llvm.data_layout = ""}  {
  llvm.func @print_i64(i64 {test.arg_attr}) attributes {sym_visibility = "private"}
  llvm.func @early(%arg0: i64) -> i64 attributes {some_attr} {
    %0 = llvm.call @later(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @later(%arg0: i64 {test.positive}) -> (i64 {test.result}) attributes {some_attr, test.level = 3 : i32, test.name = "later"} {
    %0 = llvm.mlir.constant(100 : i64) : i64
    %1 = llvm.add %arg0, %0  : i64
    llvm.return %1 : i64
  }
  llvm.func @twice(%arg0: i64) -> i64 attributes {sym_visibility = "private"} {
    %0 = llvm.add %arg0, %arg0  : i64
    llvm.return %0 : i64
  }
  llvm.func @show(%arg0: i64) attributes {sym_visibility = "public"} {
    llvm.call @print_i64(%arg0) : (i64) -> ()
    llvm.call @print_i32_twice_of(%arg0) : (i64) -> ()
    llvm.return
  }
  llvm.func @print_i32_twice_of(%arg0: i64) {
    %0 = llvm.call @twice(%arg0) : (i64) -> i64
    %1 = llvm.trunc %0 : i64 to i32
    llvm.call @print_i32(%1) : (i32) -> ()
    llvm.return
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.call @early(%0) : (i64) -> i64
    llvm.call @show(%1) : (i64) -> ()
    %2 = llvm.mlir.constant(-21 : i64) : i64
    llvm.call @show(%2) : (i64) -> ()
    %3 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %3 : i32
  }
  llvm.func @print_i32(i32) attributes {sym_visibility = "private"}
}

