/* Checks complex.bitcast (lib.mlir) against memcpy of the same value. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int64_t c32_to_i64(float re, float im);
float i64_to_c32(int64_t x);
double c32_to_f64(float re, float im);
float f64_to_c32_re(double x);
void c64_swap(double _Complex *allocated, double _Complex *aligned,
              intptr_t offset, intptr_t size, intptr_t stride);

int main(void) {
  float z[2] = {1.5f, -2.25f};
  int64_t want;
  memcpy(&want, z, 8);
  int64_t got = c32_to_i64(z[0], z[1]);
  printf("c32_to_i64: %016" PRIx64 " %s\n", (uint64_t)got, got == want ? "ok" : "WRONG");

  float im = i64_to_c32(want);
  printf("i64_to_c32 im: %g %s\n", (double)im, im == z[1] ? "ok" : "WRONG");

  double d;
  memcpy(&d, z, 8);
  double gd = c32_to_f64(z[0], z[1]);
  printf("c32_to_f64: %s\n", memcmp(&gd, &d, 8) == 0 ? "ok" : "WRONG");
  float re = f64_to_c32_re(d);
  printf("f64_to_c32 re: %g %s\n", (double)re, re == z[0] ? "ok" : "WRONG");

  double _Complex m[2];
  __real__ m[0] = 3.5;
  __imag__ m[0] = -0.125;
  m[1] = 0;
  c64_swap(m, m, 0, 2, 1);
  printf("c64_swap: %g %g %s\n", __real__ m[1], __imag__ m[1],
         __real__ m[1] == -0.125 && __imag__ m[1] == 3.5 ? "ok" : "WRONG");
  return 0;
}
