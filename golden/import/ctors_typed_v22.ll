; Constructors and destructors (clang 14, typed pointers) imported for
; MLIR 22: the `llvm.mlir.global_ctors`/`global_dtors` ops. Prints init0
; init1 main fini.
@.str = private unnamed_addr constant [6 x i8] c"init1\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"init0\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"fini\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init1, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @init0, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fini, i8* null }]

define internal void @init1() {
  %1 = tail call i32 @puts(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0))
  ret void
}

declare i32 @puts(i8* nocapture readonly)

define internal void @init0() {
  %1 = tail call i32 @puts(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  ret void
}

define internal void @fini() {
  %1 = tail call i32 @puts(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  ret void
}

define i32 @main() {
  %1 = tail call i32 @puts(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0))
  ret i32 0
}
