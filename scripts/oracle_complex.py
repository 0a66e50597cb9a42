"""The complex family of scripts/oracle (`--family complex`): random
expression trees over complex<f64>, complex<f32> and complex<f16> values, built from random
doubles (ordinary ones, huge and tiny magnitudes, subnormals, signed zeros,
infinities and NaNs) with every `complex` op (create re im abs angle add sub
mul div pow powi neg conj exp log log1p expm1 sin cos tan tanh sqrt rsqrt sign
eq neq constant), some through a memref<4xcomplex<T>> and a function call.
The shapes MLIR's folders rewrite with other values (log(exp z), ...; see
FOLDS_UNARY) are not generated. Every result is printed (re/im with golden/runtime.c: value and bit pattern,
NaNs as `nan`).

The reference is MLIR 22: `mlir-opt-22 --convert-complex-to-standard
--convert-to-llvm --reconcile-unrealized-casts | mlir-translate-22
--mlir-to-llvmir`, built with clang-22; mlir2ll's .ll is built with clang-22
at every -O level and with clang 14 at the first. Inputs reach the kernels through an identity function compiled
apart, so no folding is involved. A tenth of the programs put `fastmath<nnan,ninf>` on
sqrt/rsqrt/tan/tanh (MLIR then drops its NaN/infinity fix-ups); they use
finite inputs only and run at -O0 only (the flags make NaNs and infinities
poison, and MLIR's .ll carries them while mlir2ll's does not).
"""

import os
import random
import shutil
import struct
import subprocess
import tempfile

MLIR_OPT = "mlir-opt-22"
MLIR_TRANSLATE = "mlir-translate-22"
CLANG22 = "clang-22"
CLANG14 = "clang"

UNARY = ["neg", "conj", "exp", "log", "log1p", "expm1", "sin", "cos", "tan",
         "tanh", "sqrt", "rsqrt", "sign"]
BINARY = ["add", "sub", "mul", "div", "pow"]
PART = ["re", "im", "abs", "angle"]
CMP = ["eq", "neq"]
FM_OPS = ["sqrt", "rsqrt", "tan", "tanh"]
# MLIR's folders that change values (applied by its dialect conversion, an
# MLIR bug for this purpose): log(exp a) -> a, exp(log a) -> a,
# add(sub(a, b), b) -> a, add(b, sub(a, b)) -> a, sub(add(a, b), b) -> a,
# add/sub(a, constant 0) -> a, mul(a, constant 1) -> a. The generator makes
# none of these shapes: no log of an exp (and back), no add/sub/mul with a
# constant right operand or a sum/difference operand.
FOLDS_UNARY = {"log": "exp", "exp": "log"}


def f16_round(x):
    try:
        return struct.unpack("<e", struct.pack("<e", x))[0]
    except OverflowError:
        return float("inf") if x > 0 else float("-inf")


def f32_round(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


class ComplexGen:
    def __init__(self, seed, size=1.0):
        self.r = random.Random(seed)
        self.size = size
        self.n = 0
        self.fastmath = self.r.random() < 0.1

    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def rand_double(self, ty):
        r = self.r
        k = r.random()
        if self.fastmath:
            k = k * 0.8          # no infinities or NaNs
        if k < 0.45:
            x = r.uniform(-4, 4)
            if r.random() < 0.3:
                x = float(r.randint(-3, 3)) / r.choice([1, 2, 4])
        elif k < 0.55:
            x = r.choice([0.0, -0.0, 1.0, -1.0, 0.5, 2.0])
        elif k < 0.67 and ty == "f16":
            x = r.choice([1, -1]) * r.uniform(1, 9.99) * 10.0 ** r.randint(2, 5)
            if self.fastmath:
                x = r.uniform(-8, 8)
        elif k < 0.8 and ty == "f16":
            x = r.choice([1, -1]) * r.uniform(1, 9.99) * 10.0 ** r.randint(-8, -3)
        elif k < 0.67:
            big = 300 if ty == "f64" else 37
            x = r.choice([1, -1]) * r.uniform(1, 9.99) * 10.0 ** r.randint(big - 30, big + 8 if ty == "f64" else big + 1)
            if self.fastmath:
                x = r.uniform(-30, 30)
        elif k < 0.8:
            small = -300 if ty == "f64" else -37
            x = r.choice([1, -1]) * r.uniform(1, 9.99) * 10.0 ** r.randint(small - 20, small + 20)
        elif k < 0.87:
            x = r.choice([float("inf"), float("-inf")])
        elif k < 0.93:
            x = float("nan")
        else:
            x = r.choice([5e-324, -5e-324, 1.7976931348623157e308]) if ty == "f64" \
                else r.choice([1e-45, -1e-45, 3.4028234663852886e38])
        if ty == "f16":
            x = f16_round(x)
        if ty == "f32":
            try:
                x = f32_round(x)
            except OverflowError:
                x = float("inf") if x > 0 else float("-inf")
        return x

    def hex_const(self, x, ty):
        if ty == "f16":
            return "0x%04X" % struct.unpack("<H", struct.pack("<e", x))[0]
        if ty == "f64":
            return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]
        return "0x%08X" % struct.unpack("<I", struct.pack("<f", x))[0]

    def kernel(self, name, ty):
        """A kernel over `ty` elements: its parameters, body lines and the
        argument constants main passes."""
        r = self.r
        ct = "complex<%s>" % ty
        self.shown_const = None
        self.made_by = {}
        nargs = r.randint(2, 6)
        params = []
        args = []
        lines = []
        cvals = []
        fvals = []
        for _ in range(nargs):
            pr, pi = self.fresh("a"), self.fresh("a")
            params += [pr, pi]
            args += [self.rand_double(ty), self.rand_double(ty)]
            z = self.fresh("z")
            lines.append("  %s = complex.create %s, %s : %s" % (z, pr, pi, ct))
            cvals.append(z)
        if r.random() < 0.3:
            z = self.fresh("z")
            a, b = self.rand_double(ty), self.rand_double(ty)
            lines.append("  %s = complex.constant [%s : %s, %s : %s] : %s" % (
                z, self.hex_const(a, ty), ty, self.hex_const(b, ty), ty, ct))
            self.made_by[z] = "constant"
            if ty == "f32":
                # Printed as is, computed with through opaque parts (see
                # OPAQUE_C).
                self.shown_const = z
                parts = []
                for p in ("re", "im"):
                    x, o = self.fresh("p"), self.fresh("o")
                    lines.append("  %s = complex.%s %s : %s" % (x, p, z, ct))
                    lines.append("  %s = func.call @opaque_f32(%s) : (f32) -> f32" % (o, x))
                    parts.append(o)
                z = self.fresh("z")
                lines.append("  %s = complex.create %s, %s : %s" % (z, parts[0], parts[1], ct))
            cvals.append(z)
        nops = max(1, int(r.randint(3, 12) * self.size))
        prints = []
        for _ in range(nops):
            k = r.random()
            res = self.fresh()
            if k < 0.45:
                op = r.choice(UNARY)
                fm = " fastmath<nnan,ninf>" if self.fastmath and op in FM_OPS \
                    and r.random() < 0.7 else ""
                a = r.choice(cvals[-4:] + cvals)
                if FOLDS_UNARY.get(op) == self.made_by.get(a):
                    op = "sin"
                lines.append("  %s = complex.%s %s%s : %s" % (res, op, a, fm, ct))
                self.made_by[res] = op
                cvals.append(res)
            elif k < 0.52:
                # powi: an integer exponent (i32 or i64), negative too
                a = r.choice(cvals[-4:] + cvals)
                it = r.choice(["i32", "i64"])
                n = self.fresh("n")
                lines.append("  %s = arith.constant %d : %s" % (
                    n, r.choice([0, 1, 2, 3, -1, -2, r.randint(-40, 40)]), it))
                lines.append("  %s = complex.powi %s, %s : %s, %s" % (res, a, n, ct, it))
                self.made_by[res] = "powi"
                cvals.append(res)
            elif k < 0.75:
                op = r.choice(BINARY)
                a = r.choice(cvals[-4:] + cvals)
                b = r.choice(cvals)
                if op in ("add", "sub", "mul") and (
                        self.made_by.get(b) == "constant"
                        or self.made_by.get(a) in ("add", "sub")
                        or self.made_by.get(b) == "sub"):
                    op = "div"
                lines.append("  %s = complex.%s %s, %s : %s" % (res, op, a, b, ct))
                self.made_by[res] = op
                cvals.append(res)
            elif k < 0.85:
                op = r.choice(PART)
                lines.append("  %s = complex.%s %s : %s" % (
                    res, op, r.choice(cvals[-4:] + cvals), ct))
                fvals.append(res)
                prints.append(("f", res))
            elif k < 0.9 and fvals:
                # A float back into a complex number.
                other = r.choice(fvals)
                lines.append("  %s = complex.create %s, %s : %s" % (
                    res, r.choice(fvals), other, ct))
                cvals.append(res)
            elif k < 0.95:
                op = r.choice(CMP)
                a = r.choice(cvals)
                b = a if r.random() < 0.2 else r.choice(cvals)
                lines.append("  %s = complex.%s %s, %s : %s" % (res, op, a, b, ct))
                self.made_by[res] = op
                w = self.fresh("w")
                lines.append("  %s = arith.extui %s : i1 to i32" % (w, res))
                prints.append(("i", w))
            else:
                # Through memory and a call.
                lines.append("  %s = func.call @through_%s(%s) : (%s) -> %s" % (
                    res, ty, r.choice(cvals), ct, ct))
                cvals.append(res)
        # Print the last values and a few others.
        shown = cvals[-3:] + r.sample(cvals, min(2, len(cvals)))
        if self.shown_const:
            shown.append(self.shown_const)
        body = []
        for kind, v in prints:
            if kind == "f" and ty == "f16":
                w = self.fresh("w")
                body.append("  %s = arith.extf %s : f16 to f32" % (w, v))
                body.append("  func.call @print_f32(%s) : (f32) -> ()" % w)
            elif kind == "f":
                body.append("  func.call @print_%s(%s) : (%s) -> ()" % (ty, v, ty))
            else:
                body.append("  func.call @print_i32(%s) : (i32) -> ()" % v)
        for z in shown:
            body.append("  func.call @show_%s(%s) : (%s) -> ()" % (ty, z, ct))
        head = "func.func @%s(%s) {" % (
            name, ", ".join("%s: %s" % (p, ty) for p in params))
        return [head] + lines + body + ["  return", "}"], args

    def generate(self):
        r = self.r
        out = [
            "func.func private @print_f64(f64)",
            "func.func private @print_f32(f32)",
            "func.func private @print_i32(i32)",
            "func.func private @opaque_f32(f32) -> f32",
            "func.func private @opaque_f64(f64) -> f64",
        ]
        for ty in ("f32", "f64", "f16"):
            ct = "complex<%s>" % ty
            pt = "f32" if ty == "f16" else ty
            show = ["  %%re = complex.re %%z : %s" % ct,
                    "  %%im = complex.im %%z : %s" % ct]
            if ty == "f16":
                show = ["  %%re0 = complex.re %%z : %s" % ct,
                        "  %%im0 = complex.im %%z : %s" % ct,
                        "  %re = arith.extf %re0 : f16 to f32",
                        "  %im = arith.extf %im0 : f16 to f32"]
            out += ["func.func @show_%s(%%z: %s) {" % (ty, ct)] + show + [
                "  func.call @print_%s(%%re) : (%s) -> ()" % (pt, pt),
                "  func.call @print_%s(%%im) : (%s) -> ()" % (pt, pt),
                "  return",
                "}",
                "func.func @through_%s(%%z: %s) -> %s {" % (ty, ct, ct),
                "  %%m = memref.alloca() : memref<4x%s>" % ct,
                "  %c2 = arith.constant 2 : index",
                "  memref.store %%z, %%m[%%c2] : memref<4x%s>" % ct,
                "  %%r = memref.load %%m[%%c2] : memref<4x%s>" % ct,
                "  return %%r : %s" % ct,
                "}",
            ]
        main = ["func.func @main() -> i32 {"]
        for k in range(r.randint(1, 3)):
            ty = r.choice(["f32", "f64", "f16"])
            lines, args = self.kernel("k%d" % k, ty)
            out += lines
            names = []
            for a in args:
                c = self.fresh("c")
                main.append("  %s = arith.constant %s : %s" % (c, self.hex_const(a, ty), ty))
                o = self.fresh("o")
                if ty == "f16":
                    # through opaque_f32 (f16 -> f32 -> f16 is exact)
                    e, o32 = self.fresh("e"), self.fresh("o")
                    main.append("  %s = arith.extf %s : f16 to f32" % (e, c))
                    main.append("  %s = func.call @opaque_f32(%s) : (f32) -> f32" % (o32, e))
                    main.append("  %s = arith.truncf %s : f32 to f16" % (o, o32))
                else:
                    main.append("  %s = func.call @opaque_%s(%s) : (%s) -> %s" % (o, ty, c, ty, ty))
                names.append(o)
            main.append("  func.call @k%d(%s) : (%s) -> ()" % (
                k, ", ".join(names), ", ".join([ty] * len(names))))
        main += ["  %zero = arith.constant 0 : i32", "  return %zero : i32", "}"]
        return "\n".join(out + main) + "\n"


# Identity functions in their own C file: the kernels' inputs are not
# constants LLVM could fold at -O2 (LLVM 22 folds a call of `atan2f` with
# constant operands through the double `atan2`, one ulp away from `atan2f`
# at times, but not MLIR's `llvm.atan2.f32`).
OPAQUE_C = """float opaque_f32(float x) { return x; }
double opaque_f64(double x) { return x; }
"""


def _run(cmd, timeout, stdin=None):
    try:
        p = subprocess.run(cmd, stdin=stdin, capture_output=True,
                           timeout=timeout)
        return p.returncode, p.stdout.decode(errors="replace"), \
            p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return -999, "", "timeout"
    except OSError as e:
        return -998, "", str(e)


def _first(s):
    for line in s.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


def runtime_objects(tmp, runtime_c):
    """golden/runtime.c and the identity functions, compiled once."""
    opaque = os.path.join(tmp, "opaque.c")
    with open(opaque, "w") as f:
        f.write(OPAQUE_C)
    objs = []
    for c in (runtime_c, opaque):
        o = os.path.join(tmp, os.path.basename(c) + ".o")
        rc, _, err = _run([CLANG22, "-O2", "-c", c, "-o", o], 120)
        if rc != 0:
            raise RuntimeError("cannot compile %s: %s" % (c, _first(err)))
        objs.append(o)
    return objs


def check(seed, d, mlir2ll, runtime_o, opts, timeout, size=1.0):
    """Compiles and runs one program both ways; returns (status, message)."""
    gen = ComplexGen(seed, size)
    text = gen.generate()
    mlir = os.path.join(d, "prog.mlir")
    with open(mlir, "w") as f:
        f.write(text)
    if gen.fastmath:
        opts = ["0"]
    lowered = os.path.join(d, "ref.mlir")
    rc, _, err = _run([MLIR_OPT, "--convert-complex-to-standard",
                       "--convert-to-llvm", "--reconcile-unrealized-casts",
                       mlir, "-o", lowered], timeout * 6)
    if rc != 0:
        return "fail", "%s: %s" % (MLIR_OPT, _first(err))
    ref_ll = os.path.join(d, "ref.ll")
    rc, _, err = _run([MLIR_TRANSLATE, "--mlir-to-llvmir", lowered, "-o", ref_ll],
                      timeout * 6)
    if rc != 0:
        return "fail", "%s: %s" % (MLIR_TRANSLATE, _first(err))
    test_ll = os.path.join(d, "test.ll")
    rc, _, err = _run([mlir2ll, mlir, "-o", test_ll], timeout * 6)
    if rc != 0:
        return "fail", "mlir2ll: %s" % _first(err)
    # LLVM 14's half conversions call compiler-rt.
    return build_and_compare(d, ref_ll, test_ll, runtime_o, opts, timeout,
                             ["--rtlib=compiler-rt"] if "f16" in text else [])


def build_and_compare(d, ref_ll, test_ll, runtime_o, opts, timeout, cflags=()):
    """Builds MLIR 22's `.ll` (ref_ll) with clang-22 and mlir2ll's (test_ll)
    with clang-22 and, at the first level of opts only, clang 14 (it reads
    the same `.ll`), runs each; returns (status, message)."""
    want = None
    for o in opts:
        builds = [("ref", CLANG22, ref_ll), ("mlir2ll+clang22", CLANG22, test_ll)]
        if o == opts[0]:
            builds.append(("mlir2ll+clang14", CLANG14, test_ll))
        for name, cc, ll in builds:
            exe = os.path.join(d, "%s-O%s" % (name, o))
            rc, _, err = _run([cc, "-O" + o, "-w", "-Wno-override-module", ll]
                              + list(runtime_o) + ["-lm", "-o", exe] + list(cflags),
                              timeout * 6)
            if rc != 0:
                return "fail", "%s -O%s: %s" % (name, o, _first(err))
            rc, out, _ = _run([exe], timeout)
            got = (rc, out)
            if want is None:
                want = got
            elif got != want:
                la, lb = want[1].splitlines(), got[1].splitlines()
                for i in range(max(len(la), len(lb))):
                    x = la[i] if i < len(la) else "<eof>"
                    y = lb[i] if i < len(lb) else "<eof>"
                    if x != y:
                        return "fail", "%s -O%s line %d: MLIR 22 '%s', got '%s'" % (
                            name, o, i + 1, x, y)
                return "fail", "%s -O%s: exit %d vs %d" % (name, o, want[0], got[0])
    return "pass", ""


def tools_missing():
    return [t for t in (MLIR_OPT, MLIR_TRANSLATE, CLANG22, CLANG14)
            if shutil.which(t) is None]


def run_family(args, mlir2ll, runtime_c, keep, check=check, family="complex"):
    """The `--family complex` run of scripts/oracle (other families pass
    their own `check`)."""
    from concurrent.futures import ThreadPoolExecutor
    opts = [o.strip().lstrip("-").lstrip("O") for o in args.opt.split(",") if o.strip()]
    tmp = tempfile.mkdtemp(prefix="mlir2ll-oracle-%s-" % family)
    runtime_o = runtime_objects(tmp, runtime_c)
    seeds = range(args.seed, args.seed + args.count)

    def job(s):
        d = tempfile.mkdtemp(prefix="s%d-" % s, dir=tmp)
        try:
            st, msg = check(s, d, mlir2ll, runtime_o, opts, args.timeout, args.size)
        except Exception as e:   # a bug in this script: report, go on
            st, msg = "fail", "oracle crashed: %s: %s" % (type(e).__name__, e)
        if st != "pass" and keep:
            dst = os.path.join(keep, "seed-%d" % s)
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(d, dst)
            with open(os.path.join(dst, "README"), "w") as f:
                f.write("seed %d: %s\n" % (s, msg))
        shutil.rmtree(d, ignore_errors=True)
        return st, msg

    passed = failed = 0
    try:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            for s, (st, msg) in zip(seeds, ex.map(job, seeds)):
                if st == "pass":
                    passed += 1
                else:
                    failed += 1
                    print("FAIL seed %d: %s" % (s, msg), flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("oracle: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0
