# Legalisation and combiner tests (tests/unit/legalize_*.c): each is a program that
# includes nvcg.h with the implementation and prints PASS/FAIL lines; run by
# tests/suites/55-legalize.sh.
LZ_TEST_CFLAGS := -std=c99 -pedantic -Wall -Wextra -Werror $(CFLAGS)
LZ_TESTS := $(patsubst tests/unit/%.c,$(B)/%,$(wildcard tests/unit/legalize_*.c))
LZ_DEPS := $(NVCG_H) tests/unit/lz_common.h tests/unit/dag_eval.h
$(B)/legalize_%: tests/unit/legalize_%.c $(LZ_DEPS) | $(B)
	$(CC) $(LZ_TEST_CFLAGS) $< -o $@ -lm
TEST_BINS += $(LZ_TESTS)
