# Builder-API examples: each is a self-contained program that includes nvcg.h with the
# implementation (as a user's single-file program would); here they link build/nvcg.o
# instead, so the implementation is compiled once ($(NO_IMPL) skips it in the source).
EXAMPLE_CFLAGS := $(WARN) $(CFLAGS) $(NO_IMPL)
EXAMPLES := saxpy reduction texture_blur
$(B)/saxpy: examples/saxpy.c $(B)/nvcg.o | $(B)
	$(CC) $(EXAMPLE_CFLAGS) $< $(B)/nvcg.o -o $@
ALL_BINS += $(B)/saxpy
$(B)/reduction: examples/reduction.c $(B)/nvcg.o | $(B)
	$(CC) $(EXAMPLE_CFLAGS) $< $(B)/nvcg.o -o $@
ALL_BINS += $(B)/reduction
$(B)/texture_blur: examples/texture_blur.c $(B)/nvcg.o | $(B)
	$(CC) $(EXAMPLE_CFLAGS) $< $(B)/nvcg.o -o $@
ALL_BINS += $(B)/texture_blur

# The main job (run by `make`): every example kernel printed as LLVM assembly by its
# builder program, compiled to PTX by nvcgc -O2 for sm_75, and assembled by ptxas where it
# is installed. saxpy's "errors:" line reports the builder misuse it demonstrates; it is
# not part of the module.
.PHONY: examples-ptx
examples-ptx: $(addprefix $(B)/,$(EXAMPLES)) $(B)/nvcgc
	@mkdir -p $(B)/examples
	@for k in $(EXAMPLES); do \
	  $(B)/$$k 2>/dev/null | sed '/^errors:/d' > $(B)/examples/$$k.ll && \
	  $(B)/nvcgc -mcpu=sm_75 -O2 $(B)/examples/$$k.ll -o $(B)/examples/$$k.ptx || exit 1; \
	  if [ -n "$(PTXAS)" ]; then \
	    $(PTXAS) -arch=sm_75 $(B)/examples/$$k.ptx -o $(B)/examples/$$k.cubin || exit 1; \
	    echo "example $$k: $(B)/examples/$$k.ptx (ptxas: ok)"; \
	  else echo "example $$k: $(B)/examples/$$k.ptx (ptxas not installed: not assembled)"; fi; \
	done
MAIN_JOBS += examples-ptx
