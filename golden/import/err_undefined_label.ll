define void @f() {
  br label %nowhere
}
