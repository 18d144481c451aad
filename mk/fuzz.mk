# libFuzzer targets. `make fuzz-smoke` runs every target in FUZZ_SMOKE for a bounded time;
# a component adds its own phony run target to FUZZ_SMOKE from its fragment (the list is
# expanded after all of mk/*.mk is read, so fragment order does not matter).
FUZZ_CC ?= clang
FUZZ_FLAGS := -std=c99 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -Wall -Wextra
FUZZ_SECONDS ?= 60
FUZZ_SMOKE ?=

.SECONDEXPANSION:
fuzz-smoke: $$(FUZZ_SMOKE)

# ---- the LLVM assembly reader ----
$(B)/fuzz_ll: tests/fuzz/fuzz_ll.c $(NVCG_H) | $(B)
	$(FUZZ_CC) $(FUZZ_FLAGS) $< -o $@

.PHONY: fuzz-smoke-ll
fuzz-smoke-ll: $(B)/fuzz_ll
	rm -rf tests/out/fuzz_ll && mkdir -p tests/out/fuzz_ll/corpus tests/out/fuzz_ll/artifacts
	$(B)/fuzz_ll -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
	  -artifact_prefix=tests/out/fuzz_ll/artifacts/ -print_final_stats=1 -dict=tests/fuzz/ll.dict \
	  tests/out/fuzz_ll/corpus tests/fuzz/corpus_ll
FUZZ_SMOKE += fuzz-smoke-ll
