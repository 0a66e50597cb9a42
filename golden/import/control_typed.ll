; Branches, phi (block arguments), switch, a loop, unreachable.
define i32 @sum(i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add nsw i32 %acc, %i
  %inc = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  %r = phi i32 [ 0, %entry ], [ %next, %loop ]
  ret i32 %r
}

define i32 @classify(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 1, label %small
    i32 2, label %small
    i32 -7, label %neg
  ]
zero:
  br label %join
small:
  br label %join
neg:
  unreachable
other:
  br label %join
join:
  %v = phi i32 [ 10, %zero ], [ 20, %small ], [ %x, %other ]
  ret i32 %v
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
