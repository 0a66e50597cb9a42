; clang writes `section "llvm.metadata"` on @llvm.used (known bug: rejected today).
@x = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"
