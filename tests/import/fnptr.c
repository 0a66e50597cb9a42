#include <stdio.h>

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int dvd(int a, int b) { return b ? a / b : 0; }
static const binop table[] = {add, sub, mul, dvd};
static const struct { const char *name; binop f; } named[] = {
    {"add", add}, {"sub", sub}, {"mul", mul}, {"div", dvd},
};

static int apply(binop f, int a, int b) { return f(a, b); }
static binop pick(int i) { return table[i & 3]; }
static double twice(double (*g)(double), double x) { return g(g(x)); }
static double half(double x) { return x / 2; }
static void (*hook)(int);
static void show(int x) { printf("hook %d\n", x); }

int main(void) {
    int acc = 1;
    for (int i = 0; i < 16; i++) acc = apply(pick(i), acc, i + 1);
    printf("%d\n", acc);
    for (unsigned i = 0; i < sizeof named / sizeof named[0]; i++)
        printf("%s %d\n", named[i].name, named[i].f(17, 5));
    printf("%.4f\n", twice(half, 10.0));
    hook = show;
    if (hook) hook(acc & 0xff);
    int (*cmp)(int, int) = acc > 0 ? add : sub;
    printf("%d %d\n", cmp(3, 4), table[3] == dvd);
    return 0;
}
