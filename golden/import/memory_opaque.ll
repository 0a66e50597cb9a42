; Opaque pointers (clang 15+): alloca, load/store, getelementptr, structs.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, [4 x i16] }

define dso_local i16 @mem(ptr noundef %p, i64 noundef %i) local_unnamed_addr #0 {
entry:
  %slot = alloca i32, align 4
  store i32 5, ptr %slot, align 4
  %v = load volatile i32, ptr %slot, align 4
  store i32 %v, ptr %p, align 4
  %e = getelementptr inbounds %struct.pair, ptr %p, i64 0, i32 1, i64 %i
  %h = load i16, ptr %e, align 2
  %b = getelementptr inbounds i8, ptr %p, i64 4
  %h2 = load i16, ptr %b, align 2
  %r = add i16 %h, %h2
  ret i16 %r
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable }
