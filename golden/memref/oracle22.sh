#!/bin/bash
# Rebuilds the .out files of the golden/memref programs written in today's
# spelling (ops MLIR 13 lacks) with the MLIR 22 oracle of shared/ORACLE.md:
#   mlir-opt-22 --expand-realloc --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm
#     --reconcile-unrealized-casts (--finalize-memref-to-llvm before --convert-to-llvm) | mlir-translate-22 --mlir-to-llvmir
#   clang-22 ref.ll golden/runtime.c (+ libmlir_c_runner_utils for memrefCopy)
#   at -O0 and -O2 (outputs must agree).
# Usage: oracle22.sh [--check] NAME...
set -o pipefail
D=$(cd "$(dirname "$0")" && pwd)
RT=$D/../runtime.c
LIB=/usr/lib/llvm-22/lib
W=/tmp/mr22
mkdir -p $W
CHECK=0
if [ "$1" = "--check" ]; then CHECK=1; shift; fi
rc=0
for n in "$@"; do
  f=$D/$n.mlir
  if ! mlir-opt-22 --expand-realloc --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm \
        --reconcile-unrealized-casts $f 2>$W/$n.opt.err \
      | mlir-translate-22 --mlir-to-llvmir -o $W/$n.ll 2>$W/$n.tr.err; then
    echo "FAIL(mlir) $n"; cat $W/$n.opt.err $W/$n.tr.err | head -20; rc=1; continue
  fi
  ok=1
  for O in -O0 -O2; do
    if ! clang-22 -w $O $W/$n.ll $RT -lm $LIB/libmlir_c_runner_utils.so.22.1 -Wl,-rpath,$LIB -o $W/$n$O 2>$W/$n.cc.err; then
      echo "FAIL(clang $O) $n"; head -20 $W/$n.cc.err; ok=0; break
    fi
    if ! timeout 20 $W/$n$O > $W/$n$O.out; then echo "FAIL(run $O) $n"; ok=0; break; fi
  done
  [ $ok = 1 ] || { rc=1; continue; }
  if ! cmp -s $W/$n-O0.out $W/$n-O2.out; then echo "FAIL(-O0 vs -O2 differ) $n"; rc=1; continue; fi
  if [ $CHECK = 1 ]; then
    if cmp -s $W/$n-O0.out $D/$n.out; then echo "ok $n"; else echo "DIFF $n"; diff $W/$n-O0.out $D/$n.out | head; rc=1; fi
  else
    cp $W/$n-O0.out $D/$n.out; echo "wrote $n.out ($(wc -l < $D/$n.out) lines)"
  fi
done
exit $rc
