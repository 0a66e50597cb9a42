// The address of a global or a function as an opaque pointer before the
// symbol is defined: symbols are module-scoped in MLIR, so order does not
// matter. mlir2ll holds the items that take such an address (and the ones
// after them) back until the symbol's definition has been read, then
// writes them in order.
llvm.func @f() -> i32 {
  %0 = llvm.mlir.addressof @late : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
// A global whose initializer takes the address of a later function.
llvm.mlir.global internal @fptr() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @twice : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @print_i32(i32)
// Held back too (it comes after @f), though it waits for nothing.
llvm.func @g() -> i32 {
  %0 = llvm.mlir.constant(5 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global internal @late(7 : i32) {addr_space = 0 : i32} : i32
llvm.func @main() -> i32 {
  %0 = llvm.call @f() : () -> i32
  llvm.call @print_i32(%0) : (i32) -> ()
  %1 = llvm.mlir.addressof @fptr : !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
  %3 = llvm.call %2(%0) : !llvm.ptr, (i32) -> i32
  llvm.call @print_i32(%3) : (i32) -> ()
  %4 = llvm.mlir.addressof @twice : !llvm.ptr
  %5 = llvm.call %4(%3) : !llvm.ptr, (i32) -> i32
  llvm.call @print_i32(%5) : (i32) -> ()
  %6 = llvm.mlir.addressof @last : !llvm.ptr
  %7 = llvm.load %6 : !llvm.ptr -> !llvm.struct<(i32, i32)>
  %8 = llvm.extractvalue %7[1] : !llvm.struct<(i32, i32)>
  llvm.call @print_i32(%8) : (i32) -> ()
  %c = llvm.extractvalue %7[0] : !llvm.struct<(i32, i32)>
  llvm.call @print_i32(%c) : (i32) -> ()
  %9 = llvm.call @g() : () -> i32
  llvm.call @print_i32(%9) : (i32) -> ()
  %10 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %10 : i32
}
llvm.func @twice(%x: i32) -> i32 {
  %0 = llvm.add %x, %x : i32
  llvm.return %0 : i32
}
llvm.mlir.global internal constant @last() {addr_space = 0 : i32} : !llvm.struct<(i32, i32)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, i32)>
  %1 = llvm.mlir.constant(9 : i32) : i32
  %2 = llvm.insertvalue %1, %0[1] : !llvm.struct<(i32, i32)>
  llvm.return %2 : !llvm.struct<(i32, i32)>
}
