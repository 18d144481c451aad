/* alloc_inject.h -- the allocation-failure injector the out-of-memory tests share
 * (oom_inject.c: the library's own paths; oom_spirv.c: the SPIR-V front end). Include it
 * before nvcg.h: it defines the NVCG_MALLOC/NVCG_REALLOC/NVCG_FREE hooks. A test
 * program's own state, not the library's. */
#include <stdio.h>
#include <stdlib.h>

/* Allocation number `fail_at` (1-based) fails; with `fail_after`, every later one too.
 * live_blocks counts what is allocated and not yet freed. */
static long live_blocks, alloc_count, fail_at;
static int fail_after;
static int inject(void) {
  alloc_count++;
  return fail_at && (alloc_count == fail_at || (fail_after && alloc_count > fail_at));
}
static void *inj_malloc(size_t n) {
  void *p;
  if (inject()) return NULL;
  p = malloc(n);
  if (p) live_blocks++;
  return p;
}
static void *inj_realloc(void *p, size_t n) {
  void *q;
  if (inject()) return NULL;
  q = realloc(p, n);
  if (!p && q) live_blocks++;
  return q;
}
static void inj_free(void *p) {
  if (p) live_blocks--;
  free(p);
}
#define NVCG_MALLOC(n) inj_malloc(n)
#define NVCG_REALLOC(p, n) inj_realloc((p), (n))
#define NVCG_FREE(p) inj_free(p)
