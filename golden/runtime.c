/* C runtime linked into every runnable golden program (and into the MLIR 13
 * oracle build of the same program). Every function prints one line. Floats
 * print as a readable value plus their exact bit pattern; every NaN prints as
 * "nan" because its sign and payload depend on how it was made. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void print_i32(int32_t v) { printf("%" PRId32 "\n", v); }
void print_i64(int64_t v) { printf("%" PRId64 "\n", v); }
void print_u64(uint64_t v) { printf("%" PRIu64 "\n", v); }

void print_f32(float v) {
  if (v != v) {
    printf("nan\n");
    return;
  }
  uint32_t bits;
  memcpy(&bits, &v, sizeof bits);
  printf("%.9g 0x%08" PRIx32 "\n", (double)v, bits);
}

void print_f64(double v) {
  if (v != v) {
    printf("nan\n");
    return;
  }
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  printf("%.17g 0x%016" PRIx64 "\n", v, bits);
}
