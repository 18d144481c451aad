# Unit tests (tests/unit/test_*.c). Each includes the whole library, so it reaches static
# internals. `make unit` builds them plainly (tests/suites/05-unit.sh runs them in `make
# test`); `make test-san` builds them again with ASan and UBSan (preferably with clang)
# and runs them with --quick sizes (the same suite with UNIT_SAN=1). CI runs both; they are apart so that
# `make test` stays within its 30 minutes on two cores.
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(patsubst tests/unit/%.c,$(B)/unit/%,$(UNIT_SRCS))
UNIT_SAN_BINS := $(patsubst tests/unit/%.c,$(B)/unit-san/%,$(UNIT_SRCS))
SAN_CC ?= $(shell command -v clang >/dev/null 2>&1 && echo clang || echo $(CC))
SAN_FLAGS := -O0 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# gcc's format-truncation analysis misfires on sanitizer-instrumented code
SAN_WARN := $(WARN) $(if $(findstring clang,$(SAN_CC)),,-Wno-format-truncation)

.PHONY: unit unit-san test-san
unit: $(UNIT_BINS)
unit-san: $(UNIT_SAN_BINS)
test-san: unit-san
	UNIT_SAN=1 SUITES=05-unit ./tests/run.sh

$(B)/unit/%: tests/unit/%.c tests/unit/unit.h $(NVCG_H)
	@mkdir -p $(B)/unit
	$(CC) $(WARN) $(CFLAGS) $< -o $@ -lm
$(B)/unit-san/%: tests/unit/%.c tests/unit/unit.h $(NVCG_H)
	@mkdir -p $(B)/unit-san
	$(SAN_CC) $(SAN_WARN) $(SAN_FLAGS) $< -o $@ -lm
