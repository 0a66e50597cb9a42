// Std and LLVM dialect code in one module and in one function, all of it
// valid MLIR 13: Std `func`s calling `llvm.func`s (with `llvm.call`, whose
// callee must be an llvm.func) and `llvm.func`s calling Std `func`s (with
// Std `call` / `call_indirect`, whose callee must be a func); Std values
// (i64, f32, i1, index) flowing into LLVM ops and LLVM results into Std ops;
// LLVM terminators (llvm.cond_br, llvm.br) inside a Std function and Std
// terminators (cond_br, br) inside an llvm.func; LLVM dialect types
// (!llvm.ptr, !llvm.struct) in Std signatures and block arguments; and a
// memref handled by Std code next to an LLVM pointer in the same function.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i64(i64)
llvm.func @print_f32(f32)
llvm.func @print_i32(i32)

// LLVM function called from Std code: 3*x + 1, computed by Std ops
llvm.func @llvm_affine(%x: i64) -> i64 {
  %c3 = constant 3 : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %m = muli %x, %c3 : i64
  %r = llvm.add %m, %c1 : i64
  llvm.return %r : i64
}

// Std function called from LLVM code: f*f + g, with LLVM ops on Std values
func @std_fsq(%f: f32, %g: f32) -> f32 {
  %sq = llvm.fmul %f, %f : f32
  %r = addf %sq, %g : f32
  return %r : f32
}

// collatz steps of n: a Std function whose loop uses LLVM terminators and
// a mix of Std and LLVM arithmetic; it calls the LLVM function above
func @collatz(%n: i64) -> i64 {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  llvm.br ^loop(%n, %c0 : i64, i64)
^loop(%x: i64, %steps: i64):
  %done = cmpi eq, %x, %c1 : i64
  llvm.cond_br %done, ^exit, ^step
^step:
  %odd = llvm.urem %x, %c2 : i64
  %isodd = llvm.icmp "ne" %odd, %c0 : i64
  %steps1 = addi %steps, %c1 : i64
  cond_br %isodd, ^odd_case, ^even_case
^odd_case:
  %y = llvm.call @llvm_affine(%x) : (i64) -> i64
  br ^loop(%y, %steps1 : i64, i64)
^even_case:
  %h = divi_unsigned %x, %c2 : i64
  llvm.br ^loop(%h, %steps1 : i64, i64)
^exit:
  return %steps : i64
}

// an llvm.func with Std control flow, calling Std functions directly and
// through a function value
llvm.func @llvm_driver(%k: i32) -> f32 {
  %zero = constant 0 : i32
  %pos = cmpi sgt, %k, %zero : i32
  %kf = llvm.sitofp %k : i32 to f32
  %half = constant 0.5 : f32
  cond_br %pos, ^direct, ^indirect
^direct:
  %a = call @std_fsq(%kf, %half) : (f32, f32) -> f32
  br ^out(%a : f32)
^indirect:
  %fn = constant @std_fsq : (f32, f32) -> f32
  %b = call_indirect %fn(%kf, %kf) : (f32, f32) -> f32
  br ^out(%b : f32)
^out(%r: f32):
  llvm.return %r : f32
}

// LLVM types in a Std signature: a pointer and a struct
func @std_sum_ptr(%p: !llvm.ptr<i64>, %n: i64) -> !llvm.struct<(i64, i64)> {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  br ^loop(%c0, %c0, %c0 : i64, i64, i64)
^loop(%i: i64, %s: i64, %mx: i64):
  %more = cmpi slt, %i, %n : i64
  cond_br %more, ^body, ^done
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  %v = llvm.load %q : !llvm.ptr<i64>
  %s1 = addi %s, %v : i64
  %gt = llvm.icmp "sgt" %v, %mx : i64
  %mx1 = select %gt, %v, %mx : i64
  %i1 = addi %i, %c1 : i64
  br ^loop(%i1, %s1, %mx1 : i64, i64, i64)
^done:
  %u = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  %r0 = llvm.insertvalue %s, %u[0] : !llvm.struct<(i64, i64)>
  %r1 = llvm.insertvalue %mx, %r0[1] : !llvm.struct<(i64, i64)>
  return %r1 : !llvm.struct<(i64, i64)>
}

func @main() -> i32 {
  // Std constants into LLVM ops and back
  %a = constant 5 : i64
  %b = llvm.mul %a, %a : i64
  %c = addi %b, %a : i64
  call @print_i64(%c) : (i64) -> ()                   // expect: 30
  %f = constant 1.5 : f32
  %g = llvm.fmul %f, %f : f32
  %h = addf %g, %f : f32
  llvm.call @print_f32(%h) : (f32) -> ()              // expect: 3.75 0x40700000
  // a Std i1 into llvm.select, an llvm.icmp i1 into Std select
  %t = cmpi slt, %a, %c : i64
  %s1 = llvm.select %t, %a, %c : i1, i64
  call @print_i64(%s1) : (i64) -> ()                  // expect: 5
  %u = llvm.icmp "sgt" %a, %c : i64
  %s2 = select %u, %a, %c : i64
  call @print_i64(%s2) : (i64) -> ()                  // expect: 30
  // casts across: Std index_cast then llvm.trunc, llvm.sext then Std sitofp
  %idx = constant 300 : index
  %i64v = index_cast %idx : index to i64
  %i8v = llvm.trunc %i64v : i64 to i8
  %i32v = llvm.sext %i8v : i8 to i32
  llvm.call @print_i32(%i32v) : (i32) -> ()           // expect: 44
  %fl = sitofp %i32v : i32 to f32
  %fl2 = llvm.fadd %fl, %f : f32
  llvm.call @print_f32(%fl2) : (f32) -> ()            // expect: 45.5 0x42360000

  // Std function using LLVM terminators, calling an llvm.func
  %n27 = constant 27 : i64
  %st = call @collatz(%n27) : (i64) -> i64
  call @print_i64(%st) : (i64) -> ()                  // expect: 111
  // llvm.func with Std ops, calling Std functions
  %k3 = constant 3 : i32
  %d1 = llvm.call @llvm_driver(%k3) : (i32) -> f32
  llvm.call @print_f32(%d1) : (f32) -> ()             // expect: 9.5 0x41180000
  %km = constant -2 : i32
  %d2 = llvm.call @llvm_driver(%km) : (i32) -> f32
  llvm.call @print_f32(%d2) : (f32) -> ()             // expect: 2 0x40000000

  // a memref (Std) and an LLVM pointer side by side: the memref holds
  // i*i for i < 5; its values are copied into an llvm.alloca buffer, which
  // a Std function with an !llvm.ptr parameter then sums
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  %n5 = llvm.mlir.constant(5 : i64) : i64
  %m = memref.alloca() : memref<5xi64>
  %buf = llvm.alloca %n5 x i64 : (i64) -> !llvm.ptr<i64>
  br ^fill(%c0 : index)
^fill(%i: index):
  %more = cmpi slt, %i, %c5 : index
  cond_br %more, ^fill_body, ^copy(%c0 : index)
^fill_body:
  %ii = index_cast %i : index to i64
  %sq = llvm.mul %ii, %ii : i64
  memref.store %sq, %m[%i] : memref<5xi64>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^copy(%j: index):
  %more2 = cmpi slt, %j, %c5 : index
  cond_br %more2, ^copy_body, ^sum
^copy_body:
  %v = memref.load %m[%j] : memref<5xi64>
  %jj = index_cast %j : index to i64
  %p = llvm.getelementptr %buf[%jj] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  llvm.store %v, %p : !llvm.ptr<i64>
  %j1 = addi %j, %c1 : index
  br ^copy(%j1 : index)
^sum:
  %r = call @std_sum_ptr(%buf, %n5) : (!llvm.ptr<i64>, i64) -> !llvm.struct<(i64, i64)>
  %rs = llvm.extractvalue %r[0] : !llvm.struct<(i64, i64)>
  %rm = llvm.extractvalue %r[1] : !llvm.struct<(i64, i64)>
  call @print_i64(%rs) : (i64) -> ()                  // expect: 30
  call @print_i64(%rm) : (i64) -> ()                  // expect: 16
  // the memref was not changed by the copy: read one element back
  %c3 = constant 3 : index
  %m3 = memref.load %m[%c3] : memref<5xi64>
  call @print_i64(%m3) : (i64) -> ()                  // expect: 9

  %z = constant 0 : i32
  return %z : i32
}
