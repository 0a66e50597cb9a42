/* mlir2ll bundled runtime: a C replacement for MLIR 13's runner utility
 * libraries (libmlir_c_runner_utils and libmlir_runner_utils), linked into
 * every program that `mlir2ll run` builds, so that programs written for
 * `mlir-cpu-runner` run unchanged and print byte for byte the same.
 *
 * Self-contained C11: libc only (no libm needed). Build with e.g.
 *   clang -std=c11 -Wall -Wextra -Werror -c runtime.c
 *
 * Where the MLIR 13 sources write to std::cout / std::cerr, this file writes
 * to stdout / stderr with the same formatting:
 *   - floats and doubles (`os << f`, default precision 6) are "%g";
 *     printF32/printF64 use fprintf "%g" / "%lg" in MLIR 13 itself;
 *   - integers are decimal; int8_t elements print as raw characters
 *     (`os << int8_t` is the `char` overload);
 *   - pointers (`os << void *`, libstdc++) are lowercase hex with "0x",
 *     and a null pointer prints as "0";
 *   - std::endl is '\n' followed by a flush of the stream.
 *
 * Memref descriptors (default calling convention): an unranked memref is
 * passed as two arguments (int64_t rank, void *descriptor); the descriptor is
 * {T *allocated; T *aligned; int64_t offset; int64_t sizes[rank];
 *  int64_t strides[rank];}. With `llvm.emit_c_interface`, the callee
 * `_mlir_ciface_NAME` gets a pointer to {int64_t rank; void *descriptor;}
 * (unranked) or to the ranked descriptor itself.
 *
 * Those int64_t are MLIR's `index`: a program compiled with
 * `--index-bitwidth N` has N-bit ranks, offsets, sizes and strides in its
 * descriptors, so `mlir2ll run` builds this file with
 * -DMLIR2LL_INDEX_BITS=N (64 when not defined): `rt_index` below.
 */
#if !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE 1 /* gettimeofday under -std=c11 */
#endif

#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

/* Every entry point is a weak definition: a program that defines a function
 * of the same name itself wins, as with mlir-cpu-runner, where the module's
 * own definitions take precedence over the shared libraries. This matters
 * for `llvm.emit_c_interface` declarations: MLIR then defines
 * `print_memref_f32(i64, i8*)` in the module as a wrapper that calls
 * `_mlir_ciface_print_memref_f32`, which must not clash with ours. */
#if defined(__GNUC__) || defined(__clang__)
#define RT_EXPORT __attribute__((weak, visibility("default"), used))
#else
#define RT_EXPORT
#endif

/* MLIR's `index` in memref descriptors and the runtime's signatures. */
#if !defined(MLIR2LL_INDEX_BITS) || MLIR2LL_INDEX_BITS == 64
typedef int64_t rt_index;
#elif MLIR2LL_INDEX_BITS == 32
typedef int32_t rt_index;
#elif MLIR2LL_INDEX_BITS == 16
typedef int16_t rt_index;
#elif MLIR2LL_INDEX_BITS == 8
typedef int8_t rt_index;
#else
#error "MLIR2LL_INDEX_BITS must be 8, 16, 32 or 64"
#endif

/*===----------------------------------------------------------------------===*
 * Descriptor views
 *===----------------------------------------------------------------------===*/

/* The common prefix of every ranked descriptor; sizes[rank] and
 * strides[rank] follow `offset` directly. */
typedef struct {
  void *allocated;
  void *aligned;
  rt_index offset;
  rt_index sizes_and_strides[]; /* sizes[rank], then strides[rank] */
} rt_ranked_desc;

/* UnrankedMemRefType<T>: what `_mlir_ciface_*` functions receive. */
typedef struct {
  rt_index rank;
  void *descriptor;
} rt_unranked_memref;

/* DynamicMemRefType<T> of MLIR 13. */
typedef struct {
  int64_t rank;
  void *base_ptr; /* allocated pointer */
  void *data;     /* aligned pointer */
  int64_t offset;
  const rt_index *sizes;
  const rt_index *strides;
} rt_dyn_memref;

/* DynamicMemRefType(const UnrankedMemRefType<T> &): for rank 0, sizes is
 * null and strides = sizes + rank = null. */
static rt_dyn_memref rt_dyn_from_unranked(int64_t rank, void *descriptor) {
  const rt_ranked_desc *d = (const rt_ranked_desc *)descriptor;
  rt_dyn_memref m;
  m.rank = rank;
  m.base_ptr = d->allocated;
  m.data = d->aligned;
  m.offset = d->offset;
  m.sizes = rank == 0 ? NULL : d->sizes_and_strides;
  m.strides = rank == 0 ? NULL : d->sizes_and_strides + rank;
  return m;
}

/* DynamicMemRefType(const StridedMemRefType<T, N> &). */
static rt_dyn_memref rt_dyn_from_ranked(int64_t rank, void *descriptor) {
  return rt_dyn_from_unranked(rank, descriptor);
}

/*===----------------------------------------------------------------------===*
 * Element formatting (std::ostream << T)
 *===----------------------------------------------------------------------===*/

typedef enum { RT_I8, RT_I32, RT_I64, RT_F32, RT_F64 } rt_elem_kind;

static void rt_put_double(FILE *os, double v) { fprintf(os, "%g", v); }

/* Prints base[index] for the element kind, as `os << base[index]`. */
static void rt_print_elem(FILE *os, const void *base, int64_t index,
                          rt_elem_kind kind) {
  switch (kind) {
  case RT_I8:
    fputc((unsigned char)((const int8_t *)base)[index], os);
    break;
  case RT_I32:
    fprintf(os, "%" PRId32, ((const int32_t *)base)[index]);
    break;
  case RT_I64:
    fprintf(os, "%" PRId64, ((const int64_t *)base)[index]);
    break;
  case RT_F32:
    rt_put_double(os, (double)((const float *)base)[index]);
    break;
  case RT_F64:
    rt_put_double(os, ((const double *)base)[index]);
    break;
  }
}

/* libstdc++ `os << (void *)p`: "0x" + lowercase hex, but "0" for null. */
static void rt_print_pointer(FILE *os, const void *p) {
  uintptr_t v = (uintptr_t)p;
  if (v == 0)
    fputs("0", os);
  else
    fprintf(os, "0x%" PRIxPTR, v);
}

static void rt_print_space(FILE *os, int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    fputc(' ', os);
}

/*===----------------------------------------------------------------------===*
 * Memref printing (RunnerUtils.h of MLIR 13)
 *===----------------------------------------------------------------------===*/

/* printMemRefMetaData(os, DynamicMemRefType). */
static void rt_print_metadata(FILE *os, const rt_dyn_memref *m) {
  fputs("base@ = ", os);
  rt_print_pointer(os, m->data);
  fprintf(os, " rank = %" PRId64 " offset = %" PRId64, m->rank, m->offset);
  fputs(" sizes = [", os);
  if (m->rank != 0) {
    fprintf(os, "%" PRId64, (int64_t)m->sizes[0]);
    for (int64_t i = 1; i < m->rank; ++i)
      fprintf(os, ", %" PRId64, (int64_t)m->sizes[i]);
  }
  fputs("] strides = [", os);
  if (m->rank != 0) {
    fprintf(os, "%" PRId64, (int64_t)m->strides[0]);
    for (int64_t i = 1; i < m->rank; ++i)
      fprintf(os, ", %" PRId64, (int64_t)m->strides[i]);
  }
  fputs("]", os);
}

static void rt_print_data(FILE *os, const void *base, int64_t dim,
                          int64_t rank, int64_t offset, const rt_index *sizes,
                          const rt_index *strides, rt_elem_kind kind);

/* MemRefDataPrinter<T>::printFirst. Note: like MLIR 13, a dimension of size
 * 0 still prints its first element. */
static void rt_print_first(FILE *os, const void *base, int64_t dim,
                           int64_t rank, int64_t offset, const rt_index *sizes,
                           const rt_index *strides, rt_elem_kind kind) {
  fputs("[", os);
  rt_print_data(os, base, dim - 1, rank, offset, sizes + 1, strides + 1, kind);
  if (sizes[0] <= 1) {
    fputs("]", os);
    return;
  }
  fputs(", ", os);
  if (dim > 1)
    fputs("\n", os);
}

/* MemRefDataPrinter<T>::printLast. */
static void rt_print_last(FILE *os, const void *base, int64_t dim,
                          int64_t rank, int64_t offset, const rt_index *sizes,
                          const rt_index *strides, rt_elem_kind kind) {
  rt_print_space(os, rank - dim + 1);
  rt_print_data(os, base, dim - 1, rank, offset + ((int64_t)sizes[0] - 1) * strides[0],
                sizes + 1, strides + 1, kind);
  fputs("]", os);
}

/* MemRefDataPrinter<T>::print. */
static void rt_print_data(FILE *os, const void *base, int64_t dim,
                          int64_t rank, int64_t offset, const rt_index *sizes,
                          const rt_index *strides, rt_elem_kind kind) {
  if (dim == 0) {
    rt_print_elem(os, base, offset, kind);
    return;
  }
  rt_print_first(os, base, dim, rank, offset, sizes, strides, kind);
  for (int64_t i = 1; i + 1 < sizes[0]; ++i) {
    rt_print_space(os, rank - dim + 1);
    rt_print_data(os, base, dim - 1, rank, offset + i * strides[0], sizes + 1,
                  strides + 1, kind);
    fputs(", ", os);
    if (dim > 1)
      fputs("\n", os);
  }
  if (sizes[0] <= 1)
    return;
  rt_print_last(os, base, dim, rank, offset, sizes, strides, kind);
}

/* printMemRef(const DynamicMemRefType<T> &), after the "Memref " or
 * "Unranked Memref " prefix. */
static void rt_print_memref(const rt_dyn_memref *m, rt_elem_kind kind) {
  FILE *os = stdout;
  rt_print_metadata(os, m);
  fputs(" data = \n", os);
  fflush(os);
  if (m->rank == 0)
    fputs("[", os);
  rt_print_data(os, m->data, m->rank, m->rank, m->offset, m->sizes,
                m->strides, kind);
  if (m->rank == 0)
    fputs("]", os);
  fputs("\n", os);
  fflush(os);
}

static void rt_print_unranked(int64_t rank, void *descriptor,
                              rt_elem_kind kind) {
  rt_dyn_memref m = rt_dyn_from_unranked(rank, descriptor);
  fputs("Unranked Memref ", stdout);
  rt_print_memref(&m, kind);
}

static void rt_print_ranked(int64_t rank, void *descriptor,
                            rt_elem_kind kind) {
  rt_dyn_memref m = rt_dyn_from_ranked(rank, descriptor);
  fputs("Memref ", stdout);
  rt_print_memref(&m, kind);
}

/* _mlir_ciface_print_memref_shape_*: the header without data, then "\n"
 * (no flush). */
static void rt_print_unranked_shape(const rt_unranked_memref *u) {
  rt_dyn_memref m = rt_dyn_from_unranked(u->rank, u->descriptor);
  fputs("Unranked Memref ", stdout);
  rt_print_metadata(stdout, &m);
  fputs("\n", stdout);
}

/* The printing entry points, one per name MLIR's runner utilities export:
 * each passes its element kind (and, for ranked ones, its rank) on. */
#define RT_PRINT_UNRANKED(name, kind)                                          \
  RT_EXPORT void name(rt_index rank, void *ptr) {                               \
    rt_print_unranked(rank, ptr, kind);                                        \
  }
#define RT_CIFACE_UNRANKED(name, kind)                                         \
  RT_EXPORT void _mlir_ciface_##name(rt_unranked_memref *m) {                  \
    rt_print_unranked(m->rank, m->descriptor, kind);                           \
  }
#define RT_CIFACE_SHAPE(name)                                                  \
  RT_EXPORT void _mlir_ciface_##name(rt_unranked_memref *m) {                  \
    rt_print_unranked_shape(m);                                                \
  }
#define RT_CIFACE_RANKED(name, rank, kind)                                     \
  RT_EXPORT void _mlir_ciface_##name(void *m) { rt_print_ranked(rank, m, kind); }

/*--- default calling convention: (rt_index rank, void *descriptor) ---*/

RT_PRINT_UNRANKED(print_memref_i32, RT_I32)
RT_PRINT_UNRANKED(print_memref_i64, RT_I64)
RT_PRINT_UNRANKED(print_memref_f32, RT_F32)
RT_PRINT_UNRANKED(print_memref_f64, RT_F64)

/* The names used by later MLIR releases; same output as MLIR 13. */
RT_PRINT_UNRANKED(printMemrefI32, RT_I32)
RT_PRINT_UNRANKED(printMemrefI64, RT_I64)
RT_PRINT_UNRANKED(printMemrefF32, RT_F32)
RT_PRINT_UNRANKED(printMemrefF64, RT_F64)

/*--- C interface (llvm.emit_c_interface): UnrankedMemRefType<T> * ---*/

RT_CIFACE_UNRANKED(print_memref_i8, RT_I8)
RT_CIFACE_UNRANKED(print_memref_i32, RT_I32)
RT_CIFACE_UNRANKED(print_memref_i64, RT_I64)
RT_CIFACE_UNRANKED(print_memref_f32, RT_F32)
RT_CIFACE_UNRANKED(print_memref_f64, RT_F64)

RT_CIFACE_UNRANKED(printMemrefI32, RT_I32)
RT_CIFACE_UNRANKED(printMemrefI64, RT_I64)
RT_CIFACE_UNRANKED(printMemrefF32, RT_F32)
RT_CIFACE_UNRANKED(printMemrefF64, RT_F64)

RT_CIFACE_SHAPE(print_memref_shape_i8)
RT_CIFACE_SHAPE(print_memref_shape_i32)
RT_CIFACE_SHAPE(print_memref_shape_i64)
RT_CIFACE_SHAPE(print_memref_shape_f32)
RT_CIFACE_SHAPE(print_memref_shape_f64)

/*--- C interface, ranked f32: StridedMemRefType<float, N> * ---*/

RT_CIFACE_RANKED(print_memref_0d_f32, 0, RT_F32)
RT_CIFACE_RANKED(print_memref_1d_f32, 1, RT_F32)
RT_CIFACE_RANKED(print_memref_2d_f32, 2, RT_F32)
RT_CIFACE_RANKED(print_memref_3d_f32, 3, RT_F32)
RT_CIFACE_RANKED(print_memref_4d_f32, 4, RT_F32)

/* StridedMemRefType<Vector2D<4, 4, float>, 2>: each element is 16 floats
 * (4 rows of 4, no padding) printed by VectorDataPrinter<float, 4, 4>. */
static void rt_print_vec4(FILE *os, const float *v) {
  fputs("(", os);
  rt_put_double(os, (double)v[0]);
  fputs(", ", os);
  for (int i = 1; i + 1 < 4; ++i) {
    rt_put_double(os, (double)v[i]);
    fputs(", ", os);
  }
  rt_put_double(os, (double)v[3]);
  fputs(")", os);
}

static void rt_print_vec4x4(FILE *os, const float *v) {
  fputs("(", os);
  rt_print_vec4(os, v);
  fputs(", ", os);
  for (int i = 1; i + 1 < 4; ++i) {
    rt_print_space(os, 2);
    rt_print_vec4(os, v + 4 * i);
    fputs(", ", os);
  }
  rt_print_space(os, 1);
  rt_print_vec4(os, v + 12);
  fputs(")", os);
}

static void rt_print_vdata(FILE *os, const float *base, int64_t dim,
                           int64_t rank, int64_t offset, const rt_index *sizes,
                           const rt_index *strides) {
  if (dim == 0) {
    rt_print_vec4x4(os, base + 16 * offset);
    return;
  }
  /* printFirst */
  fputs("[", os);
  rt_print_vdata(os, base, dim - 1, rank, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    fputs("]", os);
    return;
  }
  fputs(", ", os);
  if (dim > 1)
    fputs("\n", os);
  for (int64_t i = 1; i + 1 < sizes[0]; ++i) {
    rt_print_space(os, rank - dim + 1);
    rt_print_vdata(os, base, dim - 1, rank, offset + i * strides[0],
                   sizes + 1, strides + 1);
    fputs(", ", os);
    if (dim > 1)
      fputs("\n", os);
  }
  /* printLast */
  rt_print_space(os, rank - dim + 1);
  rt_print_vdata(os, base, dim - 1, rank, offset + ((int64_t)sizes[0] - 1) * strides[0],
                 sizes + 1, strides + 1);
  fputs("]", os);
}

RT_EXPORT void _mlir_ciface_print_memref_vector_4x4xf32(void *desc) {
  rt_dyn_memref m = rt_dyn_from_ranked(2, desc);
  FILE *os = stdout;
  fputs("Memref ", os);
  rt_print_metadata(os, &m);
  fputs(" data = \n", os);
  fflush(os);
  rt_print_vdata(os, (const float *)m.data, 2, 2, m.offset, m.sizes,
                 m.strides);
  fputs("\n", os);
  fflush(os);
}

/*===----------------------------------------------------------------------===*
 * verifyMemRef (RunnerUtils.h of MLIR 13): number of differing elements, or
 * -1 if the shapes differ; details go to stderr.
 *===----------------------------------------------------------------------===*/

enum { RT_VERIFY_PRINT_LIMIT = 10 };

static int rt_verify_elem(const void *a, const void *e, int64_t index,
                          rt_elem_kind kind) {
  switch (kind) {
  case RT_F32: {
    float actual = ((const float *)a)[index];
    float expected = ((const float *)e)[index];
    float delta, mag;
    /* !std::isfinite(x): x - x is NaN exactly for infinities and NaNs. */
    if ((actual - actual) != 0.0f || (expected - expected) != 0.0f)
      return 0;
    delta = actual - expected;
    delta = delta < 0.0f ? -delta : delta;
    mag = expected < 0.0f ? -expected : expected;
    return delta <= 1e-6f * mag;
  }
  case RT_F64: {
    double actual = ((const double *)a)[index];
    double expected = ((const double *)e)[index];
    double delta, mag;
    if ((actual - actual) != 0.0 || (expected - expected) != 0.0)
      return 0;
    delta = actual - expected;
    delta = delta < 0.0 ? -delta : delta;
    mag = expected < 0.0 ? -expected : expected;
    return delta <= 1e-12 * mag;
  }
  case RT_I32:
    return ((const int32_t *)a)[index] == ((const int32_t *)e)[index];
  case RT_I64:
    return ((const int64_t *)a)[index] == ((const int64_t *)e)[index];
  case RT_I8:
    return ((const int8_t *)a)[index] == ((const int8_t *)e)[index];
  }
  return 0;
}

static int64_t rt_verify_data(const void *actual, const void *expected,
                              int64_t dim, int64_t offset,
                              const rt_index *sizes, const rt_index *strides,
                              int64_t *print_counter, rt_elem_kind kind) {
  int64_t errors = 0;
  if (dim == 0) {
    if (!rt_verify_elem(actual, expected, offset, kind)) {
      if (*print_counter < RT_VERIFY_PRINT_LIMIT) {
        rt_print_elem(stderr, actual, offset, kind);
        fputs(" != ", stderr);
        rt_print_elem(stderr, expected, offset, kind);
        fprintf(stderr, " offset = %" PRId64 "\n", offset);
        (*print_counter)++;
      }
      errors++;
    }
  } else {
    for (int64_t i = 0; i < sizes[0]; ++i)
      errors += rt_verify_data(actual, expected, dim - 1,
                               offset + i * strides[0], sizes + 1, strides + 1,
                               print_counter, kind);
  }
  return errors;
}

static int64_t rt_verify(const rt_unranked_memref *a,
                         const rt_unranked_memref *e, rt_elem_kind kind) {
  rt_dyn_memref actual = rt_dyn_from_unranked(a->rank, a->descriptor);
  rt_dyn_memref expected = rt_dyn_from_unranked(e->rank, e->descriptor);
  for (int64_t i = 0; i < actual.rank; ++i) {
    if (expected.rank != actual.rank || actual.offset != expected.offset ||
        actual.sizes[i] != expected.sizes[i] ||
        actual.strides[i] != expected.strides[i]) {
      rt_print_metadata(stderr, &actual);
      rt_print_metadata(stderr, &expected);
      return -1;
    }
  }
  int64_t print_counter = 0;
  /* Like MLIR 13, both are indexed from their allocated (base) pointer. */
  return rt_verify_data(actual.base_ptr, expected.base_ptr, actual.rank,
                        actual.offset, actual.sizes, actual.strides,
                        &print_counter, kind);
}

RT_EXPORT int64_t _mlir_ciface_verifyMemRefI32(rt_unranked_memref *actual,
                                               rt_unranked_memref *expected) {
  return rt_verify(actual, expected, RT_I32);
}
RT_EXPORT int64_t _mlir_ciface_verifyMemRefF32(rt_unranked_memref *actual,
                                               rt_unranked_memref *expected) {
  return rt_verify(actual, expected, RT_F32);
}
RT_EXPORT int64_t _mlir_ciface_verifyMemRefF64(rt_unranked_memref *actual,
                                               rt_unranked_memref *expected) {
  return rt_verify(actual, expected, RT_F64);
}

/* MLIR 13 signature: both memrefs share one rank argument. */
RT_EXPORT int64_t verifyMemRefI32(rt_index rank, void *actual_ptr,
                                  void *expected_ptr) {
  rt_unranked_memref a = {rank, actual_ptr}, e = {rank, expected_ptr};
  return rt_verify(&a, &e, RT_I32);
}
RT_EXPORT int64_t verifyMemRefF32(rt_index rank, void *actual_ptr,
                                  void *expected_ptr) {
  rt_unranked_memref a = {rank, actual_ptr}, e = {rank, expected_ptr};
  return rt_verify(&a, &e, RT_F32);
}
RT_EXPORT int64_t verifyMemRefF64(rt_index rank, void *actual_ptr,
                                  void *expected_ptr) {
  rt_unranked_memref a = {rank, actual_ptr}, e = {rank, expected_ptr};
  return rt_verify(&a, &e, RT_F64);
}

/*===----------------------------------------------------------------------===*
 * CRunnerUtils of MLIR 13: vector.print support, memrefCopy, timing.
 *===----------------------------------------------------------------------===*/

RT_EXPORT void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
RT_EXPORT void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }
RT_EXPORT void printF32(float f) { fprintf(stdout, "%g", (double)f); }
RT_EXPORT void printF64(double d) { fprintf(stdout, "%g", d); }
RT_EXPORT void printOpen(void) { fputs("( ", stdout); }
RT_EXPORT void printClose(void) { fputs(" )", stdout); }
RT_EXPORT void printComma(void) { fputs(", ", stdout); }
RT_EXPORT void printNewline(void) { fputc('\n', stdout); }
/* Later MLIR: vector.print of f16/bf16 (their bits) and `str` literals. */
static double rt_f16_to_double(uint16_t h) {
  uint32_t em = h & 0x7fffu, bits;
  float f;
  if (em >= 0x7c00u) {
    bits = (em << 13) | 0x7f800000u;
  } else {
    uint32_t sh = em << 13;
    memcpy(&f, &sh, sizeof f);
    f *= 0x1p112f;
    memcpy(&bits, &f, sizeof bits);
  }
  bits |= (uint32_t)(h & 0x8000u) << 16;
  memcpy(&f, &bits, sizeof f);
  return (double)f;
}
RT_EXPORT void printF16(uint16_t bits) {
  fprintf(stdout, "%g", rt_f16_to_double(bits));
}
RT_EXPORT void printBF16(uint16_t bits) {
  uint32_t w = (uint32_t)bits << 16;
  float f;
  memcpy(&f, &w, sizeof f);
  fprintf(stdout, "%g", (double)f);
}
RT_EXPORT void printString(const char *s) { fputs(s, stdout); }

/* memrefCopy(elemSize, UnrankedMemRefType<char> *src, *dst): element-wise
 * strided copy; the shape is taken from src. */
RT_EXPORT void memrefCopy(rt_index elem_size, rt_unranked_memref *src_arg,
                          rt_unranked_memref *dst_arg) {
  rt_dyn_memref src = rt_dyn_from_unranked(src_arg->rank, src_arg->descriptor);
  rt_dyn_memref dst = rt_dyn_from_unranked(dst_arg->rank, dst_arg->descriptor);
  int64_t rank = src.rank;
  char *src_ptr = (char *)src.data + src.offset * elem_size;
  char *dst_ptr = (char *)dst.data + dst.offset * elem_size;

  if (rank == 0) {
    memcpy(dst_ptr, src_ptr, (size_t)elem_size);
    return;
  }
  /* MLIR 13 copies one element even when a size is 0 (out of bounds). */
  for (int64_t axis = 0; axis < rank; ++axis)
    if (src.sizes[axis] <= 0)
      return;

  int64_t *indices = calloc((size_t)rank * 3, sizeof(int64_t));
  if (!indices) {
    fputs("memrefCopy: out of memory\n", stderr);
    abort();
  }
  int64_t *src_strides = indices + rank;
  int64_t *dst_strides = indices + 2 * rank;
  for (int64_t r = 0; r < rank; ++r) {
    src_strides[r] = (int64_t)src.strides[r] * elem_size;
    dst_strides[r] = (int64_t)dst.strides[r] * elem_size;
  }

  int64_t read_index = 0, write_index = 0;
  for (;;) {
    memcpy(dst_ptr + write_index, src_ptr + read_index, (size_t)elem_size);
    for (int64_t axis = rank - 1; axis >= 0; --axis) {
      int64_t new_index = ++indices[axis];
      read_index += src_strides[axis];
      write_index += dst_strides[axis];
      if (src.sizes[axis] != new_index)
        break;
      if (axis == 0) {
        free(indices);
        return;
      }
      indices[axis] = 0;
      read_index -= src.sizes[axis] * src_strides[axis];
      write_index -= dst.sizes[axis] * dst_strides[axis];
    }
  }
}

/* Prints GFLOPS rating (to stderr, as MLIR 13 does). */
RT_EXPORT void print_flops(double flops) {
  fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

/* Seconds since the Epoch. */
RT_EXPORT double rtclock(void) {
  struct timeval tp;
  int stat = gettimeofday(&tp, NULL);
  if (stat != 0)
    fprintf(stderr, "Error returning time from gettimeofday: %d\n", stat);
  return ((double)tp.tv_sec + (double)tp.tv_usec * 1.0e-6);
}

/*===----------------------------------------------------------------------===*
 * The print helpers of golden/runtime.c (what the README's example and the
 * goldens call): one line each; floats as a readable value and their bit
 * pattern, every NaN as "nan".
 *===----------------------------------------------------------------------===*/

RT_EXPORT void print_i32(int32_t v) { printf("%" PRId32 "\n", v); }
RT_EXPORT void print_i64(int64_t v) { printf("%" PRId64 "\n", v); }
RT_EXPORT void print_u64(uint64_t v) { printf("%" PRIu64 "\n", v); }

RT_EXPORT void print_f32(float v) {
  if (v != v) {
    printf("nan\n");
    return;
  }
  uint32_t bits;
  memcpy(&bits, &v, sizeof bits);
  printf("%.9g 0x%08" PRIx32 "\n", (double)v, bits);
}

RT_EXPORT void print_f64(double v) {
  if (v != v) {
    printf("nan\n");
    return;
  }
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  printf("%.17g 0x%016" PRIx64 "\n", v, bits);
}
