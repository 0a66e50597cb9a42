#include <stdio.h>
#include <math.h>

static float fpoly(float x) { return 3.5f * x * x - 2.25f * x + 0.125f; }
static double dpoly(double x) { return x * x * x - 1.0 / 3.0 * x + 1e-3; }

int main(void) {
    float f = 0.0f;
    double d = 0.0;
    for (int i = -5; i <= 5; i++) {
        f += fpoly((float)i / 3.0f);
        d += dpoly(i * 0.7);
    }
    printf("%.6f %.12f\n", f, d);
    printf("%.6f %.6f %.6f\n", sqrt(2.0), fabs(-3.25), floor(-2.5));
    float nan = 0.0f / 0.0f;
    printf("%d %d %d\n", nan == nan, nan != nan, nan < 1.0f);
    double big = 1e300 * 1e10;
    printf("%g %g\n", big, -big);
    printf("%d %u %lld\n", (int)-7.9, (unsigned)7.9, (long long)-1e15);
    printf("%f %f\n", (double)(float)1.1, (float)(double)3e38f);
    printf("%a %a\n", 1.0 / 7.0, (double)(1.0f / 7.0f));
    double acc = 1.0;
    for (int i = 0; i < 20; i++) acc = fma(acc, 1.5, -0.25);
    printf("%.10e\n", acc);
    printf("%d\n", (int)(fmod(17.5, 4.0) * 10));
    return 0;
}
