// f128 (LLVM fp128) and f80 (x86_fp80): arguments, constants, arithmetic,
// comparisons, casts and memrefs. Each result is printed as its exact bit
// pattern (high and low 64 bits). Expected output from MLIR 22. Divisions
// are in a function of their own: MLIR 22 folds constant f128 arithmetic and
// its printed decimal reads back through f64 (the low bits are lost).
func.func private @print_i64(i64)
func.func private @print_f64(f64)

func.func @bits128(%x: f128) {
  %b = arith.bitcast %x : f128 to i128
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %b, %c64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %b : i128 to i64
  call @print_i64(%h) : (i64) -> ()
  call @print_i64(%l) : (i64) -> ()
  return
}

func.func @bits80(%x: f80) {
  %b = arith.bitcast %x : f80 to i80
  %w = arith.extui %b : i80 to i128
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %w, %c64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %w : i128 to i64
  call @print_i64(%h) : (i64) -> ()
  call @print_i64(%l) : (i64) -> ()
  return
}

func.func @quad(%a: f128, %b: f128) -> f128 {
  %s = arith.addf %a, %b : f128
  %m = arith.mulf %s, %a : f128
  %d = arith.divf %m, %b : f128
  %n = arith.negf %d : f128
  %r = arith.subf %n, %b : f128
  return %r : f128
}

func.func @div(%a: f128, %b: f128) -> f128 {
  %d = arith.divf %a, %b : f128
  return %d : f128
}

func.func @ext(%a: f80, %b: f80) -> f80 {
  %d = arith.divf %a, %b : f80
  %m = arith.mulf %d, %d : f80
  %r = arith.remf %a, %b : f80
  %s = arith.addf %m, %r : f80
  return %s : f80
}

func.func @main() {
  %one = arith.constant 1.0 : f128
  %three = arith.constant 3.0 : f128
  %q = call @quad(%three, %one) : (f128, f128) -> f128
  call @bits128(%q) : (f128) -> ()
  // 1/3 in f128 is more precise than in f64.
  %third = call @div(%one, %three) : (f128, f128) -> f128
  call @bits128(%third) : (f128) -> ()
  %t64 = arith.truncf %third : f128 to f64
  call @print_f64(%t64) : (f64) -> ()
  %c = arith.constant -2.5e10 : f128
  call @bits128(%c) : (f128) -> ()
  %lt = arith.cmpf olt, %third, %one : f128
  %lti = arith.extui %lt : i1 to i64
  call @print_i64(%lti) : (i64) -> ()

  %x = arith.constant 7.0 : f80
  %y = arith.constant 0.375 : f80
  %e = call @ext(%x, %y) : (f80, f80) -> f80
  call @bits80(%e) : (f80) -> ()
  %e64 = arith.truncf %e : f80 to f64
  call @print_f64(%e64) : (f64) -> ()

  // Casts between the wide types and the others.
  %i = arith.constant -123456789012345 : i64
  %fi = arith.sitofp %i : i64 to f128
  call @bits128(%fi) : (f128) -> ()
  %fu = arith.uitofp %i : i64 to f80
  call @bits80(%fu) : (f80) -> ()
  %back = arith.fptosi %fi : f128 to i64
  call @print_i64(%back) : (i64) -> ()
  %h = arith.constant 0.1 : f32
  %hw = arith.extf %h : f32 to f128
  call @bits128(%hw) : (f128) -> ()
  %hx = arith.extf %h : f32 to f80
  %hq = arith.extf %hx : f80 to f128
  call @bits128(%hq) : (f128) -> ()
  %qx = arith.truncf %third : f128 to f80
  call @bits80(%qx) : (f80) -> ()

  // Memrefs of them.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mq = memref.alloc() : memref<2xf128>
  memref.store %third, %mq[%c0] : memref<2xf128>
  memref.store %q, %mq[%c1] : memref<2xf128>
  %l1 = memref.load %mq[%c1] : memref<2xf128>
  %l0 = memref.load %mq[%c0] : memref<2xf128>
  %sum = arith.addf %l0, %l1 : f128
  call @bits128(%sum) : (f128) -> ()
  memref.dealloc %mq : memref<2xf128>
  %mx = memref.alloca() : memref<3xf80>
  memref.store %e, %mx[%c1] : memref<3xf80>
  %lx = memref.load %mx[%c1] : memref<3xf80>
  call @bits80(%lx) : (f80) -> ()
  return
}
