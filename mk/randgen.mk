# randgen: the random kernel generator (tools/randgen), its differential driver and the
# GPU run. `make fuzz-diff N=100000 SEED=1` runs N seeds (JOBS in parallel, REDUCE=1 to
# reduce each failure); `make test-gpu` runs the corpus and a random batch on the cuda
# engine against the ir engine (needs a GPU and its driver). Neither is part of `make test`;
# tests/suites/70-randdiff.sh is.
$(B)/randgen: tools/randgen/randgen.c | $(B)
	$(CC) $(WARN) $(CFLAGS) $< -o $@ -lm
TEST_BINS += $(B)/randgen

N ?= 1000
SEED ?= 1
SIZE ?= 12
JOBS ?= 2
GPU_N ?= 200
fuzz-diff: $(ALL_BINS) $(TEST_BINS)
	python3 tools/randgen/fuzz_diff.py -n $(N) --seed $(SEED) --size $(SIZE) --jobs $(JOBS) --quiet $(if $(REDUCE),--reduce) $(if $(GEN),--gen="$(GEN)")

test-gpu: $(ALL_BINS) $(TEST_BINS)
	python3 tools/randgen/gpu_check.py --n $(GPU_N) --seed $(SEED)

# `make bench-gpu`: kernel times on a GPU, nvcg's PTX against libNVVM's and llc-14's on the
# launches of tests/bench/gpu_manifest.txt (tests/bench/gpu_bench.py; needs a GPU, libNVVM
# and llc-14 on one machine, or `prepare` here and `run` there). Not part of `make test`.
bench-gpu: $(B)/nvcgc $(B)/nvcgrun $(B)/nvvmc
	python3 tests/bench/gpu_bench.py
