// Generic form: `vector.print` of two values.
func.func @f(%a: vector<4xf32>) {
  "vector.print"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> ()
  return
}
