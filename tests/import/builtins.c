#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct rec { int id; char tag[12]; double w; };

int main(void) {
    struct rec a = {7, "seven", 7.5}, b;
    memcpy(&b, &a, sizeof a);
    b.id++;
    memset(b.tag, 'x', 3);
    printf("%d %s %.1f\n", b.id, b.tag, b.w);
    char buf[32];
    memset(buf, 0, sizeof buf);
    memmove(buf + 2, "abcdef", 6);
    memmove(buf, buf + 2, 6);
    printf("%s %d\n", buf, memcmp(buf, "abcdef", 6) == 0);
    volatile unsigned x = 0xf0f00010u;
    volatile unsigned long long y = 0x8000000000000001ULL;
    printf("%d %d %d %d\n", __builtin_popcount(x), __builtin_clz(x), __builtin_ctz(x), __builtin_ffs(x));
    printf("%d %d %d\n", __builtin_popcountll(y), __builtin_clzll(y >> 1), __builtin_parity(x));
    printf("%08x %016llx %04x\n", __builtin_bswap32(x), (unsigned long long)__builtin_bswap64(y),
           __builtin_bswap16((uint16_t)x));
    int r;
    int o1 = __builtin_add_overflow(2147483600, 100, &r);
    printf("%d %d\n", o1, r);
    unsigned ur;
    int o2 = __builtin_sub_overflow(3u, 5u, &ur);
    printf("%d %u\n", o2, ur);
    long long lr;
    int o3 = __builtin_mul_overflow(3037000500LL, 3037000500LL, &lr);
    int o4 = __builtin_mul_overflow(1000000LL, 1000000LL, &lr);
    printf("%d %d %lld\n", o3, o4, lr);
    printf("%d %d\n", __builtin_expect(x > 5, 1), __builtin_constant_p(x));
    printf("%.3f %.3f\n", __builtin_fabs(-2.5), __builtin_copysign(3.0, -0.0));
    printf("%d\n", __builtin_abs(-17));
    if (x == 0) __builtin_unreachable();
    return 0;
}
