#include <stdio.h>

/* Larger than 16 bytes: passed `byval` on x86-64.
   The importer makes the callee copy it. */
struct big { long a, b, c, d; };

__attribute__((noinline)) long sumbig(struct big s) { return s.a + s.b * 2 + s.c * 3 + s.d * 4; }
static struct big mkbig(long x) { struct big b = {x, x + 1, x + 2, x + 3}; return b; }

int main(void) {
    struct big b = mkbig(10);
    printf("%ld\n", sumbig(b));
    return 0;
}
