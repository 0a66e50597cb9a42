func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <ad>, %v : vector<4xf32> into f32
  return %0 : f32
}
