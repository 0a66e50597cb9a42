// affine floordiv, ceildiv and mod on negative and positive values, with
// negative coefficients, symbols and nested divisions.
#fd = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4, (d0 * -3 + s0) floordiv 5, (d0 * -3 + s0) ceildiv 5, (d0 * -3 + s0) mod 5, (d0 floordiv 2) mod 3, ((d0 mod 7) ceildiv 3) * 2 - d0)>
func private @print_i64(i64)

func @show(%x: index) {
  %i = index_cast %x : index to i64
  call @print_i64(%i) : (i64) -> ()
  return
}

func @main() -> i32 {
  %s = constant -2 : index
  affine.for %i = -9 to 10 step 3 {
    call @show(%i) : (index) -> ()
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %d = affine.apply affine_map<(d0)[s0] -> ((d0 * -3 + s0) floordiv 5)>(%i)[%s]
    %e = affine.apply affine_map<(d0)[s0] -> ((d0 * -3 + s0) ceildiv 5)>(%i)[%s]
    %f = affine.apply affine_map<(d0)[s0] -> ((d0 * -3 + s0) mod 5)>(%i)[%s]
    %g = affine.apply affine_map<(d0) -> ((d0 floordiv 2) mod 3)>(%i)
    %h = affine.apply affine_map<(d0) -> (((d0 mod 7) ceildiv 3) * 2 - d0)>(%i)
    %k = affine.apply affine_map<(d0)[s0] -> ((d0 + s0 * 2) floordiv 3 + (d0 - 1) mod 6)>(%i)[%s]
    %mn = affine.min #fd(%i)[%s]
    %mx = affine.max #fd(%i)[%s]
    call @show(%a) : (index) -> ()
    call @show(%b) : (index) -> ()
    call @show(%c) : (index) -> ()
    call @show(%d) : (index) -> ()
    call @show(%e) : (index) -> ()
    call @show(%f) : (index) -> ()
    call @show(%g) : (index) -> ()
    call @show(%h) : (index) -> ()
    call @show(%k) : (index) -> ()
    call @show(%mn) : (index) -> ()
    call @show(%mx) : (index) -> ()
  }
  // constants folded in maps, and values far from zero
  %big = constant -1000000007 : index
  %p0 = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%big)
  %p1 = affine.apply affine_map<(d0) -> (d0 ceildiv 16)>(%big)
  %p2 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%big)
  call @show(%p0) : (index) -> ()
  call @show(%p1) : (index) -> ()
  call @show(%p2) : (index) -> ()
  %q = affine.apply affine_map<()[s0] -> (s0 mod 9 - s0 floordiv 9)>()[%big]
  call @show(%q) : (index) -> ()
  %r = affine.apply affine_map<() -> (-7 floordiv 2)>()
  call @show(%r) : (index) -> ()
  %ret = constant 0 : i32
  return %ret : i32
}
