// atomicrmw cannot be `unordered`.
module {
  llvm.func @f(%p: !llvm.ptr<i32>, %v: i32) -> i32 {
    %0 = llvm.atomicrmw add %p, %v unordered : i32
    llvm.return %0 : i32
  }
}
