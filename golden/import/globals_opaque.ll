; Opaque-pointer globals: pointers to globals, constant-expression
@.str = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@msg = dso_local global ptr @.str, align 8
@tail = dso_local global ptr getelementptr inbounds (i8, ptr @.str, i64 1), align 8
@ops = internal constant [2 x ptr] [ptr @one, ptr @two], align 16
@hidden = hidden global i32 3, align 4

define internal i32 @one() {
  ret i32 1
}

define internal i32 @two() {
  ret i32 2
}

define i32 @call(i64 %i) {
  %slot = getelementptr inbounds [2 x ptr], ptr @ops, i64 0, i64 %i
  %f = load ptr, ptr %slot, align 8
  %r = call i32 %f()
  %s = load ptr, ptr @msg, align 8
  %c = load i8, ptr %s, align 1
  %z = sext i8 %c to i32
  %t = add i32 %r, %z
  ret i32 %t
}
