/* Calls the functions of lib.mlir (--index-bitwidth 16) through the
 * generated header lib.h, compiled with -Wall -Wextra -Werror. */
#include "lib.h"

#include <stdio.h>

int main(void) {
  float v[4] = {0.5f, 1, 2, 4};
  memref_1d_f32 d = {v, v, 0, {4}, {1}};
  printf("total: %g %g\n", total(v, v, 0, 4, 1), _mlir_ciface_total(&d));
  /* The result is sign-extended: -2 reads as -2 in a 32-bit int. */
  int a = last(v, v, 0, 4, 1, 1);
  int b = _mlir_ciface_last(&d, 5);
  printf("last: %d %d\n", a, b);
  return 0;
}
