// import-expect-error: x86_fp80 => not exactly representable as a double
#include <stdio.h>

static long double ld_poly(long double x) { return x * x * 0.5L - x / 3.0L + 1.0L; }

int main(void) {
    long double s = 0;
    for (int i = 1; i <= 10; i++) s += ld_poly((long double)i / 7);
    printf("%.15Lf\n", s);
    long double third = 1.0L / 3.0L;
    printf("%d %d\n", (double)third == 1.0 / 3.0, third * 3 == 1.0L);
    printf("%.3Lf %lld\n", (long double)(1ULL << 63), (long long)(third * 1e18L));
    printf("%zu\n", sizeof(long double));
    return 0;
}
