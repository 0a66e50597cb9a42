; ModuleID = 'linked_list.mlir'
source_filename = "linked_list.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%node = type { i64, %node* }

declare void @print_i64(i64)

define %node* @build(%node* %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %8, %bb3 ]
  %3 = phi %node* [ null, %bb0 ], [ %5, %bb3 ]
  %4 = icmp slt i64 %2, %1
  br i1 %4, label %bb3, label %bb2

bb2:
  ret %node* %3

bb3:
  %5 = getelementptr %node, %node* %0, i64 %2
  %6 = getelementptr %node, %node* %5, i32 0, i32 0
  %7 = getelementptr %node, %node* %5, i32 0, i32 1
  %8 = add i64 %2, 1
  store i64 %8, i64* %6
  store %node* %3, %node** %7
  br label %bb1
}

define i64 @walk(%node* %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi %node* [ %0, %bb0 ], [ %6, %bb2 ]
  %2 = phi i64 [ 0, %bb0 ], [ %7, %bb2 ]
  %3 = icmp eq %node* %1, null
  br i1 %3, label %bb3, label %bb2

bb2:
  %4 = load %node, %node* %1
  %5 = extractvalue %node %4, 0
  %6 = extractvalue %node %4, 1
  call void @print_i64(i64 %5)
  %7 = add i64 %2, %5
  br label %bb1

bb3:
  ret i64 %2
}

define i64 @length(%node* %0) {
bb0:
  %1 = icmp eq %node* %0, null
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = getelementptr %node, %node* %0, i32 0, i32 1
  %3 = load %node*, %node** %2
  %4 = call i64 @length(%node* %3)
  %5 = add i64 %4, 1
  ret i64 %5

bb2:
  ret i64 0
}

define i32 @main() {
bb0:
  %0 = alloca %node, i64 8
  %1 = call %node* @build(%node* %0, i64 5)
  %2 = call i64 @walk(%node* %1)
  call void @print_i64(i64 %2)
  %3 = call i64 @length(%node* %1)
  call void @print_i64(i64 %3)
  %4 = call i64 @walk(%node* null)
  call void @print_i64(i64 %4)
  ret i32 0
}
