#!/usr/bin/env python3
"""golden/run oracle: builds each NAME.mlir the way mlir-cpu-runner runs it and
checks NAME.stdout / NAME.status (see README.md).

  ./oracle.py [--write] [--mlir2ll PATH] [NAME...]

For each program:
  1. reference: MLIR 13 (`mlir-opt-13 --convert-memref-to-llvm
     --convert-std-to-llvm | mlir-cpu-runner-13 -e main` with
     libmlir_runner_utils.so and libmlir_c_runner_utils.so). `--write` stores
     its stdout (base address masked) as NAME.stdout and a nonzero exit status
     of `main` as NAME.status.
  2. MLIR 13's .ll (`| mlir-translate-13 --mlir-to-llvmir`) linked with
     src/runtime/runtime.c by clang -O0, clang -O2 and gcc -O2.
  3. mlir2ll's .ll linked the same way, and `mlir2ll run NAME.mlir` (both
     skipped when mlir2ll is not built; default target/release/mlir2ll).
Stdout (masked) and exit status must match the golden files; stderr must
match the reference's.

MLIR 13 has no printMemref{F32,...} spellings: the reference run renames them
to print_memref_*. mlir-cpu-runner prints the result of an i32 `main` instead
of exiting with it, so the reference stdout comes from a copy of the program
whose void `main` calls the real one, and the status from a second run with
-entry-point-result=i32. Natively, `main` is renamed `__mlir_main` and a small
C `main` calls it (exit status 0 for a void main).
Needs: mlir-13-tools, libmlir-13-dev (the runner .so files), clang, gcc.
Python 3 standard library only."""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
RUNTIME = os.path.join(REPO, 'src', 'runtime', 'runtime.c')
LIBDIR = '/usr/lib/llvm-13/lib'
LIBS = (f'-shared-libs={LIBDIR}/libmlir_runner_utils.so,'
        f'{LIBDIR}/libmlir_c_runner_utils.so')
LOWER = ['mlir-opt-13', '--convert-memref-to-llvm', '--convert-std-to-llvm']
WRAP_VOID = 'void __mlir_main(void);\nint main(void) { __mlir_main(); return 0; }\n'
WRAP_I32 = 'int __mlir_main(void);\nint main(void) { return __mlir_main(); }\n'


def mask(text):
    """What the run harness does to both outputs."""
    return re.sub(r'base@ = 0x[0-9a-f]+', 'base@ = <addr>', text)


def sh(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f'{" ".join(cmd)} failed ({p.returncode}):\n{p.stderr}')
    return p.stdout


def returns_i32(src):
    return re.search(r'func @main\(\) -> i32', src) is not None


def reference(src):
    """(stdout, status, stderr) under mlir-cpu-runner-13."""
    src = re.sub(r'@printMemref(F32|F64|I32|I64)\b',
                 lambda m: '@print_memref_' + m.group(1).lower(), src)
    status = 0
    if returns_i32(src):
        out = sh(['mlir-cpu-runner-13', '-e', 'main', '-entry-point-result=i32',
                  LIBS], sh(LOWER, src))
        status = int(out.strip().splitlines()[-1])
        src = src.replace('func @main() -> i32', 'func @__real_main() -> i32')
        src += ('\nfunc @main() {\n  %r = call @__real_main() : () -> i32\n'
                '  return\n}\n')
    p = subprocess.run(['mlir-cpu-runner-13', '-e', 'main',
                        '-entry-point-result=void', LIBS],
                       input=sh(LOWER, src), capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f'mlir-cpu-runner-13 failed:\n{p.stderr}')
    return p.stdout, status, p.stderr


def native(ll, i32, work, tag, cc, opt):
    """(stdout, status, stderr) of ll linked with the runtime."""
    ll = re.sub(r'@main\(', '@__mlir_main(', ll)
    llf, obj, wrap, exe = (os.path.join(work, tag + ext)
                           for ext in ('.ll', '.o', '_main.c', '.exe'))
    with open(llf, 'w') as f:
        f.write(ll)
    with open(wrap, 'w') as f:
        f.write(WRAP_I32 if i32 else WRAP_VOID)
    sh(['clang', opt, '-Wno-override-module', '-c', llf, '-o', obj])
    sh([cc, '-std=c11', opt, '-Wall', '-Wextra', '-Werror', obj, RUNTIME, wrap,
        '-o', exe, '-lm'])
    p = subprocess.run([exe], capture_output=True, text=True)
    return p.stdout, p.returncode, p.stderr


def main(argv):
    write = '--write' in argv
    mlir2ll = os.path.join(REPO, 'target', 'release', 'mlir2ll')
    names = []
    it = iter(argv)
    for a in it:
        if a == '--mlir2ll':
            mlir2ll = next(it)
        elif not a.startswith('--'):
            names.append(a[:-5] if a.endswith('.mlir') else a)
    names = names or sorted(f[:-5] for f in os.listdir(HERE) if f.endswith('.mlir'))
    has_run = os.path.exists(mlir2ll) and 'mlir2ll run' in subprocess.run(
        [mlir2ll, '--help'], capture_output=True, text=True).stdout
    passed = failed = 0
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            path = os.path.join(HERE, name + '.mlir')
            with open(path) as f:
                src = f.read()
            i32 = returns_i32(src)
            ref_out, ref_status, ref_err = reference(src)
            ref_out = mask(ref_out)
            stdout_file = os.path.join(HERE, name + '.stdout')
            status_file = os.path.join(HERE, name + '.status')
            if write:
                with open(stdout_file, 'w') as f:
                    f.write(ref_out)
                if ref_status:
                    with open(status_file, 'w') as f:
                        f.write(f'{ref_status}\n')
                elif os.path.exists(status_file):
                    os.remove(status_file)
            with open(stdout_file) as f:
                want_out = f.read()
            want_status = 0
            if os.path.exists(status_file):
                with open(status_file) as f:
                    want_status = int(f.read())
            runs = [('mlir-cpu-runner-13', ref_out, ref_status, ref_err)]
            ll13 = sh(['mlir-translate-13', '--mlir-to-llvmir'], sh(LOWER, src))
            for cc, opt in (('clang', '-O0'), ('clang', '-O2'), ('gcc', '-O2')):
                out, status, err = native(ll13, i32, work, f'{name}.13{opt}{cc}', cc, opt)
                runs.append((f'MLIR 13 .ll + runtime.c ({cc} {opt})', mask(out), status, err))
            if os.path.exists(mlir2ll):
                p = subprocess.run([mlir2ll, path], capture_output=True, text=True)
                if p.returncode == 0:
                    out, status, err = native(p.stdout, i32, work, f'{name}.m2l', 'clang', '-O0')
                    runs.append(('mlir2ll .ll + runtime.c', mask(out), status, err))
                else:
                    runs.append(('mlir2ll (compile error) ' + p.stderr.strip()[:200],
                                 None, None, None))
                if has_run:
                    p = subprocess.run([mlir2ll, 'run', path], capture_output=True, text=True)
                    runs.append(('mlir2ll run', mask(p.stdout), p.returncode, p.stderr))
            for what, out, status, err in runs:
                problems = []
                if out != want_out:
                    problems.append('stdout differs')
                if status != want_status:
                    problems.append(f'status {status}, want {want_status}')
                if err != ref_err:
                    problems.append('stderr differs from mlir-cpu-runner-13')
                if problems:
                    failed += 1
                    print(f'FAIL {name}: {what}: {"; ".join(problems)}')
                else:
                    passed += 1
                    print(f'ok   {name}: {what}')
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
