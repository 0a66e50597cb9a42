/* Calls the functions of lib.mlir through the generated header lib.h
 * (compiled with -Wall -Wextra -Werror): strided views both ways. */
#include "lib.h"

#include <stdio.h>

int main(void) {
  float m[12];
  for (int i = 0; i < 12; i++) m[i] = (float)i;
  /* m as 3x4, then a view of its rows 1..2, columns 1..3 (offset 5) */
  memref_2d_f32 v = {m, m, 5, {2, 3}, {4, 1}};
  memref_1d_f32 r;
  _mlir_ciface_row(&r, &v, 1);
  printf("row: offset %ld size %ld stride %ld: %g %g %g\n", (long)r.offset,
         (long)r.sizes[0], (long)r.strides[0], r.aligned[r.offset],
         r.aligned[r.offset + 1], r.aligned[r.offset + 2]);

  memref_2d_f32 a = {m, m, 0, {2, 3}, {3, 1}};
  memref_2d_f32 t;
  _mlir_ciface_transposed(&t, &a);
  printf("transposed: sizes %ld %ld strides %ld %ld t[2][1] = %g\n",
         (long)t.sizes[0], (long)t.sizes[1], (long)t.strides[0],
         (long)t.strides[1], t.aligned[t.offset + 2 * t.strides[0] + t.strides[1]]);

  /* every third element from 2: 2 5 8 11 */
  memref_1d_f32 s = {m, m, 2, {4}, {3}};
  printf("sum: %g\n", _mlir_ciface_sum(&s));

  memref_1d_f32 g;
  _mlir_ciface_table(&g);
  printf("table: %g %g %g %g (allocated %s)\n", g.aligned[0], g.aligned[1],
         g.aligned[2], g.aligned[3],
         (uintptr_t)g.allocated == 0xdeadbeef ? "0xdeadbeef" : "other");
  return 0;
}
