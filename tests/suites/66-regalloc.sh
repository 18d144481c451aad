#!/bin/sh
# 66-regalloc: pressure-driven allocation (mir/greedy.c), block rematerialisation
# (mir/remat_block.c), stack slot colouring and the frame layout of spill slots.
#  - build/regalloc_tests: random machine functions through the passes against an
#    interpreter, brute-force pressure and brute-force slot lifetimes;
#  - tests/regalloc/run_regalloc.py: a sample of the corpus, random kernels and the SPIR-V
#    semantic cases compiled under -maxreg=12, 16 and 24 with --verify-each and
#    verify-update-mcse=1, assembled by ptxas, run on the ptx engine against the ir engine.
#    `make test-regalloc` runs the full sweep;
#  - nvptx-remat-block's knobs through its dump, and nvcgc's -maxreg option.
# The FileCheck tests (tests/lit/regalloc_*.ll) run in 62-lit.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/regalloc_tests ]; then echo "FAIL: regalloc/build (build/regalloc_tests missing: run make)"; exit 0; fi
build/regalloc_tests
# nvptx-remat-block's knobs through its dump (nv-dump-remat-block remarks) on the FileCheck
# kernel tests/lit/regalloc_remat.ll under -maxreg=8: twelve products of %tid.x live out
# of the entry, 15 units live out of it (with %tid.x and the 64-bit pointer), 14 pullable
# (load-remat=0: 13, the ld.param of the pointer is not); each pull-in costs 1 (a
# multiply reading %tid.x where it is live anyway), so the costs cap what is pulled in.
remat_dump() { # NAME EXPECTED-REMARKS (|-joined, in order) KNOB...
  name=$1 want=$2
  shift 2
  got=$(build/nvcgc -mcpu=sm_80 -O2 -maxreg=8 --knob nv-dump-remat-block=1 "$@" tests/lit/regalloc_remat.ll \
    -o /dev/null 2>&1 | sed -n 's/^nvcgc: remark: remat-block: //p' | grep -v '^block\|^Total' | tr '\n' '|')
  if [ "$got" = "$want" ]; then echo "PASS: regalloc/remat-knob-$name"; else echo "FAIL: regalloc/remat-knob-$name (remarks: '$got', expected '$want')"; fi
}
remat_dump default 'Max-Live-Function(3) = 15|Really Final Pull-in: 7 (7)|Max-Live-Function(3) = 8|'
remat_dump max-cost 'Max-Live-Function(3) = 15|Really Final Pull-in: 3 (3)|Max-Live-Function(3) = 12|Really Final Pull-in: 3 (3)|Max-Live-Function(3) = 9|Really Final Pull-in: 1 (1)|Max-Live-Function(3) = 8|' --knob nv-remat-block-max-cost=3
remat_dump max-times 'Max-Live-Function(3) = 15|Really Final Pull-in: 3 (3)|' --knob nv-remat-block-max-cost=3 --knob nv-remat-max-times=1
remat_dump single-cost 'Max-Live-Function(3) = 15|Really Final Pull-in: 0 (0)|' --knob nv-remat-block-single-cost=0
remat_dump target-adjust 'Max-Live-Function(3) = 15|Really Final Pull-in: 3 (3)|Max-Live-Function(3) = 12|' --knob reg-target-adjust=4
remat_dump no-mi-remat 'Skip machine-instruction rematerialization on remat|' --knob no-mi-remat=other,remat
remat_dump disable '' --knob nv-disable-remat=1
remat_dump mode-off '' --knob nv-remat-block=0
if build/nvcgc -mcpu=sm_80 -O2 -maxreg=8 --knob nv-dump-remat-block=1 --knob load-remat=0 tests/lit/regalloc_remat.ll -o /dev/null 2>&1 |
  grep -q 'Pullable: 13$'; then echo "PASS: regalloc/remat-knob-load-remat"; else echo "FAIL: regalloc/remat-knob-load-remat (the ld.param is still pullable)"; fi
# nvcgc -maxreg: a bad value is a clear error and a failed status, never a compile
for v in 0 256 abc -4 ''; do
  err=$(build/nvcgc -maxreg=$v tests/lit/regalloc_remat.ll -o /dev/null 2>&1)
  if [ $? -ne 0 ] && echo "$err" | grep -q "invalid -maxreg value '$v'"; then echo "PASS: regalloc/bad-maxreg=$v"
  else echo "FAIL: regalloc/bad-maxreg=$v (accepted, or no clear error: $err)"; fi
done
command -v python3 >/dev/null || { echo "SKIP: regalloc/semantic (python3 missing)"; exit 0; }
python3 tests/regalloc/run_regalloc.py
exit 0
