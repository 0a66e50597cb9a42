#map0 = affine_map<(d0)[s0] -> (d0 floordiv 3, d0 mod 4 + s0)>
#map1 = affine_map<(d0) -> (d0 ceildiv 4)>
#set0 = affine_set<(d0)[s0] : (d0 - 3 >= 0, s0 - d0 - 1 >= 0)>
func private @print_i64(i64)

func @main() -> i32 {
  %c7 = constant 7 : index
  %m = memref.alloc() : memref<16xi64>
  affine.for %i = -5 to 11 step 2 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %c = affine.apply #map1(%i)
    %mn = affine.min #map0(%i)[%c7]
    %mx = affine.max #map0(%i)[%c7]
    %ai = index_cast %a : index to i64
    %bi = index_cast %b : index to i64
    %ci = index_cast %c : index to i64
    %mni = index_cast %mn : index to i64
    %mxi = index_cast %mx : index to i64
    call @print_i64(%ai) : (i64) -> ()
    call @print_i64(%bi) : (i64) -> ()
    call @print_i64(%ci) : (i64) -> ()
    call @print_i64(%mni) : (i64) -> ()
    call @print_i64(%mxi) : (i64) -> ()
    %r = affine.if #set0(%i)[%c7] -> i64 {
      %one = constant 1 : i64
      affine.yield %one : i64
    } else {
      %two = constant 2 : i64
      affine.yield %two : i64
    }
    call @print_i64(%r) : (i64) -> ()
  }
  %c0 = constant 0 : index
  affine.for %i = 0 to 16 {
    %v = index_cast %i : index to i64
    affine.store %v, %m[%i] : memref<16xi64>
  }
  %s0 = constant 0 : i64
  %tot = affine.for %i = max affine_map<()[s0] -> (2, s0)>()[%c0] to min affine_map<(d0) -> (d0, 14)>(%c7) iter_args(%acc = %s0) -> (i64) {
    %x = affine.load %m[%i * 2 + 1] : memref<16xi64>
    %n = addi %acc, %x : i64
    affine.yield %n : i64
  }
  call @print_i64(%tot) : (i64) -> ()
  affine.for %i = 0 to %c7 {
    affine.for %j = #map1(%i) to 3 {
      %y = affine.load %m[%i + %j] : memref<16xi64>
      call @print_i64(%y) : (i64) -> ()
    }
  }
  %r = constant 0 : i32
  return %r : i32
}
