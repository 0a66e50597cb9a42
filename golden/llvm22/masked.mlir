// The masked memory intrinsics as MLIR 22 writes them (what
// `--convert-vector-to-llvm` makes of vector.maskedload, maskedstore,
// gather and scatter): LLVM 22's intrinsics have no alignment operand,
// the ops carry it as the attribute (custom form) or property (generic
// form) `alignment`. Vectors of pointers are `vector<4x!llvm.ptr>`, made
// by a getelementptr with a vector index. mlir2ll calls the intrinsics
// with the alignment operand, as LLVM 14 (clang 14) needs; LLVM 22's .ll
// reader upgrades that form.
llvm.mlir.global internal @a(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<8 x f32>
llvm.func @print_f32(f32)
llvm.func @show(%v: vector<4xf32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %x0 = llvm.extractelement %v[%c0 : i32] : vector<4xf32>
  %x1 = llvm.extractelement %v[%c1 : i32] : vector<4xf32>
  %x2 = llvm.extractelement %v[%c2 : i32] : vector<4xf32>
  %x3 = llvm.extractelement %v[%c3 : i32] : vector<4xf32>
  llvm.call @print_f32(%x0) : (f32) -> ()
  llvm.call @print_f32(%x1) : (f32) -> ()
  llvm.call @print_f32(%x2) : (f32) -> ()
  llvm.call @print_f32(%x3) : (f32) -> ()
  llvm.return
}
llvm.func @show_a() {
  %p = llvm.mlir.addressof @a : !llvm.ptr
  %q = llvm.getelementptr %p[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
  %all = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  %lo = llvm.intr.masked.load %p, %all {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %hi = llvm.intr.masked.load %q, %all {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.call @show(%lo) : (vector<4xf32>) -> ()
  llvm.call @show(%hi) : (vector<4xf32>) -> ()
  llvm.return
}
llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @a : !llvm.ptr
  %q = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
  %mask = llvm.mlir.constant(dense<[true, false, true, true]> : vector<4xi1>) : vector<4xi1>
  %m2 = llvm.mlir.constant(dense<[false, true, true, false]> : vector<4xi1>) : vector<4xi1>
  %pass = llvm.mlir.constant(dense<-1.0> : vector<4xf32>) : vector<4xf32>
  %v = llvm.intr.masked.load %q, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.call @show(%v) : (vector<4xf32>) -> ()
  %w = llvm.fadd %v, %v : vector<4xf32>
  llvm.intr.masked.store %w, %p, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.call @show_a() : () -> ()
  %idx = llvm.mlir.constant(dense<[7, 0, 3, 1]> : vector<4xi32>) : vector<4xi32>
  %ps = llvm.getelementptr %p[%idx] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
  %g = llvm.intr.masked.gather %ps, %mask, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.call @show(%g) : (vector<4xf32>) -> ()
  llvm.intr.masked.scatter %g, %ps, %m2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  llvm.call @show_a() : () -> ()
  // The generic forms, the alignment a property.
  %h = "llvm.intr.masked.load"(%p, %m2, %pass) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.call @show(%h) : (vector<4xf32>) -> ()
  "llvm.intr.masked.store"(%h, %q, %m2) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  %k = "llvm.intr.masked.gather"(%ps, %mask, %pass) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.call @show(%k) : (vector<4xf32>) -> ()
  %k2 = llvm.fmul %k, %k : vector<4xf32>
  "llvm.intr.masked.scatter"(%k2, %ps, %mask) <{alignment = 4 : i32}> : (vector<4xf32>, vector<4x!llvm.ptr>, vector<4xi1>) -> ()
  llvm.call @show_a() : () -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
