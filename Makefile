# nvcg build. Use -j (make -j2 on two cores).
#
#   make        the library object (build/nvcg.o), nvcgc, nvcgrun and the examples, then the
#               main job (the example kernels to PTX, assembled by ptxas where installed);
#               ends with one line per optional component: in, or how to get it.
#   make test   installs missing Debian test tools (as root), builds the test programs and
#               runs every suite (tests/suites/*.sh); ends with "N passed, N failed".
#   make bench  figures, not pass/fail (tests/bench/*.sh).
#
# How a component adds itself: one file mk/<component>.mk (and tests/suites/NN-*.sh), which
#   - appends what `make` builds to ALL_BINS (only what a user of nvcg runs: the library,
#     drivers, tools, examples) and what only tests and benchmarks need to TEST_BINS;
#   - appends phony targets `make` runs after building to MAIN_JOBS;
#   - links build/nvcg.o rather than compiling the 1.2 MB implementation again, whenever the
#     program uses only the public API (a source that defines NVCG_IMPLEMENTATION itself is
#     compiled with $(NO_IMPL), which skips the implementation in nvcg.h);
#   - makes anything whose build depends on an optional component depend on $(CONFIG),
#     the configuration stamp, so that it is rebuilt when the configuration changes.
# Optional components: the SPIR-V front end in nvcgc and nvcgrun needs the Khronos
# SPIRV-Headers under SPIRV_INCLUDE (default /usr/include; Debian: spirv-headers).
CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -std=c99 -pedantic -Wall -Wextra -Werror
B       := build
NVCG_H  := nvcg.h
IMPL    := $(shell find nvcg_impl -name '*.[ch]' | LC_ALL=C sort)
NO_IMPL := -DNVCG_IMPLEMENTATION_INCLUDED

ALL_BINS  :=
TEST_BINS :=
MAIN_JOBS :=

# ---- configuration: which optional components this build has ----
SPIRV_INCLUDE ?= /usr/include
SPIRV_FOUND   := $(wildcard $(SPIRV_INCLUDE)/spirv/unified1/spirv.h)
# -I only for a non-default place: -I/usr/include would reorder the system's own headers
SPIRV_CFLAGS  := $(if $(SPIRV_FOUND),$(if $(filter /usr/include /usr/include/,$(SPIRV_INCLUDE)),,-I$(SPIRV_INCLUDE)))
PTXAS ?= $(firstword $(wildcard /usr/local/cuda/bin/ptxas) $(shell command -v ptxas 2>/dev/null))
CONFIG := $(B)/config.stamp
CONFIG_TEXT := spirv=$(if $(SPIRV_FOUND),$(SPIRV_INCLUDE),none)

.PHONY: all test bench bench-gpu fuzz-smoke fuzz-diff test-gpu clean check-amalgamation main-job all-bins test-bins FORCE
all: main-job

# Rewritten only when the configuration changes: its dependents rebuild exactly then.
$(CONFIG): FORCE | $(B)
	@if [ "$$(cat $@ 2>/dev/null)" != "$(CONFIG_TEXT)" ]; then echo "$(CONFIG_TEXT)" > $@; fi

$(NVCG_H): amalgamate.sh $(IMPL)
	./amalgamate.sh $(NVCG_H)

# The SPIR-V front end's single-file add-on, amalgamated from frontends/spirv/ the same way
# (amalgamate.sh rewrites an output only when its text changes).
SPIRV_SRC := $(shell find frontends/spirv -name '*.[ch]' | LC_ALL=C sort)
frontends/nvcg_spirv.h: amalgamate.sh $(SPIRV_SRC)
	./amalgamate.sh frontends/nvcg_spirv.h

# The library compiled once, with the implementation, for the tools and tests to link.
$(B)/nvcg.o: $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) -DNVCG_IMPLEMENTATION -x c -c $(NVCG_H) -o $@

$(B):
	mkdir -p $(B)

include $(wildcard mk/*.mk)

all-bins: $(ALL_BINS)
test-bins: $(TEST_BINS)

main-job: $(ALL_BINS) $(MAIN_JOBS)
	@echo "component SPIR-V front end (nvcgc -x spirv, nvcgrun *.spv): $(if $(SPIRV_FOUND),in ($(SPIRV_FOUND)),not in: install the Debian package spirv-headers or set SPIRV_INCLUDE=DIR)"
	@echo "component ptxas (assembles the example PTX; the tests need it): $(if $(PTXAS),in ($(PTXAS)),not in: install the CUDA toolkit (/usr/local/cuda; Debian: nvidia-cuda-toolkit))"
	@echo "component libFuzzer targets (make fuzz-smoke): $(if $(shell command -v clang 2>/dev/null),in (clang),not in: install the Debian package clang)"

check-amalgamation:
	./amalgamate.sh --check

# Tools first (a newly installed package changes the configuration), then the programs,
# then the suites.
test:
	@sh tests/install-tools.sh -q
	@$(MAKE) --no-print-directory all-bins test-bins
	./tests/run.sh

bench: $(ALL_BINS) $(TEST_BINS)
	./tests/bench/run.sh

clean:
	rm -rf $(B) tests/out
