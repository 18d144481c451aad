#!/bin/sh
# Sanity checks of the kernel corpus. Prints one line per check:
#   PASS: name | FAIL: name (why) | SKIP: name (what tool is missing)
# and exits non-zero when any check fails. Checks, for every ll/*.ll:
#   corpus/as/F                 llvm-as-14 accepts it
#   corpus/llc/sm_XX/F          llc-14 -march=nvptx64 -mcpu=sm_XX -mattr=+ptx75 compiles it
#                               and ptxas -arch=sm_XX accepts the PTX, for sm_75, sm_80,
#                               sm_86 (those llc 14 knows) and sm_89, sm_90: llc 14 stops
#                               at sm_86 / PTX 7.5, so for those the sm_86 PTX is patched
#                               (.target sm_89|sm_90, .version 7.8, the first PTX ISA
#                               that has them) and assembled for the newer target
#   corpus/nvvm/compute_XX/F    to_nvvm7.py rewrites it for libNVVM, build/nvvmc compiles
#                               it for compute_75 (or the file's own SM when higher), and
#                               ptxas accepts libNVVM's PTX for that SM
# SMs below the file's own (the `// nvcg-corpus-arch: sm_XX` line of its .cu) are not
# tried. Plus corpus/manifest/* (check_manifest.py), corpus/to_nvvm7/* (to_nvvm7.py's own
# tests, test_to_nvvm7.py), corpus/hostsim-rand/* (hostsim/vs_nvcgrun.sh: hostsim and
# nvcgrun's ir engine agree on rand:SEED inputs) and corpus/build-fresh (build.sh --check,
# when clang-14 is installed).
#
# Environment: LLVM_AS, LLC, PTXAS, NVVMC, CLANG override the tools; JOBS (default 2)
# is the parallelism; KEEP=dir keeps the intermediate PTX there.
cd "$(dirname "$0")" || exit 2
here=$(pwd)
root=$(cd ../.. && pwd)

find_tool() { # name candidates...
  for c in "$@"; do
    case "$c" in
      /*) [ -x "$c" ] && { echo "$c"; return 0; } ;;
      *) command -v "$c" >/dev/null 2>&1 && { command -v "$c"; return 0; } ;;
    esac
  done
  return 1
}

LLVM_AS=${LLVM_AS:-$(find_tool llvm-as-14 /usr/lib/llvm-14/bin/llvm-as)}
LLC=${LLC:-$(find_tool llc-14 /usr/lib/llvm-14/bin/llc)}
PTXAS=${PTXAS:-$(find_tool "${CUDA_HOME:-/usr/local/cuda}/bin/ptxas" /usr/local/cuda/bin/ptxas ptxas)}
PY=$(find_tool python3)
NVVMC=${NVVMC:-$root/build/nvvmc}
JOBS=${JOBS:-2}

if [ ! -x "$NVVMC" ] && [ -f "$root/tools/nvvmc/nvvmc.c" ]; then
  (cd "$root" && make -s build/nvvmc) >/dev/null 2>&1
fi
nvvm_ok=0
nvvm_why="build/nvvmc not built"
if [ -x "$NVVMC" ]; then
  if "$NVVMC" --version >/dev/null 2>&1; then nvvm_ok=1; else nvvm_why="libnvvm.so not found"; fi
fi
[ -n "$PY" ] || { nvvm_ok=0; nvvm_why="python3 not found"; }

work=$(mktemp -d "${TMPDIR:-/tmp}/nvcg-corpus-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

# --- per-file checks, run in parallel; each job writes its lines to its own file so that
# the output order is fixed.
export LLVM_AS LLC PTXAS PY NVVMC nvvm_ok nvvm_why work here
ls ll/*.ll | sed 's|^ll/||; s|\.ll$||' | xargs -P "$JOBS" -n 1 sh -c '
  f=$1
  name=${f%.O[03]}
  out="$work/$f.res"
  t="$work/$f"
  : > "$out"
  pass() { echo "PASS: $1" >> "$out"; }
  fail() { echo "FAIL: $1 ($2)" >> "$out"; }
  skip() { echo "SKIP: $1 ($2)" >> "$out"; }
  firstline() { tr "\n" " " < "$1" | cut -c1-200; }
  arch=$(sed -n "s|^// nvcg-corpus-arch: *sm_\([0-9]*\).*|\1|p" "$here/cuda/$name.cu" 2>/dev/null | head -n1)
  [ -n "$arch" ] || arch=70

  if [ -z "$LLVM_AS" ]; then skip "corpus/as/$f" "llvm-as-14"
  elif "$LLVM_AS" "$here/ll/$f.ll" -o /dev/null 2>"$t.err"; then pass "corpus/as/$f"
  else fail "corpus/as/$f" "$(firstline "$t.err")"; fi

  for sm in 75 80 86 89 90; do
    n="corpus/llc/sm_$sm/$f"
    [ "$sm" -ge "$arch" ] || continue
    if [ -z "$LLC" ]; then skip "$n" "llc-14"; continue; fi
    if [ -z "$PTXAS" ]; then skip "$n" "ptxas"; continue; fi
    case $sm in
      89|90)
        if [ ! -s "$t.sm_86.ptx" ]; then fail "$n" "no sm_86 PTX to patch"; continue; fi
        sed -e "s/^\.target sm_86/.target sm_$sm/" -e "s/^\.version 7\.5$/.version 7.8/" \
          "$t.sm_86.ptx" > "$t.sm_$sm.ptx" ;;
      *)
        if ! "$LLC" -march=nvptx64 -mcpu=sm_$sm -mattr=+ptx75 "$here/ll/$f.ll" -o "$t.sm_$sm.ptx" 2>"$t.err"; then
          fail "$n" "llc: $(firstline "$t.err")"; continue
        fi ;;
    esac
    if "$PTXAS" -arch=sm_$sm "$t.sm_$sm.ptx" -o "$t.cubin" 2>"$t.err"; then pass "$n"
    else fail "$n" "ptxas: $(firstline "$t.err")"; fi
  done

  csm=$(( arch > 75 ? arch : 75 ))
  n="corpus/nvvm/compute_$csm/$f"
  if [ "$nvvm_ok" != 1 ]; then skip "$n" "$nvvm_why"
  elif ! "$PY" "$here/to_nvvm7.py" "$here/ll/$f.ll" -o "$t.nv7.ll" 2>"$t.err"; then
    fail "$n" "to_nvvm7.py: $(firstline "$t.err")"
  elif ! "$NVVMC" -arch=compute_$csm "$t.nv7.ll" -o "$t.nvvm.ptx" 2>"$t.err"; then
    fail "$n" "libNVVM: $(firstline "$t.err")"
  elif [ -z "$PTXAS" ]; then skip "$n" "ptxas"
  elif "$PTXAS" -arch=sm_$csm "$t.nvvm.ptx" -o "$t.cubin" 2>"$t.err"; then pass "$n"
  else fail "$n" "ptxas on libNVVM PTX: $(firstline "$t.err")"; fi

  if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && cp "$t".*.ptx "$KEEP"/ 2>/dev/null; fi
  rm -f "$t".*ptx "$t.cubin" "$t.err" "$t.nv7.ll"
' sh

{
  for r in "$work"/*.res; do cat "$r"; done

  # --- manifest
  if [ -n "$PY" ]; then "$PY" "$here/check_manifest.py" "$here"
  else echo "SKIP: corpus/manifest (python3)"; fi
  # --- to_nvvm7.py's own regression tests
  if [ -n "$PY" ]; then "$PY" "$here/test_to_nvvm7.py"
  else echo "SKIP: corpus/to_nvvm7 (python3)"; fi
  # --- hostsim fills rand:SEED buffers as nvcgrun does (same digests)
  sh "$here/hostsim/vs_nvcgrun.sh"

  # --- the committed IR is what build.sh makes from the sources
  CLANG=${CLANG:-$(find_tool clang-14)}
  if [ -n "$CLANG" ]; then
    if CLANG=$CLANG sh "$here/build.sh" --check > "$work/build.out" 2>&1; then echo "PASS: corpus/build-fresh"
    else echo "FAIL: corpus/build-fresh ($(grep -v '^$' "$work/build.out" | head -3 | tr '\n' ' '))"; fi
  else
    echo "SKIP: corpus/build-fresh (clang-14)"
  fi
} > "$work/all.out"
cat "$work/all.out"
! grep -q '^FAIL: ' "$work/all.out"
