// llvm.mlir.global_ctors/global_dtors (MLIR 16 and later): constructors
// run before main by priority (101 before 65535), destructors after; the
// list may come before the functions it names.
module {
  llvm.mlir.global_ctors ctors = [@late, @early], priorities = [65535 : i32, 101 : i32], data = [#llvm.zero, #llvm.zero]
  llvm.mlir.global_dtors dtors = [@bye], priorities = [65535 : i32], data = [#llvm.zero]
  llvm.func @puts(!llvm.ptr) -> i32
  llvm.mlir.global private constant @s_early("early\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @s_late("late\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @s_main("main\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @s_bye("bye\00") {addr_space = 0 : i32}
  llvm.func @early() {
    %p = llvm.mlir.addressof @s_early : !llvm.ptr
    %r = llvm.call @puts(%p) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @late() {
    %p = llvm.mlir.addressof @s_late : !llvm.ptr
    %r = llvm.call @puts(%p) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @bye() {
    %p = llvm.mlir.addressof @s_bye : !llvm.ptr
    %r = llvm.call @puts(%p) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @main() -> i32 {
    %p = llvm.mlir.addressof @s_main : !llvm.ptr
    %r = llvm.call @puts(%p) : (!llvm.ptr) -> i32
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
}
