define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %t = add i32 1, 2
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %p
}
