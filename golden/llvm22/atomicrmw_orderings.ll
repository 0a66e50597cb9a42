; ModuleID = 'atomicrmw_orderings.mlir'
source_filename = "atomicrmw_orderings.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @main() {
bb0:
  %0 = alloca i64
  %1 = bitcast i64* %0 to i8*
  store i64 5, i64* %0
  %2 = atomicrmw add i64* %0, i64 3 monotonic
  %3 = atomicrmw umax i64* %0, i64 1 acquire
  %4 = atomicrmw max i64* %0, i64 5 release
  %5 = atomicrmw umin i64* %0, i64 3 syncscope("singlethread") seq_cst
  %6 = atomicrmw volatile xchg i64* %0, i64 1 acq_rel
  %7 = load i64, i64* %0
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}
