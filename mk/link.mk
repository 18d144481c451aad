# Linking and function import (lto/): link_bench times import from a library and module
# linking for `make bench` (tests/bench/link.sh). It links the library object, like nvcgc.
$(B)/link_bench: tests/bench/link_bench.c $(B)/nvcg.o | $(B)
	$(CC) $(WARN) $(CFLAGS) $< $(B)/nvcg.o -o $@
TEST_BINS += $(B)/link_bench
