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

# ---- parse and compile (issue 17): .ll inputs that parse are compiled too ----
$(B)/fuzz_compile: tests/fuzz/fuzz_compile.c $(NVCG_H) | $(B)
	$(FUZZ_CC) $(FUZZ_FLAGS) $< -o $@

.PHONY: fuzz-smoke-compile
fuzz-smoke-compile: $(B)/fuzz_compile
	rm -rf tests/out/fuzz_compile && mkdir -p tests/out/fuzz_compile/corpus tests/out/fuzz_compile/artifacts
	$(B)/fuzz_compile -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=20 -rss_limit_mb=2048 \
	  -artifact_prefix=tests/out/fuzz_compile/artifacts/ -print_final_stats=1 -dict=tests/fuzz/ll.dict \
	  tests/out/fuzz_compile/corpus tests/fuzz/corpus_ll tests/hostile
FUZZ_SMOKE += fuzz-smoke-compile

# ---- the builder API driven by random call sequences (issue 17); make test runs a short
# deterministic version (-DFUZZ_BUILDER_MAIN) in tests/suites/63-hostile.sh ----
$(B)/fuzz_builder: tests/fuzz/fuzz_builder.c $(NVCG_H) | $(B)
	$(FUZZ_CC) $(FUZZ_FLAGS) $< -o $@

.PHONY: fuzz-smoke-builder
fuzz-smoke-builder: $(B)/fuzz_builder
	rm -rf tests/out/fuzz_builder && mkdir -p tests/out/fuzz_builder/corpus tests/out/fuzz_builder/artifacts
	$(B)/fuzz_builder -max_total_time=$(FUZZ_SECONDS) -max_len=2048 -timeout=20 -rss_limit_mb=2048 \
	  -artifact_prefix=tests/out/fuzz_builder/artifacts/ -print_final_stats=1 tests/out/fuzz_builder/corpus
FUZZ_SMOKE += fuzz-smoke-builder
