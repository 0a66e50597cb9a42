// error: escapes in quoted symbol names are not supported
func private @"print\5Fi64"(i64)
func @main() -> i32 {
  %c = constant 7 : i64
  call @"print\5Fi64"(%c) : (i64) -> ()
  %rc = constant 0 : i32
  return %rc : i32
}
