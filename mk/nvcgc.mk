# nvcgc, the llc-like command-line driver (examples/nvcgc.c). It uses only the public
# API and links against the library object. With the Khronos SPIRV-Headers installed it
# builds in the SPIR-V front end (frontends/nvcg_spirv.h; -x spirv, --entry, --spec):
# the Makefile's configuration (SPIRV_INCLUDE, $(CONFIG)) decides.
NVCGC_SPIRV := $(if $(SPIRV_FOUND),-DNVCGC_WITH_SPIRV $(SPIRV_CFLAGS))
$(B)/nvcgc.o: examples/nvcgc.c $(NVCG_H) frontends/nvcg_spirv.h $(CONFIG) | $(B)
	$(CC) $(WARN) $(CFLAGS) $(NVCGC_SPIRV) -c $< -o $@
$(B)/nvcgc: $(B)/nvcgc.o $(B)/nvcg.o
	$(CC) $(CFLAGS) $^ -o $@
ALL_BINS += $(B)/nvcgc
