# nvcg build. `make` builds everything and runs the main job (bundled example kernels to
# PTX, assembled by ptxas where installed); `make test` runs every test suite and ends with
# "N passed, N failed". Components add themselves through mk/*.mk (one file each) and
# tests/suites/*.sh (one script per suite), so this file rarely changes.
CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -std=c99 -pedantic -Wall -Wextra -Werror
B       := build
NVCG_H  := nvcg.h
IMPL    := $(shell find nvcg_impl -name '*.[ch]' | LC_ALL=C sort)

# Every binary a component builds is appended to ALL_BINS; MAIN_JOBS are run by `make`.
ALL_BINS  :=
MAIN_JOBS :=

.PHONY: all test bench fuzz-smoke fuzz-diff test-gpu clean check-amalgamation main-job
all: main-job

$(NVCG_H): amalgamate.sh $(IMPL)
	./amalgamate.sh

# The library compiled once, with the implementation, for the tools and tests to link.
$(B)/nvcg.o: $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) -DNVCG_IMPLEMENTATION -x c -c $(NVCG_H) -o $@

$(B):
	mkdir -p $(B)

include $(wildcard mk/*.mk)

main-job: $(ALL_BINS) $(MAIN_JOBS)

check-amalgamation:
	./amalgamate.sh --check

test: $(ALL_BINS)
	./tests/run.sh

bench: $(ALL_BINS)
	./tests/bench/run.sh

clean:
	rm -rf $(B) tests/out
