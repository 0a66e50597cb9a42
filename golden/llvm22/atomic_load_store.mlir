// Atomic `llvm.load`/`llvm.store` (MLIR 16 and later): every ordering each
// takes, `syncscope`, `volatile`, integers, floats and pointers; the
// alignment is required. `atomic not_atomic` is a plain access.
module {
  llvm.func @print_i64(i64)
  llvm.func @print_f64(f64)
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %c9 = llvm.mlir.constant(9 : i32) : i32
    %f = llvm.mlir.constant(2.5 : f64) : f64
    %p = llvm.alloca %c1 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %q = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %d = llvm.alloca %c1 x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %pp = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
    llvm.store %c7, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %c9, %q atomic syncscope("singlethread") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %f, %d atomic unordered {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %p, %pp atomic monotonic {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %a = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
    %b = llvm.load volatile %q atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %c = llvm.load %d atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> f64
    %r = llvm.load %pp atomic unordered {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %e = llvm.load %r atomic not_atomic : !llvm.ptr -> i64
    llvm.call @print_i64(%a) : (i64) -> ()
    %b64 = llvm.sext %b : i32 to i64
    llvm.call @print_i64(%b64) : (i64) -> ()
    llvm.call @print_f64(%c) : (f64) -> ()
    llvm.call @print_i64(%e) : (i64) -> ()
    llvm.return
  }
}
