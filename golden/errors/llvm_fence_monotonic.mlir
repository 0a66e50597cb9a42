// A fence orders with acquire, release, acq_rel or seq_cst only.
module {
  llvm.func @f() {
    llvm.fence monotonic
    llvm.return
  }
}
