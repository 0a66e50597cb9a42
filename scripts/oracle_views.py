"""The memref-views family of scripts/oracle: random programs over memref
views and globals, compared with MLIR 13 (`--convert-memref-to-llvm`).

Each program fills 1-D buffers (`memref.alloc`) and declares globals
(`memref.global`, constant or mutable, dense or splat), then grows a pool of
views with random `memref.subview` (static and dynamic offsets, sizes and
strides, rank-reducing), `memref.transpose`, `memref.expand_shape`/
`collapse_shape`, `memref.reinterpret_cast` and `memref.cast` to fully
dynamic layouts, and reads (`memref.load`, printed), writes (`memref.store`),
prints whole views through callees that take strided memrefs, and prints
`memref.dim`s, and updates elements atomically (`atomic_rmw` of every kind
MLIR 13 lowers on i64: addi assign maxs maxu mins minu, the old value
printed, on views of identity layout, the only ones MLIR 13 lowers it on;
`generic_atomic_rmw` in a callee taking the view, one per callee
as MLIR 13 lowers only one per function, whose body computes the new value
from the current one and an argument). The generator knows every view's real offset, sizes and
strides, so every access is in bounds, and it writes the exact result types
MLIR infers (static where MLIR's inference is static).

MLIR 13 spelling (layouts as `offset: o, strides: [..]`); the modern
variant (`ViewsProgram.modern_text`) adds today's names, `strided<[..],
offset: o>` layouts and `output_shape` on `expand_shape`.
"""

import random
import re

from oracle_scf import TextProgram, modernize

DYN = None


class View:
    """A memref value: its name, the buffer it views (length `blen`), its
    real offset/sizes/strides in that buffer, and its type's static parts
    (`None`: dynamic in the type)."""

    def __init__(self, name, blen, off, sizes, strides, t_off, t_sizes,
                 t_strides, mutable=True):
        self.name = name
        self.blen = blen
        self.off = off
        self.sizes = sizes
        self.strides = strides
        self.t_off = t_off
        self.t_sizes = t_sizes
        self.t_strides = t_strides
        self.mutable = mutable
        # the layout as an affine map (transposes: MLIR 13 compares the map
        # it infers with the one written, term order included)
        self.map = None

    @property
    def rank(self):
        return len(self.sizes)

    def ty(self):
        dims = "".join(("?" if d is None else str(d)) + "x"
                       for d in self.t_sizes)
        if self.map is not None:
            return "memref<%si64, %s>" % (dims, self.map)
        ident = self.t_off == 0 and all(d is not None for d in self.t_sizes)
        if ident:
            run = 1
            for k in reversed(range(self.rank)):
                if self.t_strides[k] != run:
                    ident = False
                    break
                run *= self.t_sizes[k]
        if ident:
            return "memref<%si64>" % dims
        fmt = lambda x: "?" if x is None else str(x)
        return "memref<%si64, offset: %s, strides: [%s]>" % (
            dims, fmt(self.t_off), ", ".join(fmt(s) for s in self.t_strides))


class ViewsProgram(TextProgram):
    def modern_text(self):
        t = modernize(self.text)
        t = re.sub(r", offset: ([^,]+), strides: (\[[^\]]*\])>",
                   r", strided<\2, offset: \1>>", t)

        def out_shape(m):
            dims = m.group(3).split("x")
            return "%s output_shape [%s] : %s into memref<%sxi64>" % (
                m.group(1), ", ".join(dims), m.group(2), m.group(3))
        return re.sub(r"(memref\.expand_shape %\w+ \[.*?\]\]) : (.*?) into "
                      r"memref<([\dx]+)xi64>", out_shape, t)


class ViewsGen:
    def __init__(self, seed, idxw, size=1.0):
        self.r = random.Random(seed)
        self.idxw = idxw
        self.size = size
        self.n = 0
        self.lines = []
        self.globals = []
        self.consts = {}
        self.views = []
        self.allocs = []
        self.helpers = []

    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit(self, s):
        self.lines.append("  " + s)

    def cidx(self, v):
        if v not in self.consts:
            c = self.fresh("c")
            self.emit("%s = constant %d : index" % (c, v))
            self.consts[v] = c
        return self.consts[v]

    def print_i64(self, v):
        self.emit("call @print_i64(%s) : (i64) -> ()" % v)

    def print_index(self, v):
        x = self.fresh("p")
        self.emit("%s = index_cast %s : index to i64" % (x, v))
        self.print_i64(x)

    # -- bases -----------------------------------------------------------
    def new_alloc(self):
        r = self.r
        n = r.randint(4, 48)
        name = self.fresh("buf")
        self.emit("%s = memref.alloc() : memref<%dxi64>" % (name, n))
        self.allocs.append((name, n))
        k = r.randint(1, 9)
        c = r.randint(-50, 50)
        i = self.fresh("i")
        self.emit("scf.for %s = %s to %s step %s {" % (
            i, self.cidx(0), self.cidx(n), self.cidx(1)))
        a, b, kk, cc = (self.fresh("t"), self.fresh("t"), self.fresh("t"),
                        self.fresh("t"))
        self.emit("  %s = index_cast %s : index to i64" % (a, i))
        self.emit("  %s = constant %d : i64" % (kk, k))
        self.emit("  %s = constant %d : i64" % (cc, c))
        self.emit("  %s = muli %s, %s : i64" % (b, a, kk))
        d = self.fresh("t")
        self.emit("  %s = addi %s, %s : i64" % (d, b, cc))
        self.emit("  memref.store %s, %s[%s] : memref<%dxi64>" % (d, name, i, n))
        self.emit("}")
        self.views.append(View(name, n, 0, [n], [1], 0, [n], [1]))

    def new_global(self):
        r = self.r
        rank = r.randint(1, 2)
        shape = [r.randint(1, 5) for _ in range(rank)]
        total = 1
        for d in shape:
            total *= d
        gname = "g%d" % len(self.globals)
        constant = r.random() < 0.4
        if r.random() < 0.25:
            init = "dense<%d>" % r.randint(-99, 99)
        else:
            vals = [r.randint(-999, 999) for _ in range(total)]
            if rank == 1:
                init = "dense<[%s]>" % ", ".join(map(str, vals))
            else:
                rows = [vals[i * shape[1]:(i + 1) * shape[1]]
                        for i in range(shape[0])]
                init = "dense<[%s]>" % ", ".join(
                    "[%s]" % ", ".join(map(str, row)) for row in rows)
        vis = '"private" ' if r.random() < 0.7 else ""
        ty = "memref<%si64>" % "".join("%dx" % d for d in shape)
        self.globals.append("memref.global %s%s@%s : %s = %s" % (
            vis, "constant " if constant else "", gname, ty, init))
        name = self.fresh("gv")
        self.emit("%s = memref.get_global @%s : %s" % (name, gname, ty))
        strides = [1] * rank
        for k in reversed(range(rank - 1)):
            strides[k] = strides[k + 1] * shape[k + 1]
        self.views.append(View(name, total, 0, list(shape), strides, 0,
                               list(shape), list(strides),
                               mutable=not constant))

    # -- views -----------------------------------------------------------
    def entry(self, v, dyn_p):
        """A static entry or a dynamic operand: (text, type value)."""
        if self.r.random() < dyn_p:
            return self.cidx(v), None
        return str(v), v

    def subview(self, src):
        r = self.r
        dyn_p = r.choice([0.0, 0.3, 0.7])
        offs, sizes, strides = [], [], []
        for k in range(src.rank):
            o = r.randint(0, src.sizes[k] - 1)
            t = r.choice([1, 1, 1, 2, 3])
            maxs = (src.sizes[k] - 1 - o) // t + 1
            s = r.randint(1, maxs)
            offs.append(o)
            sizes.append(s)
            strides.append(t)
        ot = [self.entry(o, dyn_p) for o in offs]
        st = [self.entry(s, dyn_p) for s in sizes]
        tt = [self.entry(t, dyn_p) for t in strides]
        # type of the result, as MLIR infers it
        t_off = src.t_off
        for k in range(src.rank):
            if t_off is None or ot[k][1] is None or src.t_strides[k] is None:
                t_off = None
            else:
                t_off += ot[k][1] * src.t_strides[k]
        t_strides = [None if (src.t_strides[k] is None or tt[k][1] is None)
                     else src.t_strides[k] * tt[k][1] for k in range(src.rank)]
        t_sizes = [s[1] for s in st]
        real_off = src.off + sum(offs[k] * src.strides[k]
                                 for k in range(src.rank))
        real_strides = [src.strides[k] * strides[k] for k in range(src.rank)]
        keep = list(range(src.rank))
        # rank reduction: drop the static unit dimensions, when they are the
        # only unit-sized ones (unambiguous) and something is left
        units = [k for k in range(src.rank) if sizes[k] == 1]
        static_units = [k for k in units if t_sizes[k] == 1]
        if (static_units and len(static_units) == len(units)
                and len(units) < src.rank and r.random() < 0.5):
            keep = [k for k in range(src.rank) if k not in units]
        v = View(self.fresh("sv"), src.blen, real_off,
                 [sizes[k] for k in keep], [real_strides[k] for k in keep],
                 t_off, [t_sizes[k] for k in keep],
                 [t_strides[k] for k in keep], src.mutable)
        self.emit("%s = memref.subview %s[%s][%s][%s] : %s to %s" % (
            v.name, src.name, ", ".join(o[0] for o in ot),
            ", ".join(s[0] for s in st), ", ".join(t[0] for t in tt),
            src.ty(), v.ty()))
        self.views.append(v)

    def transpose(self, src):
        # MLIR 13 compares the layout maps as written: only static layouts
        if src.t_off is None or None in src.t_strides:
            return
        # Involutions only: MLIR 13 infers the layout of other permutations
        # with the inverse permutation (its strides do not match its sizes;
        # MLIR 22 and mlir2ll permute both alike).
        perm = list(range(src.rank))
        i, j = self.r.sample(range(src.rank), 2)
        perm[i], perm[j] = perm[j], perm[i]
        names = ["d%d" % k for k in range(src.rank)]
        v = View(self.fresh("tv"), src.blen, src.off,
                 [src.sizes[p] for p in perm], [src.strides[p] for p in perm],
                 src.t_off, [src.t_sizes[p] for p in perm],
                 [src.t_strides[p] for p in perm], src.mutable)
        # MLIR 13's map: the source's strided map, dimensions renamed
        inv = [0] * src.rank
        for j, p in enumerate(perm):
            inv[p] = j
        terms = []
        for k in range(src.rank):
            st = src.t_strides[k]
            if st == 1:
                terms.append("d%d" % inv[k])
            elif st != 0:
                terms.append("d%d * %d" % (inv[k], st))
        if src.t_off:
            terms.append(str(src.t_off))
        v.map = "affine_map<(%s) -> (%s)>" % (", ".join(names),
                                              " + ".join(terms) or "0")
        self.emit("%s = memref.transpose %s (%s) -> (%s) : %s to %s" % (
            v.name, src.name, ", ".join(names),
            ", ".join(names[p] for p in perm), src.ty(), v.ty()))
        self.views.append(v)

    def contiguous_identity(self, v):
        return v.ty() == "memref<%si64>" % "".join(
            "%dx" % d for d in v.sizes) and v.t_off == 0

    def expand(self, src):
        # a rank-1 identity buffer into 2 or 3 dims
        r = self.r
        n = src.sizes[0]
        divs = [d for d in range(2, n) if n % d == 0]
        if not divs:
            return
        a = r.choice(divs)
        shape = [a, n // a]
        rest = [d for d in range(2, shape[1]) if shape[1] % d == 0]
        if rest and r.random() < 0.5:
            b = r.choice(rest)
            shape = [a, b, shape[1] // b]
        strides = [1] * len(shape)
        for k in reversed(range(len(shape) - 1)):
            strides[k] = strides[k + 1] * shape[k + 1]
        v = View(self.fresh("ev"), src.blen, 0, shape, strides, 0,
                 list(shape), list(strides), src.mutable)
        groups = "[[%s]]" % ", ".join(str(k) for k in range(len(shape)))
        self.emit("%s = memref.expand_shape %s %s : %s into %s" % (
            v.name, src.name, groups, src.ty(), v.ty()))
        self.views.append(v)

    def collapse(self, src):
        n = 1
        for d in src.sizes:
            n *= d
        v = View(self.fresh("cv"), src.blen, 0, [n], [1], 0, [n], [1],
                 src.mutable)
        groups = "[[%s]]" % ", ".join(str(k) for k in range(src.rank))
        self.emit("%s = memref.collapse_shape %s %s : %s into %s" % (
            v.name, src.name, groups, src.ty(), v.ty()))
        self.views.append(v)

    def reinterpret(self, src):
        r = self.r
        rank = r.randint(1, 3)
        dyn_p = r.choice([0.0, 0.5])
        for _ in range(20):
            sizes = [r.randint(1, 5) for _ in range(rank)]
            strides = [r.randint(1, 6) for _ in range(rank)]
            span = sum((sizes[k] - 1) * strides[k] for k in range(rank))
            if span < src.blen:
                break
        else:
            return
        off = r.randint(0, src.blen - 1 - span)
        ot = self.entry(off, dyn_p)
        st = [self.entry(s, dyn_p) for s in sizes]
        tt = [self.entry(t, dyn_p) for t in strides]
        v = View(self.fresh("rv"), src.blen, off, sizes, strides, ot[1],
                 [s[1] for s in st], [t[1] for t in tt], src.mutable)
        self.emit("%s = memref.reinterpret_cast %s to offset: [%s], sizes: [%s], "
                  "strides: [%s] : %s to %s" % (
                      v.name, src.name, ot[0], ", ".join(s[0] for s in st),
                      ", ".join(t[0] for t in tt), src.ty(), v.ty()))
        self.views.append(v)

    def index_of(self, v):
        return [self.r.randint(0, s - 1) for s in v.sizes]

    def load(self, v):
        idx = self.index_of(v)
        x = self.fresh("x")
        self.emit("%s = memref.load %s[%s] : %s" % (
            x, v.name, ", ".join(self.cidx(i) for i in idx), v.ty()))
        self.print_i64(x)

    def store(self, v):
        if not v.mutable:
            return
        idx = self.index_of(v)
        c = self.fresh("k")
        self.emit("%s = constant %d : i64" % (c, self.r.randint(-9999, 9999)))
        self.emit("memref.store %s, %s[%s] : %s" % (
            c, v.name, ", ".join(self.cidx(i) for i in idx), v.ty()))

    ATOMIC_KINDS = ["addi", "assign", "maxs", "maxu", "mins", "minu"]

    def atomic(self, v):
        # MLIR 13 lowers `atomic_rmw` on identity layouts only.
        if not v.mutable or not re.fullmatch(r"memref<[\dx]*xi64>", v.ty()):
            return
        idx = self.index_of(v)
        c = self.fresh("k")
        self.emit("%s = constant %d : i64" % (c, self.r.choice(
            [self.r.randint(-99, 99), self.r.randint(-(1 << 62), 1 << 62)])))
        x = self.fresh("x")
        self.emit("%s = atomic_rmw %s %s, %s[%s] : (i64, %s) -> i64" % (
            x, self.r.choice(self.ATOMIC_KINDS), c, v.name,
            ", ".join(self.cidx(i) for i in idx), v.ty()))
        self.print_i64(x)

    def generic_atomic(self, v):
        """A callee `@gaN(view, indices, k)` whose `generic_atomic_rmw`
        body combines the current value with `k` in 1 to 3 steps (each
        step's value depends on the current one, which MLIR 13 needs)."""
        if not v.mutable:
            return
        r = self.r
        name = "@ga%d" % len(self.helpers)
        ty = v.ty()
        ivs = ["%%i%d" % k for k in range(v.rank)]
        params = ["%%m: %s" % ty] + ["%s: index" % i for i in ivs] + ["%k: i64"]
        body = ["func %s(%s) -> i64 {" % (name, ", ".join(params)),
                "  %%o = generic_atomic_rmw %%m[%s] : %s {" % (", ".join(ivs), ty),
                "  ^bb0(%cur: i64):"]
        cur = "%cur"
        for s in range(r.randint(1, 3)):
            n = "%%s%d" % s
            op = r.choice(["addi", "subi", "muli", "xor", "max", "min"])
            if op in ("max", "min"):
                pred = r.choice(["sgt", "slt", "ugt", "ult"])
                body.append("    %%b%d = cmpi %s, %s, %%k : i64" % (s, pred, cur))
                body.append("    %s = select %%b%d, %s, %%k : i64" % (n, s, cur))
            elif r.random() < 0.5:
                body.append("    %s = %s %s, %%k : i64" % (n, op, cur))
            else:
                body.append("    %s = %s %%k, %s : i64" % (n, op, cur))
            cur = n
        body += ["    atomic_yield %s : i64" % cur, "  }",
                 "  return %o : i64", "}"]
        self.helpers += body
        idx = self.index_of(v)
        c = self.fresh("k")
        self.emit("%s = constant %d : i64" % (c, r.randint(-999, 999)))
        x = self.fresh("x")
        self.emit("%s = call %s(%s) : (%s) -> i64" % (
            x, name, ", ".join([v.name] + [self.cidx(i) for i in idx] + [c]),
            ", ".join([ty] + ["index"] * v.rank + ["i64"])))
        self.print_i64(x)

    def dump(self, v):
        rank = v.rank
        dty = "memref<%si64, offset: ?, strides: [%s]>" % (
            "?x" * rank, ", ".join("?" * 1 for _ in range(rank)))
        c = self.fresh("dc")
        self.emit("%s = memref.cast %s : %s to %s" % (c, v.name, v.ty(), dty))
        self.emit("call @dump%d(%s) : (%s) -> ()" % (rank, c, dty))

    def dim(self, v):
        k = self.r.randrange(v.rank)
        d = self.fresh("d")
        self.emit("%s = memref.dim %s, %s : %s" % (
            d, v.name, self.cidx(k), v.ty()))
        self.print_index(d)

    def dump_func(self, rank):
        dty = "memref<%si64, offset: ?, strides: [%s]>" % (
            "?x" * rank, ", ".join("?" for _ in range(rank)))
        out = ["func @dump%d(%%m: %s) {" % (rank, dty)]
        out.append("  %c0 = constant 0 : index")
        out.append("  %c1 = constant 1 : index")
        for k in range(rank):
            out.append("  %%c%dd = constant %d : index" % (k, k))
            out.append("  %%n%d = memref.dim %%m, %%c%dd : %s" % (k, k, dty))
        ind = "  "
        for k in range(rank):
            out.append("%sscf.for %%i%d = %%c0 to %%n%d step %%c1 {" % (ind, k, k))
            ind += "  "
        out.append("%s%%x = memref.load %%m[%s] : %s" % (
            ind, ", ".join("%%i%d" % k for k in range(rank)), dty))
        out.append("%scall @print_i64(%%x) : (i64) -> ()" % ind)
        for k in range(rank):
            ind = ind[:-2]
            out.append("%s}" % ind)
        out.append("  return")
        out.append("}")
        return out

    def step(self):
        r = self.r
        v = r.choice(self.views)
        acts = ["subview"] * 4 + ["load"] * 3 + ["store"] * 2 + ["dump"] * 2 + \
               ["dim", "reinterpret", "atomic", "atomic", "generic_atomic"]
        if v.rank >= 2:
            acts += ["transpose"]
        if v.rank == 1 and self.contiguous_identity(v):
            acts += ["expand"] * 2
        if v.rank >= 2 and self.contiguous_identity(v):
            acts += ["collapse"]
        a = r.choice(acts)
        if a == "subview":
            self.subview(v)
        elif a == "load":
            self.load(v)
        elif a == "store":
            self.store(v)
        elif a == "dump":
            self.dump(v)
        elif a == "dim":
            self.dim(v)
        elif a == "atomic":
            self.atomic(v)
        elif a == "generic_atomic":
            self.generic_atomic(v)
        elif a == "reinterpret":
            self.reinterpret(v)
        elif a == "transpose":
            self.transpose(v)
        elif a == "expand":
            self.expand(v)
        elif a == "collapse":
            self.collapse(v)

    def generate(self):
        r = self.r
        for _ in range(r.randint(1, 2)):
            self.new_alloc()
        for _ in range(r.randint(0, 2)):
            self.new_global()
        steps = int(r.randint(12, 30) * self.size)
        for _ in range(steps):
            self.step()
        # every view's first element, at the end (after the stores)
        for v in self.views[:6]:
            if all(s > 0 for s in v.sizes):
                x = self.fresh("x")
                self.emit("%s = memref.load %s[%s] : %s" % (
                    x, v.name, ", ".join(self.cidx(0) for _ in v.sizes),
                    v.ty()))
                self.print_i64(x)
        for name, n in self.allocs:
            self.emit("memref.dealloc %s : memref<%dxi64>" % (name, n))
        out = ["func private @print_i64(i64)"]
        out += self.globals
        for rank in (1, 2, 3):
            out += self.dump_func(rank)
        out += self.helpers
        out.append("func @main() -> i32 {")
        out += self.lines
        out.append("  %ret = constant 0 : i32")
        out.append("  return %ret : i32")
        out.append("}")
        return ViewsProgram("\n".join(out) + "\n")
