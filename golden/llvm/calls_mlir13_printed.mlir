// calls.mlir as MLIR 13 prints it (`mlir-opt-13 calls.mlir`, unchanged
// below this comment): `module  {`, renumbered values and blocks with
// `// pred:` comments, `llvm.add %a, %b  : i32` with two spaces, and, for an
// indirect call of a void function, MLIR 13's own spelling
// `%59 = llvm.call %58(%51) : (i32) -> !llvm.void` (a named result of type
// !llvm.void, which MLIR 13 accepts and translates to `call void`).
// Same output as calls.mlir (calls.out).
module  {
  llvm.func @print_i32(i32)
  llvm.func @print_i64(i64)
  llvm.func @print_f64(f64)
  llvm.func internal @inc(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %arg0, %0  : i32
    llvm.return %1 : i32
  }
  llvm.func private @dbl(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0  : i32
    llvm.return %0 : i32
  }
  llvm.func @sq(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0  : i32
    llvm.return %0 : i32
  }
  llvm.func internal @show_pos(%arg0: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.icmp "slt" %arg0, %0 : i32
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    llvm.call @print_i32(%arg0) : (i32) -> ()
    llvm.return
  }
  llvm.func @fact(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.icmp "sle" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %0 : i64
  ^bb2:  // pred: ^bb0
    %2 = llvm.sub %arg0, %0  : i64
    %3 = llvm.call @fact(%2) : (i64) -> i64
    %4 = llvm.mul %arg0, %3  : i64
    llvm.return %4 : i64
  }
  llvm.func @is_even(%arg0: i32) -> i1 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.icmp "eq" %arg0, %0 : i32
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %2 = llvm.mlir.constant(true) : i1
    llvm.return %2 : i1
  ^bb2:  // pred: ^bb0
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.sub %arg0, %3  : i32
    %5 = llvm.call @is_odd(%4) : (i32) -> i1
    llvm.return %5 : i1
  }
  llvm.func @is_odd(%arg0: i32) -> i1 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.icmp "eq" %arg0, %0 : i32
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %2 = llvm.mlir.constant(false) : i1
    llvm.return %2 : i1
  ^bb2:  // pred: ^bb0
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.sub %arg0, %3  : i32
    %5 = llvm.call @is_even(%4) : (i32) -> i1
    llvm.return %5 : i1
  }
  llvm.func @many(%arg0: i32, %arg1: f64, %arg2: i64, %arg3: f64, %arg4: i8, %arg5: f64, %arg6: i16, %arg7: f64, %arg8: i32, %arg9: f64, %arg10: i64, %arg11: f64, %arg12: i32, %arg13: f64, %arg14: i64, %arg15: f64, %arg16: i32, %arg17: f64) -> f64 {
    %0 = llvm.sitofp %arg0 : i32 to f64
    %1 = llvm.sitofp %arg2 : i64 to f64
    %2 = llvm.sitofp %arg4 : i8 to f64
    %3 = llvm.sitofp %arg6 : i16 to f64
    %4 = llvm.sitofp %arg8 : i32 to f64
    %5 = llvm.sitofp %arg10 : i64 to f64
    %6 = llvm.sitofp %arg12 : i32 to f64
    %7 = llvm.sitofp %arg14 : i64 to f64
    %8 = llvm.sitofp %arg16 : i32 to f64
    %9 = llvm.fadd %0, %arg1  : f64
    %10 = llvm.fadd %9, %1  : f64
    %11 = llvm.fadd %10, %arg3  : f64
    %12 = llvm.fadd %11, %2  : f64
    %13 = llvm.fadd %12, %arg5  : f64
    %14 = llvm.fadd %13, %3  : f64
    %15 = llvm.fadd %14, %arg7  : f64
    %16 = llvm.fadd %15, %4  : f64
    %17 = llvm.fadd %16, %arg9  : f64
    %18 = llvm.fadd %17, %5  : f64
    %19 = llvm.fadd %18, %arg11  : f64
    %20 = llvm.fadd %19, %6  : f64
    %21 = llvm.fadd %20, %arg13  : f64
    %22 = llvm.fadd %21, %7  : f64
    %23 = llvm.fadd %22, %arg15  : f64
    %24 = llvm.fadd %23, %8  : f64
    %25 = llvm.mlir.constant(1.000000e+03 : f64) : f64
    %26 = llvm.fmul %arg17, %25  : f64
    %27 = llvm.fadd %24, %26  : f64
    llvm.return %27 : f64
  }
  llvm.func @apply_n(%arg0: !llvm.ptr<func<i32 (i32)>>, %arg1: i32, %arg2: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%arg1, %arg2 : i32, i32)
  ^bb1(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "sgt" %3, %0 : i32
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = llvm.call %arg0(%2) : (i32) -> i32
    %6 = llvm.sub %3, %1  : i32
    llvm.br ^bb1(%5, %6 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i32
  }
  llvm.func @choose(%arg0: i32) -> !llvm.ptr<func<i32 (i32)>> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.addressof @inc : !llvm.ptr<func<i32 (i32)>>
    %3 = llvm.mlir.addressof @dbl : !llvm.ptr<func<i32 (i32)>>
    %4 = llvm.mlir.addressof @sq : !llvm.ptr<func<i32 (i32)>>
    %5 = llvm.icmp "eq" %arg0, %0 : i32
    llvm.cond_br %5, ^bb2(%2 : !llvm.ptr<func<i32 (i32)>>), ^bb1
  ^bb1:  // pred: ^bb0
    %6 = llvm.icmp "eq" %arg0, %1 : i32
    llvm.cond_br %6, ^bb2(%3 : !llvm.ptr<func<i32 (i32)>>), ^bb2(%4 : !llvm.ptr<func<i32 (i32)>>)
  ^bb2(%7: !llvm.ptr<func<i32 (i32)>>):  // 3 preds: ^bb0, ^bb1, ^bb1
    llvm.return %7 : !llvm.ptr<func<i32 (i32)>>
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(20 : i32) : i32
    %1 = llvm.call @inc(%0) : (i32) -> i32
    llvm.call @print_i32(%1) : (i32) -> ()
    llvm.call @show_pos(%0) : (i32) -> ()
    %2 = llvm.mlir.constant(-20 : i32) : i32
    llvm.call @show_pos(%2) : (i32) -> ()
    %3 = llvm.mlir.constant(20 : i64) : i64
    %4 = llvm.call @fact(%3) : (i64) -> i64
    llvm.call @print_i64(%4) : (i64) -> ()
    %5 = llvm.mlir.constant(7 : i32) : i32
    %6 = llvm.call @is_even(%5) : (i32) -> i1
    %7 = llvm.call @is_odd(%5) : (i32) -> i1
    %8 = llvm.zext %6 : i1 to i32
    %9 = llvm.zext %7 : i1 to i32
    llvm.call @print_i32(%8) : (i32) -> ()
    llvm.call @print_i32(%9) : (i32) -> ()
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(2 : i64) : i64
    %12 = llvm.mlir.constant(3 : i8) : i8
    %13 = llvm.mlir.constant(4 : i16) : i16
    %14 = llvm.mlir.constant(5 : i32) : i32
    %15 = llvm.mlir.constant(6 : i64) : i64
    %16 = llvm.mlir.constant(7 : i32) : i32
    %17 = llvm.mlir.constant(8 : i64) : i64
    %18 = llvm.mlir.constant(9 : i32) : i32
    %19 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %20 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %21 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %22 = llvm.call @many(%10, %19, %11, %20, %12, %19, %13, %20, %14, %19, %15, %20, %16, %19, %17, %20, %18, %21) : (i32, f64, i64, f64, i8, f64, i16, f64, i32, f64, i64, f64, i32, f64, i64, f64, i32, f64) -> f64
    llvm.call @print_f64(%22) : (f64) -> ()
    %23 = llvm.mlir.addressof @inc : !llvm.ptr<func<i32 (i32)>>
    %24 = llvm.mlir.addressof @dbl : !llvm.ptr<func<i32 (i32)>>
    %25 = llvm.mlir.addressof @sq : !llvm.ptr<func<i32 (i32)>>
    %26 = llvm.call %23(%0) : (i32) -> i32
    llvm.call @print_i32(%26) : (i32) -> ()
    %27 = llvm.mlir.constant(10 : i32) : i32
    %28 = llvm.mlir.constant(1 : i32) : i32
    %29 = llvm.call @apply_n(%24, %28, %27) : (!llvm.ptr<func<i32 (i32)>>, i32, i32) -> i32
    llvm.call @print_i32(%29) : (i32) -> ()
    %30 = llvm.mlir.constant(2 : i32) : i32
    %31 = llvm.mlir.constant(3 : i32) : i32
    %32 = llvm.call @apply_n(%25, %30, %31) : (!llvm.ptr<func<i32 (i32)>>, i32, i32) -> i32
    llvm.call @print_i32(%32) : (i32) -> ()
    %33 = llvm.icmp "slt" %2, %0 : i32
    %34 = llvm.select %33, %25, %23 : i1, !llvm.ptr<func<i32 (i32)>>
    %35 = llvm.call %34(%27) : (i32) -> i32
    llvm.call @print_i32(%35) : (i32) -> ()
    %36 = llvm.mlir.constant(0 : i32) : i32
    %37 = llvm.call @choose(%36) : (i32) -> !llvm.ptr<func<i32 (i32)>>
    %38 = llvm.call @choose(%28) : (i32) -> !llvm.ptr<func<i32 (i32)>>
    %39 = llvm.call @choose(%30) : (i32) -> !llvm.ptr<func<i32 (i32)>>
    %40 = llvm.call %37(%27) : (i32) -> i32
    %41 = llvm.call %38(%27) : (i32) -> i32
    %42 = llvm.call %39(%27) : (i32) -> i32
    llvm.call @print_i32(%40) : (i32) -> ()
    llvm.call @print_i32(%41) : (i32) -> ()
    llvm.call @print_i32(%42) : (i32) -> ()
    %43 = llvm.mlir.constant(3 : i64) : i64
    %44 = llvm.alloca %43 x !llvm.ptr<func<i32 (i32)>> : (i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
    %45 = llvm.mlir.constant(0 : i64) : i64
    %46 = llvm.mlir.constant(1 : i64) : i64
    %47 = llvm.mlir.constant(2 : i64) : i64
    %48 = llvm.getelementptr %44[%45] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
    %49 = llvm.getelementptr %44[%46] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
    %50 = llvm.getelementptr %44[%47] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
    llvm.store %25, %48 : !llvm.ptr<ptr<func<i32 (i32)>>>
    llvm.store %23, %49 : !llvm.ptr<ptr<func<i32 (i32)>>>
    llvm.store %24, %50 : !llvm.ptr<ptr<func<i32 (i32)>>>
    %51 = llvm.mlir.constant(5 : i32) : i32
    llvm.br ^bb1(%45 : i64)
  ^bb1(%52: i64):  // 2 preds: ^bb0, ^bb2
    %53 = llvm.icmp "slt" %52, %43 : i64
    llvm.cond_br %53, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %54 = llvm.getelementptr %44[%52] : (!llvm.ptr<ptr<func<i32 (i32)>>>, i64) -> !llvm.ptr<ptr<func<i32 (i32)>>>
    %55 = llvm.load %54 : !llvm.ptr<ptr<func<i32 (i32)>>>
    %56 = llvm.call %55(%51) : (i32) -> i32
    llvm.call @print_i32(%56) : (i32) -> ()
    %57 = llvm.add %52, %46  : i64
    llvm.br ^bb1(%57 : i64)
  ^bb3:  // pred: ^bb1
    %58 = llvm.mlir.addressof @show_pos : !llvm.ptr<func<void (i32)>>
    %59 = llvm.call %58(%51) : (i32) -> !llvm.void
    %60 = llvm.mlir.addressof @print_i64 : !llvm.ptr<func<void (i64)>>
    %61 = llvm.mlir.constant(-123456789012 : i64) : i64
    %62 = llvm.call %60(%61) : (i64) -> !llvm.void
    %63 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %63 : i32
  }
}

