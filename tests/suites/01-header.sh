#!/bin/sh
# Header hygiene of nvcg.h (tests/header/):
#   header.gcc / header.clang / header.g++   tiny.c, which includes nvcg.h with
#       NVCG_IMPLEMENTATION, compiles warning-free as C99 (gcc and clang-14: -std=c99
#       -pedantic -Wall -Wextra -Werror) and as C++11 (g++ -std=c++11 -x c++ -Wall -Wextra
#       -Werror), and the program runs
#   header.no_global_state    the library keeps no mutable state outside a context: the
#       gcc object has no symbol in .data, .bss, thread-local or common storage (tables
#       are const: .rodata, or .data.rel.ro where they hold pointers), except the one
#       thread-local pointer to the innermost public call's out-of-memory frame (core.h)
#   header.alloc.*            alloc_count.c: the user's NVCG_MALLOC/NVCG_REALLOC/NVCG_FREE
#       see every block, and every block is freed once the context is destroyed
#   header.public_boundary    every public function but the eight that take no handle or
#       must work after out-of-memory is a row of boundary/boundary.c (no definition elsewhere)
#   header.amalgamation_fresh ./amalgamate.sh --check: the committed nvcg.h and
#       frontends/nvcg_spirv.h equal what amalgamate.sh makes of their sources
# A missing compiler is a SKIP (so a failure under CI=true), said loudly.
cd "$(dirname "$0")/../.." || exit 1
T=tests/out/header
mkdir -p "$T"
OPT=-O1 # enough for the flow-based warnings (maybe-uninitialized), quicker than -O2

# compile NAME COMPILER FLAGS...: builds tests/header/tiny.c into $T/NAME; runs it.
compile() {
  name=$1; cc=$2; shift 2
  if ! command -v "$cc" >/dev/null 2>&1; then
    echo "SKIP: header.$name ($cc is not installed: nvcg.h is NOT checked with it)"
    return 1
  fi
  if ! "$cc" "$@" $OPT -c tests/header/tiny.c -o "$T/$name.o" >"$T/$name.log" 2>&1; then
    echo "FAIL: header.$name (warnings or errors: $(grep -m3 -E 'warning|error' "$T/$name.log" | tr '\n' ' ' | cut -c1-400))"
    return 1
  fi
  if ! "$cc" "$T/$name.o" -o "$T/$name" >>"$T/$name.log" 2>&1; then
    echo "FAIL: header.$name (does not link; see $T/$name.log)"
    return 1
  fi
  if ! "$T/$name" >"$T/$name.ptx" 2>>"$T/$name.log" || ! grep -q '^.visible .entry k' "$T/$name.ptx"; then
    echo "FAIL: header.$name (the program failed or printed no kernel; see $T/$name.log)"
    return 1
  fi
  echo "PASS: header.$name"
}

if compile gcc gcc -std=c99 -pedantic -Wall -Wextra -Werror; then
  # Mutable state would live in .data/.bss (or their .tdata/.tbss/COMMON kin); read-only
  # tables with relocations sit in .data.rel.ro, which is fine.
  # The one exception (core.h says why): the thread-local pointer to the innermost
  # public call's out-of-memory frame.
  state=$(objdump -t "$T/gcc.o" | awk '$NF != "" && !($NF == "nv_oom_innermost" && $0 ~ /\.tbss/) {
      for (i = 2; i <= NF; i++) if ($i ~ /^(\.|\*)/) { sec = $i; break }
      if ($NF == sec) next # the symbol of the section itself (even an empty one has it)
      if (sec ~ /^\.(data|bss|tdata|tbss)(\.|$)/ && sec !~ /^\.data\.rel\.ro/ || sec == "*COM*") print sec, $NF
    }' | sort -u)
  if [ -n "$state" ]; then
    echo "FAIL: header.no_global_state (writable symbols: $(echo "$state" | head -10 | tr '\n' ' '))"
  else
    echo "PASS: header.no_global_state"
  fi
else
  echo "SKIP: header.no_global_state (no gcc object to read)"
fi
compile clang clang-14 -std=c99 -pedantic -Wall -Wextra -Werror
compile g++ g++ -std=c++11 -x c++ -Wall -Wextra -Werror

# The allocator hooks: the program prints its own PASS/FAIL lines.
if ${CC:-cc} -std=c99 -pedantic -Wall -Wextra -Werror $OPT tests/header/alloc_count.c -o "$T/alloc_count" >"$T/alloc_count.log" 2>&1; then
  "$T/alloc_count" >"$T/alloc_count.out" 2>>"$T/alloc_count.log"
  rc=$?
  cat "$T/alloc_count.out"
  if [ $rc -ne 0 ] && ! grep -q '^FAIL' "$T/alloc_count.out"; then
    echo "FAIL: header.alloc (alloc_count exited with status $rc; see $T/alloc_count.log)"
  fi
else
  echo "FAIL: header.alloc (does not compile: $(grep -m3 -E 'warning|error' "$T/alloc_count.log" | tr '\n' ' ' | cut -c1-400))"
fi

# Every public function runs inside an out-of-memory frame (boundary/boundary.c) except
# those that take no handle or must answer on a context that ran out of memory.
unguarded=$(grep -rhoE '^[a-z][a-z_ *]*[ *]nvcg_[a-z0-9_]+\(' nvcg_impl --include=*.c | sed 's/.*[ *]\(nvcg_[a-z0-9_]*\)($/\1/' | sort -u |
  grep -vxE 'nvcg_(context_create|context_destroy|context_error_count|context_out_of_memory|module_error_count|free|options_init|knob_count|knob_info)')
if [ -z "$unguarded" ]; then echo "PASS: header.public_boundary"
else echo "FAIL: header.public_boundary (public functions without a row in boundary/boundary.c: $(echo $unguarded | cut -c1-300))"; fi

if ./amalgamate.sh --check >"$T/amalgamate.log" 2>&1; then echo "PASS: header.amalgamation_fresh"
else echo "FAIL: header.amalgamation_fresh ($(head -c 300 "$T/amalgamate.log" | tr '\n' ' '))"; fi
exit 0
