// hello_printf, MIXED: Std functions (`func`, `constant`, `call`, `addi`,
// `br`/`cond_br`) using LLVM dialect values: `llvm.mlir.addressof` of a string
// global, an `llvm.getelementptr` to i8*, and a Std `call` of the variadic
// `llvm.func @printf` with the types of the actual arguments.
// MLIR 13's `call` verifier only accepts a builtin `func` callee, so the
// oracle build used a twin of this file with `llvm.call @printf` in place of
// `call @printf` (same program otherwise); mlir2ll must accept both.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.mlir.global internal constant @hello("hello, world\0A\00") : !llvm.array<14 x i8>
llvm.mlir.global internal constant @fmt("i=%d sq=%d\0A\00") : !llvm.array<12 x i8>

llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
func private @print_i32(i32)

func @str_ptr() -> !llvm.ptr<i8> {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %a = llvm.mlir.addressof @fmt : !llvm.ptr<array<12 x i8>>
  %p = llvm.getelementptr %a[%c0, %c0] : (!llvm.ptr<array<12 x i8>>, i64, i64) -> !llvm.ptr<i8>
  return %p : !llvm.ptr<i8>
}

func @main() -> i32 {
  %c0 = constant 0 : i64
  %h = llvm.mlir.addressof @hello : !llvm.ptr<array<14 x i8>>
  %hp = llvm.getelementptr %h[%c0, %c0] : (!llvm.ptr<array<14 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %n = call @printf(%hp) : (!llvm.ptr<i8>) -> i32       // expect: hello, world
  call @print_i32(%n) : (i32) -> ()                     // expect: 13

  // a Std loop printing i and i*i for i = 1..3 through printf
  %f = call @str_ptr() : () -> !llvm.ptr<i8>
  %one = constant 1 : i32
  %four = constant 4 : i32
  br ^head(%one : i32)
^head(%i: i32):
  %more = cmpi slt, %i, %four : i32
  cond_br %more, ^body, ^exit
^body:
  %sq = muli %i, %i : i32
  %k = call @printf(%f, %i, %sq) : (!llvm.ptr<i8>, i32, i32) -> i32
  // expect: i=1 sq=1 | i=2 sq=4 | i=3 sq=9
  %next = addi %i, %one : i32
  br ^head(%next : i32)
^exit:
  %z = constant 0 : i32
  return %z : i32
}
