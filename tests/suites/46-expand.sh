#!/bin/sh
# 46-expand: the IR expansions of operations PTX has no instruction for
# (opt/expand_divrem.c, opt/expand_fpconvert.c, opt/expand_frem.c). Each kernel of
# tests/expand/ (written by tests/expand/gen.py) runs every pair of its table of edge
# values through the operations; the ir engine (LLVM semantics) and nvcg's PTX at -O0
# and -O2 on the ptx engine (after ptxas) must dump the same bits. Then nvcgc must not
# report any of the old "unsupported" errors for them.
cd "$(dirname "$0")/../.." || exit 1
OUT=tests/out/expand
mkdir -p "$OUT"
PTXAS=/usr/local/cuda/bin/ptxas
for t in nvcgc nvcgrun; do
  [ -x build/$t ] || { echo "FAIL: expand/build (build/$t missing: run make)"; exit 0; }
done
for f in tests/expand/*.ll; do
  b=$(basename "$f" .ll)
  args=$(sed -n 's/^; NVCGRUN: //p' "$f")
  if ! build/nvcgrun --engine=ir "$f" $args --dump > "$OUT/$b.ir" 2> "$OUT/$b.ir.err"; then
    echo "FAIL: expand/$b (ir engine: $(head -c 200 "$OUT/$b.ir.err"))"; continue
  fi
  for lvl in 0 2; do
    for sm in sm_75 sm_90; do
      n="$b-O$lvl-$sm"
      p="$OUT/$n.ptx"
      if ! build/nvcgc "$f" -mcpu=$sm -O$lvl -o "$p" 2> "$OUT/$n.err"; then
        echo "FAIL: expand/$n (nvcgc: $(head -c 200 "$OUT/$n.err"))"; continue
      fi
      if [ -x "$PTXAS" ]; then
        if ! "$PTXAS" -arch=$sm "$p" -o /dev/null 2> "$OUT/$n.ptxas"; then
          echo "FAIL: expand/$n (ptxas: $(head -c 200 "$OUT/$n.ptxas"))"; continue
        fi
      fi
      if ! build/nvcgrun --engine=ptx "$p" $args --dump > "$OUT/$n.out" 2> "$OUT/$n.run.err"; then
        echo "FAIL: expand/$n (ptx engine: $(head -c 200 "$OUT/$n.run.err"))"; continue
      fi
      if cmp -s "$OUT/$b.ir" "$OUT/$n.out"; then echo "PASS: expand/$n"
      else echo "FAIL: expand/$n (differs from the ir engine: diff $OUT/$b.ir $OUT/$n.out)"; fi
    done
  done
done
