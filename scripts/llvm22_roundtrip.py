#!/usr/bin/env python3
"""Today's LLVM dialect round trip: every runnable golden (x.mlir with x.out)
goes through MLIR 22's lowering to the LLVM dialect

    mlir-opt-22 PASSES x.mlir -o lowered.mlir

(goldens in MLIR 13 spelling are first rewritten to today's with
`modernize`), then two routes build and run it with golden/runtime.c:

    reference:  mlir-translate-22 --mlir-to-llvmir lowered.mlir | clang-22
    mlir2ll:    mlir2ll lowered.mlir [--opaque-pointers] | clang-22 (and clang 14)

and the program outputs must agree.  With --emit-mlir22 a third route checks
`mlir2ll x.mlir --emit=mlir --mlir-version 22 | mlir-translate-22`.

    scripts/llvm22_roundtrip.py [--passes convert|finalize] [--keep DIR] [FILTER...]

Prints one line per golden (PASS / FAIL / SKIP and why) and a summary; exits
1 if any golden fails.  A golden MLIR 22 cannot lower (tensor ops, the spec's
own ops, MLIR 22 bugs) is a SKIP, never a pass."""
import argparse, os, re, subprocess, sys, tempfile, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

PASSES = {
    "convert": ["--lower-affine", "--convert-vector-to-scf", "--convert-scf-to-cf",
                "--convert-vector-to-llvm", "--convert-to-llvm",
                "--reconcile-unrealized-casts"],
    "finalize": ["--lower-affine", "--convert-vector-to-scf", "--convert-scf-to-cf",
                 "--convert-vector-to-llvm", "--finalize-memref-to-llvm",
                 "--convert-math-to-llvm", "--convert-complex-to-llvm",
                 "--convert-func-to-llvm",
                 "--convert-arith-to-llvm", "--convert-cf-to-llvm",
                 "--reconcile-unrealized-casts"],
}

# MLIR 13 (and the spec's) op names and their spelling today.
MODERN = {
    "constant": "arith.constant", "addi": "arith.addi", "subi": "arith.subi",
    "muli": "arith.muli", "divi_signed": "arith.divsi", "divi_unsigned": "arith.divui",
    "remi_signed": "arith.remsi", "remi_unsigned": "arith.remui",
    "ceildivi_signed": "arith.ceildivsi", "floordivi_signed": "arith.floordivsi",
    "andi": "arith.andi", "ori": "arith.ori", "xori": "arith.xori",
    "and": "arith.andi", "or": "arith.ori", "xor": "arith.xori",
    "shift_left": "arith.shli", "shift_right_signed": "arith.shrsi",
    "shift_right_unsigned": "arith.shrui",
    "addf": "arith.addf", "subf": "arith.subf", "mulf": "arith.mulf",
    "divf": "arith.divf", "remf": "arith.remf", "negf": "arith.negf",
    "cmpi": "arith.cmpi", "cmpf": "arith.cmpf", "select": "arith.select",
    "index_cast": "arith.index_cast", "sexti": "arith.extsi", "zexti": "arith.extui",
    "trunci": "arith.trunci", "fpext": "arith.extf", "fptrunc": "arith.truncf",
    "sitofp": "arith.sitofp", "uitofp": "arith.uitofp", "fptosi": "arith.fptosi",
    "fptoui": "arith.fptoui", "bitcast": "arith.bitcast",
    "call": "func.call", "call_indirect": "func.call_indirect", "return": "func.return",
    "br": "cf.br", "cond_br": "cf.cond_br", "switch": "cf.switch",
    "absf": "math.absf", "ceilf": "math.ceil", "floorf": "math.floor",
    "copysign": "math.copysign",
}
_OP = re.compile(r"(^\s*(?:%[\w#:]+(?:, %[\w#:]+)* = )?)("
                 + "|".join(sorted(MODERN, key=len, reverse=True)) + r")(?=[ \"(])",
                 re.M)


def modernize(text):
    """MLIR 13 spelling to today's: `func.func`, `arith.*`, `cf.*`, `func.*`."""
    text = re.sub(r"^(\s*)func ", r"\1func.func ", text, flags=re.M)
    text = _OP.sub(lambda m: m.group(1) + MODERN[m.group(2)], text)
    # A function constant is `func.constant` today.
    return re.sub(r"arith\.constant @", "func.constant @", text)


def sh(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, **kw)


def build_run(ll, work, tag, clang="clang-22"):
    exe = os.path.join(work, tag)
    text = open(ll).read()
    # LLVM calls compiler-rt's half and bfloat conversions (README).
    rt = ["--rtlib=compiler-rt"] if ("half" in text or "bfloat" in text) else []
    r = sh([clang, "-O0", "-w"] + rt + ["-x", "ir", ll, "-x", "c",
            os.path.join(ROOT, "golden/runtime.c"), "-lm", "-o", exe])
    if r.returncode:
        return None, "%s: %s" % (clang, r.stderr.strip()[:600])
    r = sh([exe])
    return "%s[exit %d]" % (r.stdout, r.returncode), None


def one(path, args, mlir2ll, work):
    src = open(path).read()
    m = re.search(r"//\s*mlir2ll-flags:(.*)", src)
    if m and "index-bitwidth" in m.group(1):
        return "SKIP", "index-bitwidth flag (MLIR 22 route: index is 64-bit)"
    if m and "bare-ptr" in m.group(1):
        return "SKIP", "bare-ptr flag"
    lowered = os.path.join(work, "lowered.mlir")
    err = ""
    for text in (src, modernize(src)):
        inp = os.path.join(work, "in.mlir")
        open(inp, "w").write(text)
        r = sh(["mlir-opt-22"] + PASSES[args.passes] + [inp, "-o", lowered])
        if r.returncode == 0:
            break
        err = r.stderr.strip().splitlines()[0] if r.stderr.strip() else "?"
    else:
        return "SKIP", "mlir-opt-22: " + err[:200]
    ref_ll = os.path.join(work, "ref.ll")
    r = sh(["mlir-translate-22", "--mlir-to-llvmir", lowered, "-o", ref_ll])
    if r.returncode:
        return "SKIP", "mlir-translate-22: " + r.stderr.strip()[:200]
    want, e = build_run(ref_ll, work, "ref")
    if e:
        return "SKIP", "reference does not build: " + e
    routes = [("default", []), ("opaque", ["--opaque-pointers"])]
    for name, flags in routes:
        out_ll = os.path.join(work, "m.ll")
        r = sh([mlir2ll, lowered, "-o", out_ll] + flags)
        if r.returncode:
            return "FAIL", "mlir2ll (%s): %s" % (name, r.stderr.strip()[:1500])
        # LLVM 14's x86 backend cannot select anything on bfloat (README).
        clang14 = name == "default" and shutil.which("clang") and "bfloat" not in open(out_ll).read()
        clangs = ["clang-22"] + (["clang"] if clang14 else [])
        for cl in clangs:
            got, e = build_run(out_ll, work, "m", cl)
            if e:
                return "FAIL", "%s output: %s" % (name, e)
            if got != want:
                return "FAIL", "%s output with %s differs:\n--- got\n%s--- want\n%s" % (name, cl, got, want)
    if args.emit_mlir22:
        out_m = os.path.join(work, "m22.mlir")
        r = sh([mlir2ll, path, "--emit=mlir", "--mlir-version", "22", "-o", out_m])
        if r.returncode:
            return "FAIL", "mlir2ll --emit=mlir --mlir-version 22: " + r.stderr.strip()[:800]
        r = sh(["mlir-translate-22", "--mlir-to-llvmir", out_m, "-o", out_ll])
        if r.returncode:
            return "FAIL", "mlir-translate-22 rejects --mlir-version 22 output: " + r.stderr.strip()[:800]
        got, e = build_run(out_ll, work, "m")
        if e or got != want:
            return "FAIL", "emit-mlir22 route: %s" % (e or got)
    return "PASS", ""


def random_programs(args):
    """Random programs of scripts/oracle (MLIR 13 spelling, modernized by
    `one`) through the same two routes."""
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    for seed in range(args.seed, args.seed + args.random):
        r = sh([os.path.join(ROOT, "scripts/oracle"), "--print-program", "--seed", str(seed),
                "--family", args.family])
        with tempfile.TemporaryDirectory() as work:
            path = os.path.join(work, "seed%d.mlir" % seed)
            open(path, "w").write(r.stdout)
            st, why = one(path, args, args.mlir2ll, work)
            if st == "FAIL" and args.keep:
                os.makedirs(args.keep, exist_ok=True)
                shutil.copy(path, args.keep)
        counts[st] += 1
        if not args.quiet or st != "PASS":
            print("%s seed %d %s" % (st, seed, why[:300]))
    print("random (%s, seeds %d..%d): %d pass, %d fail, %d skip" % (
        args.family, args.seed, args.seed + args.random - 1,
        counts["PASS"], counts["FAIL"], counts["SKIP"]))
    sys.exit(1 if counts["FAIL"] else 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("filters", nargs="*")
    ap.add_argument("--passes", choices=sorted(PASSES), default="convert")
    ap.add_argument("--emit-mlir22", action="store_true")
    ap.add_argument("--keep", help="copy the lowered MLIR of failures here")
    ap.add_argument("--mlir2ll", default=os.path.join(ROOT, "target/release/mlir2ll"))
    ap.add_argument("-q", "--quiet", action="store_true", help="print failures only")
    ap.add_argument("--random", type=int, metavar="N",
                    help="instead of the goldens: N random programs of scripts/oracle "
                         "(--family, seeds from --seed), in today's spelling")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--family", choices=["mix", "std", "scf"], default="mix")
    args = ap.parse_args()
    if args.random:
        return random_programs(args)
    goldens = []
    for d, _, files in sorted(os.walk(os.path.join(ROOT, "golden"))):
        for f in sorted(files):
            p = os.path.join(d, f)
            if f.endswith(".mlir") and os.path.exists(p[:-5] + ".out"):
                if not args.filters or any(s in p for s in args.filters):
                    goldens.append(p)
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    for p in goldens:
        with tempfile.TemporaryDirectory() as work:
            st, why = one(p, args, args.mlir2ll, work)
            if st == "FAIL" and args.keep:
                os.makedirs(args.keep, exist_ok=True)
                shutil.copy(os.path.join(work, "lowered.mlir"),
                            os.path.join(args.keep, os.path.relpath(p, ROOT).replace("/", "_")))
        counts[st] += 1
        if not args.quiet or st == "FAIL":
            print("%s %s %s" % (st, os.path.relpath(p, ROOT), why))
    print("passes=%s: %d pass, %d fail, %d skip (MLIR 22 cannot lower)" % (
        args.passes, counts["PASS"], counts["FAIL"], counts["SKIP"]))
    sys.exit(1 if counts["FAIL"] else 0)


if __name__ == "__main__":
    main()
