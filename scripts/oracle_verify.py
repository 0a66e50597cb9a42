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
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

MLIR_OPT = "mlir-opt-22"

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
    ]
    op = r.choice(choices)
    return op if len(op) == 4 else op + ([],)


def const_attr(r, t):
    """A `value` attribute of type `t` (a float for float types)."""
    if t in FLT:
        return "value = %s : %s" % (r.choice(["1.5", "-0.25", "3.0e2"]), t)
    return "value = %d : %s" % (r.choice([0, 7, -100, 127]), t)


def mutate(r, name, ops, res, attrs):
    """One broken version of the op: a wrong operand type, a wrong result
    type, an operand too many or too few, or (constants) a value that does
    not fit its type or of the wrong kind."""
    ops, res = list(ops), list(res)
    if attrs and r.random() < 0.5:
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


def generate(seed):
    """A function of 1-6 ops; with seed odd, one of them broken. Returns
    the text and whether it was broken."""
    r = random.Random(seed)
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
    ref = subprocess.run([MLIR_OPT, path], capture_output=True, text=True)
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
    return [t for t in [MLIR_OPT] if shutil.which(t) is None]


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
