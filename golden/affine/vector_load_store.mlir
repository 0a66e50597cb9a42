func private @print_f32(f32)
func @main() -> i32 {
  %m = memref.alloc() : memref<4x12xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 12 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 100 + d1)>(%i, %j)
      %ai = index_cast %a : index to i32
      %f = sitofp %ai : i32 to f32
      affine.store %f, %m[%i, %j] : memref<4x12xf32>
    }
  }
  affine.for %i = 0 to 3 {
    %v = affine.vector_load %m[%i + 1, %i * 2 + 1] : memref<4x12xf32>, vector<4xf32>
    %w = addf %v, %v : vector<4xf32>
    affine.vector_store %w, %m[%i, 3] : memref<4x12xf32>, vector<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 12 {
      %x = affine.load %m[%i, %j] : memref<4x12xf32>
      call @print_f32(%x) : (f32) -> ()
    }
  }
  %r = constant 0 : i32
  return %r : i32
}
