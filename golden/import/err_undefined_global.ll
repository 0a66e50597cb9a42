define i32 @f() {
  %v = load i32, i32* @nowhere, align 4
  ret i32 %v
}
