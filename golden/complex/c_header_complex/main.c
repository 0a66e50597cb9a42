/* Calls the complex-number functions of lib.mlir through the generated
 * header lib.h (compiled with -Wall -Wextra -Werror); prints each result as
 * a value and its bit pattern. */
#include "lib.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static void p64(const char *what, double _Complex z) {
  double re = __real__ z, im = __imag__ z;
  uint64_t a, b;
  memcpy(&a, &re, 8);
  memcpy(&b, &im, 8);
  printf("%s: %.17g %.17g (0x%016" PRIx64 " 0x%016" PRIx64 ")\n", what, re, im, a, b);
}

static void p32(const char *what, float _Complex z) {
  float re = __real__ z, im = __imag__ z;
  uint32_t a, b;
  memcpy(&a, &re, 4);
  memcpy(&b, &im, 4);
  printf("%s: %.9g %.9g (0x%08" PRIx32 " 0x%08" PRIx32 ")\n", what, (double)re, (double)im, a, b);
}

static double _Complex mk64(double re, double im) {
  double _Complex z;
  __real__ z = re;
  __imag__ z = im;
  return z;
}

int main(void) {
  /* Division: ordinary, huge (Smith's algorithm avoids the overflow of
   * c*c + d*d), and by zero. */
  p64("cdiv", cdiv(mk64(1, 2), mk64(3, -4)));
  p64("cdiv huge", cdiv(mk64(1e300, 1e300), mk64(2e300, 1e300)));
  double _Complex r;
  _mlir_ciface_cdiv(&r, mk64(1e-300, 3e-300), mk64(1e-310, 2e-310));
  p64("ciface cdiv tiny", r);
  _mlir_ciface_cdiv(&r, mk64(1, 1), mk64(0, 0));
  p64("ciface cdiv by zero", r);

  float _Complex s;
  _mlir_ciface_csqrt32(&s, -4.0f, 0.0f);
  p32("csqrt32(-4)", s);
  _mlir_ciface_csqrt32(&s, 3.0f, -4.0f);
  p32("csqrt32(3-4i)", s);
  _mlir_ciface_csqrt32(&s, 3e38f, 3e38f);
  p32("csqrt32 huge", s);

  printf("cabs_mix: %.17g\n", cabs_mix(3.0f, 4.0f, 0.5, mk64(5e307, 12e307)));
  printf("ciface cabs_mix: %.17g\n", _mlir_ciface_cabs_mix(-1.5f, 2.0f, 2.0, mk64(1e-320, 0)));

  float _Complex buf[3];
  __real__ buf[0] = 0.0f; __imag__ buf[0] = 0.0f;
  __real__ buf[1] = 1.0f; __imag__ buf[1] = 3.14159265f;
  __real__ buf[2] = -2.0f; __imag__ buf[2] = 0.5f;
  memref_1d_cf32 m = {buf, buf, 0, {3}, {1}};
  _mlir_ciface_cexp_all(&m);
  p32("cexp[0]", buf[0]);
  p32("cexp[1]", buf[1]);
  p32("cexp[2]", buf[2]);
  /* The same through the unbundled convention, on the last two elements. */
  cexp_all(buf + 1, buf + 1, 0, 2, 1);
  p32("cexp cexp[1]", buf[1]);
  p32("cexp cexp[2]", buf[2]);
  return 0;
}
