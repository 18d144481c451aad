# Pressure-driven allocation, block remat, stack slot colouring (issue 9, part B): unit tests
# with oracles (tests/codegen/regalloc_tests.c, run by tests/suites/66-regalloc.sh) and the
# full semantic sweep under register caps (`make test-regalloc`: every corpus launch on every
# target, 200 random kernels, SPIR-V under every cap; about an hour on 2 cores).
$(B)/regalloc_tests: tests/codegen/regalloc_tests.c $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) $< -o $@
TEST_BINS += $(B)/regalloc_tests

.PHONY: test-regalloc
test-regalloc: $(B)/nvcgc $(B)/nvcgrun $(B)/randgen $(B)/regalloc_tests
	$(B)/regalloc_tests
	python3 tests/regalloc/run_regalloc.py --full
