/* C program calling the functions of callee.mlir through the default memref
 * calling convention: every ranked memref argument is passed UNBUNDLED, as
 * separate arguments (allocated pointer, aligned pointer, offset, sizes...,
 * strides...), i.e. 2N+3 values for a rank-N memref, index values as
 * intptr_t; an unranked memref is passed as (rank, pointer to a ranked
 * descriptor in memory).
 *
 * The other direction: @report (MLIR) calls observe, observe_2x3, observe0 and
 * observe_unranked, defined here, which print the descriptor fields they get.
 *
 * Views that no MLIR op in the tested subset can build are made here: a
 * non-zero offset with non-unit strides, a column view, negative strides (a
 * reversed vector) and a transposed matrix (strides [1, rows]).
 *
 * The allocated pointer is only used to free a buffer, so several calls pass
 * a pointer to an unrelated guard array there: a callee that indexes through
 * it instead of the aligned pointer changes the guard, which is printed.
 *
 * Build with MLIR 13 (the oracle) or mlir2ll, then link with this file:
 *   mlir-opt-13 --convert-memref-to-llvm --convert-std-to-llvm callee.mlir \
 *     | mlir-translate-13 --mlir-to-llvmir -o callee.ll
 *   (or: mlir2ll callee.mlir -o callee.ll)
 *   clang callee.ll driver.c -o prog && ./prog | diff - expected.out
 */
#include <stdint.h>
#include <stdio.h>

void scale(double *allocated, double *aligned, intptr_t offset, intptr_t size0,
           intptr_t size1, intptr_t stride0, intptr_t stride1, double k);
void fill(int32_t *allocated, int32_t *aligned, intptr_t offset, intptr_t size0,
          intptr_t stride0, int32_t v);
void scale_strided(double *allocated, double *aligned, intptr_t offset,
                   intptr_t size0, intptr_t size1, intptr_t stride0,
                   intptr_t stride1, double k);
void fill_strided(int32_t *allocated, int32_t *aligned, intptr_t offset,
                  intptr_t size0, intptr_t stride0, int32_t v);
double exchange0(double *allocated, double *aligned, intptr_t offset, double v);
double total(double *allocated, double *aligned, intptr_t offset, intptr_t size0,
             intptr_t size1, intptr_t stride0, intptr_t stride1);
intptr_t negate_unranked(intptr_t rank, void *descriptor);
void iota2(double *allocated, double *aligned, intptr_t offset, intptr_t size0,
           intptr_t size1, intptr_t stride0, intptr_t stride1);
double report(intptr_t n, intptr_t m);

/* the ranked descriptor an unranked memref<*xi32> of rank 1 points to */
struct memref_1d_i32 {
  int32_t *allocated;
  int32_t *aligned;
  intptr_t offset;
  intptr_t sizes[1];
  intptr_t strides[1];
};

/* the ranked descriptor an unranked memref<*xf64> of rank 2 points to */
struct memref_2d_f64 {
  double *allocated;
  double *aligned;
  intptr_t offset;
  intptr_t sizes[2];
  intptr_t strides[2];
};

static double guard_f64[4] = {-7.0, -7.0, -7.0, -7.0};
static int32_t guard_i32[4] = {-7, -7, -7, -7};

static void print_guards(void) {
  printf("guards:");
  for (int i = 0; i < 4; i++) printf(" %g %d", guard_f64[i], guard_i32[i]);
  printf("\n");
}

/* ---- called from MLIR (@report) ---- */

static void print_2d(const char *who, double *aligned, intptr_t offset,
                     intptr_t size0, intptr_t size1, intptr_t stride0,
                     intptr_t stride1) {
  printf("%s: offset %ld sizes %ld %ld strides %ld %ld elems:", who, (long)offset,
         (long)size0, (long)size1, (long)stride0, (long)stride1);
  for (intptr_t i = 0; i < size0; i++)
    for (intptr_t j = 0; j < size1; j++)
      printf(" %g", aligned[offset + i * stride0 + j * stride1]);
  printf("\n");
}

void observe(double *allocated, double *aligned, intptr_t offset, intptr_t size0,
             intptr_t size1, intptr_t stride0, intptr_t stride1) {
  (void)allocated;
  print_2d("observe", aligned, offset, size0, size1, stride0, stride1);
}

/* memref<2x3xf64>: the static sizes and strides arrive as values too; writes
 * 100 at [1][2] */
void observe_2x3(double *allocated, double *aligned, intptr_t offset,
                 intptr_t size0, intptr_t size1, intptr_t stride0,
                 intptr_t stride1) {
  (void)allocated;
  print_2d("observe_2x3", aligned, offset, size0, size1, stride0, stride1);
  aligned[offset + 1 * stride0 + 2 * stride1] = 100.0;
}

/* memref<i32>: (allocated, aligned, offset); increments the cell */
void observe0(int32_t *allocated, int32_t *aligned, intptr_t offset) {
  (void)allocated;
  printf("observe0: offset %ld value %d\n", (long)offset, aligned[offset]);
  aligned[offset] += 1;
}

/* memref<*xf64>: (rank, pointer to the ranked descriptor) */
void observe_unranked(intptr_t rank, void *descriptor) {
  printf("observe_unranked: rank %ld\n", (long)rank);
  if (rank == 2) {
    struct memref_2d_f64 *d = descriptor;
    print_2d("  ranked", d->aligned, d->offset, d->sizes[0], d->sizes[1],
             d->strides[0], d->strides[1]);
  }
}

int main(void) {
  /* 3x4 contiguous matrix, a[i][j] = 4i + j + 1 */
  double a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) a[i][j] = 4 * i + j + 1;
  printf("total before: %g\n", total(guard_f64, &a[0][0], 0, 3, 4, 4, 1));
  scale(guard_f64, &a[0][0], 0, 3, 4, 4, 1, 2.5);
  for (int i = 0; i < 3; i++)
    printf("a[%d]: %g %g %g %g\n", i, a[i][0], a[i][1], a[i][2], a[i][3]);
  printf("total after: %g\n", total(guard_f64, &a[0][0], 0, 3, 4, 4, 1));
  /* the 2x4 bottom rows only: aligned pointer at row 1, sizes [2, 4] */
  scale(&a[0][0], &a[1][0], 0, 2, 4, 4, 1, -1.0);
  printf("total bottom negated: %g\n", total(guard_f64, &a[0][0], 0, 3, 4, 4, 1));

  /* fill the first 5 of 7 ints */
  int32_t b[7] = {-1, -1, -1, -1, -1, -1, -1};
  fill(guard_i32, b, 0, 5, 1, 42);
  printf("b:");
  for (int i = 0; i < 7; i++) printf(" %d", b[i]);
  printf("\n");
  fill(guard_i32, b, 0, 0, 1, 9); /* empty memref: nothing written */
  printf("b[0] after empty fill: %d\n", b[0]);

  /* strided view of a 6x10 buffer: offset 12 (row 1, column 2), sizes [3, 4],
   * strides [20, 2]: elements (1 + 2i, 2 + 2j) */
  double c[6][10];
  for (int r = 0; r < 6; r++)
    for (int col = 0; col < 10; col++) c[r][col] = 10 * r + col;
  scale_strided(guard_f64, &c[0][0], 12, 3, 4, 20, 2, -1.0);
  for (int r = 0; r < 6; r++) {
    printf("c[%d]:", r);
    for (int col = 0; col < 10; col++) printf(" %g", c[r][col]);
    printf("\n");
  }
  /* a column view: offset 7, sizes [6, 1], strides [10, 1] (column 7) */
  scale_strided(guard_f64, &c[0][0], 7, 6, 1, 10, 1, 0.5);
  printf("column 7:");
  for (int r = 0; r < 6; r++) printf(" %g", c[r][7]);
  printf("\n");

  /* rank-1 strided: offset 1, size 4, stride 3 -> d[1], d[4], d[7], d[10] */
  int32_t d[12] = {0};
  fill_strided(guard_i32, d, 1, 4, 3, 100);
  printf("d:");
  for (int i = 0; i < 12; i++) printf(" %d", d[i]);
  printf("\n");

  /* rank 0 */
  double cell = 3.5;
  double old = exchange0(guard_f64, &cell, 0, -1.25);
  printf("exchange0: old %g new %g\n", old, cell);

  /* unranked: rank 1 descriptor in memory */
  int32_t e[5] = {1, -2, 3, -4, 5};
  struct memref_1d_i32 desc = {guard_i32, e, 0, {5}, {1}};
  intptr_t n = negate_unranked(1, &desc);
  printf("negate_unranked: n %ld e: %d %d %d %d %d\n", (long)n, e[0], e[1], e[2],
         e[3], e[4]);

  /* negative stride: offset 11, size 12, stride -1 -> d reversed */
  fill_strided(guard_i32, d, 11, 12, -1, 0);
  printf("d reversed:");
  for (int i = 0; i < 12; i++) printf(" %d", d[i]);
  printf("\n");
  /* negative row stride: the rows of a 3x4 matrix bottom-up */
  double f[3][4] = {{0}};
  iota2(guard_f64, &f[0][0], 8, 3, 4, -4, 1);
  for (int i = 0; i < 3; i++)
    printf("f[%d]: %g %g %g %g\n", i, f[i][0], f[i][1], f[i][2], f[i][3]);
  /* transposed: a 4x3 view of the 3x4 buffer g, strides [1, 4] */
  double g[3][4] = {{0}};
  iota2(guard_f64, &g[0][0], 0, 4, 3, 1, 4);
  for (int i = 0; i < 3; i++)
    printf("g[%d]: %g %g %g %g\n", i, g[i][0], g[i][1], g[i][2], g[i][3]);

  /* MLIR calls back into C */
  double r = report(3, 2);
  printf("report: %g\n", r);

  print_guards();
  return 0;
}
