#include <stdio.h>

struct pt { int x, y; };
struct pf { float a, b; };
struct mix { char c; short s; int i; };
struct dl { double d; long l; };
struct rgb { unsigned char r, g, b; };

static struct pt padd(struct pt a, struct pt b) { struct pt r = {a.x + b.x, a.y + b.y}; return r; }
static struct pf pscale(struct pf p, float k) { p.a *= k; p.b *= k; return p; }
static struct mix mk(char c, short s, int i) { struct mix m = {c, s, i}; return m; }
static struct dl dlsum(struct dl a, struct dl b) { return (struct dl){a.d + b.d, a.l + b.l}; }
static struct rgb inv(struct rgb c) { return (struct rgb){255 - c.r, 255 - c.g, 255 - c.b}; }
static int area(const struct pt *p) { return p->x * p->y; }

struct node { int v; struct node *next; };

int main(void) {
    struct pt p = {3, 4}, q = {-1, 10};
    struct pt r = padd(p, q);
    printf("%d %d %d\n", r.x, r.y, area(&r));
    struct pf f = pscale((struct pf){1.5f, -2.0f}, 3.0f);
    printf("%.2f %.2f\n", f.a, f.b);
    struct mix m = mk('z', -300, 70000);
    printf("%c %d %d %zu\n", m.c, m.s, m.i, sizeof m);
    struct dl d = dlsum((struct dl){1.25, 7}, (struct dl){2.5, -9});
    printf("%.3f %ld\n", d.d, d.l);
    struct rgb c = inv((struct rgb){1, 128, 255});
    printf("%u %u %u\n", c.r, c.g, c.b);
    struct node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
    int s = 0;
    for (struct node *n = &n1; n; n = n->next) s = s * 10 + n->v;
    printf("%d\n", s);
    struct pt arr[3] = {{1, 2}, {3, 4}};
    struct pt copy[3];
    for (int i = 0; i < 3; i++) copy[i] = arr[2 - i];
    printf("%d %d %d\n", copy[0].x, copy[1].y, copy[2].x);
    return 0;
}
