# Code-generation tests (tests/suites/60-codegen.sh): builder-API kernels compiled to PTX.
$(B)/cg_tests: tests/codegen/cg_tests.c $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) $< -o $@ -lm
TEST_BINS += $(B)/cg_tests
# Machine-pass unit tests with oracles (tests/codegen/mir_tests.c).
$(B)/mir_tests: tests/codegen/mir_tests.c $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) $< -o $@
TEST_BINS += $(B)/mir_tests
# PTX instruction table against ptxas (tests/codegen/ptx_table_test.c).
$(B)/ptx_table_test: tests/codegen/ptx_table_test.c $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) $< -o $@
TEST_BINS += $(B)/ptx_table_test
