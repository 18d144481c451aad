# nvcgrun: the kernel runner (tools/nvcgrun) — PTX emulator, CUDA driver engine, shared
# runner — and the emulator's unit tests (tests/emu). A tool, not the library: it links
# libm and libdl. ptx_exec.c switches the host rounding mode for PTX's directed roundings,
# so it is built with -frounding-math.
NVCGRUN_DIR  := tools/nvcgrun
NVCGRUN_B    := $(B)/obj/nvcgrun
NVCGRUN_SRCS := $(filter-out $(NVCGRUN_DIR)/nvcgrun.c,$(wildcard $(NVCGRUN_DIR)/*.c))
NVCGRUN_OBJS := $(patsubst $(NVCGRUN_DIR)/%.c,$(NVCGRUN_B)/%.o,$(NVCGRUN_SRCS))
NVCGRUN_HDRS := $(wildcard $(NVCGRUN_DIR)/*.h)
NVCGRUN_LIBS := -lm -ldl

$(NVCGRUN_B):
	mkdir -p $@

$(NVCGRUN_B)/%.o: $(NVCGRUN_DIR)/%.c $(NVCGRUN_HDRS) | $(NVCGRUN_B)
	$(CC) $(WARN) $(CFLAGS) $(if $(filter ptx_exec.c,$(notdir $<)),-frounding-math) -c $< -o $@

$(NVCGRUN_B)/libnvcgrun.a: $(NVCGRUN_OBJS)
	rm -f $@
	ar rcs $@ $^

$(B)/nvcgrun: $(NVCGRUN_B)/nvcgrun.o $(NVCGRUN_B)/libnvcgrun.a
	$(CC) $(CFLAGS) -o $@ $^ $(NVCGRUN_LIBS)

$(B)/emu_test: tests/emu/emu_test.c $(NVCGRUN_B)/libnvcgrun.a $(NVCGRUN_HDRS) | $(B)
	$(CC) $(WARN) $(CFLAGS) -I$(NVCGRUN_DIR) -o $@ tests/emu/emu_test.c $(NVCGRUN_B)/libnvcgrun.a $(NVCGRUN_LIBS)

ALL_BINS += $(B)/nvcgrun $(B)/emu_test
