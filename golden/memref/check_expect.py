#!/usr/bin/env python3
"""Checks that the `// expect: a | b` comments of golden/memref/NAME.mlir, taken
in file order, equal the lines of NAME.out (hand-derived values against the
MLIR 13 oracle's output). For float lines (`%.9g 0xBITS`), an expect item is
compared with the first token of the line only.
Usage: check_expect.py [NAME...]   (default: every NAME.mlir beside this file)"""
import os
import re
import sys

D = os.path.dirname(os.path.abspath(__file__))
names = sys.argv[1:] or sorted(f[:-5] for f in os.listdir(D) if f.endswith(".mlir"))
bad = 0
for n in names:
    src = open(f"{D}/{n}.mlir").read()
    exp = []
    # `"// expect: a | b"` (in quotes) is the header's explanation, not an expect
    for m in re.finditer(r"(?<!\")//\s*expect:\s*(.*)", src):
        exp += [x.strip() for x in m.group(1).split("|")]
    try:
        out = open(f"{D}/{n}.out").read().splitlines()
    except FileNotFoundError:
        print("no .out", n)
        bad += 1
        continue
    got = [l.split()[0] if l.split() else l for l in out]
    if exp != got:
        bad += 1
        print(f"MISMATCH {n}: {len(exp)} expects vs {len(got)} lines")
        for i in range(max(len(exp), len(got))):
            e = exp[i] if i < len(exp) else "<none>"
            g = got[i] if i < len(got) else "<none>"
            if e != g:
                print(f"  line {i + 1}: expect {e!r} got {g!r}")
    else:
        print(f"ok {n} ({len(exp)} lines)")
sys.exit(1 if bad else 0)
