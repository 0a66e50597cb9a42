// Address computation: static strides and offsets fold into constants, a
// unit stride multiplies nothing, a zero offset adds nothing, dynamic ones
// come from the descriptor. The affine-map layouts are the same strided
// layouts spelled as maps.

// Identity, all static: strides [32, 8, 1], offset 0.
func @static3(%m: memref<4x4x8xf32>, %i: index, %j: index, %k: index) -> f32 {
  %v = memref.load %m[%i, %j, %k] : memref<4x4x8xf32>
  return %v : f32
}

// Identity, trailing sizes dynamic: stride 0 comes from the descriptor.
func @dyn2(%m: memref<?x?xf64>, %i: index, %j: index, %v: f64) {
  memref.store %v, %m[%i, %j] : memref<?x?xf64>
  return
}

// Strided, dynamic offset and outer stride.
func @strided_dyn(%m: memref<?x?xf32, offset: ?, strides: [?, 1]>, %i: index, %j: index) -> f32 {
  %v = load %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, 1]>
  return %v : f32
}

// Strided, static offset and strides.
func @strided_static(%m: memref<4x4xi32, offset: 2, strides: [8, 1]>, %i: index, %j: index) -> i32 {
  %v = load %m[%i, %j] : memref<4x4xi32, offset: 2, strides: [8, 1]>
  return %v : i32
}

// The same layouts as affine maps.
#strided4 = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0 + d1)>
func @affine_sym(%m: memref<?x4xf32, #strided4>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32, #strided4>
  return %v : f32
}

func @affine_static(%m: memref<4x4xi32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>, %i: index, %j: index) -> i32 {
  %v = memref.load %m[%i, %j] : memref<4x4xi32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>
  return %v : i32
}

// Rank 0: a plain load from the aligned pointer.
func @rank0(%m: memref<f64>) -> f64 {
  %v = memref.load %m[] : memref<f64>
  return %v : f64
}

// Column access with a zero stride: no term at all.
func @broadcast(%m: memref<4x4xf32, offset: 0, strides: [0, 1]>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, offset: 0, strides: [0, 1]>
  return %v : f32
}
