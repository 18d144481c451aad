# The LLVM assembly reader: its test driver (tests/suites/20-reader.sh uses both builds),
# and the benchmark program behind tests/bench/reader.sh.
READER_CFLAGS := $(WARN) $(CFLAGS)
# Sanitized driver: the whole library built with ASan and UBSan. Where the toolchain has no
# sanitizer runtime the binary is not made and the suite reports SKIP for those tests.
SAN_CC ?= $(CC)
SAN_FLAGS := -std=c99 -pedantic -Wall -Wextra -Werror -O1 -g \
  -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined

$(B)/llrt: tests/reader/llrt.c $(B)/nvcg.o | $(B)
	$(CC) $(READER_CFLAGS) $(NO_IMPL) $< $(B)/nvcg.o -o $@

$(B)/llrt-san: tests/reader/llrt.c $(NVCG_H) | $(B)
	$(SAN_CC) $(SAN_FLAGS) $< -o $@ || { echo "note: no sanitizer build of llrt (toolchain lacks ASan/UBSan)"; rm -f $@; }

# api_test looks at the IR the reader builds (nv_func fields), so it includes the implementation
$(B)/reader_api_test: tests/reader/api_test.c $(NVCG_H) | $(B)
	$(CC) $(READER_CFLAGS) $< -o $@

$(B)/reader_api_test-san: tests/reader/api_test.c $(NVCG_H) | $(B)
	$(SAN_CC) $(SAN_FLAGS) $< -o $@ || { echo "note: no sanitizer build of reader_api_test"; rm -f $@; }

$(B)/reader_bench: tests/bench/reader_bench.c $(NVCG_H) | $(B)
	$(CC) $(WARN) -O2 -DNDEBUG $< -o $@

TEST_BINS += $(B)/llrt $(B)/llrt-san $(B)/reader_api_test $(B)/reader_api_test-san $(B)/reader_bench
