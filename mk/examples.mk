# Builder-API examples: each is a self-contained program including nvcg.h.
# (-Wno-unused-function until every internal helper has its user; see issue 2 notes.)
EXAMPLE_CFLAGS := $(WARN) -Wno-unused-function $(CFLAGS)
$(B)/saxpy: examples/saxpy.c $(NVCG_H) | $(B)
	$(CC) $(EXAMPLE_CFLAGS) $< -o $@
ALL_BINS += $(B)/saxpy
