# IR-pass tests (tests/opt/): opt_test builds its cases with the builder API and runs the
# passes with a structural check after each; tests/suites/45-opt.sh drives it.
OPT_TEST_CFLAGS := $(WARN) -Wno-unused-function $(CFLAGS)
$(B)/opt_test: tests/opt/opt_test.c tests/opt/harness.h tests/opt/cases.h tests/opt/fuzz.h $(NVCG_H) | $(B)
	$(CC) $(OPT_TEST_CFLAGS) $< -o $@
ALL_BINS += $(B)/opt_test
