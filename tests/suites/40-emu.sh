#!/bin/sh
# 40-emu: the PTX emulator and the nvcgrun runner (tools/nvcgrun).
#  - build/emu_test: instruction semantics from the PTX ISA manual, malformed PTX, faults
#  - ptxas accepts every PTX snippet those tests run
#  - nvcgrun's command line: argument errors, --dump, rand:SEED[:LO:HI]/iota/const initialisation,
#    the ir engine refusing PTX input, engines' messages, device printf
#  - tests/emu/fp_random.py: f32/f64/f16/bf16 arithmetic and conversions on random operands
#    in all four rounding modes, against exact rational arithmetic
#  - tests/emu/emu_runs.py: the emulator's own CUDA kernels (llc and libNVVM PTX vs closed
#    forms), the shared corpus (llc vs libNVVM PTX, identical hashes), the cuda engine;
#    with EMU_HOSTSIM=1 also the corpus executed on the host (tests/corpus/hostsim)
cd "$(dirname "$0")/../.." || exit 1
B=build
OUT=tests/out/emu
mkdir -p "$OUT"
NV=$B/nvcgrun
if [ ! -x "$NV" ] || [ ! -x "$B/emu_test" ]; then
  echo "FAIL: emu/build (build/nvcgrun or build/emu_test missing: run make)"
  exit 0
fi

# 1. unit tests (one PASS/FAIL line each)
rm -rf "$OUT/snippets"; mkdir -p "$OUT/snippets"
"$B/emu_test" --dump "$OUT/snippets" | grep -E '^(PASS|FAIL|SKIP): '

# 2. every hand-written snippet is valid PTX for ptxas
PTXAS=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
if [ -x "$PTXAS" ]; then
  for f in "$OUT"/snippets/*.ptx; do
    n=$(basename "$f" .ptx)
    arch=$(sed -n 's/^\.target \(sm_[0-9a-z]*\).*/\1/p' "$f")
    if msg=$("$PTXAS" -arch="$arch" "$f" -o /dev/null 2>&1); then echo "PASS: emu-ptxas/$n"
    else echo "FAIL: emu-ptxas/$n ($(echo "$msg" | head -1))"; fi
  done
else
  echo "SKIP: emu-ptxas (ptxas missing)"
fi

# 3. the command line
K=tests/emu/cuda/ptx/emu_int.llc.ptx
check() { # name expected-status expected-text command...
  name=$1; want=$2; text=$3; shift 3
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" != "$want" ]; then echo "FAIL: emu-cli/$name (exit $rc, expected $want: $(echo "$out" | head -1))"
  elif ! echo "$out" | grep -qF -- "$text"; then echo "FAIL: emu-cli/$name (output lacks '$text': $(echo "$out" | head -1))"
  else echo "PASS: emu-cli/$name"; fi
}
check usage 2 "FILE, --kernel, --grid and --block are required" $NV $K --kernel bits
check bad-arg 2 "bad buffer 'buf:q32:4:zero'" $NV $K --kernel bits --grid 1 --block 1 buf:q32:4:zero i32:1
check bad-init 2 "INIT must be zero, iota, const:V, rand:SEED or rand:SEED:LO:HI" $NV $K --kernel bits --grid 1 --block 1 buf:i32:4:ones i32:1
check bad-grid 2 "bad --grid" $NV $K --kernel bits --grid 0 --block 1 buf:i32:4:zero i32:1
check big-block 2 "too large" $NV $K --kernel bits --grid 1 --block 2048 buf:i32:4:zero i32:1
check arg-count 2 "takes 2 parameters but 1 argument was given" $NV $K --kernel bits --grid 1 --block 1 buf:i32:4:zero
check arg-size 2 "parameter 1 is 4 bytes but argument 1 (i64) is 8 bytes" $NV $K --kernel bits --grid 1 --block 1 buf:i32:4:zero i64:1
check no-file 2 "cannot read" $NV /nonexistent.ptx --kernel k --grid 1 --block 1
check ir-engine-ptx-input 2 "$K" $NV --engine=ir $K --kernel bits --grid 1 --block 1 buf:i32:4:zero i32:1
check bad-engine 2 "unknown engine 'gpu'" $NV --engine=gpu $K --kernel bits --grid 1 --block 1 buf:i32:4:zero i32:1
check fault-status 1 "out-of-bounds global store of 4 bytes" $NV $K --kernel bits --grid 1 --block 8 buf:i32:4:zero i32:8
check dump 0 "3 0x00000003" $NV $K --kernel bits --grid 1 --block 1 --dump buf:i32:4:iota i32:0
check dump-f16 0 "0.5 0x3800" $NV $K --kernel bits --grid 1 --block 1 --dump buf:f16:2:const:0.5 i32:0
check dump-f32 0 "-1.5 0xbfc00000" $NV $K --kernel bits --grid 1 --block 1 --dump buf:f32:1:const:-1.5 i32:0
check printf 0 "thread 1 of 2: 1.500000 1000000000000 str B|3.142|ff" $NV tests/emu/cuda/ptx/emu_printf.llc.ptx --kernel pf --grid 1 --block 2 buf:i32:2:zero
check printf-nvvm 0 "thread 1 of 2: 1.500000 1000000000000 str B|3.142|ff" $NV tests/emu/cuda/ptx/emu_printf.nvvm.ptx --kernel pf --grid 1 --block 2 buf:i32:2:zero
check dump-i8 0 "-1 0xff" $NV $K --kernel bits --grid 1 --block 1 --dump buf:i8:1:const:255 i32:0
check bad-range-int 2 "rand:SEED:LO:HI needs a floating type" $NV $K --kernel bits --grid 1 --block 1 buf:i32:4:rand:1:0:1 i32:1
check bad-range-order 2 "needs finite numbers LO < HI" $NV $K --kernel bits --grid 1 --block 1 buf:f32:4:rand:1:2:1 i32:1
check bad-range-missing 2 "needs numbers LO and HI" $NV $K --kernel bits --grid 1 --block 1 buf:f32:4:rand:1:2 i32:1
if command -v python3 >/dev/null; then
  # rand:SEED / iota / const, read back with --dump (the kernel writes nothing when n = 0)
  for spec in i8:7:rand:1 i16:5:rand:2 i32:5:rand:3 i64:5:rand:99 f16:9:rand:4 bf16:9:rand:5 f32:9:rand:6 f64:9:rand:7 \
              f16:9:rand:4:-3:5 f32:9:rand:6:-80:80 f64:9:rand:7:0:1000 f32:5:rand:8:1e-3:2e-3 \
              f16:4:iota f32:3:iota i64:3:iota f64:2:const:0.1 bf16:1:const:1.5 i16:1:const:-2; do
    got=$($NV $K --kernel bits --grid 1 --block 1 --dump buf:$spec i32:0 2>&1 | tail -n +2 | awk '{print $2}' | tr '\n' ' ')
    want=$(python3 tests/emu/initref.py $spec)
    if [ "$got" = "$want" ]; then echo "PASS: emu-cli/init-$spec"; else echo "FAIL: emu-cli/init-$spec (got $got, want $want)"; fi
  done
  # PTX with debug information (.file, .loc, .section .debug_*) runs and computes the same
  want=$(python3 tests/emu/cuda/expect.py calls 2 64 buf:i32:384:zero i32:120)
  check debug-info 0 "$want" $NV tests/emu/cuda/ptx/emu_calls.g.llc.ptx --kernel calls --grid 2 --block 64 buf:i32:384:zero i32:120
  # IEEE arithmetic and conversions in every rounding mode against exact rationals
  python3 tests/emu/fp_random.py "$NV" "$OUT/fp"
  # 4. real kernels
  python3 tests/emu/emu_runs.py own corpus cuda
  # host execution of the corpus as a third oracle: about a minute more, so on request
  if [ "${EMU_HOSTSIM:-0}" = 1 ]; then python3 tests/emu/emu_runs.py hostsim; fi
else
  echo "SKIP: emu-runs (python3 missing)"
fi
exit 0
