"""The vector family of scripts/oracle: random programs over 1-D and 2-D
vectors of one element type (i8, i16, i32, i64, index, f32 or f64) with
vector.broadcast (scalars, 1-D to 2-D, size-1 dimensions stretched),
vector.shuffle (equal and different lengths, 2-D rows), vector.splat,
vector.fma, vector.reduction (every MLIR 13 kind that fits the type, float
add/mul with and without an accumulator), vector.extract/vector.insert
(scalars and rows), vector.extractelement/insertelement with a position
computed at run time, elementwise arithmetic, and vector.print of the values
and of every reduction. MLIR 13 spelling; `modernize_vector` gives today's
(`func.func`, `arith.*`, `vector.reduction <kind>`), which half of the seeds
hand to mlir2ll.

Everything is well defined: integer arithmetic wraps, floats are small
integers and halves (sums and products stay exact or round the same in both
builds), positions are in range.
"""

import random
import re

from oracle_scf import TextProgram, modernize

INT_TYPES = ["i8", "i16", "i32", "i64", "index"]
FLOAT_TYPES = ["f32", "f64"]


class VecGen:
    def __init__(self, seed, idxw, size=1.0):
        self.r = random.Random(seed)
        self.idxw = idxw
        self.size = size
        self.n = 0
        self.lines = []
        self.vals = []        # (name, shape) ; shape () for scalars
        # broadcast results: MLIR 13 folds `vector.extract` of a broadcast
        # that stretches a size-1 dimension to the source at the same
        # (out of range) position, so they are not extracted from
        self.bcast = set()

    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit(self, s):
        self.lines.append("  " + s)

    def vt(self, shape):
        if not shape:
            return self.t
        return "vector<%sx%s>" % ("x".join(str(d) for d in shape), self.t)

    def lit(self):
        r = self.r
        if self.float:
            return "%.2f" % (r.randint(-12, 12) / 2.0 if r.random() < 0.9
                             else r.choice([100.5, -0.25, 1e3]))
        # (MLIR 13 misreads `dense` index vectors of values past 32 bits)
        big = {"i8": [127, -128], "i16": [32767, -32768, 300],
               "i32": [2147483647, -2147483648, 40000],
               "i64": [9000000000, -9223372036854775808, 2147483648]}
        if r.random() < 0.15 and self.t in big:
            return str(r.choice(big[self.t]))
        return str(r.randint(-20, 20))

    def dense(self, shape):
        if len(shape) == 1:
            return "[" + ", ".join(self.lit() for _ in range(shape[0])) + "]"
        return "[" + ", ".join(self.dense(shape[1:]) for _ in range(shape[0])) + "]"

    def add(self, name, shape, show=0.5, bcast=False):
        self.vals.append((name, shape))
        if bcast:
            self.bcast.add(name)
        if self.r.random() < show:
            self.emit("vector.print %s : %s" % (name, self.vt(shape)))

    def pick(self, pred=lambda s: True):
        c = [v for v in self.vals if pred(v[1])]
        return self.r.choice(c) if c else None

    def binop(self):
        if self.float:
            return self.r.choice(["addf", "subf", "mulf"])
        return self.r.choice(["addi", "subi", "muli", "xor", "and", "or"])

    # -- ops -----------------------------------------------------------------
    def op(self):
        r = self.r
        k = r.choice(["bcast", "bcast", "shuffle", "shuffle", "reduce", "reduce",
                      "reduce", "arith", "arith", "extract", "insert", "elem",
                      "splat", "fma"])
        if k == "fma" and not self.float:
            k = "arith"
        if k == "bcast":
            src = self.pick()
            name, shape = src
            if not shape:
                to = [r.randint(1, 3), r.randint(1, 6)][r.randint(0, 1):]
            elif len(shape) == 1 and shape[0] == 1 and r.random() < 0.5:
                to = [r.randint(1, 3), r.randint(1, 6)][r.randint(0, 1):]
            elif len(shape) == 1:
                to = [r.randint(1, 3), shape[0]]
            else:
                to = [shape[0] if shape[0] > 1 else r.randint(1, 3),
                      shape[1] if shape[1] > 1 else r.randint(1, 6)]
                if r.random() < 0.3:
                    to = [r.randint(1, 2)] + to
                    if len(to) == 3:
                        to = to[1:]
            v = self.fresh("b")
            self.emit("%s = vector.broadcast %s : %s to %s" % (
                v, name, self.vt(shape), self.vt(to)))
            self.add(v, tuple(to), bcast=True)
        elif k == "shuffle":
            a = self.pick(lambda s: len(s) >= 1)
            an, ash = a
            b = self.pick(lambda s: len(s) == len(ash) and s[1:] == ash[1:])
            bn, bsh = b
            total = ash[0] + bsh[0]
            m = [r.randrange(total) for _ in range(r.randint(1, 6))]
            v = self.fresh("sh")
            self.emit("%s = vector.shuffle %s, %s [%s] : %s, %s" % (
                v, an, bn, ", ".join(map(str, m)), self.vt(ash), self.vt(bsh)))
            self.add(v, (len(m),) + tuple(ash[1:]))
        elif k == "reduce":
            a = self.pick(lambda s: len(s) == 1)
            an, ash = a
            if self.float:
                kind = r.choice(["add", "mul", "min", "max"])
            else:
                kind = r.choice(["add", "mul", "min", "max", "and", "or", "xor"])
            acc = ""
            if self.float and kind in ("add", "mul") and r.random() < 0.5:
                s = self.pick(lambda s: s == ())
                acc = ", " + s[0]
            v = self.fresh("red")
            self.emit('%s = vector.reduction "%s", %s%s : %s into %s' % (
                v, kind, an, acc, self.vt(ash), self.t))
            self.add(v, (), show=1.0)
        elif k == "arith":
            a = self.pick()
            an, ash = a
            b = self.pick(lambda s: s == ash)
            v = self.fresh("a")
            self.emit("%s = %s %s, %s : %s" % (v, self.binop(), an, b[0],
                                                self.vt(ash)))
            self.add(v, ash)
        elif k == "fma":
            a = self.pick(lambda s: len(s) >= 1)
            an, ash = a
            b = self.pick(lambda s: s == ash)
            c = self.pick(lambda s: s == ash)
            v = self.fresh("f")
            self.emit("%s = vector.fma %s, %s, %s : %s" % (v, an, b[0], c[0],
                                                          self.vt(ash)))
            self.add(v, ash)
        elif k == "extract":
            a = self.pick(lambda s: len(s) >= 1)
            if a[0] in self.bcast:
                return
            an, ash = a
            npos = r.randint(1, len(ash))
            pos = [r.randrange(d) for d in ash[:npos]]
            v = self.fresh("e")
            self.emit("%s = vector.extract %s[%s] : %s" % (
                v, an, ", ".join(map(str, pos)), self.vt(ash)))
            self.add(v, tuple(ash[npos:]))
        elif k == "insert":
            dst = self.pick(lambda s: len(s) >= 1)
            dn, dsh = dst
            npos = r.randint(1, len(dsh))
            part = tuple(dsh[npos:])
            src = self.pick(lambda s: s == part)
            if src is None:
                return
            pos = [r.randrange(d) for d in dsh[:npos]]
            v = self.fresh("i")
            self.emit("%s = vector.insert %s, %s[%s] : %s into %s" % (
                v, src[0], dn, ", ".join(map(str, pos)), self.vt(part),
                self.vt(dsh)))
            self.add(v, dsh)
        elif k == "elem":
            # a position computed at run time (from the index argument)
            a = self.pick(lambda s: len(s) == 1)
            an, ash = a
            p = self.fresh("p")
            c = self.fresh("c")
            self.emit("%s = constant %d : index" % (c, ash[0]))
            self.emit("%s = remi_unsigned %%k, %s : index" % (p, c))
            q = self.fresh("q")
            self.emit("%s = index_cast %s : index to i32" % (q, p))
            v = self.fresh("x")
            self.emit("%s = vector.extractelement %s[%s : i32] : %s" % (
                v, an, q, self.vt(ash)))
            self.add(v, ())
            if r.random() < 0.5:
                s = self.pick(lambda s: s == ())
                w = self.fresh("ie")
                self.emit("%s = vector.insertelement %s, %s[%s : i32] : %s" % (
                    w, s[0], an, q, self.vt(ash)))
                self.add(w, ash)
        elif k == "splat":
            s = self.pick(lambda s: s == ())
            shape = [r.randint(1, 3), r.randint(1, 6)][r.randint(0, 1):]
            v = self.fresh("sp")
            self.emit("%s = splat %s : %s" % (v, s[0], self.vt(shape)))
            self.add(v, tuple(shape))

    def generate(self):
        r = self.r
        types = FLOAT_TYPES + INT_TYPES
        if self.idxw != 64:
            types = [t for t in types if t != "index"]
        self.t = r.choice(types)
        self.float = self.t in FLOAT_TYPES
        n1, n2 = r.randint(1, 8), r.randint(1, 8)
        k = r.randint(1, 3)
        params = [("%a", (n1,)), ("%b", (n1,)), ("%c", (n2,)), ("%m", (k, n1)),
                  ("%s", ())]
        self.vals = list(params)
        self.lines = []
        for _ in range(int(r.randint(6, 16) * self.size)):
            self.op()
        for name, shape in self.vals[len(params):][-3:]:
            self.emit("vector.print %s : %s" % (name, self.vt(shape)))
        sig = ", ".join("%s: %s" % (n, self.vt(s)) for n, s in params)
        out = ["// generated by scripts/oracle (vector family)", ""]
        out.append("func @f(%s, %%k: index) {" % sig)
        out += self.lines
        out.append("  return")
        out.append("}")
        out.append("")
        out.append("func @main() -> i32 {")
        args = []
        for j in range(2):
            names = []
            for n, s in params:
                v = "%%%s%d" % (n[1:], j)
                if s:
                    out.append("  %s = constant dense<%s> : %s" % (
                        v, self.dense(s), self.vt(s)))
                else:
                    out.append("  %s = constant %s : %s" % (v, self.lit(), self.t))
                names.append(v)
            kv = "%%k%d" % j
            out.append("  %s = constant %d : index" % (kv, r.randint(0, 50)))
            names.append(kv)
            args.append(names)
        tys = ", ".join([self.vt(s) for _, s in params] + ["index"])
        for names in args:
            out.append("  call @f(%s) : (%s) -> ()" % (", ".join(names), tys))
        out.append("  %z = constant 0 : i32")
        out.append("  return %z : i32")
        out.append("}")
        return VecProgram("\n".join(out) + "\n")


class VecProgram(TextProgram):
    """A vector-family program (its own modernizer)."""

    def modernizer(self, text):
        return modernize_vector(text)


_RED = re.compile(r'vector\.reduction "(\w+)", (.*) : vector<[\dx]+x(\w+)> into')
_MODERN_VEC = {"xor": "arith.xori", "and": "arith.andi", "or": "arith.ori",
               "remi_unsigned": "arith.remui", "addf": "arith.addf",
               "subf": "arith.subf", "mulf": "arith.mulf", "splat": "vector.splat",
               "subi": "arith.subi"}
_OPV = re.compile(r"(= )(" + "|".join(sorted(_MODERN_VEC, key=len, reverse=True))
                  + r")\b")


def modernize_vector(text):
    """Today's spelling of a vector-family program."""
    def red(m):
        kind, ty = m.group(1), m.group(3)
        if kind in ("min", "max"):
            kind += ("ui" if ty == "index" else
                     "numf" if ty.startswith("f") else "si")
        return m.group(0).replace('"%s"' % m.group(1), "<%s>" % kind, 1)
    text = _RED.sub(red, text)
    text = _OPV.sub(lambda m: m.group(1) + _MODERN_VEC[m.group(2)], text)
    return modernize(text)
