# nvcgrun: the kernel runner (tools/nvcgrun) — PTX emulator, IR interpreter, CUDA driver
# engine, shared runner — and the emulator's unit tests (tests/emu). A tool, not the
# library: it links libm and libdl. ptx_exec.c and ir_fp.c switch the host rounding mode for
# directed roundings, so they are built with -frounding-math.
NVCGRUN_DIR  := tools/nvcgrun
NVCGRUN_B    := $(B)/obj/nvcgrun
NVCGRUN_SRCS := $(filter-out $(NVCGRUN_DIR)/nvcgrun.c,$(wildcard $(NVCGRUN_DIR)/*.c))
NVCGRUN_OBJS := $(patsubst $(NVCGRUN_DIR)/%.c,$(NVCGRUN_B)/%.o,$(NVCGRUN_SRCS))
NVCGRUN_HDRS := $(wildcard $(NVCGRUN_DIR)/*.h)
NVCGRUN_LIBS := -lm -ldl

$(NVCGRUN_B):
	mkdir -p $@

$(NVCGRUN_B)/%.o: $(NVCGRUN_DIR)/%.c $(NVCGRUN_HDRS) | $(NVCGRUN_B)
	$(CC) $(WARN) $(CFLAGS) $(if $(filter ptx_exec.c ir_fp.c,$(notdir $<)),-frounding-math) $(if $(filter nvcgrun.c,$(notdir $<)),$(NVCGRUN_SPIRV_DEFS)) -c $< -o $@

# nvcgrun reads SPIR-V (*.spv) through frontends/nvcg_spirv.h when the Khronos
# SPIRV-Headers are installed; the frontend uses nvcg's public API only, so it links
# against the copy of nvcg in libnvcgrun.a.
NVCGRUN_SPIRV_DEFS := $(if $(SPIRV_FOUND),-DNVCGRUN_SPIRV $(SPIRV_CFLAGS))
$(NVCGRUN_B)/nvcgrun.o: frontends/nvcg_spirv.h $(NVCG_H) $(CONFIG)

# The ir engine (ir_*.c) includes nvcg.h with the implementation: nvcgrun links no other
# copy of the library; it reads .ll through nvcg_parse_ll.
$(NVCGRUN_B)/ir_engine.o: $(NVCG_H)

$(NVCGRUN_B)/libnvcgrun.a: $(NVCGRUN_OBJS)
	rm -f $@
	ar rcs $@ $^

$(B)/nvcgrun: $(NVCGRUN_B)/nvcgrun.o $(NVCGRUN_B)/libnvcgrun.a
	$(CC) $(CFLAGS) -o $@ $^ $(NVCGRUN_LIBS)

$(B)/emu_test: tests/emu/emu_test.c $(NVCGRUN_B)/libnvcgrun.a $(NVCGRUN_HDRS) | $(B)
	$(CC) $(WARN) $(CFLAGS) -I$(NVCGRUN_DIR) -o $@ tests/emu/emu_test.c $(NVCGRUN_B)/libnvcgrun.a $(NVCGRUN_LIBS)

ALL_BINS += $(B)/nvcgrun
TEST_BINS += $(B)/emu_test
