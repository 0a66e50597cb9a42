// error: llvm.call of `@nothere`, a function that is neither defined nor declared
llvm.func @f(%a: i32) -> i32 {
  %r = llvm.call @nothere(%a) : (i32) -> i32
  llvm.return %r : i32
}
