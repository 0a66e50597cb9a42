#include <stdio.h>
#include <string.h>

static int grid[4][5];
static const char *words[] = {"zero", "one", "two", "three"};
static char buf[64] = "hello, world";
static const double coef[3][2] = {{1.0, 0.5}, {0.25, 0.125}, {-1.0, 2.0}};
int counter = 7;
static int *pcounter = &counter;
static char *pbuf = buf + 7;

static void matmul(int n, double a[n][n], double b[n][n], double c[n][n]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(void) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++) grid[i][j] = i * 10 + j;
    int t = 0;
    for (int i = 0; i < 4; i++) t += grid[i][4 - i];
    printf("%d\n", t);
    double a[3][3], b[3][3], c[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) { a[i][j] = i + j; b[i][j] = i == j ? 2 : 0.5; }
    matmul(3, a, b, c);
    for (int i = 0; i < 3; i++) printf("%.2f %.2f %.2f\n", c[i][0], c[i][1], c[i][2]);
    printf("%s %s %zu\n", words[3], pbuf, strlen(buf));
    strcat(buf, "!");
    printf("%s %d %d\n", buf, *pcounter, (int)sizeof grid);
    printf("%.3f\n", coef[2][1] + coef[1][0]);
    char local[] = "a\tb\\c\"d\x7f";
    for (size_t i = 0; i < sizeof local; i++) printf("%02x", (unsigned char)local[i]);
    printf("\n");
    int vla_n = counter;
    int vla[vla_n];
    for (int i = 0; i < vla_n; i++) vla[i] = i * i;
    printf("%d\n", vla[vla_n - 1]);
    return 0;
}
