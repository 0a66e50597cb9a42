; A global constructor, typed pointers (clang 14).
@hidden = hidden global i32 3, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init, i8* null }]

define internal void @init() {
  store i32 4, i32* @hidden, align 4
  ret void
}
