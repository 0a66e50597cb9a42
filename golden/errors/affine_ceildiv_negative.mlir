func @f(%i: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 ceildiv -2)>(%i)
  return %r : index
}
