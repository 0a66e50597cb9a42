; ModuleID = 'ctors.mlir'
source_filename = "ctors.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @late, i8* zeroinitializer }, { i32, void ()*, i8* } { i32 101, void ()* @early, i8* zeroinitializer }]

@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @bye, i8* zeroinitializer }]

@s_early = private constant [6 x i8] c"early\00"

@s_late = private constant [5 x i8] c"late\00"

@s_main = private constant [5 x i8] c"main\00"

@s_bye = private constant [4 x i8] c"bye\00"

declare i32 @puts(i8*)

define void @early() {
bb0:
  %0 = bitcast [6 x i8]* @s_early to i8*
  %1 = call i32 @puts(i8* %0)
  ret void
}

define void @late() {
bb0:
  %0 = bitcast [5 x i8]* @s_late to i8*
  %1 = call i32 @puts(i8* %0)
  ret void
}

define void @bye() {
bb0:
  %0 = bitcast [4 x i8]* @s_bye to i8*
  %1 = call i32 @puts(i8* %0)
  ret void
}

define i32 @main() {
bb0:
  %0 = bitcast [5 x i8]* @s_main to i8*
  %1 = call i32 @puts(i8* %0)
  ret i32 0
}
