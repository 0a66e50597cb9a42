"""The dynamic-reshape family of scripts/oracle (`--family reshape`): random
programs over `memref.expand_shape`/`collapse_shape` with dynamic sizes,
strides and offsets, compared with MLIR 22 (the memref-views family,
scripts/oracle_views.py, covers the static ones against MLIR 13, which has
no dynamic reshapes that verify).

Each program fills a buffer, takes views of it with `reinterpret_cast`
(fully dynamic layouts `strided<[?, ..], offset: ?>`, or 1-D identity
`memref<?xi64>`), then grows a pool with random `expand_shape` (each
source dimension split into 1 to 3 factors, one of them dynamic in the
type, given in `output_shape`) and `collapse_shape` (groups of dimensions
that really are contiguous), and prints loads, `memref.dim`s and whole
views (through callees taking fully dynamic layouts). The generator knows
every view's real sizes and strides, so every access is in bounds, and
writes the result types MLIR 22 infers (identity stays identity, otherwise
every stride and the offset are dynamic).

The reference: `mlir-opt-22 --expand-strided-metadata --convert-scf-to-cf
--finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts |
mlir-translate-22 --mlir-to-llvmir`, built with clang-22; mlir2ll's .ll is
built with clang-22 and clang 14. Half of the programs reach mlir2ll in
MLIR 13's form (no `output_shape`).
"""

import os
import random
import re
import shutil

import oracle_complex
from oracle_complex import CLANG14, CLANG22, _first, _run, build_and_compare

MLIR_OPT = "mlir-opt-22"
MLIR_TRANSLATE = "mlir-translate-22"
PASSES = ["--expand-strided-metadata", "--convert-scf-to-cf",
          "--finalize-memref-to-llvm", "--convert-to-llvm",
          "--reconcile-unrealized-casts"]


class V:
    """A view: name, real offset/sizes/strides, the type's static sizes
    (None: `?`) and whether its layout is the identity."""

    def __init__(self, name, off, sizes, strides, t_sizes, ident):
        self.name = name
        self.off = off
        self.sizes = sizes
        self.strides = strides
        self.t_sizes = t_sizes
        self.ident = ident

    @property
    def rank(self):
        return len(self.sizes)

    def ty(self):
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.t_sizes)
        if self.ident:
            return "memref<%si64>" % dims
        return "memref<%si64, strided<[%s], offset: ?>>" % (
            dims, ", ".join("?" for _ in self.sizes))


def dyn_ty(rank):
    return "memref<%si64, strided<[%s], offset: ?>>" % (
        "?x" * rank, ", ".join("?" for _ in range(rank)))


def factors(n, parts, r):
    """`n` as a product of `parts` positive factors."""
    out = []
    for _ in range(parts - 1):
        ds = [d for d in range(1, n + 1) if n % d == 0]
        d = r.choice(ds)
        out.append(d)
        n //= d
    out.append(n)
    r.shuffle(out)
    return out


class ReshapeGen:
    BUF = 96

    def __init__(self, seed, size=1.0):
        self.r = random.Random(seed)
        self.size = size
        self.n = 0
        self.lines = []
        self.consts = {}
        self.views = []

    def fresh(self, p):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit(self, s):
        self.lines.append("  " + s)

    def cidx(self, v):
        if v not in self.consts:
            c = "%%c%d" % v
            self.lines.insert(0, "  %s = arith.constant %d : index" % (c, v))
            self.consts[v] = c
        return self.consts[v]

    def print_index(self, v):
        x = self.fresh("p")
        self.emit("%s = arith.index_cast %s : index to i64" % (x, v))
        self.emit("func.call @print_i64(%s) : (i64) -> ()" % x)

    # -- bases -------------------------------------------------------------
    def base(self):
        r = self.r
        if r.random() < 0.3:
            n = r.randint(1, 48)
            v = V(self.fresh("id"), 0, [n], [1], [None], True)
            self.emit("%s = memref.reinterpret_cast %%buf to offset: [0], sizes: [%s], "
                      "strides: [1] : memref<%dxi64> to memref<?xi64>" % (
                          v.name, self.cidx(n), self.BUF))
            self.views.append(v)
            return
        rank = r.randint(1, 3)
        for _ in range(50):
            sizes = [r.choice([1, 2, 2, 3, 4, 6]) for _ in range(rank)]
            # often contiguous (collapsible), sometimes padded or strided
            strides = [1] * rank
            run = r.choice([1, 1, 2])
            for k in reversed(range(rank)):
                strides[k] = run
                run = run * sizes[k] + (r.choice([0, 0, 0, 1, 2]))
            span = sum((sizes[k] - 1) * strides[k] for k in range(rank))
            if span < self.BUF:
                break
        else:
            return
        off = r.randint(0, self.BUF - 1 - span)
        v = V(self.fresh("rv"), off, sizes, strides, [None] * rank, False)
        self.emit("%s = memref.reinterpret_cast %%buf to offset: [%s], sizes: [%s], "
                  "strides: [%s] : memref<%dxi64> to %s" % (
                      v.name, self.cidx(off),
                      ", ".join(self.cidx(s) for s in sizes),
                      ", ".join(self.cidx(s) for s in strides), self.BUF, v.ty()))
        self.views.append(v)

    # -- reshapes ----------------------------------------------------------
    def expand(self, src):
        r = self.r
        groups, sizes, strides, t_sizes, shape_ops = [], [], [], [], []
        k = 0
        budget = 6 - src.rank          # extra dimensions left (rank <= 6)
        for g in range(src.rank):
            parts = min(r.choice([1, 2, 2, 3]), 1 + budget)
            budget -= parts - 1
            fs = factors(src.sizes[g], parts, r)
            dyn = None
            if src.t_sizes[g] is None:
                dyn = r.randrange(parts)      # exactly one dynamic in the group
            run = src.strides[g]
            st = [0] * parts
            for j in reversed(range(parts)):
                st[j] = run
                run *= fs[j]
            groups.append(list(range(k, k + parts)))
            k += parts
            for j in range(parts):
                sizes.append(fs[j])
                strides.append(st[j])
                t_sizes.append(None if j == dyn else fs[j])
                shape_ops.append(self.cidx(fs[j]) if j == dyn else str(fs[j]))
        v = V(self.fresh("ev"), src.off, sizes, strides, t_sizes, src.ident)
        self.emit("%s = memref.expand_shape %s %s output_shape [%s] : %s into %s" % (
            v.name, src.name, str(groups), ", ".join(shape_ops), src.ty(), v.ty()))
        self.views.append(v)

    def collapse(self, src):
        r = self.r
        # split the dimensions into runs of really contiguous neighbours
        groups = [[0]]
        for d in range(1, src.rank):
            contiguous = src.strides[d - 1] == src.strides[d] * src.sizes[d]
            if (src.ident or contiguous) and r.random() < 0.75:
                groups[-1].append(d)
            else:
                groups.append([d])
        if len(groups) == src.rank:
            return
        sizes, strides, t_sizes = [], [], []
        for g in groups:
            n = 1
            t = 1
            for d in g:
                n *= src.sizes[d]
                t = None if (t is None or src.t_sizes[d] is None) else t * src.t_sizes[d]
            sizes.append(n)
            strides.append(src.strides[g[-1]])
            t_sizes.append(t)
        v = V(self.fresh("cv"), src.off, sizes, strides, t_sizes, src.ident)
        self.emit("%s = memref.collapse_shape %s %s : %s into %s" % (
            v.name, src.name, str(groups), src.ty(), v.ty()))
        self.views.append(v)

    # -- uses --------------------------------------------------------------
    def load(self, v):
        idx = [self.r.randint(0, s - 1) for s in v.sizes]
        x = self.fresh("x")
        self.emit("%s = memref.load %s[%s] : %s" % (
            x, v.name, ", ".join(self.cidx(i) for i in idx), v.ty()))
        self.emit("func.call @print_i64(%s) : (i64) -> ()" % x)

    def dim(self, v):
        k = self.r.randrange(v.rank)
        d = self.fresh("d")
        self.emit("%s = memref.dim %s, %s : %s" % (d, v.name, self.cidx(k), v.ty()))
        self.print_index(d)

    def dump(self, v):
        c = self.fresh("dc")
        t = dyn_ty(v.rank)
        self.emit("%s = memref.cast %s : %s to %s" % (c, v.name, v.ty(), t))
        self.emit("func.call @dump%d(%s) : (%s) -> ()" % (v.rank, c, t))

    def dump_func(self, rank):
        t = dyn_ty(rank)
        out = ["func.func @dump%d(%%m: %s) {" % (rank, t),
               "  %c0 = arith.constant 0 : index",
               "  %c1 = arith.constant 1 : index"]
        for k in range(rank):
            out.append("  %%k%d = arith.constant %d : index" % (k, k))
            out.append("  %%n%d = memref.dim %%m, %%k%d : %s" % (k, k, t))
            out.append("  %%p%d = arith.index_cast %%n%d : index to i64" % (k, k))
            out.append("  func.call @print_i64(%%p%d) : (i64) -> ()" % k)
        ind = "  "
        for k in range(rank):
            out.append("%sscf.for %%i%d = %%c0 to %%n%d step %%c1 {" % (ind, k, k))
            ind += "  "
        out.append("%s%%x = memref.load %%m[%s] : %s" % (
            ind, ", ".join("%%i%d" % k for k in range(rank)), t))
        out.append("%sfunc.call @print_i64(%%x) : (i64) -> ()" % ind)
        for k in range(rank):
            ind = ind[:-2]
            out.append("%s}" % ind)
        out += ["  return", "}"]
        return out

    def generate(self):
        r = self.r
        for _ in range(r.randint(1, 3)):
            self.base()
        if not self.views:
            self.base()
        for _ in range(int(r.randint(8, 20) * self.size)):
            if not self.views:
                break
            v = r.choice(self.views)
            acts = ["load", "load", "dim", "dump"]
            if v.rank < 6:
                acts += ["expand"] * 3
            if v.rank >= 2:
                acts += ["collapse"] * 3
            a = r.choice(acts)
            if a == "expand":
                self.expand(v)
            elif a == "collapse":
                self.collapse(v)
            elif a == "load":
                self.load(v)
            elif a == "dim":
                self.dim(v)
            else:
                self.dump(v)
        out = ["func.func private @print_i64(i64)"]
        for rank in range(1, 7):
            out += self.dump_func(rank)
        out.append("func.func @main() -> i32 {")
        fill = ["  %%buf = memref.alloc() : memref<%dxi64>" % self.BUF,
                "  %%fk = arith.constant %d : i64" % r.randint(1, 9),
                "  %%fc = arith.constant %d : i64" % r.randint(-50, 50),
                "  scf.for %%fi = %%c0 to %%c%d step %%c1 {" % self.BUF,
                "    %fa = arith.index_cast %fi : index to i64",
                "    %fb = arith.muli %fa, %fk : i64",
                "    %fv = arith.addi %fb, %fc : i64",
                "    memref.store %%fv, %%buf[%%fi] : memref<%dxi64>" % self.BUF,
                "  }"]
        self.cidx(0)
        self.cidx(1)
        self.cidx(self.BUF)
        consts = [line for line in self.lines if "arith.constant" in line
                  and line.startswith("  %c")]
        body = [line for line in self.lines if line not in consts]
        out += consts + fill + body
        out += ["  memref.dealloc %%buf : memref<%dxi64>" % self.BUF,
                "  %ret = arith.constant 0 : i32", "  return %ret : i32", "}"]
        return "\n".join(out) + "\n"


def mlir13_form(text):
    """The same program without `output_shape` (MLIR 13's form)."""
    return re.sub(r" output_shape \[[^\]]*\]", "", text)


def check(seed, d, mlir2ll, runtime_o, opts, timeout, size=1.0):
    text = ReshapeGen(seed, size).generate()
    mlir = os.path.join(d, "prog.mlir")
    with open(mlir, "w") as f:
        f.write(text)
    test_in = mlir
    if seed % 2 == 1:
        test_in = os.path.join(d, "prog13.mlir")
        with open(test_in, "w") as f:
            f.write(mlir13_form(text))
    lowered = os.path.join(d, "ref.mlir")
    rc, _, err = _run([MLIR_OPT] + PASSES + [mlir, "-o", lowered], timeout * 6)
    if rc != 0:
        return "fail", "%s: %s" % (MLIR_OPT, _first(err))
    ref_ll = os.path.join(d, "ref.ll")
    rc, _, err = _run([MLIR_TRANSLATE, "--mlir-to-llvmir", lowered, "-o", ref_ll],
                      timeout * 6)
    if rc != 0:
        return "fail", "%s: %s" % (MLIR_TRANSLATE, _first(err))
    test_ll = os.path.join(d, "test.ll")
    rc, _, err = _run([mlir2ll, test_in, "-o", test_ll], timeout * 6)
    if rc != 0:
        return "fail", "mlir2ll: %s" % _first(err)
    return build_and_compare(d, ref_ll, test_ll, runtime_o, opts, timeout)


def tools_missing():
    return [t for t in (MLIR_OPT, MLIR_TRANSLATE, CLANG22, CLANG14)
            if shutil.which(t) is None]


def run_family(args, mlir2ll, runtime_c, keep):
    """The `--family reshape` run of scripts/oracle."""
    return oracle_complex.run_family(args, mlir2ll, runtime_c, keep, check=check,
                                     family="reshape")
