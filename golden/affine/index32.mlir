// mlir2ll-flags: --index-bitwidth 32
// scf and affine with a 32-bit index: loops, iter_args of index type, maps
// with floordiv/ceildiv/mod on negative values, sets, min/max.
func private @print_i64(i64)
func private @print_i32(i32)

func @show(%x: index) {
  %i = index_cast %x : index to i64
  call @print_i64(%i) : (i64) -> ()
  return
}

func @main() -> i32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %cm5 = constant -5 : index
  %big = constant 2147483000 : index
  %t = scf.for %i = %cm5 to %c3 step %c3 iter_args(%a = %c0) -> (index) {
    call @show(%i) : (index) -> ()
    %x = affine.apply affine_map<(d0)[s0] -> ((d0 * 7 + s0) floordiv 3)>(%i)[%c1]
    %y = affine.apply affine_map<(d0) -> (d0 ceildiv 2 + d0 mod 5)>(%i)
    call @show(%x) : (index) -> ()
    call @show(%y) : (index) -> ()
    %a1 = addi %a, %x : index
    scf.yield %a1 : index
  }
  call @show(%t) : (index) -> ()
  // index arithmetic wraps at 32 bits
  %w = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %big) -> (index) {
    %a1 = addi %a, %big : index
    scf.yield %a1 : index
  }
  call @show(%w) : (index) -> ()
  %s = affine.for %i = max affine_map<()[s0] -> (s0, -3)>()[%cm5] to min affine_map<(d0) -> (d0 * 2, 6)>(%c3) step 2 iter_args(%a = %c0) -> (index) {
    %m = affine.min affine_map<(d0)[s0] -> (d0 mod 4, s0 - d0)>(%i)[%c1]
    %n = affine.max affine_map<(d0)[s0] -> (d0 floordiv 4, s0 - d0)>(%i)[%c1]
    call @show(%m) : (index) -> ()
    call @show(%n) : (index) -> ()
    %v = affine.if affine_set<(d0)[s0] : (d0 + s0 == 0, d0 + 10 >= 0)>(%i)[%c1] -> index {
      affine.yield %c3 : index
    } else {
      affine.yield %i : index
    }
    call @show(%v) : (index) -> ()
    %a1 = addi %a, %v : index
    affine.yield %a1 : index
  }
  call @show(%s) : (index) -> ()
  %wr = scf.while (%x = %cm5) : (index) -> index {
    %c = cmpi slt, %x, %c3 : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %y1 = affine.apply affine_map<(d0) -> (d0 + 3)>(%y)
    scf.yield %y1 : index
  }
  call @show(%wr) : (index) -> ()
  %ret = constant 0 : i32
  return %ret : i32
}
