#include <stdio.h>
#include <stdarg.h>

static long sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double s = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': s += va_arg(ap, int); break;
        case 'l': s += (double)va_arg(ap, long long); break;
        case 'd': s += va_arg(ap, double); break;
        case 's': s += (double)(*va_arg(ap, const char *)); break;
        }
    }
    va_end(ap);
    return s;
}

static void logf_(const char *fmt, ...) {
    va_list ap, aq;
    va_start(ap, fmt);
    va_copy(aq, ap);
    vprintf(fmt, ap);
    vprintf(fmt, aq);
    va_end(aq);
    va_end(ap);
}

int main(void) {
    printf("%ld %ld\n", sum(0), sum(5, 1, 2, 3, 4, 5));
    printf("%ld\n", sum(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("%.3f\n", mixed("ildsdi", 3, 10000000000LL, 0.5, "A", 1.25, -4));
    printf("%.3f\n", mixed("dddddddddd", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
    logf_("%s=%d %c %5.2f|%-4x|\n", "x", 42, 'q', 3.14159, 255);
    printf("%hhd %hd %lu %p\n", (char)200, (short)70000, 123456789012UL, (void *)0);
    return 0;
}
