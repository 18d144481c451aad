# Benchmark helpers (run by `make bench`, built by `make test` and `make bench`): nvcg_time times nvcg's
# in-process parse + compile of one .ll file for tests/bench/codegen.sh. It links the
# library object, like nvcgc.
$(B)/nvcg_time: tests/bench/nvcg_time.c $(B)/nvcg.o | $(B)
	$(CC) $(WARN) $(CFLAGS) $< $(B)/nvcg.o -o $@
TEST_BINS += $(B)/nvcg_time
# verify_bench: the verifier's speed (tests/bench/verify.sh); includes the implementation.
$(B)/verify_bench: tests/bench/verify_bench.c $(NVCG_H) | $(B)
	$(CC) $(WARN) -O2 -DNDEBUG $< -o $@
TEST_BINS += $(B)/verify_bench
