# Unit tests (tests/unit/test_*.c). Each includes the whole library, so it reaches static
# internals. `make unit` builds every one twice: plainly, and with ASan and UBSan
# (preferably with clang; tests/suites/05-unit.sh runs both).
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(patsubst tests/unit/%.c,$(B)/unit/%,$(UNIT_SRCS))
UNIT_SAN_BINS := $(patsubst tests/unit/%.c,$(B)/unit-san/%,$(UNIT_SRCS))
SAN_CC ?= $(shell command -v clang >/dev/null 2>&1 && echo clang || echo $(CC))
SAN_FLAGS := -O0 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# gcc's format-truncation analysis misfires on sanitizer-instrumented code
SAN_WARN := $(WARN) $(if $(findstring clang,$(SAN_CC)),,-Wno-format-truncation)

.PHONY: unit
unit: $(UNIT_BINS) $(UNIT_SAN_BINS)

$(B)/unit/%: tests/unit/%.c tests/unit/unit.h $(NVCG_H)
	@mkdir -p $(B)/unit
	$(CC) $(WARN) $(CFLAGS) $< -o $@ -lm
$(B)/unit-san/%: tests/unit/%.c tests/unit/unit.h $(NVCG_H)
	@mkdir -p $(B)/unit-san
	$(SAN_CC) $(SAN_WARN) $(SAN_FLAGS) $< -o $@ -lm
