/* Calls the functions of lib.mlir (--index-bitwidth 32) through the
 * generated header lib.h, compiled with -Wall -Wextra -Werror. */
#include "lib.h"

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  double x[3] = {1, 2, 3};
  double y[3] = {10, 20, 30};
  axpy(2.0, x, x, 0, 3, 1, y, y, 0, 3, 1);
  printf("axpy: %g %g %g\n", y[0], y[1], y[2]);
  memref_1d_f64 dx = {x, x, 0, {3}, {1}};
  memref_1d_f64 dy = {y, y, 0, {3}, {1}};
  _mlir_ciface_axpy(0.5, &dx, &dy);
  printf("ciface axpy: %g %g %g\n", y[0], y[1], y[2]);

  int32_t m[6] = {0};
  memref_2d_i32 dm = {m, m, 0, {2, 3}, {3, 1}};
  int32_t c = cols(m, m, 0, 2, 3, 3, 1);
  printf("cols: %d %d\n", (int)c, (int)_mlir_ciface_cols(&dm));

  iota_results r;
  _mlir_ciface_iota(&r, 5);
  printf("iota: %d elements, size %d, stride %d:", (int)r.r1, (int)r.r0.sizes[0],
         (int)r.r0.strides[0]);
  for (int32_t i = 0; i < r.r1; i++)
    printf(" %d", r.r0.aligned[r.r0.offset + i]);
  printf("\n");
  free(r.r0.allocated);

  unranked_memref_i32 u = {2, &dm};
  printf("rank_of: %d %d\n", (int)rank_of(2, &dm), (int)_mlir_ciface_rank_of(&u));
  return 0;
}
