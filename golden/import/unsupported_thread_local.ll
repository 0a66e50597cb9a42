@t = thread_local global i32 0, align 4

define i32 @f() {
  %v = load i32, i32* @t, align 4
  ret i32 %v
}
