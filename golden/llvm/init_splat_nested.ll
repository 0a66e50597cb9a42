; ModuleID = 'init_splat_nested.mlir'
source_filename = "init_splat_nested.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g1 = internal global [3 x [2 x i32]] [[2 x i32] [i32 7, i32 7], [2 x i32] [i32 7, i32 7], [2 x i32] [i32 7, i32 7]]

@g2 = internal global [3 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4], [2 x i32] [i32 5, i32 6]]

@g3 = internal global [3 x [2 x i32]] zeroinitializer

declare void @print_i32(i32)

define i32 @main() {
bb0:
  %0 = extractvalue [3 x [2 x i32]] [[2 x i32] [i32 0, i32 0], [2 x i32] [i32 0, i32 0], [2 x i32] [i32 0, i32 0]], 1, 0
  call void @print_i32(i32 %0)
  %1 = load [3 x [2 x i32]], [3 x [2 x i32]]* @g1
  %2 = load [3 x [2 x i32]], [3 x [2 x i32]]* @g2
  %3 = load [3 x [2 x i32]], [3 x [2 x i32]]* @g3
  %4 = extractvalue [3 x [2 x i32]] %1, 2, 1
  %5 = extractvalue [3 x [2 x i32]] %2, 2, 1
  %6 = extractvalue [3 x [2 x i32]] %3, 2, 1
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  call void @print_i32(i32 %6)
  ret i32 0
}
