; Constructors and destructors with priorities (clang 22, opaque pointers),
; imported for MLIR 22: the `llvm.mlir.global_ctors`/`global_dtors` ops,
; as `mlir-translate-22 --import-llvm` writes them. Prints init0 init1 main fini.
@.str = private unnamed_addr constant [6 x i8] c"init1\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"init0\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"fini\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init1, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init0, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

define internal void @init1() {
  %1 = tail call i32 @puts(ptr @.str)
  ret void
}

declare i32 @puts(ptr nocapture readonly)

define internal void @init0() {
  %1 = tail call i32 @puts(ptr @.str.1)
  ret void
}

define internal void @fini() {
  %1 = tail call i32 @puts(ptr @.str.2)
  ret void
}

define i32 @main() {
  %1 = tail call i32 @puts(ptr @.str.3)
  ret i32 0
}
