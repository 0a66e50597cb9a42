func @f(%m: memref<16xf32>) -> f32 {
  %c0 = constant 0.0 : f32
  %r = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (f32) {
    %s = affine.for %j = 0 to 4 iter_args(%b = %a) -> (f32) {
      %x = affine.load %m[%i * %j] : memref<16xf32>
      %y = addf %b, %x : f32
      affine.yield %y : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
