func @f(%i: index, %j: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i, %j)
  return %r : index
}
