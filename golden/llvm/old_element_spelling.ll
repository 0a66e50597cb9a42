; ModuleID = 'old_element_spelling.mlir'
source_filename = "old_element_spelling.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

define void @callee({ float*, float*, i64, [2 x i64], [2 x i64] } %0) {
bb0:
  %1 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %0, 1
  %2 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %0, 4, 0
  %3 = getelementptr float, float* %1, i64 %2
  %4 = getelementptr float, float* %3, i64 1
  %5 = load float, float* %4
  call void @print_f32(float %5)
  ret void
}

define void @caller(float* %0) {
bb0:
  %1 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %2 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %1, float* %0, 1
  %3 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, i64 0, 2
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, i64 2, 3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 4, 4, 0
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 1
  call void @callee({ float*, float*, i64, [2 x i64], [2 x i64] } %7)
  ret void
}

define i32 @main() {
bb0:
  %0 = alloca float, i64 8
  %1 = getelementptr float, float* %0, i64 5
  store float 2.5, float* %1
  call void @caller(float* %0)
  ret i32 0
}
