// Empty regions `{}` of scf.if/affine.if without results hold an implicit
// yield: an empty `then` with an `else`, and an `if` with nothing in it.
func private @print_i64(i64)
func @main() -> i32 {
  %c0 = constant 0 : index
  %c5 = constant 5 : index
  affine.for %i = 0 to 4 {
    %c = cmpi slt, %i, %c0 : index
    scf.if %c {
    } else {
      %x = index_cast %i : index to i64
      call @print_i64(%x) : (i64) -> ()
    }
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
    } else {
      %y = constant 100 : i64
      call @print_i64(%y) : (i64) -> ()
    }
    scf.if %c {
    }
  }
  %r = constant 0 : i32
  return %r : i32
}
