#include <stdio.h>

static int classify(int x) {
    switch (x) {
    case 0: return 10;
    case 1: case 2: return 20;
    case 7: return 70;
    case -3: return -30;
    case 1000: return 1;
    case 100000: return 2;
    default: return x & 3;
    }
}

static const char *name(unsigned char c) {
    switch (c) {
    case 'a': return "alpha";
    case 'b': return "bravo";
    case 255: return "max";
    default: return "?";
    }
}

static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
static int is_even(int n);
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }

int main(void) {
    int s = 0;
    for (int i = -5; i < 12; i++) s = s * 3 + classify(i);
    printf("%d %d %d\n", s, classify(1000), classify(100000));
    printf("%s %s %s %s\n", name('a'), name('b'), name(255), name('z'));
    printf("%u %d %d %d\n", fib(20), ack(2, 3), is_even(17), is_odd(17));
    int n = 0, k = 0;
    do { n += k; if (k % 7 == 3) continue; k += 2; } while (k++ < 40);
    printf("%d %d\n", n, k);
    int i, j, found = -1;
    for (i = 0; i < 10; i++)
        for (j = 0; j < 10; j++)
            if (i * j == 42) { found = i * 10 + j; goto done; }
done:
    printf("%d\n", found);
    return classify(7) - 70;
}
