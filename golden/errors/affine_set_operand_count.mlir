func @f(%i: index, %n: index) -> index {
  %r = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n, %n] -> index {
    affine.yield %i : index
  } else {
    affine.yield %n : index
  }
  return %r : index
}
