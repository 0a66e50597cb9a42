// vector.outerproduct (with and without accumulator, AXPY form, kinds),
// vector.contract (matmul in its transposed forms, matvec, dot product,
// batch and two reduction dimensions, integers).
// Values like 0.1 and 1e8 make the order of float additions visible.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
#v_mn = affine_map<(m, n) -> (m, n)>
#v_n = affine_map<(m, n) -> (n)>
#v_m = affine_map<(m, n) -> (m)>
#d_i = affine_map<(i) -> (i)>
#d_s = affine_map<(i) -> ()>
#b_l = affine_map<(b, m, k) -> (b, m, k)>
#b_r = affine_map<(b, m, k) -> (b, k)>
#b_a = affine_map<(b, m, k) -> (b, m)>
#r_l = affine_map<(i, j, k) -> (i, j, k)>
#r_r = affine_map<(i, j, k) -> (j, k)>
#r_a = affine_map<(i, j, k) -> (i)>
func @main() {
  %a = constant dense<[1.0, 0.1, 3.0]> : vector<3xf32>
  %b = constant dense<[1.0e8, 2.0, -0.5, 0.3]> : vector<4xf32>
  %o = vector.outerproduct %a, %b : vector<3xf32>, vector<4xf32>
  vector.print %o : vector<3x4xf32>
  %o2 = vector.outerproduct %a, %b, %o : vector<3xf32>, vector<4xf32>
  vector.print %o2 : vector<3x4xf32>
  %s = constant 0.7 : f32
  %ax = vector.outerproduct %b, %s : vector<4xf32>, f32
  vector.print %ax : vector<4xf32>
  %ax2 = vector.outerproduct %b, %s, %b : vector<4xf32>, f32
  vector.print %ax2 : vector<4xf32>
  %omax = vector.outerproduct %a, %b, %o {kind = #vector.kind<max>} : vector<3xf32>, vector<4xf32>
  vector.print %omax : vector<3x4xf32>
  %ia = constant dense<[3, -2]> : vector<2xi32>
  %ib = constant dense<[5, 7, 2147483647]> : vector<3xi32>
  %iacc = constant dense<[[1, 1, 1], [2, 2, 2]]> : vector<2x3xi32>
  %io = vector.outerproduct %ia, %ib, %iacc : vector<2xi32>, vector<3xi32>
  vector.print %io : vector<2x3xi32>
  %ix = vector.outerproduct %ia, %ib, %iacc {kind = #vector.kind<xor>} : vector<2xi32>, vector<3xi32>
  vector.print %ix : vector<2x3xi32>

  // matmul 2x3 * 3x4 in four operand layouts
  %l = constant dense<[[1.0e8, 0.1, -1.0e8], [0.3, 0.2, 0.1]]> : vector<2x3xf32>
  %lt = vector.transpose %l, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %r = constant dense<[[1.0, 2.0, 0.5, 0.25], [3.0, 0.1, 1.0, 7.0], [1.0, 1.0, 1.0, 1.0]]> : vector<3x4xf32>
  %rt = vector.transpose %r, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %c = constant dense<[[0.1, 0.2, 0.3, 0.4], [1.0e8, 1.0, 2.0, 3.0]]> : vector<2x4xf32>
  %ct = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %m1 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %m1 : vector<2x4xf32>
  %m2 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %l, %rt, %c : vector<2x3xf32>, vector<4x3xf32> into vector<2x4xf32>
  vector.print %m2 : vector<2x4xf32>
  %m3 = vector.contract {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %lt, %r, %c : vector<3x2xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %m3 : vector<2x4xf32>
  %m4 = vector.contract {indexing_maps = [#mk, #kn, #nm], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %ct : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  vector.print %m4 : vector<4x2xf32>
  // matvec and its swapped form
  %x = constant dense<[1.0, 0.1, 1.0e8, 3.0]> : vector<4xf32>
  %y = constant dense<[0.5, -1.0e8, 0.25]> : vector<3xf32>
  %rt2 = vector.transpose %r, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %mv = vector.contract {indexing_maps = [#v_mn, #v_n, #v_m], iterator_types = ["parallel", "reduction"]} %r, %x, %y : vector<3x4xf32>, vector<4xf32> into vector<3xf32>
  vector.print %mv : vector<3xf32>
  %vm = vector.contract {indexing_maps = [#v_n, #v_mn, #v_m], iterator_types = ["parallel", "reduction"]} %x, %r, %y : vector<4xf32>, vector<3x4xf32> into vector<3xf32>
  vector.print %vm : vector<3xf32>
  // dot product into a scalar
  %acc = constant 1.0e8 : f32
  %d = vector.contract {indexing_maps = [#d_i, #d_i, #d_s], iterator_types = ["reduction"]} %x, %b, %acc : vector<4xf32>, vector<4xf32> into f32
  vector.print %d : f32
  // a batch dimension, and two reduction dimensions
  %bl = constant dense<[[[1.0, 0.1], [2.0, 1.0e8]], [[0.3, 0.3], [-1.0e8, 5.0]]]> : vector<2x2x2xf32>
  %br = constant dense<[[0.7, 1.0], [1.0, 0.1]]> : vector<2x2xf32>
  %ba = constant dense<[[1.0, 2.0], [3.0, 1.0e8]]> : vector<2x2xf32>
  %bm = vector.contract {indexing_maps = [#b_l, #b_r, #b_a], iterator_types = ["parallel", "parallel", "reduction"]} %bl, %br, %ba : vector<2x2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %bm : vector<2x2xf32>
  %ra = constant dense<[0.5, 16.0]> : vector<2xf32>
  // (two reduction dimensions: MLIR 13 adds each row's sum to the
  // accumulator, MLIR 22 the products one by one; exact values here)
  %rl = constant dense<[[[1.0, 0.5], [2.0, 4.0]], [[0.25, 8.0], [-3.0, 5.0]]]> : vector<2x2x2xf32>
  %rb = constant dense<[[0.5, 1.0], [2.0, 0.25]]> : vector<2x2xf32>
  %rr = vector.contract {indexing_maps = [#r_l, #r_r, #r_a], iterator_types = ["parallel", "reduction", "reduction"]} %rl, %rb, %ra : vector<2x2x2xf32>, vector<2x2xf32> into vector<2xf32>
  vector.print %rr : vector<2xf32>
  // integers (wrapping)
  %il = constant dense<[[1, 2], [2147483647, 3]]> : vector<2x2xi32>
  %ir = constant dense<[[4, 5], [6, 7]]> : vector<2x2xi32>
  %ic = constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %im = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %il, %ir, %ic : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  vector.print %im : vector<2x2xi32>

  return
}
