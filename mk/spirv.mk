# The SPIR-V frontend (frontends/nvcg_spirv.h): spv2ll, the test driver the suite
# tests/suites/50-spirv.sh uses; the libFuzzer target fuzz_spirv (make fuzz-smoke-spirv,
# part of make fuzz-smoke); the benchmark tests/bench/spirv.sh. nvcgc and nvcgrun read
# .spv through the frontend too (the Makefile's SPIRV_INCLUDE / SPIRV_FOUND decide).
# The frontend needs the Khronos SPIRV-Headers: without them nothing here is built by
# default (the suite installs them when it can, then builds spv2ll itself).
SPIRV_H := frontends/nvcg_spirv.h

$(B)/spv2ll: tests/spirv/spv2ll.c $(SPIRV_H) $(B)/nvcg.o $(CONFIG) | $(B)
	$(CC) $(WARN) $(CFLAGS) $(SPIRV_CFLAGS) -I. $< $(B)/nvcg.o -o $@

ifneq ($(SPIRV_FOUND),)
TEST_BINS += $(B)/spv2ll

# ---- fuzzing (FUZZ_CC, FUZZ_FLAGS, FUZZ_SECONDS: mk/fuzz.mk) ----
# The target carries its own copy of nvcg's implementation (sanitised with it).
$(B)/fuzz_spirv: tests/fuzz/fuzz_spirv.c $(SPIRV_H) $(NVCG_H) | $(B)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(SPIRV_CFLAGS) -I. $< -o $@

.PHONY: fuzz-smoke-spirv
fuzz-smoke-spirv: $(B)/fuzz_spirv
	rm -rf tests/out/fuzz_spirv && mkdir -p tests/out/fuzz_spirv/corpus tests/out/fuzz_spirv/artifacts
	$(B)/fuzz_spirv -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	  -artifact_prefix=tests/out/fuzz_spirv/artifacts/ -print_final_stats=1 \
	  tests/out/fuzz_spirv/corpus tests/fuzz/corpus_spirv
FUZZ_SMOKE += fuzz-smoke-spirv
endif
