// `func @main() -> i32` returning 3: `mlir2ll run` exits with status 3
// (mlir-cpu-runner -entry-point-result=i32 would print "3" instead; the
// expected stdout here is the program's own output only). Scalar prints and
// memref prints interleave in program order; an unranked memref is passed
// through two functions before printing; a memref is printed, changed and
// printed again.

func private @printI64(i64)
func private @printF64(f64)
func private @printOpen()
func private @printClose()
func private @printComma()
func private @printNewline()
func private @print_memref_f64(memref<*xf64>)
func private @print_memref_i64(memref<*xi64>)

func @show(%m: memref<*xf64>, %tag: i64) {
  call @printOpen() : () -> ()
  call @printI64(%tag) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  call @print_memref_f64(%m) : (memref<*xf64>) -> ()
  return
}

func @forward(%m: memref<*xf64>, %tag: i64) {
  call @show(%m, %tag) : (memref<*xf64>, i64) -> ()
  return
}

// sum of m, printed without a newline, then returned
func @sum(%m: memref<2x2xf64>) -> f64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %a = memref.load %m[%c0, %c0] : memref<2x2xf64>
  %b = memref.load %m[%c0, %c1] : memref<2x2xf64>
  %c = memref.load %m[%c1, %c0] : memref<2x2xf64>
  %d = memref.load %m[%c1, %c1] : memref<2x2xf64>
  %s1 = addf %a, %b : f64
  %s2 = addf %s1, %c : f64
  %s3 = addf %s2, %d : f64
  call @printF64(%s3) : (f64) -> ()
  return %s3 : f64
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = memref.alloc() : memref<2x2xf64>
  %x = constant 1.25 : f64
  %y = constant -0.5 : f64
  memref.store %x, %m[%c0, %c0] : memref<2x2xf64>
  memref.store %y, %m[%c0, %c1] : memref<2x2xf64>
  memref.store %y, %m[%c1, %c0] : memref<2x2xf64>
  memref.store %x, %m[%c1, %c1] : memref<2x2xf64>
  %mu = memref.cast %m : memref<2x2xf64> to memref<*xf64>
  %t1 = constant 1 : i64
  call @forward(%mu, %t1) : (memref<*xf64>, i64) -> ()

  // no newline before the memref header
  %s = call @sum(%m) : (memref<2x2xf64>) -> f64
  call @printComma() : () -> ()
  memref.store %s, %m[%c1, %c1] : memref<2x2xf64>
  %t2 = constant 2 : i64
  call @forward(%mu, %t2) : (memref<*xf64>, i64) -> ()

  %k = memref.alloc() : memref<4xi64>
  %v = constant 3 : i64
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  memref.store %v, %k[%c0] : memref<4xi64>
  memref.store %v, %k[%c1] : memref<4xi64>
  memref.store %v, %k[%c2] : memref<4xi64>
  memref.store %v, %k[%c3] : memref<4xi64>
  %ku = memref.cast %k : memref<4xi64> to memref<*xi64>
  call @print_memref_i64(%ku) : (memref<*xi64>) -> ()
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()

  memref.dealloc %m : memref<2x2xf64>
  memref.dealloc %k : memref<4xi64>
  %r = constant 3 : i32
  return %r : i32
}
