; ModuleID = 'load_opaque_ptr.mlir'
source_filename = "load_opaque_ptr.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = internal global float 2.5

declare void @print_f32(float)

define float @f(i8* %0) {
bb0:
  %1 = bitcast i8* %0 to float*
  %2 = load float, float* %1
  ret float %2
}

define i32 @main() {
bb0:
  %0 = bitcast float* @x to i8*
  %1 = call float @f(i8* %0)
  call void @print_f32(float %1)
  ret i32 0
}
