# The ir engine's own test program (tests/interp/ir_test.c): kernels built with the
# builder API, run through the runner with the ir engine. It links libnvcgrun.a, whose
# ir_engine.o holds the one copy of the nvcg implementation.
$(B)/interp_test: tests/interp/ir_test.c $(NVCGRUN_B)/libnvcgrun.a $(NVCGRUN_HDRS) $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) -I$(NVCGRUN_DIR) -I. -o $@ tests/interp/ir_test.c $(NVCGRUN_B)/libnvcgrun.a $(NVCGRUN_LIBS)

TEST_BINS += $(B)/interp_test
