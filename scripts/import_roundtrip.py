#!/usr/bin/env python3
"""`mlir2ll import` round trip on C programs (issue 14).

For each C program -- the hand-written ones in tests/import/*.c and random
ones from csmith -- and each compiler CC (clang = clang 14, clang-22) and
level L (-O0, -O2):

    direct:     CC -OL prog.c -o direct              (run: stdout, exit code)
    imported:   CC -OL -S -emit-llvm prog.c -o prog.ll
                mlir2ll import prog.ll -o prog.mlir
                mlir2ll prog.mlir -o back.ll
                CC -OL back.ll -o back               (run: same stdout, exit code)
                clang-22 -c back.ll                  (the default output reads in LLVM 22 too)
                mlir-translate-13 --mlir-to-llvmir prog.mlir   (clang 14 path, with --translate)

Hand-written programs run in all four (CC, L) configurations; csmith programs
are spread over them (program i in configuration i % 4) unless --all-configs.
A csmith program whose direct build times out (or crashes) is skipped.

    scripts/import_roundtrip.py [--count N] [--seed S] [--jobs J] [--keep DIR]
                                [--no-hand] [--all-configs] [--translate K]
                                [--timeout T] [FILTER...]

Prints one line per failure, then a summary with pass/fail/skip counts per
(compiler, level); exits 1 if anything failed.  With --keep DIR every failing
case is saved in DIR/<name>-<cc>-<level>/ (the C file, the .ll, the .mlir,
back.ll and error.txt with the first error line).
"""
import argparse, glob, os, shutil, subprocess, sys, tempfile
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR2LL = os.path.join(ROOT, "target", "release", "mlir2ll")
CSMITH_INC = "/usr/include/csmith"
CONFIGS = [("clang", "O0"), ("clang", "O2"), ("clang-22", "O0"), ("clang-22", "O2")]


class Fail(Exception):
    pass


class Skip(Exception):
    pass


def sh(cmd, timeout=120, what=None):
    """Runs `cmd`; raises Fail with its first error line when it fails."""
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Fail(f"{what or cmd[0]}: timed out after {timeout}s")
    if p.returncode != 0:
        err = p.stderr.decode("utf-8", "replace").strip().splitlines()
        first = next((l for l in err if "error" in l), err[0] if err else "")
        raise Fail(f"{what or cmd[0]}: exit {p.returncode}: {first}")
    return p


def run_exe(exe, timeout):
    """(stdout, exit code), or None on timeout."""
    try:
        p = subprocess.run([exe], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return p.stdout, p.returncode


def expected_error(src):
    """`// import-expect-error: TRIGGER [=> TEXT]` in a hand-written program:
    when TRIGGER is in the program's .ll, the import must fail (exit 1, no
    output file) with an error containing TEXT (TRIGGER when no TEXT), e.g.
    `byval(`, which the importer refuses.  Returns (TRIGGER, TEXT) or None."""
    for line in src.splitlines()[:5]:
        if line.startswith("// import-expect-error:"):
            spec = line.split(":", 1)[1]
            trigger, _, text = spec.partition("=>")
            return trigger.strip(), (text.strip() or trigger.strip())
    return None


def one_case(job):
    """One (program, compiler, level): ("pass"|"fail"|"skip", detail)."""
    src, name, cc, lvl, is_csmith, opts = job
    d = tempfile.mkdtemp(prefix="imprt-")
    try:
        return _one_case(src, name, cc, lvl, is_csmith, opts, d)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def _one_case(src, name, cc, lvl, is_csmith, opts, d):
    c = os.path.join(d, name + ".c")
    with open(c, "w") as f:
        f.write(src)
    cflags = ["-w", f"-{lvl}"] + (["-I", CSMITH_INC] if is_csmith else [])
    ll = os.path.join(d, "prog.ll")
    mlir = os.path.join(d, "prog.mlir")
    back = os.path.join(d, "back.ll")
    stage = "direct"
    try:
        direct = os.path.join(d, "direct")
        try:
            sh([cc] + cflags + [c, "-o", direct, "-lm"], what=f"{cc} (direct)")
        except Fail as e:
            raise Skip(str(e))
        want = run_exe(direct, opts["timeout"])
        if want is None:
            raise Skip("direct build times out")
        if is_csmith and want[1] != 0:
            raise Skip(f"direct build exits {want[1]}")
        stage = "emit-llvm"
        sh([cc] + cflags + ["-S", "-emit-llvm", c, "-o", ll], what=f"{cc} -emit-llvm")
        stage = "import"
        expect = expected_error(src)
        if expect and expect[0] in open(ll, errors="replace").read():
            p = subprocess.run([MLIR2LL, "import", ll, "-o", mlir], capture_output=True, timeout=120)
            err = p.stderr.decode("utf-8", "replace")
            if p.returncode != 1 or expect[1] not in err or os.path.exists(mlir):
                raise Fail(f"mlir2ll import: expected exit 1 with an error containing `{expect[1]}` "
                           f"and no output file; got exit {p.returncode}: {err.strip()[:200]}")
            return ("pass", "")
        sh([MLIR2LL, "import", ll, "-o", mlir], what="mlir2ll import")
        if os.path.exists(mlir) is False:
            raise Fail("mlir2ll import: no output file")
        stage = "mlir2ll"
        sh([MLIR2LL, mlir, "-o", back], what="mlir2ll (back to .ll)")
        stage = "build"
        exe = os.path.join(d, "back")
        sh([cc, f"-{lvl}", "-w", back, "-o", exe, "-lm"], what=f"{cc} back.ll")
        if cc != "clang-22":
            sh(["clang-22", "-O0", "-w", "-c", back, "-o", os.path.join(d, "b22.o")],
               what="clang-22 -c back.ll")
        stage = "run"
        got = run_exe(exe, opts["timeout"] * 3 + 5)
        if got is None:
            raise Fail("imported program times out")
        if got != want:
            gl = got[0].decode("utf-8", "replace").splitlines()
            wl = want[0].decode("utf-8", "replace").splitlines()
            diff = next(((i, a, b) for i, (a, b) in enumerate(zip(gl, wl)) if a != b), None)
            if diff:
                msg = f"line {diff[0] + 1}: got {diff[1]!r}, want {diff[2]!r}"
            elif len(gl) != len(wl):
                msg = f"{len(gl)} lines, want {len(wl)}"
            else:
                msg = ""
            raise Fail(f"output differs (exit {got[1]}, want {want[1]}) {msg}".strip())
        if opts["translate"] and cc == "clang" and opts["translate_this"]:
            stage = "mlir-translate-13"
            sh(["mlir-translate-13", "--mlir-to-llvmir", mlir, "-o", os.path.join(d, "t.ll")],
               what="mlir-translate-13 --mlir-to-llvmir")
        return ("pass", "")
    except Skip as e:
        return ("skip", str(e))
    except Fail as e:
        if opts["keep"]:
            out = os.path.join(opts["keep"], f"{name}-{cc}-{lvl}")
            os.makedirs(out, exist_ok=True)
            for p in (c, ll, mlir, back):
                if os.path.exists(p):
                    shutil.copy(p, out)
            with open(os.path.join(out, "error.txt"), "w") as f:
                f.write(f"stage {stage}: {e}\n")
        return ("fail", f"[{stage}] {e}")


def csmith_program(seed):
    # (csmith writes platform.info into its working directory.)
    with tempfile.TemporaryDirectory() as d:
        p = subprocess.run(["csmith", "--seed", str(seed)], capture_output=True, timeout=60,
                           cwd=d)
    if p.returncode != 0:
        return None
    return p.stdout.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=20, help="csmith programs (default 20)")
    ap.add_argument("--seed", type=int, default=0, help="first csmith seed (default 0)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel cases (default 2)")
    ap.add_argument("--keep", help="save failing cases in this directory")
    ap.add_argument("--no-hand", action="store_true", help="skip tests/import/*.c")
    ap.add_argument("--all-configs", action="store_true",
                    help="every csmith program in all four (compiler, level) configurations")
    ap.add_argument("--translate", type=int, default=4, metavar="K",
                    help="check mlir-translate-13 reads every K-th clang 14 import (0: never)")
    ap.add_argument("--timeout", type=float, default=10.0, help="run timeout in seconds")
    ap.add_argument("filter", nargs="*", help="only hand-written programs whose name has one of these")
    a = ap.parse_args()
    if not os.path.exists(MLIR2LL):
        sys.exit(f"{MLIR2LL} is missing: run `cargo build --release` first")
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    jobs = []
    k = 0

    def opts():
        nonlocal k
        k += 1
        return {"timeout": a.timeout, "keep": a.keep, "translate": a.translate > 0,
                "translate_this": a.translate > 0 and k % a.translate == 0}

    if not a.no_hand:
        for path in sorted(glob.glob(os.path.join(ROOT, "tests", "import", "*.c"))):
            name = os.path.splitext(os.path.basename(path))[0]
            if a.filter and not any(f in name for f in a.filter):
                continue
            with open(path) as f:
                src = f.read()
            for cc, lvl in CONFIGS:
                jobs.append((src, name, cc, lvl, False, opts()))
    for i in range(a.count):
        seed = a.seed + i
        src = csmith_program(seed)
        if src is None:
            print(f"csmith --seed {seed} failed", file=sys.stderr)
            continue
        confs = CONFIGS if a.all_configs else [CONFIGS[seed % 4]]
        for cc, lvl in confs:
            jobs.append((src, f"csmith{seed}", cc, lvl, True, opts()))
    counts = {c: {"pass": 0, "fail": 0, "skip": 0} for c in CONFIGS}
    failures = []
    with ProcessPoolExecutor(max_workers=a.jobs) as ex:
        for job, (status, detail) in zip(jobs, ex.map(one_case, jobs)):
            _, name, cc, lvl, _, _ = job
            counts[(cc, lvl)][status] += 1
            if status == "fail":
                line = f"FAIL {name} {cc} -{lvl}: {detail}"
                failures.append(line)
                print(line, flush=True)
            done = sum(sum(c.values()) for c in counts.values())
            if done % 50 == 0:
                print(f"progress: {done}/{len(jobs)} cases, {len(failures)} failed",
                      file=sys.stderr, flush=True)
    total = {"pass": 0, "fail": 0, "skip": 0}
    parts = []
    for (cc, lvl), c in counts.items():
        parts.append(f"{cc} -{lvl}: {c['pass']} pass {c['fail']} fail {c['skip']} skip")
        for s in total:
            total[s] += c[s]
    print("summary: " + "; ".join(parts))
    print(f"total: {total['pass']} pass, {total['fail']} fail, {total['skip']} skip")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
