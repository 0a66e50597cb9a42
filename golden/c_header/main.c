/* Calls the functions of lib.mlir through the generated header lib.h,
 * compiled with -Wall -Wextra -Werror. */
#include "lib.h"

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float A[6] = {1, 2, 3, 4, 5, 6};
  float B[6] = {1, 0, 0, 1, 1, 1};
  float C[4] = {0};
  memref_2d_f32 a = {A, A, 0, {2, 3}, {3, 1}};
  memref_2d_f32 b = {B, B, 0, {3, 2}, {2, 1}};
  memref_2d_f32 c = {C, C, 0, {2, 2}, {2, 1}};
  _mlir_ciface_matmul(&a, &b, &c);
  printf("matmul: %g %g %g %g\n", C[0], C[1], C[2], C[3]);

  /* The same call through the unbundled (default) convention. */
  float D[4] = {0};
  matmul(A, A, 0, 2, 3, 3, 1, B, B, 0, 3, 2, 2, 1, D, D, 0, 2, 2, 2, 1);
  printf("direct: %g %g %g %g\n", D[0], D[1], D[2], D[3]);

  make_results r;
  _mlir_ciface_make(&r, 5, 1.25);
  printf("make: first %g, size %ld, n %ld, d %g\n", r.r0.aligned[0],
         (long)r.r0.sizes[0], (long)r.r1, r.r2);
  free(r.r0.allocated);

  double x = 0.5, ys[2] = {0.25, 2.0};
  memref_0d_f64 m0 = {&x, &x, 0};
  memref_1d_f64 m1 = {ys, ys, 0, {2}, {1}};
  unranked_memref_f64 u = {1, &m1};
  printf("sum0: %g %g\n", _mlir_ciface_sum0(&m0, &u, 3), sum0(&x, &x, 0, 1, &m1, 3));
  return 0;
}
