# The SPIR-V frontend (frontends/nvcg_spirv.h): spv2ll, the test driver the suite
# tests/suites/50-spirv.sh uses; the libFuzzer target fuzz_spirv (make fuzz-smoke-spirv,
# part of make fuzz-smoke); the benchmark tests/bench/spirv.sh. The frontend needs the
# Khronos SPIRV-Headers: without them nothing here is built by default (the suite
# installs them when it can, then builds spv2ll itself).
SPIRV_H := frontends/nvcg_spirv.h
SPIRV_HEADERS_PRESENT := $(wildcard /usr/include/spirv/unified1/spirv.h)

$(B)/spv2ll: tests/spirv/spv2ll.c $(SPIRV_H) $(B)/nvcg.o | $(B)
	$(CC) $(WARN) $(CFLAGS) -I. -DSPV2LL_HAVE_COMPILE $< $(B)/nvcg.o -o $@

# spvrun: SPIR-V translated in-process and run by nvcgrun's ir engine (semantic tests).
# libnvcgrun.a carries nvcg's implementation, so nvcg.o is not linked here.
$(B)/spvrun: tests/spirv/spvrun.c $(SPIRV_H) $(NVCGRUN_B)/libnvcgrun.a | $(B)
	$(CC) $(WARN) $(CFLAGS) -I. -I$(NVCGRUN_DIR) $< $(NVCGRUN_B)/libnvcgrun.a -o $@ $(NVCGRUN_LIBS)

ifneq ($(SPIRV_HEADERS_PRESENT),)
ALL_BINS += $(B)/spv2ll $(B)/spvrun
endif

# ---- fuzzing ----
SPIRV_FUZZ_CC ?= clang
SPIRV_FUZZ_FLAGS := -std=c99 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -Wall -Wextra -I.
FUZZ_SECONDS ?= 60
FUZZ_SMOKE ?=

$(B)/fuzz_spirv: tests/fuzz/fuzz_spirv.c $(SPIRV_H) $(NVCG_H) $(B)/nvcg.o | $(B)
	$(SPIRV_FUZZ_CC) $(SPIRV_FUZZ_FLAGS) $< -o $@

.PHONY: fuzz-smoke-spirv
fuzz-smoke-spirv: $(B)/fuzz_spirv
	rm -rf tests/out/fuzz_spirv && mkdir -p tests/out/fuzz_spirv/corpus tests/out/fuzz_spirv/artifacts
	$(B)/fuzz_spirv -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	  -artifact_prefix=tests/out/fuzz_spirv/artifacts/ -print_final_stats=1 \
	  tests/out/fuzz_spirv/corpus tests/fuzz/corpus_spirv
FUZZ_SMOKE += fuzz-smoke-spirv
fuzz-smoke: fuzz-smoke-spirv
