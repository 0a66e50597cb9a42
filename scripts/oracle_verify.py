"""The verifier family of scripts/oracle (`--family verify`): random
functions of ops in GENERIC form, half of them with one op broken (an
operand or result of the wrong type, an operand too many or too few), each
checked against MLIR 22's verifier: `mlir-opt-22 file` accepts the
function exactly when mlir2ll compiles it. mlir2ll must also never crash:
a rejection is exit 1 with a diagnostic that points into the input.

The generic form is what lets a program state a wrong type at all (the
custom syntax infers most types), so this is where the type rules of
`src/mlir/verify/` are tested at random. Every operand is a function
argument of the written type, so only the op's own rule can fail.

One seed pair in three makes an `llvm.func` of LLVM-dialect ops in MLIR
22's custom syntax instead (mlir2ll reads LLVM-dialect ops in custom form
only), a broken op having one of its written types replaced; those are
judged by `mlir-translate-22 --mlir-to-llvmir`, MLIR's verifier followed
by LLVM's (which alone rejects, say, a widening `llvm.trunc`).
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

MLIR_OPT = "mlir-opt-22"
MLIR_TRANSLATE = "mlir-translate-22"

INT = ["i8", "i32", "i64", "index"]
FLT = ["f32", "f64"]
VEC_I = ["vector<4xi32>", "vector<2x3xi64>"]
VEC_F = ["vector<4xf32>", "vector<2x2xf64>"]
MEM = ["memref<4xf32>", "memref<?xf32>", "memref<2x3xi32>", "memref<?x5xi64>"]
OTHER = ["i1", "i16", "f16"]
ALL = INT + FLT + VEC_I + VEC_F + MEM + OTHER


def elem(t):
    if t.startswith("memref<") or t.startswith("vector<"):
        return t[t.index("<") + 1:-1].split("x")[-1]
    return t


def rank(t):
    return len(t[t.index("<") + 1:-1].split("x")) - 1


def templates(r):
    """(name, operand types, result types) of one valid op."""
    t = r.choice(INT + VEC_I)
    f = r.choice(FLT + VEC_F)
    m = r.choice(MEM)
    idx = ["index"] * rank(m)
    choices = [
        ("arith.addi", [t, t], [t]),
        ("arith.muli", [t, t], [t]),
        ("arith.xori", [t, t], [t]),
        ("arith.subf", [f, f], [f]),
        ("arith.divf", [f, f], [f]),
        ("arith.negf", [f], [f]),
        ("arith.extsi", ["i32"], ["i64"]),
        ("arith.trunci", ["i64"], ["i8"]),
        ("arith.sitofp", ["i32"], ["f64"]),
        ("arith.extf", ["f32"], ["f64"]),
        ("arith.index_cast", ["index"], ["i32"]),
        ("arith.select", ["i1", t, t], [t]),
        ("math.sqrt", [f], [f]),
        ("math.absf", [f], [f]),
        ("memref.load", [m] + idx, [elem(m)]),
        ("memref.store", [elem(m), m] + idx, []),
        ("memref.dim", [m, "index"], ["index"]),
        ("vector.broadcast", [elem(f)], ["vector<4x%s>" % elem(f)]),
        ("vector.fma", [v := r.choice(VEC_F)] * 3, [v]),
        ("arith.constant", [], [c := r.choice(INT + FLT)], [const_attr(r, c)]),
    ] + vector_templates(r)
    op = r.choice(choices)
    return op if len(op) == 4 else op + ([],)


def const_attr(r, t):
    """A `value` attribute of type `t` (a float for float types)."""
    if t in FLT:
        return "value = %s : %s" % (r.choice(["1.5", "-0.25", "3.0e2"]), t)
    return "value = %d : %s" % (r.choice([0, 7, -100, 127]), t)


CONTRACT = (
    "indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, "
    "affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, "
    "#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>")


def vector_templates(r):
    """The vector ops whose generic form both MLIR 22 and mlir2ll read
    (no `array<i64: ...>` attributes, no operand segments). Their shapes
    avoid those of ALL where a mutation could make an op MLIR accepts but
    mlir2ll does not lower (mixed-precision contractions, n-D loads)."""
    e = r.choice(["f32", "i32"])
    return [
        ("vector.extract_strided_slice", ["vector<4x8x%s>" % e], ["vector<2x8x%s>" % e],
         ["offsets = [1], sizes = [2], strides = [1]"]),
        ("vector.extract_strided_slice", ["vector<4x8x%s>" % e], ["vector<2x3x%s>" % e],
         ["offsets = [2, 5], sizes = [2, 3], strides = [1, 1]"]),
        ("vector.insert_strided_slice", ["vector<3x%s>" % e, "vector<4x8x%s>" % e],
         ["vector<4x8x%s>" % e], ["offsets = [1, 5], strides = [1]"]),
        ("vector.contract", ["vector<2x5x%s>" % e, "vector<5x3x%s>" % e, "vector<2x3x%s>" % e],
         ["vector<2x3x%s>" % e], [CONTRACT]),
        ("vector.outerproduct", ["vector<5x%s>" % e, "vector<3x%s>" % e], ["vector<5x3x%s>" % e],
         ["kind = #vector.kind<add>"]),
        ("vector.bitcast", ["vector<4xf32>"], ["vector<4xi32>"]),
        ("vector.bitcast", ["vector<2x3xi64>"], ["vector<2x6xi32>"]),
        ("vector.reduction", ["vector<4x%s>" % e], [e], ["kind = #vector.kind<add>"]),
        ("vector.reduction", ["vector<4xi32>"], ["i32"], ["kind = #vector.kind<maxsi>"]),
        ("vector.from_elements", [e] * 4, ["vector<4x%s>" % e]),
        ("vector.shape_cast", ["vector<2x3xi64>"], ["vector<6xi64>"]),
        ("vector.create_mask", ["index", "index"], ["vector<4x3xi1>"]),
        ("vector.load", ["memref<?xf32>", "index"], ["vector<4xf32>"]),
        ("vector.store", ["vector<4xf32>", "memref<4xf32>", "index"], []),
        ("vector.maskedload", ["memref<?xf32>", "index", "vector<4xi1>", "vector<4xf32>"],
         ["vector<4xf32>"]),
        ("vector.gather", ["memref<?xf32>", "index", "vector<4xi32>", "vector<4xi1>",
                           "vector<4xf32>"], ["vector<4xf32>"]),
    ]


def mutate(r, name, ops, res, attrs):
    """One broken version of the op: a wrong operand type, a wrong result
    type, an operand too many or too few, or (constants) a value that does
    not fit its type or of the wrong kind."""
    ops, res = list(ops), list(res)
    if name == "arith.constant" and r.random() < 0.5:
        t = res[0]
        if t in FLT:
            ty = r.choice(["i8", "i32", "index"])
            return name, ops, [ty], ["value = 1.5 : %s" % ty]
        big = {"i8": 300, "i32": 1 << 33, "i64": 1 << 65, "index": 1 << 65}[t]
        return name, ops, res, ["value = %d : %s" % (r.choice([big, -big]), t)]
    kind = r.choice(["operand", "result", "extra", "missing"])
    if kind == "result" and not res:
        kind = "operand"
    if kind in ("missing", "operand") and not ops:
        kind = "extra"
    if kind == "operand":
        k = r.randrange(len(ops))
        ops[k] = r.choice([x for x in ALL if x != ops[k]])
    elif kind == "result":
        res[0] = r.choice([x for x in ALL if x != res[0]])
    elif kind == "extra":
        ops.insert(r.randrange(len(ops) + 1), r.choice(ALL))
    else:
        del ops[r.randrange(len(ops))]
    return name, ops, res, attrs


# LLVM-dialect ops (MLIR 22's custom syntax: the LLVM dialect has no
# generic form in mlir2ll). A broken op gets one of its types replaced by
# any of LLVM_ANY; MLIR 22 judges through mlir-translate-22, whose LLVM IR
# verifier also rejects what MLIR's verifier lets through (a widening
# `llvm.trunc`).
LLVM_INT = ["i8", "i32", "i64", "vector<4xi32>"]
LLVM_FLT = ["f32", "f64", "vector<4xf32>"]
LLVM_ANY = ["i1", "i8", "i32", "i64", "f32", "f64", "vector<4xi32>",
            "vector<2xi64>", "vector<4xf32>", "!llvm.ptr"]
LLVM_CASTS = {
    "trunc": [("i64", "i32"), ("i32", "i8"), ("vector<2xi64>", "vector<2xi32>")],
    "zext": [("i32", "i64"), ("i1", "i32"), ("vector<2xi32>", "vector<2xi64>")],
    "sext": [("i8", "i32"), ("i32", "i64")],
    "fptosi": [("f32", "i32"), ("f64", "i64")],
    "sitofp": [("i32", "f32"), ("i64", "f64")],
    "fpext": [("f32", "f64")],
}


def llvm_template(r, bad):
    """One LLVM-dialect op: (text with {0}, {1}, .. for its operands,
    operand types, whether it has a result); with `bad`, one of its types
    is replaced by a random one (which may happen to be valid)."""
    def pick(good):
        if bad and r.random() < 0.6:
            return r.choice([x for x in LLVM_ANY if x not in good] or good)
        return r.choice(good)

    kind = r.choice(["int", "flt", "icmp", "fcmp", "cast", "gep", "gep_struct",
                     "load", "store", "select", "extractvalue"])
    if kind == "int":
        t = pick(LLVM_INT)
        op = r.choice(["add", "sub", "mul", "and", "xor", "shl", "sdiv"])
        return "llvm.%s {0}, {1} : %s" % (op, t), [t, t], True
    if kind == "flt":
        t = pick(LLVM_FLT)
        op = r.choice(["fadd", "fsub", "fmul", "fdiv"])
        return "llvm.%s {0}, {1} : %s" % (op, t), [t, t], True
    if kind == "icmp":
        t = pick(LLVM_INT + ["!llvm.ptr"])
        return 'llvm.icmp "slt" {0}, {1} : %s' % t, [t, t], True
    if kind == "fcmp":
        t = pick(LLVM_FLT)
        return 'llvm.fcmp "olt" {0}, {1} : %s' % t, [t, t], True
    if kind == "cast":
        op = r.choice(sorted(LLVM_CASTS))
        a, b = r.choice(LLVM_CASTS[op])
        if bad:
            if r.random() < 0.5:
                a = r.choice([x for x in LLVM_ANY if x != a])
            else:
                b = r.choice([x for x in LLVM_ANY if x != b])
        return "llvm.%s {0} : %s to %s" % (op, a, b), [a], True
    if kind == "gep":
        p, i = pick(["!llvm.ptr"]), pick(["i32", "i64"])
        e = pick(["f32", "i64", "vector<4xi32>"])
        return ("llvm.getelementptr {0}[{1}] : (%s, %s) -> !llvm.ptr, %s" % (p, i, e),
                [p, i], True)
    if kind == "gep_struct":
        p = pick(["!llvm.ptr"])
        k = r.choice([0, 1, 2, 5]) if bad else r.choice([0, 1])
        return ("llvm.getelementptr {0}[0, %d] : (%s) -> !llvm.ptr, "
                "!llvm.struct<(i32, f64)>" % (k, p), [p], True)
    if kind == "load":
        p, t = pick(["!llvm.ptr"]), pick(["i32", "f64", "vector<4xf32>", "!llvm.ptr"])
        return "llvm.load {0} : %s -> %s" % (p, t), [p], True
    if kind == "store":
        p, t = pick(["!llvm.ptr"]), pick(["i32", "f64", "vector<4xf32>", "!llvm.ptr"])
        return "llvm.store {0}, {1} : %s, %s" % (t, p), [t, p], False
    if kind == "select":
        c, t = pick(["i1"]), pick(LLVM_ANY)
        return "llvm.select {0}, {1}, {2} : %s, %s" % (c, t), [c, t, t], True
    k = r.choice([0, 1, 2]) if bad else r.choice([0, 1])
    return "llvm.extractvalue {0}[%d] : !llvm.struct<(i32, f64)>" % k, \
        ["!llvm.struct<(i32, f64)>"], True


def generate_llvm(r, n, bad):
    """An `llvm.func` of `n` LLVM-dialect ops, op `bad` broken."""
    args, body = [], []
    for k in range(n):
        text, ops, res = llvm_template(r, k == bad)
        names = []
        for t in ops:
            names.append("%%a%d" % len(args))
            args.append("%s: %s" % (names[-1], t))
        body.append("  %s%s" % ("%%r%d = " % k if res else "", text.format(*names)))
    return "llvm.func @f(%s) {\n%s\n  llvm.return\n}\n" % (
        ", ".join(args), "\n".join(body))


ATOMIC_PURE = [
    "%x{k} = arith.addi %a, %a : i32",
    "%x{k} = arith.sitofp %a : i32 to f32",
    "%x{k} = vector.broadcast %a : i32 to vector<4xi32>",
    "%x{k} = memref.dim %m, %i : memref<4xf32>",
    "%x{k} = llvm.add %a, %a : i32",
    "%x{k} = arith.index_cast %i : index to i64",
    "%x{k} = vector.extract %v[0] : f32 from vector<4xf32>",
    "%x{k} = memref.cast %m : memref<4xf32> to memref<?xf32>",
]
ATOMIC_EFFECT = [
    "%x{k} = memref.load %m[%i] : memref<4xf32>",
    "memref.store %f, %m[%i] : memref<4xf32>",
    "vector.print %a : i32",
    "%x{k} = vector.load %m[%i] : memref<4xf32>, vector<4xf32>",
    "%x{k} = llvm.load %p : !llvm.ptr -> f32",
    "llvm.store %f, %p : f32, !llvm.ptr",
    "func.call @h() : () -> ()",
    "memref.copy %m, %m : memref<4xf32> to memref<4xf32>",
    "%x{k} = memref.alloca() : memref<4xf32>",
]


def generate_atomic(r, broken):
    """A `memref.generic_atomic_rmw` whose body has 1-3 ops without
    memory effects and, when `broken`, one with (MLIR's rule, in
    `verify/effects.rs`)."""
    ops = [r.choice(ATOMIC_PURE) for _ in range(r.randint(1, 3))]
    if broken:
        ops.insert(r.randrange(len(ops) + 1), r.choice(ATOMIC_EFFECT))
    body = "\n".join("    " + o.format(k=k) for k, o in enumerate(ops))
    return ("func.func private @h()\n"
            "func.func @f(%g: memref<4xi32>, %i: index, %m: memref<4xf32>, "
            "%p: !llvm.ptr, %v: vector<4xf32>, %f: f32) -> i32 {\n"
            "  %r = memref.generic_atomic_rmw %g[%i] : memref<4xi32> {\n"
            "  ^bb0(%a: i32):\n" + body + "\n"
            "    memref.atomic_yield %a : i32\n  }\n  return %r : i32\n}\n")


def is_atomic(seed):
    """Whether `seed` makes a generic_atomic_rmw program (one seed pair in
    twelve, taken from the generic-op ones)."""
    return not is_llvm(seed) and (seed // 6) % 4 == 3


def is_llvm(seed):
    """Whether `seed` makes an LLVM-dialect program (one seed pair in three)."""
    return (seed // 2) % 3 == 2


def generate(seed):
    """A function of 1-6 ops; with seed odd, one of them broken. Returns
    the text and whether it was broken."""
    r = random.Random(seed)
    if is_atomic(seed):
        broken = seed % 2 == 1
        return generate_atomic(r, broken), broken
    if is_llvm(seed):
        n = r.randint(1, 6)
        broken = seed % 2 == 1
        return generate_llvm(r, n, r.randrange(n) if broken else -1), broken
    n = r.randint(1, 6)
    broken = seed % 2 == 1
    bad = r.randrange(n) if broken else -1
    args, body = [], []
    for k in range(n):
        name, ops, res, attrs = templates(r)
        if k == bad:
            name, ops, res, attrs = mutate(r, name, ops, res, attrs)
        names = []
        for t in ops:
            names.append("%%a%d" % len(args))
            args.append("%s: %s" % (names[-1], t))
        lhs = ""
        if len(res) == 1:
            lhs = "%%r%d = " % k
        elif res:
            lhs = "%%r%d:%d = " % (k, len(res))
        dict_ = " {%s}" % ", ".join(attrs) if attrs else ""
        body.append('  %s"%s"(%s)%s : (%s) -> %s' % (
            lhs, name, ", ".join(names), dict_, ", ".join(ops),
            res[0] if len(res) == 1 else "(%s)" % ", ".join(res)))
    text = "func.func @f(%s) {\n%s\n  return\n}\n" % (
        ", ".join(args), "\n".join(body))
    return text, broken


def check_one(seed, mlir2ll, tmp):
    text, broken = generate(seed)
    path = os.path.join(tmp, "v%d.mlir" % seed)
    with open(path, "w") as f:
        f.write(text)
    judge = [MLIR_TRANSLATE, "--mlir-to-llvmir"] if is_llvm(seed) else [MLIR_OPT]
    ref = subprocess.run(judge + [path], capture_output=True, text=True)
    got = subprocess.run([mlir2ll, path, "-o", path + ".ll"],
                         capture_output=True, text=True)
    if got.returncode not in (0, 1) or "panicked" in got.stderr:
        return "seed %d: mlir2ll crashed (exit %d)\n%s%s" % (
            seed, got.returncode, text, got.stderr)
    if got.returncode == 1 and "v%d.mlir:" % seed not in got.stderr:
        return "seed %d: the diagnostic has no source span\n%s%s" % (
            seed, text, got.stderr)
    if got.returncode == 1 and os.path.exists(path + ".ll"):
        return "seed %d: rejected, but wrote an output file" % seed
    if (ref.returncode == 0) != (got.returncode == 0):
        return "seed %d: MLIR 22 %s it, mlir2ll %s it\n%s--- MLIR 22:\n%s--- mlir2ll:\n%s" % (
            seed, "accepts" if ref.returncode == 0 else "rejects",
            "accepts" if got.returncode == 0 else "rejects", text,
            ref.stderr, got.stderr)
    return None


def tools_missing():
    return [t for t in [MLIR_OPT, MLIR_TRANSLATE] if shutil.which(t) is None]


def run_family(args, mlir2ll):
    """The `--family verify` run of scripts/oracle."""
    seeds = range(args.seed, args.seed + args.count)
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for msg in pool.map(lambda s: check_one(s, mlir2ll, tmp), seeds):
                if msg:
                    failed += 1
                    print("FAIL " + msg, file=sys.stderr)
    print("oracle (verify family, against MLIR 22's verifier): %d passed, %d failed"
          % (args.count - failed, failed))
    return 1 if failed else 0
