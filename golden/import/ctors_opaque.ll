; A global constructor, opaque pointers (clang 22).
@hidden = hidden global i32 3, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define internal void @init() {
  store i32 4, ptr @hidden, align 4
  ret void
}
