# IR-pass tests (tests/opt/): opt_test builds its cases with the builder API and runs the
# passes with a structural check after each; nvopt runs passes on .ll files.
# tests/suites/45-opt.sh drives both.
OPT_TEST_CFLAGS := $(WARN) $(CFLAGS)
$(B)/opt_test: tests/opt/opt_test.c tests/opt/harness.h tests/opt/cases.h tests/opt/cases_atomics.h tests/opt/fuzz.h $(NVCG_H) | $(B)
	$(CC) $(OPT_TEST_CFLAGS) $< -o $@
TEST_BINS += $(B)/opt_test
$(B)/nvopt: tests/opt/nvopt.c tests/opt/harness.h $(NVCG_H) | $(B)
	$(CC) $(OPT_TEST_CFLAGS) $< -o $@
TEST_BINS += $(B)/nvopt
