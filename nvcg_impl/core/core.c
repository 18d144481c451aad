/* core.c -- allocation, arenas, vectors, string buffers, interning and diagnostics. */

/* The innermost public API call on this thread (see core.h). */
static NVCG_THREAD_LOCAL nv_oom_frame *nv_oom_innermost;

static void nv_oom_push(nv_oom_frame *f, nv_heap *heap) {
  f->heap = heap;
  f->failed_size = 0;
  f->outer = nv_oom_innermost;
  nv_oom_innermost = f;
}

static void nv_oom_pop(nv_oom_frame *f) { nv_oom_innermost = f->outer; }

static void nv_oom(size_t n) {
  nv_oom_frame *f = nv_oom_innermost;
  if (f) {
    f->failed_size = n;
    longjmp(f->unwind, 1);
  }
  /* Only internal code called outside the public API gets here (see core.h). */
  fprintf(stderr, "nvcg: out of memory allocating %lu bytes\n", (unsigned long)n);
  exit(70);
}

static void nv_heap_list_init(nv_heap_link *list) { list->prev = list->next = list; }

static void nv_heap_init(nv_heap *heap) {
  memset(heap, 0, sizeof *heap);
  nv_heap_list_init(&heap->list);
}

static void nv_heap_link_in(nv_heap_link *h, nv_heap_link *list) {
  if (!list) {
    h->prev = h->next = NULL;
    return;
  }
  h->prev = list;
  h->next = list->next;
  list->next->prev = h;
  list->next = h;
}

static void nv_heap_unlink(nv_heap_link *h) {
  if (!h->prev) return;
  h->prev->next = h->next;
  h->next->prev = h->prev;
}

/* Frees every block and chunk still on the list (a context's teardown). */
static void nv_heap_free_all(nv_heap *heap) {
  nv_heap_link *h = heap->list.next;
  while (h != &heap->list) {
    nv_heap_link *n = h->next;
    NVCG_FREE(h);
    h = n;
  }
  nv_heap_init(heap);
}

/* The size class of a small request: payload 16 << k, the smallest that holds n. */
static unsigned nv_pool_class(size_t n) {
  size_t s = n ? (n - 1) >> 4 : 0; /* < 128 */
#if defined(__GNUC__) || defined(__clang__)
  return s ? 32u - (unsigned)__builtin_clz((unsigned)s) : 0u;
#else
  unsigned k = 0;
  while (s) {
    s >>= 1;
    k++;
  }
  return k;
#endif
}

/* A new block of class k from the newest chunk (a new chunk when its rest is too small;
 * that rest, under NV_POOL_MAX + a header, is left unused). */
static NV_NOINLINE void *nv_pool_carve(nv_heap *hp, unsigned k, size_t n) {
  size_t slot = NV_HEAP_HDR + ((size_t)16u << k);
  nv_heap_link *h;
  if ((size_t)(hp->bump_end - hp->bump) < slot) {
    nv_heap_link *c = (nv_heap_link *)NVCG_MALLOC(NV_HEAP_HDR + NV_POOL_CHUNK);
    if (!c) nv_oom(n);
    nv_heap_link_in(c, &hp->list);
    hp->bump = (char *)c + NV_HEAP_HDR;
    hp->bump_end = hp->bump + NV_POOL_CHUNK;
  }
  h = (nv_heap_link *)hp->bump;
  hp->bump += slot;
  h->prev = NV_POOL_TAG(k);
  h->next = (nv_heap_link *)(void *)hp;
  return (char *)h + NV_HEAP_HDR;
}

static void *nv_xmalloc(size_t n) {
  nv_heap_link *h;
  nv_heap *hp = nv_oom_innermost ? nv_oom_innermost->heap : NULL;
  if (NV_POOL_ENABLED && hp && n <= NV_POOL_MAX) {
    unsigned k = nv_pool_class(n);
    void *p = hp->free_[k];
    if (!p) return nv_pool_carve(hp, k, n);
    memcpy(&hp->free_[k], p, sizeof(void *));
    return p;
  }
  if (n > (size_t)-1 - NV_HEAP_HDR) nv_oom(n);
  h = (nv_heap_link *)NVCG_MALLOC(NV_HEAP_HDR + n);
  if (!h) nv_oom(n);
  nv_heap_link_in(h, hp ? &hp->list : NULL);
  return (char *)h + NV_HEAP_HDR;
}

/* Back on its class's free list (h is a pooled block's header). */
static void nv_pool_free(nv_heap_link *h) {
  nv_heap *hp = (nv_heap *)(void *)h->next;
  unsigned k = (unsigned)((uintptr_t)h->prev - 1u);
  void *p = (char *)h + NV_HEAP_HDR;
  memcpy(p, &hp->free_[k], sizeof(void *));
  hp->free_[k] = p;
}

/* Not inlined, for the reason nv_xfree gives: its NULL test must survive. */
static NV_NOINLINE void *nv_xrealloc(void *p, size_t n) {
  nv_heap_link *h, *q, *prev;
  if (!p) return nv_xmalloc(n);
  if (n > (size_t)-1 - NV_HEAP_HDR) nv_oom(n);
  h = (nv_heap_link *)((char *)p - NV_HEAP_HDR);
  if (NV_POOL_IS_TAG(h->prev)) {
    /* a small block: kept when n still fits its class, else moved */
    size_t have = (size_t)16u << ((uintptr_t)h->prev - 1u);
    void *r;
    if (n <= have) return p;
    r = nv_xmalloc(n);
    memcpy(r, p, have);
    nv_pool_free(h);
    return r;
  }
  /* The block may move: take it off its list and put it back at the same place. */
  prev = h->prev;
  nv_heap_unlink(h);
  q = (nv_heap_link *)NVCG_REALLOC(h, NV_HEAP_HDR + n);
  if (!q) {
    nv_heap_link_in(h, prev);
    nv_oom(n);
  }
  nv_heap_link_in(q, prev);
  return (char *)q + NV_HEAP_HDR;
}

static void *nv_xcalloc(size_t n, size_t size) {
  void *p;
  if (size && n > (size_t)-1 / size) nv_oom((size_t)-1);
  p = nv_xmalloc(n * size);
  memset(p, 0, n * size);
  return p;
}

/* Not inlined: code that passes a vector's data to qsort/memcpy/memset before freeing it
 * lets the compiler assume the pointer non-NULL (those arguments are declared nonnull)
 * and drop the NULL test below, even when the vector is empty -- a crash that free(NULL)
 * never had. Kept out of line, the test always runs. */
static NV_NOINLINE void nv_xfree(void *p) {
  nv_heap_link *h;
  if (!p) return;
  h = (nv_heap_link *)((char *)p - NV_HEAP_HDR);
  if (NV_POOL_IS_TAG(h->prev)) {
    nv_pool_free(h);
    return;
  }
  nv_heap_unlink(h);
  NVCG_FREE(h);
}

/* ---- Arena ---- */
struct nv_arena_chunk {
  nv_arena_chunk *next;
  size_t cap;
  /* 16-byte aligned payload follows */
};
#define NV_ARENA_HDR ((sizeof(nv_arena_chunk) + 15u) & ~(size_t)15u)
#define NV_ARENA_CHUNK 65536u

static void nv_arena_init(nv_arena *a) { memset(a, 0, sizeof *a); }

static void nv_arena_free(nv_arena *a) {
  nv_arena_chunk *c = a->head;
  while (c) {
    nv_arena_chunk *n = c->next;
    nv_xfree(c);
    c = n;
  }
  memset(a, 0, sizeof *a);
}

static void *nv_arena_alloc(nv_arena *a, size_t n) {
  char *p;
  n = (n + 15u) & ~(size_t)15u;
  if (n == 0) n = 16;
  if (!a->head || a->used + n > a->cap) {
    /* Big requests get a chunk of their own, placed behind the current one so the
     * current chunk's free space is not wasted. */
    size_t cap = n > NV_ARENA_CHUNK / 4 ? n : NV_ARENA_CHUNK;
    nv_arena_chunk *c = (nv_arena_chunk *)nv_xmalloc(NV_ARENA_HDR + cap);
    c->cap = cap;
    if (cap == n && a->head) {
      c->next = a->head->next;
      a->head->next = c;
      a->total += n;
      p = (char *)c + NV_ARENA_HDR;
      memset(p, 0, n);
      return p;
    }
    c->next = a->head;
    a->head = c;
    a->used = 0;
    a->cap = cap;
  }
  p = (char *)a->head + NV_ARENA_HDR + a->used;
  a->used += n;
  a->total += n;
  memset(p, 0, n);
  return p;
}

static char *nv_arena_strndup(nv_arena *a, const char *s, size_t n) {
  char *d = (char *)nv_arena_alloc(a, n + 1);
  memcpy(d, s, n);
  d[n] = 0;
  return d;
}

/* ---- Vectors ---- */
static void nv_vec_grow_(void **data, uint32_t *cap, size_t elem, uint32_t need) {
  uint32_t c = *cap ? *cap : 8;
  while (c < need) {
    if (c > UINT32_MAX / 2) nv_oom((size_t)-1);
    c *= 2;
  }
  *data = nv_xrealloc(*data, (size_t)c * elem);
  *cap = c;
}

/* ---- String buffer ---- */
static void nv_buf_reserve(nv_buf *b, size_t extra) {
  if (b->len + extra + 1 > b->cap) {
    size_t c = b->cap ? b->cap : 256;
    while (c < b->len + extra + 1) c *= 2;
    b->data = (char *)nv_xrealloc(b->data, c);
    b->cap = c;
  }
}

static void nv_buf_putn(nv_buf *b, const char *s, size_t n) {
  nv_buf_reserve(b, n);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

static void nv_buf_puts(nv_buf *b, const char *s) { nv_buf_putn(b, s, strlen(s)); }

static void nv_buf_putc(nv_buf *b, char c) {
  nv_buf_reserve(b, 1);
  b->data[b->len++] = c;
  b->data[b->len] = 0;
}

/* One vsnprintf into the room the buffer has (made at least 64 bytes), a second only
 * when the text did not fit: formatting twice (measure, then print) was most of the PTX
 * printer's time. */
static void nv_buf_vprintf(nv_buf *b, const char *fmt, va_list ap) {
  va_list ap2;
  int n;
  size_t room;
  nv_buf_reserve(b, 64);
  room = b->cap - b->len;
  va_copy(ap2, ap);
  n = vsnprintf(b->data + b->len, room, fmt, ap2);
  va_end(ap2);
  if (n < 0) {
    b->data[b->len] = 0;
    return;
  }
  if ((size_t)n >= room) {
    nv_buf_reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  }
  b->len += (size_t)n;
}

/* A decimal unsigned number, without printf (the printer writes one per register). */
static void nv_buf_put_uint(nv_buf *b, unsigned long long v) {
  char t[24];
  size_t i = sizeof t;
  do {
    t[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  nv_buf_putn(b, t + i, sizeof t - i);
}

static void nv_buf_put_int(nv_buf *b, long long v) {
  if (v < 0) {
    nv_buf_putc(b, '-');
    nv_buf_put_uint(b, 0ull - (unsigned long long)v);
  } else {
    nv_buf_put_uint(b, (unsigned long long)v);
  }
}

static void nv_buf_put_hex(nv_buf *b, unsigned long long v, unsigned digits) {
  char t[16];
  unsigned i;
  if (digits > 16) digits = 16;
  for (i = digits; i-- > 0; v >>= 4) t[i] = "0123456789ABCDEF"[v & 15];
  nv_buf_putn(b, t, digits);
}

static void nv_buf_printf(nv_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_buf_vprintf(b, fmt, ap);
  va_end(ap);
}

static void nv_buf_free(nv_buf *b) {
  nv_xfree(b->data);
  memset(b, 0, sizeof *b);
}

static char *nv_buf_give(nv_buf *b, size_t *len) {
  size_t n = b->len;
  char *s = (char *)NVCG_MALLOC(n + 1);
  if (!s) {
    nv_buf_free(b);
    nv_oom(n + 1);
  }
  if (n) memcpy(s, b->data, n);
  s[n] = 0;
  nv_buf_free(b);
  if (len) *len = n;
  return s;
}

/* ---- Hashing ---- */
static uint64_t nv_hash_bytes(const void *p, size_t n, uint64_t h) {
  const unsigned char *s = (const unsigned char *)p;
  size_t i;
  for (i = 0; i < n; i++) {
    h ^= s[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

/* ---- Interned strings ---- */
static void nv_strtab_init(nv_strtab *t) {
  memset(t, 0, sizeof *t);
  nv_arena_init(&t->arena);
}

static void nv_strtab_free(nv_strtab *t) {
  nv_arena_free(&t->arena);
  nv_xfree(t->slots);
  memset(t, 0, sizeof *t);
}

static void nv_strtab_grow(nv_strtab *t) {
  uint32_t n = t->nslots ? t->nslots * 2 : 256, i;
  const char **s = (const char **)nv_xcalloc(n, sizeof *s);
  for (i = 0; i < t->nslots; i++) {
    const char *k = t->slots[i];
    if (k) {
      uint32_t h = (uint32_t)nv_hash_bytes(k, strlen(k), NV_FNV_OFFSET) & (n - 1);
      while (s[h]) h = (h + 1) & (n - 1);
      s[h] = k;
    }
  }
  nv_xfree(t->slots);
  t->slots = s;
  t->nslots = n;
}

static const char *nv_intern(nv_strtab *t, const char *s, size_t n) {
  uint32_t h;
  if ((t->count + 1) * 4 >= t->nslots * 3) nv_strtab_grow(t);
  h = (uint32_t)nv_hash_bytes(s, n, NV_FNV_OFFSET) & (t->nslots - 1);
  while (t->slots[h]) {
    const char *k = t->slots[h];
    if (strncmp(k, s, n) == 0 && k[n] == 0) return k;
    h = (h + 1) & (t->nslots - 1);
  }
  t->slots[h] = nv_arena_strndup(&t->arena, s, n);
  t->count++;
  return t->slots[h];
}

static const char *nv_intern_cstr(nv_strtab *t, const char *s) { return nv_intern(t, s, strlen(s)); }

/* ---- Diagnostics ---- */
static const char *const nv_severity_names[] = {"note", "remark", "warning", "error"};

static void nv_diag_default(const nvcg_diagnostic *d, void *user) {
  (void)user;
  if (d->file && d->line)
    fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->col,
            nv_severity_names[d->severity], d->message);
  else if (d->file)
    fprintf(stderr, "%s: %s: %s\n", d->file, nv_severity_names[d->severity], d->message);
  else
    fprintf(stderr, "nvcg: %s: %s\n", nv_severity_names[d->severity], d->message);
}

static void nv_diagv(nv_diag_sink *s, int severity, const char *file, unsigned line,
                     unsigned col, const char *fmt, va_list ap) {
  nvcg_diagnostic d;
  char small[512];
  char *msg = small;
  va_list ap2;
  int n;
  va_copy(ap2, ap);
  n = vsnprintf(small, sizeof small, fmt, ap2);
  va_end(ap2);
  if (n >= (int)sizeof small) {
    msg = (char *)nv_xmalloc((size_t)n + 1);
    vsnprintf(msg, (size_t)n + 1, fmt, ap);
  }
  d.severity = (nvcg_severity)severity;
  d.file = file;
  d.line = line;
  d.col = col;
  d.message = msg;
  if (severity == NVCG_SEV_ERROR) s->errors++;
  if (severity == NVCG_SEV_WARNING) s->warnings++;
  if (s->fn) s->fn(&d, s->user);
  else nv_diag_default(&d, NULL);
  if (msg != small) nv_xfree(msg);
}

static void nv_diag(nv_diag_sink *s, int severity, const char *file, unsigned line, unsigned col,
                    const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_diagv(s, severity, file, line, col, fmt, ap);
  va_end(ap);
}
