#!/bin/bash
# Rebuilds the .out files of golden/memref/*.mlir (and c_driver/expected.out)
# with the MLIR 13 oracle of shared/ORACLE.md:
#   mlir-opt-13 --convert-math-to-llvm --convert-math-to-libm --convert-memref-to-llvm
#     --convert-vector-to-llvm --convert-std-to-llvm | mlir-translate-13 --mlir-to-llvmir
#   clang (14) ref.ll golden/runtime.c -lm, at -O0 and -O2 (outputs must agree),
#   and the -O0 build under valgrind (memory errors, definite leaks) if installed.
# Usage: oracle.sh [--check] [NAME...]
#   default: all programs plus c_driver; --check compares instead of writing.
# Flags in a program's `// mlir2ll-flags:` line:
#   --bare-ptr-memref-call-conv -> --convert-std-to-llvm=use-bare-ptr-memref-call-conv=1
#   --index-bitwidth 32         -> ignored: the 64-bit build gives the .out (MLIR 13
#                                  segfaults with index-bitwidth=32 and memrefs)
# Then check_expect.py compares the `// expect:` comments with the .out files.
set -o pipefail
D=${MEMREF_DIR:-$(cd "$(dirname "$0")" && pwd)}
RT=$D/../runtime.c
W=/tmp/mr
mkdir -p $W
CHECK=0
if [ "$1" = "--check" ]; then CHECK=1; shift; fi
names=("$@")
[ ${#names[@]} -gt 0 ] && SKIP_CDRIVER=1
if [ ${#names[@]} -eq 0 ]; then
  for f in $D/*.mlir; do names+=("$(basename $f .mlir)"); done
fi
rc=0
for n in "${names[@]}"; do
  f=$D/$n.mlir
  STD=--convert-std-to-llvm
  MEM=--convert-memref-to-llvm
  if grep -q '^// mlir2ll-flags:.*--bare-ptr-memref-call-conv' $f; then
    STD=--convert-std-to-llvm=use-bare-ptr-memref-call-conv=1
  fi
  if ! mlir-opt-13 --lower-affine --convert-scf-to-std --convert-math-to-llvm --convert-math-to-libm $MEM \
        --convert-vector-to-llvm $STD $f 2>$W/$n.opt.err \
      | mlir-translate-13 --mlir-to-llvmir -o $W/$n.ll 2>$W/$n.tr.err; then
    echo "FAIL(mlir) $n"; cat $W/$n.opt.err $W/$n.tr.err | head -20; rc=1; continue
  fi
  ok=1
  for O in -O0 -O2; do
    if ! clang -w $O $W/$n.ll $RT -lm -o $W/$n$O 2>$W/$n.cc.err; then
      echo "FAIL(clang $O) $n"; head -20 $W/$n.cc.err; ok=0; break
    fi
    if ! timeout 20 $W/$n$O > $W/$n$O.out; then echo "FAIL(run $O, rc=$?) $n"; ok=0; break; fi
  done
  [ $ok = 1 ] || { rc=1; continue; }
  if command -v valgrind >/dev/null && ! valgrind -q --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=9 $W/$n-O0 >/dev/null 2>$W/$n.vg; then
    echo "FAIL(valgrind) $n"; head -30 $W/$n.vg; rc=1; continue
  fi
  if ! cmp -s $W/$n-O0.out $W/$n-O2.out; then echo "FAIL(-O0 vs -O2 differ) $n"; rc=1; continue; fi
  if [ $CHECK = 1 ]; then
    if cmp -s $W/$n-O0.out $D/$n.out; then echo "ok $n"; else echo "DIFF $n"; diff $W/$n-O0.out $D/$n.out | head; rc=1; fi
  else
    cp $W/$n-O0.out $D/$n.out; echo "wrote $n.out ($(wc -l < $D/$n.out) lines)"
  fi
done
# c_driver: callee.mlir built by MLIR 13, linked with driver.c
if [ "$SKIP_CDRIVER" != 1 ]; then
  C=$D/c_driver
  if mlir-opt-13 --convert-memref-to-llvm --convert-std-to-llvm $C/callee.mlir \
       | mlir-translate-13 --mlir-to-llvmir -o $W/callee.ll \
     && clang -w $W/callee.ll $C/driver.c -o $W/cdriver && $W/cdriver > $W/cdriver.out \
     && clang -w -O2 $W/callee.ll $C/driver.c -o $W/cdriver2 && $W/cdriver2 | cmp -s - $W/cdriver.out; then
    if [ $CHECK = 1 ]; then
      if cmp -s $W/cdriver.out $C/expected.out; then echo "ok c_driver"; else echo "DIFF c_driver"; rc=1; fi
    else
      cp $W/cdriver.out $C/expected.out; echo "wrote c_driver/expected.out"
    fi
  else
    echo "FAIL c_driver"; rc=1
  fi
fi
exit $rc
