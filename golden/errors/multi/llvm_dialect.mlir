// Errors in LLVM-dialect input.
module {
  llvm.func @f(%a: i32) -> i32 {
    %0 = llvm.add %a, %a : i32
    %1 = llvm.mul %0 : i32
    %2 = llvm.sub %1, %a : i32
    llvm.return %2 : i32
  }

  llvm.func @g(%a: i64) -> i64 {
    %0 = llvm.add %a, %b : i64
    llvm.return %0 : i64
  }

  llvm.func @h(%p: !llvm.ptr<i32>) -> i32 {
    %0 = llvm.load %p : !llvm.ptr<i32>
    %1 = llvm.frobnicate %0 : i32
    llvm.return %0 : i32
  }
}
