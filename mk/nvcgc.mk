# nvcgc, the llc-like command-line driver (examples/nvcgc.c). It uses only the public
# API and links against the library object.
$(B)/nvcgc.o: examples/nvcgc.c $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) -c $< -o $@
$(B)/nvcgc: $(B)/nvcgc.o $(B)/nvcg.o
	$(CC) $(CFLAGS) $^ -o $@
ALL_BINS += $(B)/nvcgc
