/* Calls the functions of lib.mlir (--bare-ptr-memref-call-conv) through
 * the generated header lib.h, compiled with -Wall -Wextra -Werror. */
#include "lib.h"

#include <stdio.h>

int main(void) {
  float in[4] = {1, 2, 3, 4.5f};
  float out[4] = {0};
  scale(in, out, 2.0f);
  printf("scale: %g %g %g %g\n", out[0], out[1], out[2], out[3]);

  /* The wrapper takes descriptors whatever the convention. */
  float out2[4] = {0};
  memref_1d_f32 din = {in, in, 0, {4}, {1}};
  memref_1d_f32 dout = {out2, out2, 0, {4}, {1}};
  _mlir_ciface_scale(&din, &dout, -1.0f);
  printf("ciface scale: %g %g %g %g\n", out2[0], out2[1], out2[2], out2[3]);

  int16_t m[6] = {1, 2, 3, 30000, 2000, 1000}; /* row 1 wraps */
  int r0 = row_sum(m, 0);
  int r1 = row_sum(m, 1);
  printf("row_sum: %d %d\n", r0, r1);

  double pos = 0.5, neg = -0.5;
  memref_0d_f64 dneg = {&neg, &neg, 0};
  printf("positive: %d %d %d\n", positive(&pos), positive(&neg),
         _mlir_ciface_positive(&dneg));

  printf("same: %d\n", same(in) == in);
  return 0;
}
