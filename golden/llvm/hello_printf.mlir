// The classic hello world in the pure LLVM dialect (MLIR 13 syntax): string
// globals with explicit "\0A\00", `llvm.mlir.addressof` of an array global,
// `llvm.getelementptr` to the first i8, and calls of the variadic `printf`
// with extra i32, i64 and double arguments (double is what C's `...` wants).
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.mlir.global internal constant @str("hello, world\0A\00") : !llvm.array<14 x i8>
llvm.mlir.global internal constant @fmt_int("x = %d, y = %ld\0A\00") : !llvm.array<17 x i8>
llvm.mlir.global internal constant @fmt_dbl("%d + %.3f = %s\0A\00") : !llvm.array<16 x i8>
llvm.mlir.global private constant @word("done\00") : !llvm.array<5 x i8>

llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @print_i32(i32)

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %s = llvm.mlir.addressof @str : !llvm.ptr<array<14 x i8>>
  %p = llvm.getelementptr %s[%c0, %c0] : (!llvm.ptr<array<14 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // printf returns the number of characters written
  %n = llvm.call @printf(%p) : (!llvm.ptr<i8>) -> i32   // expect: hello, world
  llvm.call @print_i32(%n) : (i32) -> ()                // expect: 13

  %f = llvm.mlir.addressof @fmt_int : !llvm.ptr<array<17 x i8>>
  %fp = llvm.getelementptr %f[%c0, %c0] : (!llvm.ptr<array<17 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %x = llvm.mlir.constant(-7 : i32) : i32
  %y = llvm.mlir.constant(123456789012 : i64) : i64
  %n2 = llvm.call @printf(%fp, %x, %y) : (!llvm.ptr<i8>, i32, i64) -> i32
  // expect: x = -7, y = 123456789012
  llvm.call @print_i32(%n2) : (i32) -> ()               // expect: 25

  %g = llvm.mlir.addressof @fmt_dbl : !llvm.ptr<array<16 x i8>>
  %gp = llvm.getelementptr %g[%c0, %c0] : (!llvm.ptr<array<16 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %w = llvm.mlir.addressof @word : !llvm.ptr<array<5 x i8>>
  %wp = llvm.bitcast %w : !llvm.ptr<array<5 x i8>> to !llvm.ptr<i8>
  %three = llvm.mlir.constant(3 : i32) : i32
  %half = llvm.mlir.constant(0.25 : f32) : f32
  // C's `...` promotes float to double: do it explicitly
  %d = llvm.fpext %half : f32 to f64
  %n3 = llvm.call @printf(%gp, %three, %d, %wp) : (!llvm.ptr<i8>, i32, f64, !llvm.ptr<i8>) -> i32
  // expect: 3 + 0.250 = done
  llvm.call @print_i32(%n3) : (i32) -> ()               // expect: 17

  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
