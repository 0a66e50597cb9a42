// f16 arithmetic: addf subf mulf divf negf and cmpf on f16 arguments,
// f16 constants (decimal, rounded decimal, 0x bit patterns: inf, NaN, -0),
// vector<4xf16> addf/mulf with fpext to vector<4xf32>, fptrunc from f32 and
// vector<4xf32>, memref<4xf16> load/store, an f16 accumulator carried
// through a loop (0.1 added 3000 times stalls at 256, where half an f16
// ulp exceeds 0.1). Each f16 op rounds to nearest even; every value is
// printed after `fpext` to f32.
// LINKING: LLVM lowers half arithmetic on x86-64 to calls to half<->float
// helpers. clang 14 names them __gnu_h2f_ieee/__gnu_f2h_ieee, which only
// compiler-rt has: link with `clang --rtlib=compiler-rt ...` (clang >= 15
// calls __extendhfsf2/__truncsfhf2, which libgcc 12 also provides).
// "// expect: a | b" lists the stdout lines a statement produces (floats:
// the decimal part), in execution order.
// .out: produced by MLIR 13 (clang 14 --rtlib=compiler-rt; clang 22 agrees).

func private @print_f32(f32)
func private @print_i32(i32)

func @show(%x: f16) {
  %w = fpext %x : f16 to f32
  call @print_f32(%w) : (f32) -> ()
  return
}

func @show4(%v: vector<4xf16>) {
  %w = fpext %v : vector<4xf16> to vector<4xf32>
  %p0 = constant 0 : i32
  %p1 = constant 1 : i32
  %p2 = constant 2 : i32
  %p3 = constant 3 : i32
  %e0 = vector.extractelement %w[%p0 : i32] : vector<4xf32>
  %e1 = vector.extractelement %w[%p1 : i32] : vector<4xf32>
  %e2 = vector.extractelement %w[%p2 : i32] : vector<4xf32>
  %e3 = vector.extractelement %w[%p3 : i32] : vector<4xf32>
  call @print_f32(%e0) : (f32) -> ()
  call @print_f32(%e1) : (f32) -> ()
  call @print_f32(%e2) : (f32) -> ()
  call @print_f32(%e3) : (f32) -> ()
  return
}

func @flag(%c: i1) {
  %z = zexti %c : i1 to i32
  call @print_i32(%z) : (i32) -> ()
  return
}

// prints a+b, a-b, a*b, a/b, -a, then (a < b), (a == b), (a != b unordered)
func @ops(%a: f16, %b: f16) {
  %s = addf %a, %b : f16
  call @show(%s) : (f16) -> ()
  %d = subf %a, %b : f16
  call @show(%d) : (f16) -> ()
  %m = mulf %a, %b : f16
  call @show(%m) : (f16) -> ()
  %q = divf %a, %b : f16
  call @show(%q) : (f16) -> ()
  %n = negf %a : f16
  call @show(%n) : (f16) -> ()
  %lt = cmpf olt, %a, %b : f16
  call @flag(%lt) : (i1) -> ()
  %eq = cmpf oeq, %a, %b : f16
  call @flag(%eq) : (i1) -> ()
  %ne = cmpf une, %a, %b : f16
  call @flag(%ne) : (i1) -> ()
  return
}

func @narrow(%x: f32) -> f16 {
  %h = fptrunc %x : f32 to f16
  return %h : f16
}

// s = 0; repeat n times: s = s + x (in f16)
func @accumulate(%x: f16, %n: i32) -> f16 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %z = constant 0.0 : f16
  br ^head(%c0, %z : i32, f16)
^head(%i: i32, %s: f16):
  %more = cmpi slt, %i, %n : i32
  cond_br %more, ^body, ^exit
^body:
  %s1 = addf %s, %x : f16
  %i1 = addi %i, %c1 : i32
  br ^head(%i1, %s1 : i32, f16)
^exit:
  return %s : f16
}

// m[i] = m[i] * m[i] + m[(i + 1) mod 4] for i = 0..3 in order, then prints m
func @mem(%m: memref<4xf16>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  br ^head(%c0 : index)
^head(%i: index):
  %more = cmpi slt, %i, %c4 : index
  cond_br %more, ^body, ^print(%c0 : index)
^body:
  %x = memref.load %m[%i] : memref<4xf16>
  %i1 = addi %i, %c1 : index
  %j = remi_unsigned %i1, %c4 : index
  %y = memref.load %m[%j] : memref<4xf16>
  %xx = mulf %x, %x : f16
  %r = addf %xx, %y : f16
  memref.store %r, %m[%i] : memref<4xf16>
  br ^head(%i1 : index)
^print(%k: index):
  %pm = cmpi slt, %k, %c4 : index
  cond_br %pm, ^pbody, ^done
^pbody:
  %v = memref.load %m[%k] : memref<4xf16>
  call @show(%v) : (f16) -> ()
  %k1 = addi %k, %c1 : index
  br ^print(%k1 : index)
^done:
  return
}

func @vops(%v: vector<4xf16>, %w: vector<4xf16>) {
  %s = addf %v, %w : vector<4xf16>
  call @show4(%s) : (vector<4xf16>) -> ()
  %m = mulf %v, %w : vector<4xf16>
  call @show4(%m) : (vector<4xf16>) -> ()
  return
}

func @vnarrow(%v: vector<4xf32>) {
  %h = fptrunc %v : vector<4xf32> to vector<4xf16>
  call @show4(%h) : (vector<4xf16>) -> ()
  return
}

func @main() -> i32 {
  // 0.333 -> 0.3330078125 in f16; 1024.5 is a tie between 1024 and 1025: 1024
  %a0 = constant 0.333 : f16
  %b0 = constant 1024.5 : f16
  call @ops(%a0, %b0) : (f16, f16) -> ()   // expect: 1024 | -1023.5 | 341 | 0.000325202942 | -0.333007812 | 1 | 0 | 1
  %a1 = constant 65504.0 : f16
  %b1 = constant -65504.0 : f16
  call @ops(%a1, %b1) : (f16, f16) -> ()   // expect: 0 | inf | -inf | -1 | -65504 | 0 | 0 | 1
  // 6.1e-5 is about the smallest normal f16; a*b is subnormal
  %a2 = constant 6.1e-5 : f16
  %b2 = constant 0.5 : f16
  call @ops(%a2, %b2) : (f16, f16) -> ()   // expect: 0.5 | -0.5 | 3.05175781e-05 | 0.000121951103 | -6.09755516e-05 | 1 | 0 | 1
  %a3 = constant -3.14159 : f16
  %b3 = constant 2.71828 : f16
  call @ops(%a3, %b3) : (f16, f16) -> ()   // expect: -0.421875 | -5.859375 | -8.5390625 | -1.15527344 | 3.140625 | 1 | 0 | 1
  // 0x7E00 is a NaN, 0x7C00 is +inf, 0x8000 is -0
  %nan = constant 0x7E00 : f16
  %inf = constant 0x7C00 : f16
  %mz = constant 0x8000 : f16
  call @ops(%nan, %inf) : (f16, f16) -> ()  // expect: nan | nan | nan | nan | nan | 0 | 0 | 1
  call @ops(%mz, %inf) : (f16, f16) -> ()   // expect: inf | -inf | nan | -0 | 0 | 1 | 0 | 1
  call @ops(%inf, %inf) : (f16, f16) -> ()  // expect: inf | nan | inf | nan | -inf | 0 | 1 | 0

  %t0 = constant 0.1 : f32
  %h0 = call @narrow(%t0) : (f32) -> f16
  call @show(%h0) : (f16) -> ()            // expect: 0.0999755859
  %n10 = constant 10 : i32
  %s10 = call @accumulate(%h0, %n10) : (f16, i32) -> f16
  call @show(%s10) : (f16) -> ()           // expect: 1
  %n3000 = constant 3000 : i32
  %s3000 = call @accumulate(%h0, %n3000) : (f16, i32) -> f16
  call @show(%s3000) : (f16) -> ()         // expect: 256

  // m = [0.5, 1.5, -2, 3]:
  // m0 = 0.25 + 1.5 = 1.75, m1 = 2.25 - 2 = 0.25, m2 = 4 + 3 = 7, m3 = 9 + 1.75 = 10.75
  %m = memref.alloc() : memref<4xf16>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %m0 = constant 0.5 : f16
  %m1 = constant 1.5 : f16
  %m2 = constant -2.0 : f16
  %m3 = constant 3.0 : f16
  memref.store %m0, %m[%c0] : memref<4xf16>
  memref.store %m1, %m[%c1] : memref<4xf16>
  memref.store %m2, %m[%c2] : memref<4xf16>
  memref.store %m3, %m[%c3] : memref<4xf16>
  call @mem(%m) : (memref<4xf16>) -> ()   // expect: 1.75 | 0.25 | 7 | 10.75
  memref.dealloc %m : memref<4xf16>

  // v + w, v * w; 1000 * 70 overflows f16
  %v = constant dense<[1.5, -0.1, 1000.0, 0.0009765625]> : vector<4xf16>
  %w = constant dense<[2.0, 0.3, 70.0, 0.0009765625]> : vector<4xf16>
  call @vops(%v, %w) : (vector<4xf16>, vector<4xf16>) -> ()  // expect: 3.5 | 0.200073242 | 1070 | 0.001953125 | 3 | -0.0299987793 | inf | 9.53674316e-07
  // 65519 rounds down to 65504; 1e-7 to the subnormal 2^-23; -2049 ties to -2048
  %f = constant dense<[0.1, 65519.0, 1.0e-7, -2049.0]> : vector<4xf32>
  call @vnarrow(%f) : (vector<4xf32>) -> ()  // expect: 0.0999755859 | 65504 | 1.1920929e-07 | -2048
  %ret = constant 0 : i32
  return %ret : i32
}
