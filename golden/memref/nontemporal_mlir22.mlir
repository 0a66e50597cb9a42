// `nontemporal` loads and stores (MLIR 22): `memref.load`/`memref.store`
// with `{nontemporal = true}` (and `alignment`), and the LLVM dialect's
// `llvm.load`/`llvm.store` with the `nontemporal` unit attribute. Both are
// `!nontemporal !0` in `.ll`, with `!0 = !{i32 1}` once at the end; the
// values are those of plain loads and stores.

func.func private @print_i64(i64)
func.func private @print_f64(f64)

func.func @fill(%m: memref<8xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  cf.br ^loop(%c0, %x : index, f64)
^loop(%i: index, %v: f64):
  %done = arith.cmpi eq, %i, %c8 : index
  cf.cond_br %done, ^end, ^body
^body:
  memref.store %v, %m[%i] {nontemporal = true} : memref<8xf64>
  %n = arith.addi %i, %c1 : index
  %w = arith.addf %v, %v : f64
  cf.br ^loop(%n, %w : index, f64)
^end:
  return
}

func.func @sum(%m: memref<8xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f64
  cf.br ^loop(%c0, %z : index, f64)
^loop(%i: index, %s: f64):
  %done = arith.cmpi eq, %i, %c8 : index
  cf.cond_br %done, ^end, ^body
^body:
  %v = memref.load %m[%i] {nontemporal = true, alignment = 8 : i64} : memref<8xf64>
  %n = arith.addi %i, %c1 : index
  %t = arith.addf %s, %v : f64
  cf.br ^loop(%n, %t : index, f64)
^end:
  return %s : f64
}

func.func @cell(%p: !llvm.ptr, %x: i64) -> i64 {
  llvm.store %x, %p {nontemporal} : i64, !llvm.ptr
  %a = llvm.load %p {alignment = 8 : i64, nontemporal} : !llvm.ptr -> i64
  %b = arith.muli %a, %a : i64
  llvm.store volatile %b, %p {alignment = 8 : i64, nontemporal} : i64, !llvm.ptr
  %c = llvm.load volatile %p {nontemporal} : !llvm.ptr -> i64
  %d = arith.addi %c, %a : i64
  return %d : i64
}

func.func @main() -> i32 {
  %m = memref.alloc() : memref<8xf64>
  %x = arith.constant 0.25 : f64
  call @fill(%m, %x) : (memref<8xf64>, f64) -> ()
  %s = call @sum(%m) : (memref<8xf64>) -> f64
  call @print_f64(%s) : (f64) -> ()
  %c3 = arith.constant 3 : index
  %f = memref.load %m[%c3] {nontemporal = false} : memref<8xf64>
  call @print_f64(%f) : (f64) -> ()
  memref.dealloc %m : memref<8xf64>
  %one = arith.constant 1 : i64
  %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %k = arith.constant -12 : i64
  %r = call @cell(%p, %k) : (!llvm.ptr, i64) -> i64
  call @print_i64(%r) : (i64) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
