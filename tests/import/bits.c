#include <stdio.h>
#include <stdbool.h>

struct flags {
    unsigned a : 3;
    signed b : 5;
    unsigned c : 1;
    unsigned long long d : 40;
    _Bool e : 1;
};

union pun { float f; unsigned u; unsigned char b[4]; };
union mix { long l; double d; short s[4]; };

static int next_id(void) { static int id = 100; return id++; }
static double running(double x) { static double total; total += x; return total; }

static bool all_pos(const int *p, int n) {
    for (int i = 0; i < n; i++) if (!(p[i] > 0)) return false;
    return true;
}

int main(void) {
    struct flags f = {0};
    f.a = 9; f.b = -3; f.c = 1; f.d = 0xabcdef1234ULL; f.e = 5;
    printf("%u %d %u %llx %d %zu\n", f.a, f.b, f.c, (unsigned long long)f.d, f.e, sizeof f);
    f.b += 20;
    f.d <<= 4;
    printf("%d %llx\n", f.b, (unsigned long long)f.d);
    union pun p;
    p.f = -1.5f;
    printf("%08x %u %u\n", p.u, p.b[0], p.b[3]);
    union mix m;
    m.l = 0x0001000200030004L;
    printf("%d %d %zu\n", m.s[0], m.s[3], sizeof m);
    m.d = 2.0;
    printf("%lx\n", (unsigned long)m.l);
    int a = next_id(), b = next_id(), c = next_id();
    printf("%d %d %d\n", a, b, c);
    running(1.5); running(2.25);
    printf("%.2f\n", running(0.25));
    int xs[] = {3, 1, 4}, ys[] = {3, 0, 4};
    bool t = all_pos(xs, 3), u = all_pos(ys, 3);
    _Bool v = 256;
    printf("%d %d %d %d %d\n", t, u, t && !u, t ^ u, v);
    char ch = 'A';
    short sh = 1000;
    ch += 40; sh *= 40;
    signed char sc = -128;
    sc--;
    unsigned char uc = 250;
    uc += 10;
    printf("%d %d %d %d\n", ch, sh, sc, uc);
    printf("%d\n", (char)(ch * 3) + (short)(sh * sh));
    return 0;
}
