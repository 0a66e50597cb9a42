; ModuleID = 'init_gep.mlir'
source_filename = "init_gep.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal constant [5 x i32] [i32 10, i32 20, i32 30, i32 40, i32 50]

@rec = internal constant { i32, [3 x i32] } { i32 7, [3 x i32] [i32 100, i32 200, i32 300] }

@third = internal constant i8* bitcast (i32* getelementptr ([5 x i32], [5 x i32]* @table, i64 0, i64 3) to i8*)

@second = internal constant i8* bitcast (i32* getelementptr (i32, i32* bitcast ([5 x i32]* @table to i32*), i32 1) to i8*)

@mid = internal constant i8* bitcast (i32* getelementptr ({ i32, [3 x i32] }, { i32, [3 x i32] }* @rec, i32 0, i32 1, i64 1) to i8*)

declare void @print_i32(i32)

define i32 @main() {
bb0:
  %0 = bitcast i8** @third to i8*
  %1 = load i8*, i8** @third
  %2 = bitcast i8* %1 to i32*
  %3 = load i32, i32* %2
  call void @print_i32(i32 %3)
  %4 = bitcast i8** @second to i8*
  %5 = load i8*, i8** @second
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6
  call void @print_i32(i32 %7)
  %8 = bitcast i8** @mid to i8*
  %9 = load i8*, i8** @mid
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10
  call void @print_i32(i32 %11)
  ret i32 0
}
