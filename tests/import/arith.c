#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static volatile int vi = INT_MIN;
static volatile unsigned vu = 0xffffffffu;
static volatile int64_t v64 = INT64_MIN;

int main(void) {
    int a = vi;
    unsigned u = vu;
    printf("%d %u %u\n", a / 7, u / 7, u % 1000);
    printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
    printf("%u %d\n", (unsigned)a >> 31, a >> 31);
    printf("%u %u\n", u + 1, u * u);
    printf("%lld %llu\n", (long long)v64 / 3, (unsigned long long)v64 >> 1);
    int8_t c = (int8_t)(vu & 0xff);
    uint8_t uc = (uint8_t)c;
    printf("%d %u %d %d\n", c, uc, c >> 1, uc >> 1);
    short s = -32768;
    unsigned short us = 65535;
    printf("%d %d %d\n", s - 1, us + 1, (short)(s - 1));
    printf("%d %d\n", (int)(uint16_t)s, (int)(int16_t)us);
    uint32_t x = 0x12345678;
    for (int i = 0; i < 5; i++) x = (x << 5 | x >> 27) ^ (x * 2654435761u);
    printf("%08x\n", x);
    int64_t big = 0x7fffffffffffffffLL;
    printf("%lld %llx\n", (long long)(big / -1), (unsigned long long)(uint64_t)big + 1);
    printf("%d %d\n", u > 0 ? 1 : 0, (int)u < 0);
    printf("%d %d\n", -1 < 0u, (long)-1 < 0u);
    unsigned long long m = 0xfedcba9876543210ULL;
    printf("%llu %llu\n", m % 1000000007ULL, m / 12345ULL);
    __int128 w = (__int128)m * m;
    printf("%llx %llx\n", (unsigned long long)(w >> 64), (unsigned long long)w);
    return 0;
}
