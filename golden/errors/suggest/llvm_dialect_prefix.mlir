// A misspelt dialect prefix of an LLVM type.
func.func @f(%p: !lvm.ptr<i32>) {
  return
}
