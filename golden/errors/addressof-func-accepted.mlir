// Not an error: llvm.mlir.addressof of a function with the pointer-to-function
// type is accepted (as MLIR 13 does), for a function defined before the use,
// after it, and one only called so far; the .ll builds and runs.
llvm.func @print_i32(i32)

llvm.func @before(%a: i32) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %a, %c : i32
  llvm.return %r : i32
}

llvm.func @main() -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %d = llvm.call @called(%c) : (i32) -> i32
  llvm.call @print_i32(%d) : (i32) -> ()
  %b = llvm.mlir.addressof @before : !llvm.ptr<func<i32 (i32)>>
  %x = llvm.call %b(%c) : (i32) -> i32
  llvm.call @print_i32(%x) : (i32) -> ()
  %a = llvm.mlir.addressof @after : !llvm.ptr<func<i32 (i32)>>
  %y = llvm.call %a(%c) : (i32) -> i32
  llvm.call @print_i32(%y) : (i32) -> ()
  %k = llvm.mlir.addressof @called : !llvm.ptr<func<i32 (i32)>>
  %z = llvm.call %k(%c) : (i32) -> i32
  llvm.call @print_i32(%z) : (i32) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

llvm.func @after(%a: i32) -> i32 {
  %r = llvm.mul %a, %a : i32
  llvm.return %r : i32
}

llvm.func @called(%a: i32) -> i32 {
  %r = llvm.sub %a, %a : i32
  llvm.return %r : i32
}
