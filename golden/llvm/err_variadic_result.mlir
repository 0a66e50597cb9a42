// error: a call of the variadic @printf expects an i32 result, but @printf returns nothing
llvm.func @printf(!llvm.ptr<i8>, ...)

func @f(%p: !llvm.ptr<i8>) -> i32 {
  %n = call @printf(%p) : (!llvm.ptr<i8>) -> i32
  return %n : i32
}
