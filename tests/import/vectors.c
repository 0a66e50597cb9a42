#include <stdio.h>

typedef int v4i __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef unsigned char v16u8 __attribute__((vector_size(16)));
typedef short v8s __attribute__((vector_size(16)));

static v4i vmix(v4i a, v4i b) { return a * b + (a >> 1) - (b & 3); }
static v4f vlerp(v4f a, v4f b, float t) { return a + (b - a) * t; }

int main(void) {
    v4i a = {1, -2, 3, 400}, b = {5, 6, -7, 8};
    v4i c = vmix(a, b);
    printf("%d %d %d %d\n", c[0], c[1], c[2], c[3]);
    v4i m = a > b;
    printf("%d %d %d %d\n", m[0], m[1], m[2], m[3]);
    v4f f = vlerp((v4f){0, 1, 2, 3}, (v4f){4, 4, 4, 4}, 0.25f);
    printf("%.3f %.3f %.3f %.3f\n", f[0], f[1], f[2], f[3]);
    v2d d = {1.5, -2.5};
    d = d * d + 1;
    printf("%.3f %.3f\n", d[0], d[1]);
    v16u8 u = {0};
    for (int i = 0; i < 16; i++) u[i] = (unsigned char)(i * 37);
    u = u + u;
    unsigned s = 0;
    for (int i = 0; i < 16; i++) s = s * 31 + u[i];
    printf("%u\n", s);
    v8s h = {1, 2, 3, 4, 5, 6, 7, 8};
    v8s sh = __builtin_shufflevector(h, h, 7, 6, 5, 4, 3, 2, 1, 0);
    printf("%d %d %d\n", sh[0], sh[7], (h * sh)[3]);
    int arr[64];
    for (int i = 0; i < 64; i++) arr[i] = i * 3 - 50;
    long sum = 0;
    for (int i = 0; i < 64; i++) sum += arr[i] > 0 ? arr[i] : -arr[i];
    printf("%ld\n", sum);
    return 0;
}
