"""The scf/affine family of scripts/oracle: random programs with nested
scf.for (iter_args), scf.if (with results), scf.while (several carried values,
a condition forwarding them), affine.for (max/min map bounds with symbols,
steps, iter_args), affine.if (integer sets with equalities) and affine.apply/
min/max over random maps with floordiv/ceildiv/mod by small positive constants
of negative and positive values. MLIR 13 spelling; values are printed with
golden/runtime.c. Everything is well defined: loops have small constant or
induction-variable bounds and positive steps, `scf.while` counts up to a
constant, integer arithmetic wraps, maps divide by positive constants.

MLIR's affine rules are kept: the operands of affine.for bounds, affine.if and
affine.min/max are valid dimensions (affine.for induction variables) or
symbols (constants, values of the function's top level), and the applies of
such values; affine.apply takes any index value.
"""

import random
import re

# what an index value may be in affine ops
NONE, DIM, SYM = 0, 1, 2


class V:
    def __init__(self, name, ty, kind=NONE, small=False):
        self.name = name
        self.ty = ty          # 'i64' or 'index'
        self.kind = kind      # NONE, DIM or SYM (index only)
        self.small = small    # index known to be within [-16, 16]


# MLIR 13 op names and their spelling today (func, arith dialects).
MODERN = {
    "constant": "arith.constant", "addi": "arith.addi", "subi": "arith.subi",
    "muli": "arith.muli", "cmpi": "arith.cmpi", "select": "arith.select",
    "index_cast": "arith.index_cast", "call": "func.call",
    "return": "func.return", "xor": "arith.xori",
    "atomic_rmw": "memref.atomic_rmw",
    "generic_atomic_rmw": "memref.generic_atomic_rmw",
    "atomic_yield": "memref.atomic_yield",
}
_OP = re.compile(r"(^\s*(?:%[\w#:]+(?:, %[\w#:]+)* = )?)("
                 + "|".join(sorted(MODERN, key=len, reverse=True)) + r")\b",
                 re.M)


def modernize(text):
    """The same program in today's spelling: `func.func`, `arith.*`,
    `func.call`, `func.return` (scf and affine ops keep their names)."""
    text = re.sub(r"^(\s*)func ", r"\1func.func ", text, flags=re.M)
    return _OP.sub(lambda m: m.group(1) + MODERN[m.group(2)], text)


class TextProgram:
    """A generated program kept as text (no interpreter, no reducer)."""

    def __init__(self, text):
        self.text = text


class ScfGen:
    def __init__(self, seed, idxw, size=1.0):
        self.r = random.Random(seed)
        self.idxw = idxw
        self.size = size
        self.n = 0
        self.lines = []
        self.indent = 1
        self.scopes = [[]]
        self.depth = 0        # region nesting
        self.loops = 0        # loop nesting (bounds the run time)
        self.budget = 0

    # -- helpers ---------------------------------------------------------
    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit(self, s):
        self.lines.append("  " * self.indent + s)

    def add(self, v):
        self.scopes[-1].append(v)
        return v

    def vals(self, ty=None, kind=None, small=None):
        """Values in scope; `kind` DIM accepts dimensions and symbols."""
        out = []
        for sc in self.scopes:
            for v in sc:
                if ty is not None and v.ty != ty:
                    continue
                if kind == DIM and v.kind == NONE:
                    continue
                if kind == SYM and v.kind != SYM:
                    continue
                if small and not v.small:
                    continue
                out.append(v)
        return out

    def pick(self, ty, **kw):
        c = self.vals(ty, **kw)
        if not c:
            return None
        # prefer recent values a little
        if self.r.random() < 0.5:
            return self.r.choice(c[-4:])
        return self.r.choice(c)

    def const(self, ty, value):
        name = self.fresh("c")
        self.emit("%s = constant %d : %s" % (name, value, ty))
        kind = SYM if ty == "index" else NONE
        return self.add(V(name, ty, kind, ty == "index" and abs(value) <= 16))

    def any_val(self, ty):
        v = self.pick(ty)
        if v is None or self.r.random() < 0.15:
            v = self.const(ty, self.r.randint(-20, 20))
        return v

    def small_index(self):
        c = self.vals("index", small=True)
        if c and self.r.random() < 0.6:
            return self.r.choice(c)
        return self.const("index", self.r.randint(-6, 8))

    def print_val(self, v):
        if v.ty == "index":
            t = self.fresh("p")
            self.emit("%s = index_cast %s : index to i64" % (t, v.name))
            self.emit("call @print_i64(%s) : (i64) -> ()" % t)
        else:
            self.emit("call @print_i64(%s) : (i64) -> ()" % v.name)

    def push(self):
        self.scopes.append([])
        self.indent += 1
        self.depth += 1

    def pop(self):
        self.scopes.pop()
        self.indent -= 1
        self.depth -= 1

    # -- affine expressions ----------------------------------------------
    def aexpr(self, nd, ns, depth=0, nodiv=False):
        """A random affine expression. No floordiv/ceildiv inside the
        operand of a floordiv/ceildiv/mod (`nodiv`): MLIR 13 takes
        `(d0 * 2) ceildiv 6` for a multiple of 2 (getLargestKnownDivisor)
        and folds `((d0 * -2) ceildiv 6) mod 2` to 0; MLIR 22 is fixed."""
        r = self.r
        leaves = ["d%d" % i for i in range(nd)] + ["s%d" % i for i in range(ns)]
        k = r.random()
        if depth >= 3 or k < 0.3:
            if leaves and r.random() < 0.75:
                return r.choice(leaves)
            c = r.randint(-9, 9)
            return "(%d)" % c if c < 0 else str(c)
        if k < 0.5:
            op = r.choice(["+", "-"])
            return "(%s %s %s)" % (self.aexpr(nd, ns, depth + 1, nodiv), op,
                                   self.aexpr(nd, ns, depth + 1, nodiv))
        if k < 0.62:
            c = r.choice([-3, -2, -1, 2, 3])
            if r.random() < 0.5:
                return "(%s * %d)" % (self.aexpr(nd, ns, depth + 1, nodiv), c)
            return "(%d * %s)" % (c, self.aexpr(nd, ns, depth + 1, nodiv))
        if k < 0.68:
            return "(-%s)" % self.aexpr(nd, ns, depth + 1, nodiv)
        op = r.choice(["mod"] if nodiv else ["floordiv", "ceildiv", "mod"])
        return "(%s %s %d)" % (self.aexpr(nd, ns, depth + 1, True), op,
                               r.randint(1, 6))

    def map_operands(self, kind_needed):
        """(dims, syms): index values for a map's dimensions and symbols."""
        r = self.r
        nd, ns = r.randint(0, 2), r.randint(0, 2)
        if kind_needed:
            dims = [self.pick("index", kind=DIM) for _ in range(nd)]
            syms = [self.pick("index", kind=SYM) for _ in range(ns)]
        else:
            dims = [self.pick("index") for _ in range(nd)]
            syms = [self.pick("index") for _ in range(ns)]
        dims = [d for d in dims if d is not None]
        syms = [s for s in syms if s is not None]
        return dims, syms

    def map_text(self, nd, ns, results):
        return "affine_map<(%s)[%s] -> (%s)>" % (
            ", ".join("d%d" % i for i in range(nd)),
            ", ".join("s%d" % i for i in range(ns)), ", ".join(results))

    def use_text(self, dims, syms):
        return "(%s)[%s]" % (", ".join(d.name for d in dims),
                             ", ".join(s.name for s in syms))

    # -- ops ---------------------------------------------------------------
    def gen_arith(self):
        r = self.r
        ty = r.choice(["i64", "i64", "index"])
        a, b = self.any_val(ty), self.any_val(ty)
        op = r.choice(["addi", "subi", "muli", "addi", "subi"])
        name = self.fresh()
        self.emit("%s = %s %s, %s : %s" % (name, op, a.name, b.name, ty))
        self.add(V(name, ty))

    def gen_cast(self):
        a = self.pick("index")
        if a is None:
            return
        name = self.fresh()
        self.emit("%s = index_cast %s : index to i64" % (name, a.name))
        self.add(V(name, "i64"))

    def gen_apply(self):
        r = self.r
        which = r.choice(["apply", "apply", "min", "max"])
        dims, syms = self.map_operands(which != "apply")
        nres = 1 if which == "apply" else r.randint(1, 3)
        m = self.map_text(len(dims), len(syms),
                          [self.aexpr(len(dims), len(syms)) for _ in range(nres)])
        name = self.fresh("a")
        self.emit("%s = affine.%s %s%s" % (name, which, m,
                                            self.use_text(dims, syms)))
        ops = dims + syms
        if which != "apply":
            kind = NONE     # MLIR 13: only affine.apply keeps validity
        elif all(o.kind == SYM for o in ops):
            kind = SYM
        elif all(o.kind >= DIM for o in ops):
            kind = DIM
        else:
            kind = NONE
        v = self.add(V(name, "index", kind))
        if r.random() < 0.7:
            self.print_val(v)

    def cond(self):
        r = self.r
        ty = r.choice(["i64", "index"])
        a, b = self.any_val(ty), self.any_val(ty)
        c = self.fresh("b")
        pred = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ugt"])
        self.emit("%s = cmpi %s, %s, %s : %s" % (c, pred, a.name, b.name, ty))
        return c

    def result_types(self, lo=0, hi=2):
        return [self.r.choice(["i64", "index"])
                for _ in range(self.r.randint(lo, hi))]

    def yield_of(self, tys, kw="scf.yield"):
        vals = [self.any_val(t) for t in tys]
        if vals:
            self.emit("%s %s : %s" % (kw, ", ".join(v.name for v in vals),
                                      ", ".join(tys)))
        elif self.r.random() < 0.5:
            self.emit(kw)

    def results_line(self, tys):
        """`%r = ` / `%r:2 = ` and the values it defines."""
        if not tys:
            return "", []
        name = self.fresh("r")
        if len(tys) == 1:
            return "%s = " % name, [V(name, tys[0])]
        return "%s:%d = " % (name, len(tys)), [
            V("%s#%d" % (name, i), t) for i, t in enumerate(tys)]

    def body(self, n):
        for _ in range(n):
            self.gen_op()

    def gen_op(self):
        r = self.r
        self.budget -= 1
        k = r.random()
        can_nest = self.depth < 4 and self.budget > 0
        if can_nest and k < 0.14 and self.loops < 3:
            return self.gen_scf_for()
        if can_nest and k < 0.24:
            return self.gen_scf_if()
        if can_nest and k < 0.30 and self.loops < 3:
            return self.gen_while()
        if can_nest and k < 0.42 and self.loops < 3:
            return self.gen_affine_for()
        if can_nest and k < 0.50:
            return self.gen_affine_if()
        if k < 0.72:
            return self.gen_apply()
        if k < 0.90:
            return self.gen_arith()
        if k < 0.95:
            return self.gen_cast()
        v = self.pick(self.r.choice(["i64", "index"]))
        if v is not None:
            self.print_val(v)

    def gen_scf_for(self):
        r = self.r
        lb = self.small_index()
        ub = self.small_index()
        step = self.const("index", r.randint(1, 3))
        tys = self.result_types(0, 3)
        inits = [self.any_val(t) for t in tys]
        iv = self.fresh("i")
        args = [self.fresh("x") for _ in tys]
        head, res = self.results_line(tys)
        it = ""
        if tys:
            it = " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, v.name) for a, v in zip(args, inits)),
                ", ".join(tys))
        self.emit("%sscf.for %s = %s to %s step %s%s {" % (
            head, iv, lb.name, ub.name, step.name, it))
        self.push()
        self.loops += 1
        self.add(V(iv, "index", NONE, True))
        for a, t in zip(args, tys):
            self.add(V(a, t))
        if r.random() < 0.5:
            self.print_val(self.scopes[-1][0])
        self.body(r.randint(1, 5))
        self.yield_of(tys)
        self.loops -= 1
        self.pop()
        self.emit("}")
        for v in res:
            self.add(v)
        for v in res:
            if r.random() < 0.8:
                self.print_val(v)

    def gen_scf_if(self):
        r = self.r
        c = self.cond()
        tys = self.result_types(0, 2)
        head, res = self.results_line(tys)
        self.emit("%sscf.if %s%s {" % (
            head, c, (" -> (%s)" % ", ".join(tys)) if tys else ""))
        self.push()
        self.body(r.randint(0, 3))
        self.yield_of(tys)
        self.pop()
        if tys or r.random() < 0.5:
            self.emit("} else {")
            self.push()
            self.body(r.randint(0, 3))
            self.yield_of(tys)
            self.pop()
        self.emit("}")
        for v in res:
            self.add(v)
            if r.random() < 0.8:
                self.print_val(v)

    def gen_while(self):
        """A counter %x counts up to a constant; other values ride along."""
        r = self.r
        start = self.const("index", r.randint(-6, 4))
        lim = self.const("index", r.randint(-4, 8))
        step = self.const("index", r.randint(1, 3))
        extra = self.result_types(0, 2)
        inits = [start] + [self.any_val(t) for t in extra]
        btys = ["index"] + extra
        bargs = [self.fresh("w") for _ in btys]
        # the condition forwards a permutation of (counter, extras, one more)
        fwd_extra = r.choice([[], ["i64"], ["index"]])
        atys = btys + fwd_extra
        order = list(range(len(atys)))
        r.shuffle(order)
        rtys = [atys[k] for k in order]
        head, res = self.results_line(rtys)
        self.emit("%sscf.while (%s) : (%s) -> (%s) {" % (
            head, ", ".join("%s = %s" % (a, v.name) for a, v in zip(bargs, inits)),
            ", ".join(btys), ", ".join(rtys)))
        self.push()
        self.loops += 1
        for a, t in zip(bargs, btys):
            self.add(V(a, t))
        before = [V(a, t) for a, t in zip(bargs, btys)]
        if r.random() < 0.4:
            self.body(1)
        c = self.fresh("b")
        self.emit("%s = cmpi slt, %s, %s : index" % (c, bargs[0], lim.name))
        fwd = before + [self.any_val(t) for t in fwd_extra]
        sent = [fwd[k] for k in order]
        self.emit("scf.condition(%s) %s : %s" % (
            c, ", ".join(v.name for v in sent), ", ".join(rtys)))
        self.pop()
        self.emit("} do {")
        self.push()
        aargs = [self.fresh("y") for _ in rtys]
        self.emit("^bb0(%s):" % ", ".join(
            "%s: %s" % (a, t) for a, t in zip(aargs, rtys)))
        for a, t in zip(aargs, rtys):
            self.add(V(a, t))
        counter = aargs[order.index(0)]
        self.body(r.randint(0, 3))
        nxt = self.fresh("n")
        self.emit("%s = addi %s, %s : index" % (nxt, counter, step.name))
        vals = [nxt] + [self.any_val(t).name for t in extra]
        self.emit("scf.yield %s : %s" % (", ".join(vals), ", ".join(btys)))
        self.loops -= 1
        self.pop()
        self.emit("}")
        for v in res:
            self.add(v)
            if r.random() < 0.8:
                self.print_val(v)

    def bound(self, lower):
        """An affine.for bound: a constant, or max/min of a map with a
        constant clamp among its results."""
        r = self.r
        c = r.randint(-6, 3) if lower else r.randint(0, 8)
        if r.random() < 0.3:
            return str(c)
        dims, syms = self.map_operands(True)
        nd, ns = len(dims), len(syms)
        res = [self.aexpr(nd, ns) for _ in range(r.randint(1, 2))]
        res.insert(r.randint(0, len(res)), str(c) if c >= 0 else "(%d)" % c)
        return "%s %s%s" % ("max" if lower else "min", self.map_text(nd, ns, res),
                            self.use_text(dims, syms))

    def gen_affine_for(self):
        r = self.r
        lb, ub = self.bound(True), self.bound(False)
        step = r.choice(["", "", " step 2", " step 3"])
        tys = self.result_types(0, 2)
        inits = [self.any_val(t) for t in tys]
        iv = self.fresh("j")
        args = [self.fresh("x") for _ in tys]
        head, res = self.results_line(tys)
        it = ""
        if tys:
            it = " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, v.name) for a, v in zip(args, inits)),
                ", ".join(tys))
        self.emit("%saffine.for %s = %s to %s%s%s {" % (head, iv, lb, ub, step, it))
        self.push()
        self.loops += 1
        self.add(V(iv, "index", DIM, True))
        for a, t in zip(args, tys):
            self.add(V(a, t))
        if r.random() < 0.5:
            self.print_val(self.scopes[-1][0])
        self.body(r.randint(1, 5))
        self.yield_of(tys, "affine.yield")
        self.loops -= 1
        self.pop()
        self.emit("}")
        for v in res:
            self.add(v)
            if r.random() < 0.8:
                self.print_val(v)

    def gen_affine_if(self):
        r = self.r
        dims, syms = self.map_operands(True)
        nd, ns = len(dims), len(syms)
        cons = []
        for _ in range(r.randint(1, 3)):
            e = self.aexpr(nd, ns)
            cons.append("%s %s 0" % (e, r.choice([">=", ">=", "=="])))
        st = "affine_set<(%s)[%s] : (%s)>" % (
            ", ".join("d%d" % i for i in range(nd)),
            ", ".join("s%d" % i for i in range(ns)), ", ".join(cons))
        tys = self.result_types(0, 2)
        head, res = self.results_line(tys)
        self.emit("%saffine.if %s%s%s {" % (
            head, st, self.use_text(dims, syms),
            (" -> %s" % (tys[0] if len(tys) == 1 else "(%s)" % ", ".join(tys)))
            if tys else ""))
        self.push()
        self.body(r.randint(0, 3))
        self.yield_of(tys, "affine.yield")
        self.pop()
        if tys or r.random() < 0.5:
            self.emit("} else {")
            self.push()
            self.body(r.randint(0, 3))
            self.yield_of(tys, "affine.yield")
            self.pop()
        self.emit("}")
        for v in res:
            self.add(v)
            if r.random() < 0.8:
                self.print_val(v)

    # -- the program ----------------------------------------------------------
    def generate(self):
        r = self.r
        out = ["// generated by scripts/oracle (scf/affine family)",
               "func private @print_i64(i64)", ""]
        # @f: its arguments are valid symbols; @main calls it twice
        self.lines = []
        self.indent = 1
        self.scopes = [[V("%arg0", "index", SYM, True), V("%arg1", "i64"),
                        V("%arg2", "index", SYM, True)]]
        self.budget = int(r.randint(12, 30) * self.size)
        self.body(max(3, self.budget))
        # return a digest of what is in scope, so nothing is dead
        acc = self.const("i64", 0)
        for v in self.vals():
            x = v.name
            if v.ty == "index":
                x = self.fresh("p")
                self.emit("%s = index_cast %s : index to i64" % (x, v.name))
            t = self.fresh("h")
            self.emit("%s = addi %s, %s : i64" % (t, acc.name, x))
            acc = V(t, "i64")
        self.emit("return %s : i64" % acc.name)
        out.append("func @f(%arg0: index, %arg1: i64, %arg2: index) -> i64 {")
        out += self.lines
        out.append("}")
        out.append("")
        out.append("func @main() -> i32 {")
        for k in range(2):
            a = r.randint(-5, 7)
            b = r.randint(-100, 100)
            c = r.randint(-5, 7)
            out.append("  %%m%d = constant %d : index" % (3 * k, a))
            out.append("  %%m%d = constant %d : i64" % (3 * k + 1, b))
            out.append("  %%m%d = constant %d : index" % (3 * k + 2, c))
            out.append("  %%s%d = call @f(%%m%d, %%m%d, %%m%d) : "
                       "(index, i64, index) -> i64" % (k, 3 * k, 3 * k + 1, 3 * k + 2))
            out.append("  call @print_i64(%%s%d) : (i64) -> ()" % k)
        out.append("  %z = constant 0 : i32")
        out.append("  return %z : i32")
        out.append("}")
        return TextProgram("\n".join(out) + "\n")
