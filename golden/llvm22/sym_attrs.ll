; ModuleID = 'sym_attrs.mlir'
source_filename = "sym_attrs.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$counter = comdat any
$bump = comdat any

@counter = dso_local thread_local global i64 5, comdat, align 8

@table = private unnamed_addr constant [3 x i64] [i64 10, i64 20, i64 30], section ".rodata.table"

@shared = protected local_unnamed_addr global i64 7, section ".data.shared"

@odr = weak_odr global i64 11, comdat($bump)

declare void @print_i64(i64)

define linkonce_odr hidden i64 @bump(i8* %0, i64 %1) unnamed_addr section ".text.bump" comdat {
bb0:
  %2 = bitcast i8* %0 to i64*
  %3 = load i64, i64* %2
  %4 = add i64 %3, %1
  %5 = bitcast i8* %0 to i64*
  store i64 %4, i64* %5
  ret i64 %4
}

define hidden i64 @get_table(i64 %0) local_unnamed_addr {
bb0:
  %1 = bitcast [3 x i64]* @table to i8*
  %2 = getelementptr [3 x i64], [3 x i64]* @table, i32 0, i64 %0
  %3 = bitcast i64* %2 to i8*
  %4 = load i64, i64* %2
  ret i64 %4
}

define dso_local i32 @main() {
bb0:
  %0 = bitcast i64* @counter to i8*
  %1 = bitcast i64* @shared to i8*
  %2 = bitcast i64* @odr to i8*
  %3 = call i64 @bump(i8* %0, i64 1)
  call void @print_i64(i64 %3)
  %4 = call i64 @bump(i8* %1, i64 2)
  call void @print_i64(i64 %4)
  %5 = call i64 @bump(i8* %2, i64 %3)
  call void @print_i64(i64 %5)
  %6 = call i64 @get_table(i64 2)
  call void @print_i64(i64 %6)
  ret i32 0
}
