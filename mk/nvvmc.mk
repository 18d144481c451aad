# nvvmc: libNVVM driver (tools/nvvmc/nvvmc.c). libNVVM is opened with dlopen at run time,
# so this builds without the CUDA toolkit; only libdl is linked. A comparison tool for
# tests and benchmarks: built by `make test`.
TEST_BINS += $(B)/nvvmc

$(B)/nvvmc: tools/nvvmc/nvvmc.c | $(B)
	$(CC) $(WARN) $(CFLAGS) $< -o $@ -ldl
