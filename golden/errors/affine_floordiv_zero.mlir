func @f(%i: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%i)
  return %r : index
}
