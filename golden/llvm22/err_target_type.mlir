// Target extension types are refused by name.
module {
  llvm.func @f(%a: !llvm.target<"spirv.Image">) {
    llvm.return
  }
}
