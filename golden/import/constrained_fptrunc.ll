; A constrained `fptrunc` as MLIR 22 writes `arith.truncf %x upward`: the
; importer does not read constrained intrinsics yet.
define float @f(double %0) {
  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.upward", metadata !"fpexcept.ignore") #1
  ret float %2
}

declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #0

attributes #0 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { strictfp }
