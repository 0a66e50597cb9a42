// affine.for bounds that are max/min of several map results with symbols,
// affine.if with equalities (and symbols), and memrefs indexed through maps.
#lb = affine_map<(d0)[s0, s1] -> (d0 - s0, s1 floordiv 2, 0)>
#ub = affine_map<(d0)[s0] -> (d0 + 3, s0, 12 - d0)>
#eq = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, d0 + s0 - 1 >= 0)>
#eq2 = affine_set<(d0)[s0] : (d0 mod 3 == 0, (d0 + s0) floordiv 4 - 1 >= 0)>
func private @print_i64(i64)

func @show(%x: index) {
  %i = index_cast %x : index to i64
  call @print_i64(%i) : (i64) -> ()
  return
}

func @bounds(%n: index, %m: index) -> index {
  %c0 = constant 0 : index
  %r = affine.for %i = 0 to 5 iter_args(%acc = %c0) -> (index) {
    %in = affine.for %j = max #lb(%i)[%n, %m] to min #ub(%i)[%m] step 2 iter_args(%a = %acc) -> (index) {
      %t = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      call @show(%t) : (index) -> ()
      %a1 = addi %a, %j : index
      affine.yield %a1 : index
    }
    affine.yield %in : index
  }
  return %r : index
}

func @main() -> i32 {
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c7 = constant 7 : index
  %cm4 = constant -4 : index
  %s1 = call @bounds(%c1, %c7) : (index, index) -> index
  call @show(%s1) : (index) -> ()
  %s2 = call @bounds(%cm4, %c3) : (index, index) -> index
  call @show(%s2) : (index) -> ()
  // bounds given by symbols alone
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%cm4, %c1] to min affine_map<()[s0] -> (s0, 5)>()[%c7] {
    call @show(%i) : (index) -> ()
  }
  affine.for %i = -3 to 4 {
    affine.for %j = -1 to 2 {
      %r = affine.if #eq(%i, %j)[%c1] -> index {
        affine.yield %i : index
      } else {
        %k = affine.apply affine_map<(d0, d1) -> (d0 * 100 + d1)>(%i, %j)
        affine.yield %k : index
      }
      call @show(%r) : (index) -> ()
    }
    affine.if #eq2(%i)[%c7] {
      %x = affine.apply affine_map<(d0) -> (d0 + 1000)>(%i)
      call @show(%x) : (index) -> ()
    }
    affine.if affine_set<(d0) : (d0 + 2 == 0)>(%i) {
      call @show(%cm4) : (index) -> ()
    } else {
      affine.if affine_set<(d0) : (d0 floordiv 2 - 1 == 0)>(%i) {
        call @show(%c7) : (index) -> ()
      }
    }
  }
  // a 3x4 memref written through a transposing map and read back row-major
  %m = memref.alloc() : memref<4x3xi64>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %vi = index_cast %v : index to i64
      affine.store %vi, %m[%j, %i] : memref<4x3xi64>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %x = affine.load %m[%i, %j] : memref<4x3xi64>
      call @print_i64(%x) : (i64) -> ()
    }
  }
  // index expressions with symbols, mod and floordiv inside the subscripts
  %v = memref.alloc() : memref<12xi64>
  affine.for %i = 0 to 12 {
    %vi = index_cast %i : index to i64
    affine.store %vi, %v[(%i * 5) mod 12] : memref<12xi64>
  }
  affine.for %i = 0 to 6 {
    %x = affine.load %v[%i floordiv 2 + symbol(%c3) * 2] : memref<12xi64>
    %y = affine.load %v[-%i + 11] : memref<12xi64>
    call @print_i64(%x) : (i64) -> ()
    call @print_i64(%y) : (i64) -> ()
  }
  memref.dealloc %m : memref<4x3xi64>
  memref.dealloc %v : memref<12xi64>
  %ret = constant 0 : i32
  return %ret : i32
}
