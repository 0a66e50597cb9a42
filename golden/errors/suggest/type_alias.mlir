// A misspelt type alias.
!vec4 = type vector<4xf32>
func.func @f(%v: !vec5) -> !vec4 {
  return %v : !vec4
}
