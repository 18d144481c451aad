/* ---- memory ---- */

static void nvsp_fail(nvsp_state *s, nvcg_status st, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4), noreturn))
#endif
    ;

static void *nvsp_alloc(nvsp_state *s, size_t n) {
  nvsp_chunk *c = s->arena;
  void *p;
  n = (n + 15) & ~(size_t)15;
  if (!n) n = 16;
  if (!c || c->cap - c->used < n) {
    size_t cap = n > 65536 ? n : 65536;
    nvsp_chunk *nc;
    if (n > ((size_t)1 << 40)) nvsp_fail(s, NVCG_OUT_OF_MEMORY, "allocation of %zu bytes is too large", n);
    nc = (nvsp_chunk *)NVCG_MALLOC(sizeof(nvsp_chunk) + 16 + cap);
    if (!nc) nvsp_fail(s, NVCG_OUT_OF_MEMORY, "out of memory");
    nc->next = c;
    nc->used = 0;
    nc->cap = cap;
    s->arena = c = nc;
  }
  p = (char *)c + ((sizeof(nvsp_chunk) + 15) & ~(size_t)15) + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

static void nvsp_arena_free(nvsp_state *s) {
  nvsp_chunk *c = s->arena, *n;
  while (c) {
    n = c->next;
    NVCG_FREE(c);
    c = n;
  }
  s->arena = NULL;
}

/* Growable array in the arena: doubles by copying (the old block is simply abandoned). */
static void *nvsp_grow(nvsp_state *s, void *old, uint32_t *cap, uint32_t need, size_t elem) {
  uint32_t nc;
  void *p;
  if (need <= *cap) return old;
  nc = *cap ? *cap * 2 : 16;
  while (nc < need) nc *= 2;
  p = nvsp_alloc(s, (size_t)nc * elem);
  if (old) memcpy(p, old, (size_t)*cap * elem);
  *cap = nc;
  return p;
}

static char *nvsp_strdup(nvsp_state *s, const char *str) {
  size_t n = strlen(str);
  char *d = (char *)nvsp_alloc(s, n + 1);
  memcpy(d, str, n + 1);
  return d;
}

