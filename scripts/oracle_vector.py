"""The vector family of scripts/oracle: random programs over 1-D and 2-D
vectors of one element type (i8, i16, i32, i64, index, f32 or f64) with
vector.broadcast (scalars, 1-D to 2-D, size-1 dimensions stretched),
vector.transpose, vector.outerproduct (with and without accumulator, AXPY
form), vector.contract (matmul in every operand layout, matvec both ways,
dot products), vector.gather/scatter/expandload/compressstore on a
16-element buffer (offsets of i8/i32/i64/index, random masks),
vector.extract_strided_slice/insert_strided_slice, vector.bitcast,
vector.transfer_read/write on a 3x5 grid (out-of-bounds bases with padding,
transposing, broadcast and column maps, 2-D vectors) and 1-D masked reads,
vector.shuffle (equal and different lengths, 2-D rows), vector.splat,
vector.fma, vector.reduction (every MLIR 13 kind that fits the type, float
add/mul with and without an accumulator), vector.extract/vector.insert
(scalars and rows), vector.extractelement/insertelement with a position
computed at run time, elementwise arithmetic, and vector.print of the values
and of every reduction; a fifth of the programs also use 0-D vectors
(`vector<f32>`: broadcast, extract/insert `[]`, arithmetic, shape_cast,
reduction, transfer_read/write, load/store), written in today's spelling and
compared with MLIR 22. MLIR 13 spelling; `modernize_vector` gives today's
(`func.func`, `arith.*`, `vector.reduction <kind>`), which half of the seeds
hand to mlir2ll.

Everything is well defined: integer arithmetic wraps, floats are small
integers and halves (sums and products stay exact or round the same in both
builds), positions are in range.
"""

import random
import re

from oracle_scf import TextProgram, modernize

ROWS = ["%c0", "%ci1", "%ci2"]
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
        self.sbcast = set()     # broadcasts of scalars (folded correctly)
        # results of `vector.insert` at a position of two or more indices
        # (and inserts into them): MLIR 13 folds `vector.extract %i[0]` of
        # `%i = vector.insert %s, %d[0, 0]` to `vector.extract %d[0]`,
        # dropping the inserted element, so they are not extracted from
        self.deep_ins = set()

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
                      "splat", "fma", "outer", "contract", "contract",
                      "transpose", "gather", "scatter", "expand", "compress",
                      "xslice", "islice", "bitcast", "tread", "tread",
                      "twrite"])
        if self.zero_d and r.random() < 0.3:
            return self.zero_d_op()
        if self.zero_d and k in ("splat", "elem"):
            k = "arith"         # (MLIR 22 has neither op)
        if k == "fma" and not self.float:
            k = "arith"
        if k in ("outer", "contract") and self.t == "index":
            k = "arith"
        if k in ("gather", "scatter", "expand", "compress"):
            return self.mem_op(k)
        if k == "outer":
            return self.outer()
        if k in ("xslice", "islice", "bitcast"):
            return self.slice_op(k)
        if k in ("tread", "twrite"):
            return self.transfer(k)
        if k == "contract":
            return self.contract()
        if k == "transpose":
            a = self.pick_ok(lambda s: len(s) == 2)
            if a is None:
                return
            v = self.fresh("t")
            self.emit("%s = vector.transpose %s, [1, 0] : %s to %s" % (
                v, a[0], self.vt(a[1]), self.vt(a[1][::-1])))
            self.add(v, a[1][::-1])
            return
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
            if a[0] in self.bcast or a[0] in self.deep_ins:
                return
            an, ash = a
            npos = r.randint(1, len(ash))
            pos = [r.randrange(d) for d in ash[:npos]]
            v = self.fresh("e")
            # (MLIR 22, for the 0-D programs: `: T from vector<...>`)
            frm = (self.vt(tuple(ash[npos:])) + " from ") if self.zero_d else ""
            self.emit("%s = vector.extract %s[%s] : %s%s" % (
                v, an, ", ".join(map(str, pos)), frm, self.vt(ash)))
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
            if len(pos) >= 2 or dn in self.deep_ins:
                self.deep_ins.add(v)
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

    def pick_ok(self, pred):
        """Like `pick`, but not a broadcast that stretches a size-1
        dimension: MLIR 13 folds extracts from them wrongly, and the
        lowerings of outerproduct and contract extract."""
        c = [v for v in self.vals if pred(v[1]) and
             (v[0] not in self.bcast or v[0] in self.sbcast)]
        return self.r.choice(c) if c else None

    def value_of(self, shape):
        """A value of `shape`: an existing one, or a broadcast scalar."""
        v = self.pick_ok(lambda s: s == tuple(shape))
        if v is not None and self.r.random() < 0.8:
            return v[0]
        s = self.pick(lambda s: s == ())
        b = self.fresh("b")
        self.emit("%s = vector.broadcast %s : %s to %s" % (
            b, s[0], self.t, self.vt(shape)))
        self.add(b, tuple(shape), show=0, bcast=True)
        self.sbcast.add(b)
        return b

    def outer(self):
        r = self.r
        a = self.pick_ok(lambda s: len(s) == 1)
        an, ash = a
        if r.random() < 0.25:
            # the AXPY form
            s = self.pick(lambda s: s == ())
            acc = ", " + self.value_of(ash) if r.random() < 0.6 else ""
            v = self.fresh("op")
            self.emit("%s = vector.outerproduct %s, %s%s : %s, %s" % (
                v, an, s[0], acc, self.vt(ash), self.t))
            self.add(v, ash)
            return
        b = self.pick_ok(lambda s: len(s) == 1)
        bn, bsh = b
        shape = (ash[0], bsh[0])
        acc = ", " + self.value_of(shape) if r.random() < 0.6 else ""
        v = self.fresh("op")
        self.emit("%s = vector.outerproduct %s, %s%s : %s, %s" % (
            v, an, bn, acc, self.vt(ash), self.vt(bsh)))
        self.add(v, shape)

    def contract(self):
        """matmul (either operand layout), matvec or a dot product."""
        r = self.r
        names = {"m": "d0", "n": "d1", "k": "d2"}

        def amap(dims, res):
            return "affine_map<(%s) -> (%s)>" % (
                ", ".join(dims), ", ".join(res))
        kind = r.choice(["matmul", "matmul", "matvec", "dot"])
        v = self.fresh("ct")
        if kind == "dot":
            a = self.pick_ok(lambda s: len(s) == 1)
            an, ash = a
            bn = self.value_of(ash)
            acc = self.pick(lambda s: s == ())[0]
            maps = [amap(["d0"], ["d0"]), amap(["d0"], ["d0"]), amap(["d0"], [])]
            iters = '["reduction"]'
            tys = (self.vt(ash), self.vt(ash), self.t)
            rshape = ()
            ops = (an, bn, acc)
        elif kind == "matvec":
            a = self.pick_ok(lambda s: len(s) == 2)
            if a is None:
                return
            an, (m, k) = a
            x = self.value_of((k,))
            acc = self.value_of((m,))
            if r.random() < 0.5:
                maps = [amap(["d0", "d1"], ["d0", "d1"]), amap(["d0", "d1"], ["d1"]),
                        amap(["d0", "d1"], ["d0"])]
                ops = (an, x, acc)
                tys = (self.vt((m, k)), self.vt((k,)), self.vt((m,)))
            else:
                maps = [amap(["d0", "d1"], ["d1"]), amap(["d0", "d1"], ["d0", "d1"]),
                        amap(["d0", "d1"], ["d0"])]
                ops = (x, an, acc)
                tys = (self.vt((k,)), self.vt((m, k)), self.vt((m,)))
            iters = '["parallel", "reduction"]'
            rshape = (m,)
        else:
            a = self.pick_ok(lambda s: len(s) == 2)
            if a is None:
                return
            an, ash = a
            lt = r.random() < 0.3   # lhs as (k, m)
            m, k = (ash[1], ash[0]) if lt else ash
            n = r.randint(1, 4)
            rt = r.random() < 0.5   # rhs as (n, k)
            at = r.random() < 0.3   # acc as (n, m)
            rsh = (n, k) if rt else (k, n)
            ash2 = (n, m) if at else (m, n)
            bn = self.value_of(rsh)
            acc = self.value_of(ash2)
            dims = ["d0", "d1", "d2"]
            maps = [amap(dims, ["d2", "d0"] if lt else ["d0", "d2"]),
                    amap(dims, ["d1", "d2"] if rt else ["d2", "d1"]),
                    amap(dims, ["d1", "d0"] if at else ["d0", "d1"])]
            iters = '["parallel", "parallel", "reduction"]'
            ops = (an, bn, acc)
            tys = (self.vt(ash), self.vt(rsh), self.vt(ash2))
            rshape = ash2
        del names
        self.emit("%s = vector.contract {indexing_maps = [%s], iterator_types = %s} "
                  "%s, %s, %s : %s, %s into %s" % ((v, ", ".join(maps), iters) + ops + tys))
        self.add(v, rshape, show=0.8)

    def mem_op(self, k):
        """gather/scatter/expandload/compressstore on the 16-element buffer."""
        r = self.r
        a = self.pick_ok(lambda s: len(s) == 1 and 2 <= s[0] <= 16)
        if a is None:
            return
        an, ash = a
        n = ash[0]
        mask = "dense<[%s]> : vector<%dxi1>" % (
            ", ".join(r.choice(["true", "false"]) for _ in range(n)), n)
        kv = self.fresh("k")
        self.emit("%s = constant %s" % (kv, mask))
        mt = "memref<16x%s>" % self.t
        if k in ("gather", "scatter"):
            base = r.randint(0, 8)
            it = r.choice(["i8", "i32", "i64", "index"])
            offs = r.sample(range(-base, 16 - base), n)
            iv = self.fresh("ix")
            self.emit("%s = constant dense<[%s]> : vector<%dx%s>" % (
                iv, ", ".join(map(str, offs)), n, it))
            c = self.fresh("c")
            self.emit("%s = constant %d : index" % (c, base))
            if k == "gather":
                v = self.fresh("g")
                self.emit("%s = vector.gather %%buf[%s][%s], %s, %s : %s, vector<%dx%s>, "
                          "vector<%dxi1>, %s into %s" % (
                              v, c, iv, kv, an, mt, n, it, n, self.vt(ash), self.vt(ash)))
                self.add(v, ash, show=0.8)
            else:
                self.emit("vector.scatter %%buf[%s][%s], %s, %s : %s, vector<%dx%s>, "
                          "vector<%dxi1>, %s" % (c, iv, kv, an, mt, n, it, n, self.vt(ash)))
                self.dump_buf()
        else:
            base = r.randint(0, 16 - n)
            c = self.fresh("c")
            self.emit("%s = constant %d : index" % (c, base))
            if k == "expand":
                v = self.fresh("xl")
                self.emit("%s = vector.expandload %%buf[%s], %s, %s : %s, vector<%dxi1>, "
                          "%s into %s" % (v, c, kv, an, mt, n, self.vt(ash), self.vt(ash)))
                self.add(v, ash, show=0.8)
            else:
                self.emit("vector.compressstore %%buf[%s], %s, %s : %s, vector<%dxi1>, %s" % (
                    c, kv, an, mt, n, self.vt(ash)))
                self.dump_buf()

    def slice_op(self, k):
        r = self.r
        if k == "bitcast":
            if self.t == "index":
                return
            a = self.pick_ok(lambda s: len(s) == 1)
            an, ash = a
            w = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "f32": 32, "f64": 64}[self.t]
            bits = w * ash[0]
            to = r.choice([t for t in ("i8", "i16", "i32", "i64") if bits % int(t[1:]) == 0])
            n = bits // int(to[1:])
            v = self.fresh("bc")
            self.emit("%s = vector.bitcast %s : %s to vector<%dx%s>" % (
                v, an, self.vt(ash), n, to))
            self.emit("vector.print %s : vector<%dx%s>" % (v, n, to))
            return
        if k == "xslice":
            a = self.pick_ok(lambda s: len(s) >= 1)
            an, ash = a
            nd = r.randint(1, len(ash))
            offs, sizes = [], []
            for d in range(nd):
                sz = r.randint(1, ash[d])
                offs.append(r.randint(0, ash[d] - sz))
                sizes.append(sz)
            shape = tuple(sizes) + tuple(ash[nd:])
            v = self.fresh("xs")
            self.emit("%s = vector.extract_strided_slice %s {offsets = [%s], sizes = [%s], "
                      "strides = [%s]} : %s to %s" % (
                          v, an, ", ".join(map(str, offs)), ", ".join(map(str, sizes)),
                          ", ".join("1" for _ in range(nd)), self.vt(ash), self.vt(shape)))
            self.add(v, shape)
            return
        dst = self.pick_ok(lambda s: len(s) >= 1)
        dn, dsh = dst
        part = self.pick_ok(lambda s: 1 <= len(s) <= len(dsh) and all(
            a <= b for a, b in zip(s, dsh[len(dsh) - len(s):])))
        if part is None:
            return
        pn, psh = part
        lead = len(dsh) - len(psh)
        offs = [r.randrange(dsh[d]) for d in range(lead)]
        offs += [r.randint(0, dsh[lead + d] - psh[d]) for d in range(len(psh))]
        v = self.fresh("is")
        self.emit("%s = vector.insert_strided_slice %s, %s {offsets = [%s], strides = [%s]} "
                  ": %s into %s" % (v, pn, dn, ", ".join(map(str, offs)),
                                    ", ".join("1" for _ in psh), self.vt(psh), self.vt(dsh)))
        self.add(v, dsh)

    def transfer(self, k):
        """transfer_read/write on the 3x5 grid (or the 16-element buffer):
        out-of-bounds bases, padding, transposing and broadcast maps,
        in_bounds flags where they hold, 1-D masks."""
        r = self.r
        c = self.fresh("c")
        c2 = self.fresh("c")
        if k == "twrite":
            a = self.pick_ok(lambda s: len(s) == 2 and s[0] <= 3 and 2 <= s[1] <= 5)
            if a is None:
                return
            an, ash = a
            tr = r.random() < 0.4 and 2 <= ash[0] <= 5 and ash[1] <= 3
            i, j = r.randint(0, 3), r.randint(0, 5)
            self.emit("%s = constant %d : index" % (c, i))
            self.emit("%s = constant %d : index" % (c2, j))
            pm = (" {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}" if tr else "")
            self.emit("vector.transfer_write %s, %%grid[%s, %s]%s : %s, memref<3x5x%s>" % (
                an, c, c2, pm, self.vt(ash), self.t))
            self.dump_grid()
            return
        pad = self.pick(lambda s: s == ())[0]
        if r.random() < 0.3:
            # 1-D on the buffer, with a mask (one lane: MLIR 13 turns it into
            # a memref.load it can no longer lower)
            n = r.randint(2, 8)
            base = r.randint(0, 18)
            self.emit("%s = constant %d : index" % (c, base))
            kv = self.fresh("k")
            self.emit("%s = constant dense<[%s]> : vector<%dxi1>" % (
                kv, ", ".join(r.choice(["true", "false"]) for _ in range(n)), n))
            v = self.fresh("tr")
            self.emit("%s = vector.transfer_read %%buf[%s], %s, %s : memref<16x%s>, %s" % (
                v, c, pad, kv, self.t, self.vt((n,))))
            self.add(v, (n,), show=1.0)
            return
        form = r.choice(["id", "id", "tr", "b0", "b1", "col"])
        # a dimension no vector dimension walks is not bounds-checked: its
        # index stays inside
        i = r.randint(0, 2) if form == "b0" else r.randint(0, 3)
        j = r.randint(0, 4) if form in ("b1", "col") else r.randint(0, 5)
        self.emit("%s = constant %d : index" % (c, i))
        self.emit("%s = constant %d : index" % (c2, j))
        maps = {"tr": "(d0, d1) -> (d1, d0)", "b0": "(d0, d1) -> (0, d1)",
                "b1": "(d0, d1) -> (d0, 0)", "col": "(d0, d1) -> (d0)"}
        # (MLIR 13 fails on n-D transfers whose last dimension is 1)
        shape = (r.randint(1, 4), r.randint(2, 6)) if form != "col" else (r.randint(1, 5),)
        attrs = []
        if form != "id":
            attrs.append("permutation_map = affine_map<%s>" % maps[form])
        v = self.fresh("tr")
        self.emit("%s = vector.transfer_read %%grid[%s, %s], %s%s : memref<3x5x%s>, %s" % (
            v, c, c2, pad, " {%s}" % ", ".join(attrs) if attrs else "", self.t,
            self.vt(shape)))
        self.add(v, shape, show=1.0)

    def zero_d_op(self):
        """An op on 0-D vectors (`vector<T>`, MLIR 22 only): broadcast from
        a scalar or to 1-D, extract/insert with `[]`, elementwise
        arithmetic, shape_cast to vector<1xT>, reduction, transfer and
        load/store on the buffer."""
        r, t = self.r, self.t
        zt = "vector<%s>" % t
        z = self.fresh("z")
        if not self.zvals or r.random() < 0.25:
            s = self.pick(lambda sh: sh == ())
            self.emit("%s = vector.broadcast %s : %s to %s" % (z, s[0], t, zt))
        else:
            a = r.choice(self.zvals)
            k = r.choice(["extract", "bcast", "arith", "cast", "insert", "reduce",
                          "tread", "twrite", "load"])
            pos = r.choice(["%c0", "%ci1", "%ci2"])
            if k == "extract":
                self.emit("%s = vector.extract %s[] : %s from %s" % (z, a, t, zt))
                return self.add(z, ())
            if k == "bcast":
                n = self.r.randint(1, 4)
                self.emit("%s = vector.broadcast %s : %s to %s" % (z, a, zt, self.vt((n,))))
                return self.add(z, (n,))
            if k == "cast":
                self.emit("%s = vector.shape_cast %s : %s to %s" % (z, a, zt, self.vt((1,))))
                return self.add(z, (1,))
            if k == "reduce":
                self.emit("%s = vector.reduction <add>, %s : %s into %s" % (z, a, zt, t))
                return self.add(z, ())
            if k == "arith":
                self.emit("%s = %s %s, %s : %s" % (z, self.binop(), a, r.choice(self.zvals), zt))
            elif k == "insert":
                s = self.pick(lambda sh: sh == ())
                self.emit("%s = vector.insert %s, %s[] : %s into %s" % (z, s[0], a, t, zt))
            elif k == "tread":
                self.emit("%s = vector.transfer_read %%buf[%s], %%s : memref<16x%s>, %s" % (
                    z, pos, t, zt))
            elif k == "twrite":
                self.emit("vector.transfer_write %s, %%buf[%s] : %s, memref<16x%s>" % (
                    a, pos, zt, t))
                return
            else:
                self.emit("vector.store %s, %%buf[%s] : memref<16x%s>, %s" % (a, pos, t, zt))
                self.emit("%s = vector.load %%buf[%s] : memref<16x%s>, %s" % (z, pos, t, zt))
        self.zvals.append(z)
        if r.random() < 0.6:
            self.emit("vector.print %s : %s" % (z, zt))

    def dump_grid(self):
        for i in range(3):
            v = self.fresh("row")
            self.emit("%s = vector.load %%grid[%s, %%c0] : memref<3x5x%s>, vector<5x%s>" % (
                v, ROWS[i], self.t, self.t))
            self.emit("vector.print %s : vector<5x%s>" % (v, self.t))

    def dump_buf(self):
        v = self.fresh("all")
        self.emit("%s = vector.load %%buf[%%c0] : memref<16x%s>, vector<16x%s>" % (
            v, self.t, self.t))
        self.emit("vector.print %s : vector<16x%s>" % (v, self.t))

    def generate(self):
        r = self.r
        types = FLOAT_TYPES + INT_TYPES
        if self.idxw != 64:
            types = [t for t in types if t != "index"]
        self.t = r.choice(types)
        self.float = self.t in FLOAT_TYPES
        # A fifth of the programs (64-bit index) use 0-D vectors too: MLIR
        # 13 has none, so those are written in today's spelling and
        # compared with MLIR 22.
        self.zero_d = self.idxw == 64 and r.random() < 0.2
        self.zvals = []
        n1, n2 = r.randint(1, 8), r.randint(1, 8)
        k = r.randint(1, 3)
        params = [("%a", (n1,)), ("%b", (n1,)), ("%c", (n2,)), ("%m", (k, n1)),
                  ("%s", ())]
        self.vals = list(params)
        self.lines = []
        # a 16-element buffer for the memory ops: the splat of %s, then %a
        self.emit("%%buf = memref.alloca() : memref<16x%s>" % self.t)
        self.emit("%c0 = constant 0 : index")
        self.emit("%%fill = vector.broadcast %%s : %s to vector<16x%s>" % (self.t, self.t))
        self.emit("vector.store %%fill, %%buf[%%c0] : memref<16x%s>, vector<16x%s>" % (
            self.t, self.t))
        self.emit("vector.store %%a, %%buf[%%c0] : memref<16x%s>, vector<%dx%s>" % (
            self.t, n1, self.t))
        # a 3x5 grid for the n-D transfers: rows of %s, %a's head in row 1
        self.emit("%ci1 = constant 1 : index")
        self.emit("%ci2 = constant 2 : index")
        self.emit("%%grid = memref.alloca() : memref<3x5x%s>" % self.t)
        self.emit("%%row = vector.broadcast %%s : %s to vector<5x%s>" % (self.t, self.t))
        for i in range(3):
            self.emit("vector.store %%row, %%grid[%s, %%c0] : memref<3x5x%s>, vector<5x%s>" % (
                ROWS[i], self.t, self.t))
        m = min(n1, 5)
        self.emit("%%head = vector.extract_strided_slice %%a {offsets = [0], sizes = [%d], "
                  "strides = [1]} : vector<%dx%s> to vector<%dx%s>" % (m, n1, self.t, m, self.t))
        self.emit("vector.store %%head, %%grid[%%ci1, %%c0] : memref<3x5x%s>, vector<%dx%s>" % (
            self.t, m, self.t))
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
        text = "\n".join(out) + "\n"
        if self.zero_d:
            return Vec0dProgram(modernize_vector(text))
        return VecProgram(text)


class VecProgram(TextProgram):
    """A vector-family program (its own modernizer)."""

    def modernizer(self, text):
        return modernize_vector(text)


class Vec0dProgram(VecProgram):
    """A vector-family program with 0-D vectors, in today's spelling; MLIR
    22 is its reference."""

    mlir22 = True

    def modernizer(self, text):
        return text


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


_SPLAT = re.compile(r"vector\.splat (%\w+) : vector<((?:\d+x)+)(\w+)>")


def vector_for_mlir22(text):
    """A vector-family program for MLIR 22 (the tie-breaker when MLIR 13
    and mlir2ll disagree): today's spelling, with `vector.splat` (gone from
    MLIR 22) written as the `vector.broadcast` of the scalar."""
    text = modernize_vector(text)
    return _SPLAT.sub(lambda m: "vector.broadcast %s : %s to vector<%s%s>" % (
        m.group(1), m.group(3), m.group(2), m.group(3)), text)
