"""The scalar family of scripts/oracle (`--family scalar`): random programs in
today's spelling (MLIR 22 is the reference) over the arith ops beyond the Std
set, the math ops MLIR lowers, cf.switch and the index dialect:
arith.maxsi/maxui/minsi/minui, maximumf/minimumf, maxnumf/minnumf,
ceildivsi/ceildivui/floordivsi, divsi/divui/remsi/remui, the *_extended ops,
shifts, index_cast/index_castui, extsi/extui/trunci, sitofp/uitofp,
extf, truncf with and without a rounding mode,
math.fma/fpowi/ipowi/atan2/exp2/expm1/log1p/log2/log10/ctlz/cttz/ctpop/absi/
isnan, every index dialect op (index.add .. index.xor, index.cmp,
index.casts/castu, index.constant, index.bool.constant, index.sizeof),
cf.switch with case operands and a default with operands, and cf.assert that
holds (a switch without cases passes no operands to its default: that
crashes mlir-translate-22). Functions take their inputs as arguments (called from @main with
constants) and return values that @main prints with golden/runtime.c.

Everything is well defined: signed divisors are `(b & ~2) | 1` (never 0 or
-1), unsigned ones `b | 1`, shift amounts are masked to width - 1, `ipowi`
with a possibly negative exponent gets a base `a | 1` (never 0). atan2 is on
f64 only (LLVM folds `atan2f` of constants through double, one ulp off libm's
`atan2f`). The results of maxnumf/minnumf get `+ 0.0` (LLVM may return
either zero of +0 and -0). index.ceildivs has a dividend above INT_MIN: MLIR
22's --convert-index-to-llvm computes -(-n / m) when the signs differ, which
overflows there (the result's sign flips; arith.ceildivsi, whose exact
expansion mlir2ll uses for both, is right). No fast-math flag that changes results (`fastmath<none>` and
`fastmath<afn>` on ops with no approximable function only). With
`--index-bitwidth 32`, index constants, shift masks and limits are 32-bit.
"""

import random

from oracle_scf import TextProgram

INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["f32", "f64"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FPREDS = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
          "uge", "ult", "ule", "une", "uno"]
INT_BIN = ["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori",
           "arith.xori", "arith.maxsi", "arith.maxui", "arith.minsi",
           "arith.minui"]
SDIV = ["arith.divsi", "arith.remsi", "arith.ceildivsi", "arith.floordivsi"]
UDIV = ["arith.divui", "arith.remui", "arith.ceildivui"]
SHIFTS = ["arith.shli", "arith.shrsi", "arith.shrui"]
INT_UN = ["math.ctlz", "math.cttz", "math.ctpop", "math.absi"]
FLT_BIN = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf",
           "arith.maximumf", "arith.minimumf", "arith.maxnumf",
           "arith.minnumf"]
FLT_UN = ["math.exp2", "math.expm1", "math.log1p", "math.log2", "math.log10",
          "math.absf", "arith.negf"]
IDX_BIN = ["index.add", "index.sub", "index.mul", "index.maxs", "index.maxu",
           "index.mins", "index.minu", "index.and", "index.or", "index.xor"]
IDX_SDIV = ["index.divs", "index.rems", "index.ceildivs", "index.floordivs"]
IDX_UDIV = ["index.divu", "index.remu", "index.ceildivu"]
IDX_SHIFT = ["index.shl", "index.shrs", "index.shru"]


def width(ty):
    return 64 if ty == "index" else int(ty[1:])


class Program(TextProgram):
    """A generated program kept as text (no interpreter, no reducer); MLIR
    22 is its reference."""

    mlir22 = True


class ScalarGen:
    def __init__(self, seed, idxw, size=1.0):
        self.r = random.Random(seed)
        self.idxw = idxw
        self.size = size
        self.n = 0

    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    # -- values ------------------------------------------------------------
    def int_lit(self, ty):
        w = self.idxw if ty == "index" else width(ty)
        r = self.r.random()
        if r < 0.3:
            v = self.r.choice([0, 1, -1, 2, -2, 3, 7, -7, 16])
        elif r < 0.5:
            v = self.r.choice([-(1 << (w - 1)), (1 << (w - 1)) - 1,
                               -(1 << (w - 1)) + 1, (1 << (w - 2))])
        elif r < 0.75:
            v = self.r.randint(-100, 100)
        else:
            v = self.r.randint(-(1 << (w - 1)), (1 << (w - 1)) - 1)
        return v

    def flt_lit(self, ty):
        r = self.r.random()
        if r < 0.12:
            return self.r.choice(["0.0", "-0.0", "1.0", "-1.0", "0.5"])
        if r < 0.2:
            return self.r.choice(["0x7FF8000000000000", "0x7FF0000000000000",
                                  "0xFFF0000000000000"]) if ty == "f64" else \
                self.r.choice(["0x7FC00000", "0x7F800000", "0xFF800000"])
        if r < 0.6:
            return "%.3f" % self.r.uniform(-8, 8)
        return "%.6e" % (self.r.choice([-1, 1]) * 10 ** self.r.uniform(-5, 6))

    def arg_lit(self, ty):
        if ty in FLOATS:
            return self.flt_lit(ty)
        return str(self.int_lit(ty))

    # -- one function ------------------------------------------------------
    def emit(self, s):
        self.lines.append("  " + s)

    def pick(self, ty):
        return self.r.choice(self.vals[ty])

    def add(self, name, ty):
        self.vals.setdefault(ty, []).append(name)
        return name

    def const(self, ty, v):
        c = self.fresh("c")
        if ty == "index":
            self.emit("%s = index.constant %d" % (c, v))
        else:
            self.emit("%s = arith.constant %d : %s" % (c, v, ty))
        return c

    def guard_sdiv(self, b, ty):
        m = self.fresh("g")
        one = self.fresh("g")
        if ty == "index":
            k2, k1 = self.const(ty, -3), self.const(ty, 1)
            self.emit("%s = index.and %s, %s" % (m, b, k2))
            self.emit("%s = index.or %s, %s" % (one, m, k1))
        else:
            k2, k1 = self.const(ty, -3), self.const(ty, 1)
            self.emit("%s = arith.andi %s, %s : %s" % (m, b, k2, ty))
            self.emit("%s = arith.ori %s, %s : %s" % (one, m, k1, ty))
        return one

    def guard_udiv(self, b, ty):
        one = self.fresh("g")
        k1 = self.const(ty, 1)
        if ty == "index":
            self.emit("%s = index.or %s, %s" % (one, b, k1))
        else:
            self.emit("%s = arith.ori %s, %s : %s" % (one, b, k1, ty))
        return one

    def mask(self, b, ty, m):
        g = self.fresh("g")
        k = self.const(ty, m)
        if ty == "index":
            self.emit("%s = index.and %s, %s" % (g, b, k))
        else:
            self.emit("%s = arith.andi %s, %s : %s" % (g, b, k, ty))
        return g

    def op_int(self):
        ty = self.r.choice(INTS)
        a, b = self.pick(ty), self.pick(ty)
        res = self.fresh()
        k = self.r.random()
        if k < 0.3:
            op = self.r.choice(INT_BIN)
            self.emit("%s = %s %s, %s : %s" % (res, op, a, b, ty))
        elif k < 0.45:
            op = self.r.choice(SDIV + UDIV)
            d = self.guard_sdiv(b, ty) if op in SDIV else self.guard_udiv(b, ty)
            self.emit("%s = %s %s, %s : %s" % (res, op, a, d, ty))
        elif k < 0.55:
            op = self.r.choice(SHIFTS)
            s = self.mask(b, ty, width(ty) - 1)
            self.emit("%s = %s %s, %s : %s" % (res, op, a, s, ty))
        elif k < 0.65:
            op = self.r.choice(INT_UN)
            self.emit("%s = %s %s : %s" % (res, op, a, ty))
        elif k < 0.75:
            if self.r.random() < 0.5:
                base = self.guard_udiv(a, ty)
                e = b
            else:
                base, e = a, self.mask(b, ty, 7)
            self.emit("%s = math.ipowi %s, %s : %s" % (res, base, e, ty))
        elif k < 0.88:
            op = self.r.choice(["arith.addui_extended", "arith.mulsi_extended",
                                "arith.mului_extended"])
            hi = self.fresh()
            if op == "arith.addui_extended":
                self.emit("%s, %s = %s %s, %s : %s, i1" % (res, hi, op, a, b, ty))
                self.add(hi, "i1")
            else:
                self.emit("%s, %s = %s %s, %s : %s" % (res, hi, op, a, b, ty))
                self.add(hi, ty)
        else:
            c = self.pick_cond()
            self.emit("%s = arith.select %s, %s, %s : %s" % (res, c, a, b, ty))
        self.add(res, ty)

    def pick_cond(self):
        if self.vals.get("i1") and self.r.random() < 0.5:
            return self.pick("i1")
        ty = self.r.choice(INTS + ["index"])
        c = self.fresh("b")
        a, b = self.pick(ty), self.pick(ty)
        p = self.r.choice(PREDS)
        if ty == "index":
            self.emit("%s = index.cmp %s(%s, %s)" % (c, p, a, b))
        else:
            self.emit("%s = arith.cmpi %s, %s, %s : %s" % (c, p, a, b, ty))
        return self.add(c, "i1")

    def op_index(self):
        a, b = self.pick("index"), self.pick("index")
        res = self.fresh("x")
        k = self.r.random()
        if k < 0.35:
            self.emit("%s = %s %s, %s" % (res, self.r.choice(IDX_BIN), a, b))
        elif k < 0.55:
            op = self.r.choice(IDX_SDIV + IDX_UDIV)
            d = self.guard_sdiv(b, "index") if op in IDX_SDIV else \
                self.guard_udiv(b, "index")
            if op == "index.ceildivs":
                # MLIR 22 lowers it as -(-n / m) when the signs differ,
                # which overflows for n = INT_MIN (arith.ceildivsi is exact)
                lo = self.const("index", -(1 << (self.idxw - 1)) + 1)
                n = self.fresh("g")
                self.emit("%s = index.maxs %s, %s" % (n, a, lo))
                a = n
            self.emit("%s = %s %s, %s" % (res, op, a, d))
        elif k < 0.65:
            s = self.mask(b, "index", self.idxw - 1)
            self.emit("%s = %s %s, %s" % (res, self.r.choice(IDX_SHIFT), a, s))
        elif k < 0.75:
            self.emit("%s = index.sizeof" % res)
        elif k < 0.9:
            ty = self.r.choice(INTS)
            op = self.r.choice(["index.casts", "index.castu",
                                "arith.index_cast", "arith.index_castui"])
            x = self.pick(ty)
            self.emit("%s = %s %s : %s to index" % (res, op, x, ty))
        else:
            c = self.fresh("b")
            self.emit("%s = index.bool.constant %s" % (
                c, self.r.choice(["true", "false"])))
            self.add(c, "i1")
            self.emit("%s = arith.select %s, %s, %s : index" % (res, c, a, b))
        self.add(res, "index")

    def op_cast(self):
        k = self.r.random()
        res = self.fresh()
        if k < 0.35:
            a, b = self.r.sample(INTS, 2)
            if width(a) > width(b):
                a, b = b, a
            x = self.pick(a)
            op = self.r.choice(["arith.extsi", "arith.extui"])
            self.emit("%s = %s %s : %s to %s" % (res, op, x, a, b))
            self.add(res, b)
            t = self.fresh()
            self.emit("%s = arith.trunci %s : %s to %s" % (t, self.pick(b), b, a))
            self.add(t, a)
        elif k < 0.6:
            ty = self.r.choice(INTS)
            op = self.r.choice(["arith.index_cast", "arith.index_castui",
                                "index.casts", "index.castu"])
            self.emit("%s = %s %s : index to %s" % (res, op, self.pick("index"), ty))
            self.add(res, ty)
        elif k < 0.8:
            ty, ft = self.r.choice(INTS), self.r.choice(FLOATS)
            op = self.r.choice(["arith.sitofp", "arith.uitofp"])
            self.emit("%s = %s %s : %s to %s" % (res, op, self.pick(ty), ty, ft))
            self.add(res, ft)
        elif k < 0.9:
            self.emit("%s = arith.extf %s : f32 to f64" % (res, self.pick("f32")))
            self.add(res, "f64")
        else:
            # arith.truncf, mostly with a rounding mode (MLIR 22 lowers it
            # to llvm.experimental.constrained.fptrunc).
            mode = self.r.choice(["", "to_nearest_even ", "downward ",
                                  "upward ", "toward_zero ",
                                  "to_nearest_away "])
            self.emit("%s = arith.truncf %s %s: f64 to f32" % (
                res, self.pick("f64"), mode))
            self.add(res, "f32")

    def op_float(self):
        ty = self.r.choice(FLOATS)
        a, b = self.pick(ty), self.pick(ty)
        res = self.fresh("f")
        k = self.r.random()
        fm = ""
        if self.r.random() < 0.15:
            fm = " fastmath<none>"
        if k < 0.4:
            op = self.r.choice(FLT_BIN)
            if op in ("arith.maxnumf", "arith.minnumf"):
                # either zero may come out of +0 vs -0: adding +0 makes
                # both +0
                t = self.fresh("f")
                z = self.fresh("c")
                self.emit("%s = %s %s, %s%s : %s" % (t, op, a, b, fm, ty))
                self.emit("%s = arith.constant 0.0 : %s" % (z, ty))
                self.emit("%s = arith.addf %s, %s : %s" % (res, t, z, ty))
            else:
                self.emit("%s = %s %s, %s%s : %s" % (res, op, a, b, fm, ty))
        elif k < 0.6:
            op = self.r.choice(FLT_UN)
            self.emit("%s = %s %s%s : %s" % (res, op, a, fm, ty))
        elif k < 0.7:
            c = self.pick(ty)
            self.emit("%s = math.fma %s, %s, %s%s : %s" % (res, a, b, c, fm, ty))
        elif k < 0.8:
            it = self.r.choice(["i32", "i64", "i8"])
            self.emit("%s = math.fpowi %s, %s%s : %s, %s" % (
                res, a, self.pick(it), fm, ty, it))
        elif k < 0.85:
            a, b = self.pick("f64"), self.pick("f64")
            ty = "f64"
            self.emit("%s = math.atan2 %s, %s : f64" % (res, a, b))
        elif k < 0.93:
            c = self.fresh("b")
            self.emit("%s = math.isnan %s : %s" % (c, a, ty))
            self.add(c, "i1")
            self.emit("%s = arith.select %s, %s, %s : %s" % (res, c, b, a, ty))
        else:
            c = self.fresh("b")
            self.emit("%s = arith.cmpf %s, %s, %s : %s" % (
                c, self.r.choice(FPREDS), a, b, ty))
            self.add(c, "i1")
            self.emit("%s = arith.select %s, %s, %s : %s" % (res, c, a, b, ty))
        self.add(res, ty)

    def gen_switch(self, label):
        """A cf.switch over an integer value into case blocks that pass
        values to a join block; returns the join block's argument types."""
        ty = self.r.choice(["i8", "i32", "i64"])
        flag = self.pick(ty)
        if self.r.random() < 0.6:
            flag = self.mask(flag, ty, 7)
        rt = self.r.choice(["i32", "i64", "f64", "index"])
        ncase = self.r.randint(0, 4)
        cases = self.r.sample(range(-2, 8), ncase)
        blocks = ["^%s_%d" % (label, k) for k in range(ncase + 1)]
        join = "^%s_join" % label
        # every block (default first) takes one value of rt or none
        takes = [self.r.random() < 0.5 for _ in blocks]
        if ncase == 0:
            # mlir-translate-22 crashes (connectPHINodes) on a switch
            # without cases whose default takes operands
            takes[0] = False
        if ncase >= 2 and self.r.random() < 0.3:
            # one block reached by two cases (with its arguments)
            blocks[2] = blocks[1]
            takes[2] = takes[1]
        items = []
        for k, b in enumerate(blocks):
            args = ""
            if takes[k]:
                args = "(%s : %s)" % (self.pick(rt), rt)
            head = "default" if k == 0 else str(cases[k - 1])
            items.append("    %s: %s%s" % (head, b, args))
        self.emit("cf.switch %s : %s, [\n%s\n  ]" % (flag, ty, ",\n".join(items)))
        done = set()
        for k, b in enumerate(blocks):
            if b in done:
                continue
            done.add(b)
            if takes[k]:
                arg = self.fresh("s")
                self.lines.append("%s(%s: %s):" % (b, arg, rt))
            else:
                self.lines.append("%s:" % b)
                arg = self.pick(rt)
            # a little work in the case
            out = self.fresh("s")
            if rt == "index":
                self.emit("%s = index.add %s, %s" % (out, arg, self.pick(rt)))
            elif rt == "f64":
                self.emit("%s = arith.addf %s, %s : f64" % (out, arg, self.pick(rt)))
            else:
                self.emit("%s = arith.xori %s, %s : %s" % (out, arg, self.pick(rt), rt))
            self.emit("cf.br %s(%s : %s)" % (join, out, rt))
        j = self.fresh("j")
        self.lines.append("%s(%s: %s):" % (join, j, rt))
        self.add(j, rt)

    def gen_func(self, name):
        self.lines = []
        self.vals = {}
        params = []
        for ty in INTS + ["index"] + FLOATS:
            for _ in range(self.r.randint(1, 2)):
                p = self.fresh("a")
                params.append((p, ty))
                self.add(p, ty)
        nops = int(self.r.randint(12, 30) * self.size)
        switched = False
        for k in range(nops):
            if not switched and k > nops // 2 and self.r.random() < 0.6:
                self.gen_switch("%s_sw" % name[1:])
                switched = True
                continue
            r = self.r.random()
            if r < 0.35:
                self.op_int()
            elif r < 0.55:
                self.op_index()
            elif r < 0.7:
                self.op_cast()
            else:
                self.op_float()
        if self.r.random() < 0.3:
            c = self.fresh("b")
            self.emit("%s = arith.constant true" % c)
            self.emit('cf.assert %s, "holds"' % c)
        # return the last few values of a few types
        rets = []
        for ty in INTS + ["index"] + FLOATS + ["i1"]:
            vs = self.vals.get(ty, [])
            for v in vs[-2:]:
                if v.startswith("%a"):
                    continue
                rets.append((v, ty))
        self.r.shuffle(rets)
        rets = rets[:8]
        self.emit("return %s%s" % (", ".join(v for v, _ in rets),
                                   (" : " + ", ".join(t for _, t in rets)) if rets else ""))
        sig = "func.func %s(%s)%s {" % (
            name, ", ".join("%s: %s" % p for p in params),
            (" -> (" + ", ".join(t for _, t in rets) + ")") if rets else "")
        return [sig] + self.lines + ["}"], params, [t for _, t in rets]

    def print_value(self, out, v, ty):
        if ty in ("i8", "i16", "i32"):
            e = self.fresh("p")
            out.append("  %s = arith.extsi %s : %s to i64" % (e, v, ty))
            out.append("  func.call @print_i64(%s) : (i64) -> ()" % e)
        elif ty == "i1":
            e = self.fresh("p")
            out.append("  %s = arith.extui %s : i1 to i32" % (e, v))
            out.append("  func.call @print_i32(%s) : (i32) -> ()" % e)
        elif ty == "i64":
            out.append("  func.call @print_i64(%s) : (i64) -> ()" % v)
        elif ty == "index":
            e = self.fresh("p")
            out.append("  %s = index.casts %s : index to i64" % (e, v))
            out.append("  func.call @print_i64(%s) : (i64) -> ()" % e)
        else:
            out.append("  func.call @print_%s(%s) : (%s) -> ()" % (ty, v, ty))

    def generate(self):
        out = ["// generated by scripts/oracle_scalar.py"]
        for name, ty in (("print_i32", "i32"), ("print_i64", "i64"),
                         ("print_f32", "f32"), ("print_f64", "f64")):
            out.append("func.func private @%s(%s)" % (name, ty))
        funcs = []
        for k in range(self.r.randint(1, 3)):
            body, params, rets = self.gen_func("@f%d" % k)
            out.extend(body)
            funcs.append(("@f%d" % k, params, rets))
        out.append("func.func @main() {")
        for name, params, rets in funcs:
            for _ in range(2):
                args = []
                for _, ty in params:
                    c = self.fresh("k")
                    if ty == "index":
                        out.append("  %s = index.constant %d" % (c, self.int_lit(ty)))
                    else:
                        out.append("  %s = arith.constant %s : %s" % (c, self.arg_lit(ty), ty))
                    args.append(c)
                res = [self.fresh("r") for _ in rets]
                call = "func.call %s(%s) : (%s) -> (%s)" % (
                    name, ", ".join(args), ", ".join(t for _, t in params),
                    ", ".join(rets))
                out.append("  " + ("%s = " % ", ".join(res) if res else "") + call)
                for v, ty in zip(res, rets):
                    self.print_value(out, v, ty)
        out.append("  return")
        out.append("}")
        return Program("\n".join(out) + "\n")
