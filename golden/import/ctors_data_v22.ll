; A constructor list with a data pointer stays the appending global (the
; op's `data = [@g]` is not read by mlir2ll yet); an empty destructor list
; is the op with empty lists, as `mlir-translate-22 --import-llvm` writes it.
@g = global i32 0
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 7, ptr @f, ptr @g }]
@llvm.global_dtors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

define void @f() {
  store i32 1, ptr @g
  ret void
}
