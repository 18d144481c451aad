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
  [ -n "$args" ] || continue # host_random.ll: run by lli below
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
# random operands on the host: lli-14 before and after the three passes must print the
# same hashes (LLVM's own lowering and runtime library are the oracle)
LLVMBIN=/usr/lib/llvm-14/bin
f=tests/expand/host_random.ll
if [ ! -x build/nvopt ]; then echo "FAIL: expand/host_random (build/nvopt missing: run make)"
elif [ ! -x "$LLVMBIN/lli" ]; then echo "SKIP: expand/host_random (lli-14 missing)"
else
  o="$OUT/host_random"
  if ! build/nvopt -passes=expand_divrem,expand_fpconvert,expand_frem "$f" -o "$o.after.ll" 2> "$o.err"; then
    echo "FAIL: expand/host_random (nvopt: $(head -c 200 "$o.err"))"
  elif grep -q ' = \(udiv\|sdiv\|urem\|srem\) i\(6[5-9]\|[7-9][0-9]\|1[0-9][0-9]\) \| = fp\(toui\|tosi\) .* to i1[0-9][0-9]$\| = frem double' "$o.after.ll"; then
    echo "FAIL: expand/host_random (an operation was left unexpanded: $(grep -m1 ' = \(udiv\|sdiv\|urem\|srem\) i1[0-9][0-9]\| = frem double' "$o.after.ll"))"
  else
    grep -v '^target ' "$o.after.ll" > "$o.after.host.ll"
    timeout 60 "$LLVMBIN/lli" -opaque-pointers "$f" > "$o.before.out" 2>&1
    timeout 60 "$LLVMBIN/lli" -opaque-pointers "$o.after.host.ll" > "$o.after.out" 2>&1
    if [ "$(wc -l < "$o.before.out")" -ne 10 ]; then echo "FAIL: expand/host_random (lli could not run the input; see $o.before.out)"
    elif cmp -s "$o.before.out" "$o.after.out"; then echo "PASS: expand/host_random (20000 random operand sets each, lli-14 before/after)"
    else echo "FAIL: expand/host_random (lli output differs after expansion: diff $o.before.out $o.after.out)"; fi
  fi
fi
