; `external global` with no `, align` (known bug: the next line is read as its initializer).
@ext = external global i32

define i32 @f() {
  %v = load i32, i32* @ext
  ret i32 %v
}
