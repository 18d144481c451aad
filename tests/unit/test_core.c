/* test_core.c -- core data structures and IR plumbing against simple oracles:
 * DenseMap/DenseSet (a direct-indexed reference model over a million random operations,
 * and LLVM's exact growth, tombstone and in-place rehash behaviour), arenas, vectors,
 * string buffers, interning, the hash helpers, type uniquing and the NVPTX data layout,
 * constant uniquing, use lists, RAUW, and instruction insertion and removal. */
#include "unit.h"

/* ------------------------------------------------------------------------------------
 * DenseMap / DenseSet
 * ---------------------------------------------------------------------------------- */

#define REF_KEYS 6000

/* Iteration over the buckets: for (i = 0; nv_map_next(m, &i, &k, &v);). The library
 * never iterates a map (its order would decide output order); the test does, to count. */
static int nv_map_next(const nv_map *m, uint32_t *it, uintptr_t *key, uintptr_t *val) {
  uintptr_t e = nv_map_empty_key(m), t = nv_map_tomb_key(m);
  while (*it < m->nbuckets) {
    const nv_map_bucket *bk = &m->b[(*it)++];
    if (bk->key != e && bk->key != t) {
      if (key) *key = bk->key;
      if (val) *val = bk->val;
      return 1;
    }
  }
  return 0;
}

/* Keys for reference slot i: spread out, never the reserved empty/tombstone values. */
static uintptr_t int_key(uint32_t i) { return (uintptr_t)i * 2654435761u + (i & 1 ? (uintptr_t)1 << 31 : 0); }
static uintptr_t ptr_key(uint32_t i) { return (uintptr_t)0x100000 + (uintptr_t)i * 16 + ((uintptr_t)(i % 7) << 24); }

/* Checks the map's invariants: the 3/4 load rule and the 1/8 free-bucket rule LLVM keeps
 * after every insertion, and a full iteration agreeing with the reference. */
static void check_map_full(const nv_map *m, const uint8_t *present, const uintptr_t *vals,
                           uintptr_t (*key)(uint32_t), uint32_t count) {
  uint32_t it = 0, seen = 0, i;
  uintptr_t k, v;
  UT_CHECK(m->nentries == count);
  if (m->nbuckets) {
    UT_CHECK((m->nbuckets & (m->nbuckets - 1)) == 0 && m->nbuckets >= NV_MAP_MIN_BUCKETS);
    UT_CHECK(m->nentries * 4 < m->nbuckets * 3);
  }
  while (nv_map_next(m, &it, &k, &v)) seen++;
  UT_CHECK(seen == count);
  for (i = 0; i < REF_KEYS; i++) {
    uintptr_t got = 0;
    int has = nv_map_get(m, key(i), &got);
    if (has != present[i] || (has && got != vals[i])) {
      UT_CHECKF(0, "key slot %u: present %d/%d", i, has, present[i]);
      return;
    }
  }
}

static void densemap_random(nv_map_kind kind, uintptr_t (*key)(uint32_t), long nops) {
  nv_map m;
  uint8_t *present = (uint8_t *)calloc(REF_KEYS, 1);
  uintptr_t *vals = (uintptr_t *)calloc(REF_KEYS, sizeof(uintptr_t));
  uint32_t count = 0, range = 64;
  long op;
  nv_map_init(&m, kind);
  ut_seed(kind == NV_MAP_INT ? 1 : 2);
  for (op = 0; op < nops && !ut.failed; op++) {
    uint64_t r = ut_rand();
    uint32_t i = (uint32_t)((r >> 8) % range);
    unsigned what = (unsigned)(r & 0xff);
    /* the key range breathes so that the table grows, shrinks in use and churns */
    if ((op & 0xffff) == 0) range = 64 + (uint32_t)(ut_rand() % (REF_KEYS - 64));
    if (what < 110) { /* insert or overwrite */
      uintptr_t v = (uintptr_t)ut_rand();
      int isnew = nv_map_put(&m, key(i), v);
      if (isnew != !present[i]) UT_CHECKF(0, "op %ld: put returned %d for slot %u", op, isnew, i);
      if (!present[i]) count++;
      present[i] = 1;
      vals[i] = v;
      UT_CHECK(m.nbuckets - (m.nentries + m.ntombs) > m.nbuckets / 8);
    } else if (what < 200) { /* erase */
      int had = nv_map_erase(&m, key(i));
      if (had != present[i]) UT_CHECKF(0, "op %ld: erase returned %d for slot %u", op, had, i);
      if (present[i]) count--;
      present[i] = 0;
    } else if (what < 254) { /* lookup */
      uintptr_t got = 0;
      int has = nv_map_get(&m, key(i), &got);
      if (has != present[i] || (has && got != vals[i])) UT_CHECKF(0, "op %ld: lookup of slot %u", op, i);
    } else if (what == 254 && (r >> 40) % 64 == 0) { /* occasionally clear */
      nv_map_clear(&m);
      memset(present, 0, REF_KEYS);
      count = 0;
    } else {
      UT_CHECK(m.nentries == count);
    }
    if ((op & 0x3ffff) == 0) check_map_full(&m, present, vals, key, count);
  }
  check_map_full(&m, present, vals, key, count);
  nv_map_free(&m);
  free(present);
  free(vals);
}

static void densemap_random_int(void) { densemap_random(NV_MAP_INT, int_key, 1000000); }
static void densemap_random_ptr(void) { densemap_random(NV_MAP_PTR, ptr_key, 1000000); }

static void denseset_random(void) {
  nv_set s;
  uint8_t *present = (uint8_t *)calloc(REF_KEYS, 1);
  long op, nops = 1000000;
  uint32_t count = 0;
  nv_set_init(&s, NV_MAP_PTR);
  ut_seed(3);
  for (op = 0; op < nops && !ut.failed; op++) {
    uint64_t r = ut_rand();
    uint32_t i = (uint32_t)((r >> 8) % 3000);
    if ((r & 3) == 0) {
      int had = nv_set_erase(&s, ptr_key(i));
      UT_CHECK(had == present[i]);
      if (had) count--;
      present[i] = 0;
    } else if ((r & 3) == 1) {
      int isnew = nv_set_insert(&s, ptr_key(i));
      UT_CHECK(isnew == !present[i]);
      if (isnew) count++;
      present[i] = 1;
    } else {
      UT_CHECK(nv_set_contains(&s, ptr_key(i)) == present[i]);
    }
  }
  UT_CHECK(nv_set_size(&s) == count);
  nv_set_free(&s);
  free(present);
}

/* Growth happens exactly when inserting would take the load to 3/4: with B buckets the
 * insertion that makes the count reach 3B/4 doubles the table (64 -> 128 on the 48th). */
static void densemap_growth_rule(void) {
  nv_map m;
  uint32_t n, expect_buckets = 0;
  nv_map_init(&m, NV_MAP_INT);
  UT_CHECK(m.nbuckets == 0 && nv_map_size(&m) == 0);
  for (n = 0; n < 20000 && !ut.failed; n++) {
    uint32_t before = m.nbuckets;
    if ((n + 1) * 4 >= before * 3) expect_buckets = before ? before * 2 : 64;
    else expect_buckets = before;
    nv_map_put(&m, (uintptr_t)n * 3 + 1, n);
    UT_CHECKF(m.nbuckets == expect_buckets, "after %u entries: %u buckets, expected %u", n + 1, m.nbuckets,
              expect_buckets);
    if (n + 1 == 47) UT_CHECK(m.nbuckets == 64);
    if (n + 1 == 48) UT_CHECK(m.nbuckets == 128);
    if (n + 1 == 95) UT_CHECK(m.nbuckets == 128);
    if (n + 1 == 96) UT_CHECK(m.nbuckets == 256);
  }
  /* overwriting never grows */
  n = m.nbuckets;
  nv_map_put(&m, 1, 99);
  UT_CHECK(m.nbuckets == n && nv_map_size(&m) == 20000);
  /* clear keeps the table */
  nv_map_clear(&m);
  UT_CHECK(m.nbuckets == n && nv_map_size(&m) == 0 && !nv_map_get(&m, 1, NULL));
  nv_map_free(&m);
  /* the same rule for pointer maps, and the first insertion allocates 64 buckets */
  nv_map_init(&m, NV_MAP_PTR);
  nv_map_put(&m, ptr_key(0), 1);
  UT_CHECK(m.nbuckets == 64);
  for (n = 1; n < 48; n++) nv_map_put(&m, ptr_key(n), n);
  UT_CHECK(m.nbuckets == 128 && nv_map_size(&m) == 48);
  nv_map_free(&m);
}

/* Keys 1, 65, 129 hash to the same bucket of a 64-bucket integer map (37*64 = 0 mod 64).
 * Probing is quadratic (h, h+1, h+3, h+6, ...); an insertion takes the first tombstone
 * its probe passed. */
static void densemap_tombstone_reuse(void) {
  nv_map m;
  uint32_t h = (37u * 1u) & 63u;
  nv_map_init(&m, NV_MAP_INT);
  UT_CHECK((nv_hash_int(65) & 63u) == h && (nv_hash_int(129) & 63u) == h && (nv_hash_int(193) & 63u) == h);
  nv_map_put(&m, 1, 10);
  nv_map_put(&m, 65, 20);
  nv_map_put(&m, 193, 40);
  UT_CHECK(m.b[h].key == 1 && m.b[(h + 1) & 63].key == 65 && m.b[(h + 3) & 63].key == 193);
  UT_CHECK(nv_map_erase(&m, 1) == 1 && m.ntombs == 1 && m.nentries == 2);
  UT_CHECK(m.b[h].key == nv_map_tomb_key(&m));
  /* lookups walk past the tombstone */
  UT_CHECK(nv_map_get(&m, 65, NULL) && nv_map_get(&m, 193, NULL) && !nv_map_get(&m, 1, NULL));
  UT_CHECK(nv_map_erase(&m, 1) == 0 && m.ntombs == 1);
  nv_map_put(&m, 129, 30);
  UT_CHECK(m.b[h].key == 129 && m.ntombs == 0 && m.nentries == 3);
  UT_CHECK(nv_map_get(&m, 129, NULL) && nv_map_get(&m, 65, NULL) && nv_map_get(&m, 193, NULL));
  nv_map_free(&m);
}

/* Erasing and inserting new keys piles up tombstones; when an insertion would leave no
 * more than 1/8 of the buckets empty the table is rehashed at the same size. */
static void densemap_inplace_rehash(void) {
  nv_map m;
  uint32_t next = 0, live_lo = 0, i, rehashes = 0, step;
  nv_map_init(&m, NV_MAP_INT);
  for (i = 0; i < 10; i++) nv_map_put(&m, (uintptr_t)next++ * 7 + 5, i);
  for (step = 0; step < 2000 && !ut.failed; step++) {
    uint32_t b = m.nbuckets, n = m.nentries, t = m.ntombs;
    int grow = (n + 1) * 4 >= b * 3;
    int rehash = !grow && b - (n + 1 + t) <= b / 8;
    nv_map_put(&m, (uintptr_t)next++ * 7 + 5, step);
    if (rehash) {
      rehashes++;
      UT_CHECKF(m.nbuckets == b && m.ntombs == 0, "step %u: in-place rehash expected", step);
    } else {
      UT_CHECK(m.nbuckets == b && (m.ntombs == t || m.ntombs == t - 1));
    }
    UT_CHECK(nv_map_erase(&m, (uintptr_t)live_lo++ * 7 + 5) == 1);
    UT_CHECK(m.nentries == 10);
  }
  UT_CHECK(m.nbuckets == 64);
  UT_CHECKF(rehashes > 10, "only %u in-place rehashes", rehashes);
  for (i = live_lo; i < next; i++) UT_CHECK(nv_map_get(&m, (uintptr_t)i * 7 + 5, NULL));
  nv_map_free(&m);
}

static void densemap_reserved_keys(void) {
  nv_map a, b;
  nv_map_init(&a, NV_MAP_PTR);
  nv_map_init(&b, NV_MAP_INT);
  UT_CHECK(nv_map_empty_key(&a) == (uintptr_t)-1 << 12 && nv_map_tomb_key(&a) == (uintptr_t)-2 << 12);
  UT_CHECK(nv_map_empty_key(&b) == ~(uintptr_t)0 && nv_map_tomb_key(&b) == ~(uintptr_t)0 - 1);
  /* key 0 and large keys are ordinary keys */
  nv_map_put(&b, 0, 5);
  nv_map_put(&b, ~(uintptr_t)0 - 2, 6);
  UT_CHECK(nv_map_get(&b, 0, NULL) && nv_map_get(&b, ~(uintptr_t)0 - 2, NULL));
  nv_map_put(&a, 0, 1);
  UT_CHECK(nv_map_get(&a, 0, NULL));
  nv_map_free(&a);
  nv_map_free(&b);
}

/* ------------------------------------------------------------------------------------
 * arena, vectors, buffers, interning, hashes
 * ---------------------------------------------------------------------------------- */

static void arena_alignment_and_zeroing(void) {
  nv_arena a;
  size_t n;
  unsigned char *prev = NULL;
  size_t prevn = 0;
  nv_arena_init(&a);
  for (n = 0; n < 3000 && !ut.failed; n++) {
    size_t sz = n % 300;
    unsigned char *p = (unsigned char *)nv_arena_alloc(&a, sz);
    size_t i;
    UT_CHECK(p != NULL && ((uintptr_t)p & 15) == 0);
    for (i = 0; i < sz; i++)
      if (p[i]) {
        UT_CHECKF(0, "allocation %lu not zeroed", (unsigned long)n);
        break;
      }
    memset(p, 0xAB, sz);
    /* the previous allocation is intact (no overlap) */
    for (i = 0; prev && i < prevn; i++)
      if (prev[i] != 0xAB) {
        UT_CHECK(0);
        break;
      }
    prev = p;
    prevn = sz;
  }
  UT_CHECK(a.total >= 3000 * 16);
  nv_arena_free(&a);
  UT_CHECK(a.head == NULL && a.total == 0);
}

static void arena_big_allocations(void) {
  nv_arena a;
  char *s1, *big, *s2, *big2, *first;
  nv_arena_init(&a);
  /* a big first allocation */
  first = (char *)nv_arena_alloc(&a, 100000);
  UT_CHECK(((uintptr_t)first & 15) == 0);
  memset(first, 1, 100000);
  s1 = (char *)nv_arena_alloc(&a, 32);
  /* a big allocation later gets its own chunk behind the current one: the current
   * chunk's free space is still used by the next small allocation */
  big = (char *)nv_arena_alloc(&a, 1 << 20);
  s2 = (char *)nv_arena_alloc(&a, 16);
  UT_CHECK(s2 == s1 + 32);
  UT_CHECK(big && ((uintptr_t)big & 15) == 0 && big[0] == 0 && big[(1 << 20) - 1] == 0);
  memset(big, 2, 1 << 20);
  big2 = (char *)nv_arena_alloc(&a, NV_ARENA_CHUNK / 4 + 1);
  memset(big2, 3, NV_ARENA_CHUNK / 4 + 1);
  UT_CHECK(first[99999] == 1 && big[0] == 2);
  UT_CHECK(strcmp(nv_arena_strndup(&a, "hello world", 5), "hello") == 0);
  {
    int *arr = NV_NEW_ARRAY(&a, int, 1000);
    UT_CHECK(arr[999] == 0);
  }
  nv_arena_free(&a);
}

static void vectors(void) {
  NV_VEC(int) v = NV_VEC_INIT;
  typedef struct pair {
    int a;
    double b;
  } pair;
  NV_VEC(pair) w = NV_VEC_INIT;
  int i;
  uint32_t caps_seen = 0, lastcap = 0;
  for (i = 0; i < 100000; i++) {
    nv_vec_push(&v, i * 3);
    if (v.cap != lastcap) {
      UT_CHECK(v.cap == (lastcap ? lastcap * 2 : 8));
      lastcap = v.cap;
      caps_seen++;
    }
  }
  UT_CHECK(v.len == 100000 && caps_seen == 15);
  for (i = 0; i < 100000; i++)
    if (v.data[i] != i * 3) {
      UT_CHECK(0);
      break;
    }
  UT_CHECK(nv_vec_last(&v) == 299997);
  UT_CHECK(nv_vec_pop(&v) == 299997 && v.len == 99999);
  nv_vec_reserve(&v, 300000);
  UT_CHECK(v.cap >= 300000 && v.len == 99999 && v.data[5] == 15);
  nv_vec_free(&v);
  UT_CHECK(v.data == NULL && v.len == 0 && v.cap == 0);
  for (i = 0; i < 1000; i++) {
    pair p;
    p.a = i;
    p.b = i * 0.5;
    nv_vec_push(&w, p);
  }
  UT_CHECK(w.len == 1000 && w.data[999].a == 999 && w.data[999].b == 499.5);
  nv_vec_free(&w);
}

static void string_buffer(void) {
  nv_buf b = NV_BUF_INIT;
  char big[5000];
  int i;
  nv_buf_puts(&b, "abc");
  nv_buf_putc(&b, '-');
  nv_buf_putn(&b, "xyz123", 3);
  nv_buf_printf(&b, "%d/%s", 42, "ok");
  UT_CHECK(b.len == 12 && strcmp(b.data, "abc-xyz42/ok") == 0 && b.data[b.len] == 0);
  memset(big, 'q', sizeof big - 1);
  big[sizeof big - 1] = 0;
  nv_buf_printf(&b, "[%s]", big);
  UT_CHECK(b.len == 12 + 5001 && b.data[b.len] == 0 && b.data[12] == '[' && b.data[b.len - 1] == ']');
  for (i = 0; i < 10000; i++) nv_buf_putc(&b, (char)('a' + i % 26));
  UT_CHECK(b.len == 12 + 5001 + 10000 && b.data[b.len] == 0 && b.cap > b.len);
  nv_buf_free(&b);
  UT_CHECK(b.data == NULL && b.len == 0);
  nv_buf_putn(&b, "", 0);
  UT_CHECK(b.data && b.data[0] == 0 && b.len == 0);
  nv_buf_free(&b);
}

/* nv_buf_put_int / nv_buf_put_hex against printf's %lld and %0NllX (the PTX printer
 * writes immediates and labels with them). */
static void buffer_numbers(void) {
  static const long long edge[] = {0, 1, -1, 9, 10, -10, 255, 65535, 4294967295ll, -4294967296ll,
                                   9223372036854775807ll, -9223372036854775807ll - 1};
  static const unsigned widths[] = {4, 8, 16};
  char want[64];
  unsigned i, w;
  for (i = 0; i < 2000 + NV_ARRAY_LEN(edge) && !ut.failed; i++) {
    long long v = i < NV_ARRAY_LEN(edge) ? edge[i] : (long long)ut_rand() >> (ut_rand() % 64);
    nv_buf b = NV_BUF_INIT;
    nv_buf_put_int(&b, v);
    snprintf(want, sizeof want, "%lld", v);
    UT_CHECKF(b.len == strlen(want) && strcmp(b.data, want) == 0, "%lld printed as %s", v, b.data);
    for (w = 0; w < NV_ARRAY_LEN(widths); w++) {
      unsigned long long u = (unsigned long long)v;
      if (widths[w] < 16) u &= (1ull << (4 * widths[w])) - 1;
      b.len = 0;
      nv_buf_put_hex(&b, u, widths[w]);
      snprintf(want, sizeof want, "%0*llX", (int)widths[w], u);
      UT_CHECKF(b.len == widths[w] && strcmp(b.data, want) == 0, "%s for %s", b.data, want);
    }
    nv_buf_free(&b);
  }
}

/* Small heap blocks inside a public call come from the context's per-class free lists
 * (core.c): blocks never overlap, keep their contents through nv_xrealloc (in place
 * while the class still holds the size), a freed block is the next one of its class,
 * blocks made outside any call are plain ones, and the heap's teardown frees it all. */
static void heap_small_blocks(void) {
  enum { NB = 3000 };
  nv_heap heap;
  nv_oom_frame f;
  unsigned char *blk[NB];
  size_t sz[NB];
  unsigned i, round;
  unsigned char *outside;
  nv_heap_init(&heap);
  nv_oom_push(&f, &heap);
  memset(blk, 0, sizeof blk);
  for (round = 0; round < 20 && !ut.failed; round++) {
    for (i = 0; i < NB; i++) {
      size_t n = (size_t)(ut_rand() % 2600), k;
      unsigned op = (unsigned)(ut_rand() % 3);
      if (blk[i]) {
        /* its contents are intact: no other block overlapped it */
        for (k = 0; k < sz[i]; k++)
          if (blk[i][k] != (unsigned char)(i + k)) {
            UT_CHECKF(0, "block %u byte %lu overwritten", i, (unsigned long)k);
            break;
          }
      }
      if (!blk[i] || op == 0) {
        nv_xfree(blk[i]);
        blk[i] = (unsigned char *)nv_xmalloc(n);
        sz[i] = n;
      } else if (op == 1) {
        unsigned char *old = blk[i];
        size_t keep = NV_MIN(n, sz[i]);
        blk[i] = (unsigned char *)nv_xrealloc(blk[i], n);
        for (k = 0; k < keep; k++)
          if (blk[i][k] != (unsigned char)(i + k)) {
            UT_CHECKF(0, "realloc of block %u lost byte %lu", i, (unsigned long)k);
            break;
          }
        if (n <= sz[i] && sz[i] <= NV_POOL_MAX && NV_POOL_ENABLED) UT_CHECK(blk[i] == old);
        sz[i] = n;
      } else {
        nv_xfree(blk[i]);
        blk[i] = NULL;
        continue;
      }
      UT_CHECK(((uintptr_t)blk[i] & 15) == 0);
      for (k = 0; k < sz[i]; k++) blk[i][k] = (unsigned char)(i + k);
    }
  }
  if (NV_POOL_ENABLED) {
    /* last in, first out within a class; another class does not take the block */
    unsigned char *a = (unsigned char *)nv_xmalloc(100), *b2;
    nv_xfree(a);
    b2 = (unsigned char *)nv_xmalloc(60);
    UT_CHECK(b2 != a);
    UT_CHECK((unsigned char *)nv_xmalloc(128) == a);
    nv_xfree(b2);
  }
  nv_oom_pop(&f);
  /* outside any public call: a plain block, freed and grown the plain way */
  outside = (unsigned char *)nv_xmalloc(40);
  memset(outside, 7, 40);
  outside = (unsigned char *)nv_xrealloc(outside, 5000);
  UT_CHECK(outside[0] == 7 && outside[39] == 7);
  nv_xfree(outside);
  /* the context's teardown frees the chunks and whatever is still allocated */
  nv_heap_free_all(&heap);
  UT_CHECK(heap.list.next == &heap.list && heap.list.prev == &heap.list && !heap.bump);
  for (i = 0; i < NV_POOL_CLASSES; i++) UT_CHECK(heap.free_[i] == NULL);
}

static void interning(void) {
  nv_strtab t;
  const char *a, *b, *c, *d, *e;
  char tmp[32];
  const char **saved;
  int i;
  nv_strtab_init(&t);
  a = nv_intern_cstr(&t, "kernel");
  strcpy(tmp, "kernel");
  b = nv_intern_cstr(&t, tmp);
  c = nv_intern(&t, "kernels", 6);
  d = nv_intern_cstr(&t, "kernels");
  e = nv_intern_cstr(&t, "");
  UT_CHECK(a == b && a == c && a != d && a != tmp && strcmp(d, "kernels") == 0 && e[0] == 0);
  UT_CHECK(nv_intern(&t, "ker", 3) != a);
  saved = (const char **)malloc(sizeof(char *) * 20000);
  for (i = 0; i < 20000; i++) {
    snprintf(tmp, sizeof tmp, "v%d", i);
    saved[i] = nv_intern_cstr(&t, tmp);
  }
  for (i = 0; i < 20000; i++) {
    snprintf(tmp, sizeof tmp, "v%d", i);
    if (nv_intern_cstr(&t, tmp) != saved[i] || strcmp(saved[i], tmp) != 0) {
      UT_CHECKF(0, "string %d", i);
      break;
    }
  }
  UT_CHECK(nv_intern_cstr(&t, "kernel") == a);
  UT_CHECK(t.count == 20000 + 4);
  free(saved);
  nv_strtab_free(&t);
}

static void hash_helpers(void) {
  uintptr_t p = (uintptr_t)0x7f12345678f0ull;
  uint64_t k;
  UT_CHECK(nv_hash_ptr((void *)p) == (uint32_t)((p >> 9) ^ (p >> 4)));
  UT_CHECK(nv_hash_ptr((void *)(uintptr_t)0x1000) == ((0x1000u >> 9) ^ (0x1000u >> 4)));
  UT_CHECK(nv_hash_int(0) == 0 && nv_hash_int(1) == 37 && nv_hash_int(1000) == 37000);
  UT_CHECK(nv_hash_int(0x100000000ull) == (uint32_t)(0x100000000ull * 37ull));
  UT_CHECK(nv_hash_int(0xFFFFFFFFu) == (uint32_t)(0xFFFFFFFFull * 37ull));
  /* Fibonacci: the multiplier is 2^64 / golden ratio, the top bits index the table */
  UT_CHECK(NV_FIBONACCI_MULT == 0x9E3779B97F4A7C15ull);
  UT_CHECK(nv_hash_fib(1, 58) == 0x9E3779B97F4A7C15ull >> 58 && nv_hash_fib(1, 58) == 39);
  UT_CHECK(nv_hash_fib(0, 60) == 0);
  for (k = 0; k < 1000; k++) {
    UT_CHECK(nv_hash_fib(k, 54) < 1024);
    UT_CHECK(nv_hash_fib(k, 54) == (k * 0x9E3779B97F4A7C15ull) >> 54);
  }
  {
    /* consecutive keys spread over a 6-bit table: neighbours never share a slot, and
     * 64 consecutive keys fill most of the 64 slots */
    int seen[64], n = 0;
    memset(seen, 0, sizeof seen);
    for (k = 0; k < 64; k++) {
      if (!seen[nv_hash_fib(k, 58)]++) n++;
      UT_CHECK(nv_hash_fib(k, 58) != nv_hash_fib(k + 1, 58));
    }
    UT_CHECKF(n >= 50, "%d distinct slots", n);
  }
  UT_CHECK(nv_hash_mult(3, NV_SPLITMIX_MULT, 60) == (3 * 0xBF58476D1CE4E5B9ull) >> 60);
  UT_CHECK(nv_hash_bytes("", 0, NV_FNV_OFFSET) == NV_FNV_OFFSET);
  UT_CHECK(nv_hash_bytes("a", 1, NV_FNV_OFFSET) == 0xaf63dc4c8601ec8cull); /* FNV-1a("a") */
}

/* ------------------------------------------------------------------------------------
 * types and data layout
 * ---------------------------------------------------------------------------------- */

static void type_uniquing(void) {
  nvcg_context *c = nvcg_context_create();
  nvcg_type *i32 = nvcg_type_int(c, 32), *f32 = nvcg_type_float(c), *f[2], *g[2];
  nvcg_type *s1, *s2, *sp, *n1, *n2, *fn1, *fn2, *fnv;
  UT_CHECK(nvcg_type_int(c, 32) == i32 && nvcg_type_int(c, 33) != i32);
  UT_CHECK(nvcg_type_ptr(c, 1) == nvcg_type_ptr(c, 1) && nvcg_type_ptr(c, 1) != nvcg_type_ptr(c, 3));
  { /* address spaces 0-7 live in an array, the others in a map: unique on both sides */
    unsigned as;
    for (as = 0; as < 20; as++)
      UT_CHECKF(nvcg_type_ptr(c, as) == nvcg_type_ptr(c, as) && nvcg_type_addrspace(nvcg_type_ptr(c, as)) == as &&
                (as == 0 || nvcg_type_ptr(c, as) != nvcg_type_ptr(c, as - 1)), "addrspace %u", as);
    UT_CHECK(nvcg_type_ptr(c, 0xFFFFFF) == nvcg_type_ptr(c, 0xFFFFFF) && nvcg_type_addrspace(nvcg_type_ptr(c, 0xFFFFFF)) == 0xFFFFFF);
  }
  UT_CHECK(nvcg_type_vector(f32, 4) == nvcg_type_vector(f32, 4) && nvcg_type_vector(f32, 4) != nvcg_type_vector(f32, 2));
  UT_CHECK(nvcg_type_array(i32, 10) == nvcg_type_array(i32, 10) && nvcg_type_array(i32, 10) != nvcg_type_array(f32, 10));
  f[0] = i32;
  f[1] = f32;
  g[0] = i32;
  g[1] = f32;
  s1 = nvcg_type_struct(c, f, 2, 0);
  s2 = nvcg_type_struct(c, g, 2, 0);
  sp = nvcg_type_struct(c, f, 2, 1);
  UT_CHECK(s1 == s2 && s1 != sp);
  n1 = nvcg_type_struct_named(c, "pair");
  n2 = nvcg_type_struct_named(c, "pair");
  UT_CHECK(n1 == n2 && n1 != s1 && nvcg_type_struct_named(c, "other") != n1);
  UT_CHECK(nvcg_struct_set_body(n1, f, 2, 0) == NVCG_OK && n1 != s1);
  UT_CHECK(nvcg_struct_set_body(n1, f, 2, 0) == NVCG_ERROR);
  fn1 = nvcg_type_function(i32, f, 2, 0);
  fn2 = nvcg_type_function(i32, g, 2, 0);
  fnv = nvcg_type_function(i32, f, 2, 1);
  UT_CHECK(fn1 == fn2 && fn1 != fnv && nvcg_type_function(f32, f, 2, 0) != fn1);
  /* many derived types: the table grows and keeps them unique */
  {
    unsigned k;
    nvcg_type *arr[600];
    for (k = 0; k < 600; k++) arr[k] = nvcg_type_array(i32, k);
    for (k = 0; k < 600; k++) UT_CHECK(nvcg_type_array(i32, k) == arr[k] && nvcg_type_count(arr[k]) == k);
  }
  nvcg_context_destroy(c);
}

typedef struct layout_case {
  const char *what;
  nvcg_type *t;
  uint64_t size, store;
  unsigned align;
} layout_case;

/* The lexer's keyword lengths come from the literals' sizes: each is its name's strlen,
 * and every keyword is found in a lexer's table under its own id. */
static void keyword_lengths(void) {
  nv_lexer *L = (nv_lexer *)calloc(1, sizeof *L);
  unsigned k;
  UT_CHECK(sizeof nv_kw_lens == NV_KW_COUNT && sizeof nv_kw_names / sizeof *nv_kw_names == NV_KW_COUNT);
  nv_lex_init(L, "", 0);
  for (k = 1; k < NV_KW_COUNT; k++) {
    const char *w = nv_kw_names[k];
    size_t n = strlen(w);
    UT_CHECKF(nv_kw_lens[k] == n, "keyword %u '%s': length %u", k, w, nv_kw_lens[k]);
    /* an opcode spelled like a keyword is found as the keyword (the first id) */
    UT_CHECKF(nv_kw_find(L, w, n, nv_kw_hash(w, n)) <= k, "keyword %u '%s' not found", k, w);
    UT_CHECKF(!strcmp(nv_kw_names[nv_kw_find(L, w, n, nv_kw_hash(w, n))], w), "keyword '%s'", w);
  }
  free(L);
}

static void data_layout(void) {
  nvcg_context *c = nvcg_context_create();
  nvcg_type *i1 = nvcg_type_int(c, 1), *i8 = nvcg_type_int(c, 8), *i16 = nvcg_type_int(c, 16);
  nvcg_type *i32 = nvcg_type_int(c, 32), *i64 = nvcg_type_int(c, 64), *f32 = nvcg_type_float(c);
  nvcg_type *f[4], *st, *pk, *nest;
  layout_case cases[32];
  unsigned n = 0, i;
#define LC(w, ty, sz, stz, al)          \
  do {                                  \
    cases[n].what = w;                  \
    cases[n].t = ty;                    \
    cases[n].size = sz;                 \
    cases[n].store = stz;               \
    cases[n].align = al;                \
    n++;                                \
  } while (0)
  LC("i1", i1, 1, 1, 1);
  LC("i8", i8, 1, 1, 1);
  LC("i16", i16, 2, 2, 2);
  LC("i24", nvcg_type_int(c, 24), 4, 3, 4);
  LC("i32", i32, 4, 4, 4);
  LC("i33", nvcg_type_int(c, 33), 8, 5, 8);
  LC("i64", i64, 8, 8, 8);
  LC("i65", nvcg_type_int(c, 65), 16, 9, 16);
  LC("i128", nvcg_type_int(c, 128), 16, 16, 16);
  LC("half", nvcg_type_half(c), 2, 2, 2);
  LC("bfloat", nvcg_type_bfloat(c), 2, 2, 2);
  LC("float", f32, 4, 4, 4);
  LC("double", nvcg_type_double(c), 8, 8, 8);
  LC("fp128", nvcg_type_fp128(c), 16, 16, 16);
  LC("ptr", nvcg_type_ptr(c, 0), 8, 8, 8);
  LC("ptr addrspace(3)", nvcg_type_ptr(c, 3), 8, 8, 8);
  LC("<2 x half>", nvcg_type_vector(nvcg_type_half(c), 2), 4, 4, 4);
  LC("<3 x float>", nvcg_type_vector(f32, 3), 16, 12, 16);
  LC("<4 x float>", nvcg_type_vector(f32, 4), 16, 16, 16);
  LC("<2 x i8>", nvcg_type_vector(i8, 2), 2, 2, 2);
  LC("<4 x i1>", nvcg_type_vector(i1, 4), 1, 1, 1);
  LC("[10 x i32]", nvcg_type_array(i32, 10), 40, 40, 4);
  LC("[3 x <3 x float>]", nvcg_type_array(nvcg_type_vector(f32, 3), 3), 48, 48, 16);
  f[0] = i8;
  f[1] = i32;
  f[2] = i8;
  st = nvcg_type_struct(c, f, 3, 0);
  LC("{ i8, i32, i8 }", st, 12, 12, 4);
  pk = nvcg_type_struct(c, f, 3, 1);
  LC("<{ i8, i32, i8 }>", pk, 6, 6, 1);
  f[0] = i64;
  f[1] = i8;
  LC("{ i64, i8 }", nvcg_type_struct(c, f, 2, 0), 16, 16, 8);
  f[0] = i8;
  f[1] = st;
  f[2] = i16;
  nest = nvcg_type_struct(c, f, 3, 0);
  LC("{ i8, { i8, i32, i8 }, i16 }", nest, 20, 20, 4);
  LC("{}", nvcg_type_struct(c, NULL, 0, 0), 0, 0, 1);
#undef LC
  for (i = 0; i < n; i++) {
    nv_type *t = cases[i].t;
    char buf[64];
    nvcg_type_print(t, buf, sizeof buf);
    UT_CHECKF(strcmp(buf, cases[i].what) == 0, "printed '%s' for '%s'", buf, cases[i].what);
    UT_CHECKF(nvcg_type_size(t) == cases[i].size && nv_type_alloc_size(t) == cases[i].size, "%s: size %llu",
              cases[i].what, (unsigned long long)nvcg_type_size(t));
    UT_CHECKF(nv_type_store_size(t) == cases[i].store, "%s: store size %llu", cases[i].what,
              (unsigned long long)nv_type_store_size(t));
    UT_CHECKF(nvcg_type_align(t) == cases[i].align, "%s: align %u", cases[i].what, nvcg_type_align(t));
  }
  UT_CHECK(nv_struct_field_offset(st, 0) == 0 && nv_struct_field_offset(st, 1) == 4 &&
           nv_struct_field_offset(st, 2) == 8);
  UT_CHECK(nv_struct_field_offset(pk, 1) == 1 && nv_struct_field_offset(pk, 2) == 5);
  UT_CHECK(nv_struct_field_offset(nest, 1) == 4 && nv_struct_field_offset(nest, 2) == 16);
  UT_CHECK(nvcg_type_field(st, 1) == i32 && nvcg_type_field(st, 3) == NULL && nvcg_type_element(nvcg_type_array(i8, 4)) == i8);
  nvcg_context_destroy(c);
}

/* ------------------------------------------------------------------------------------
 * constants, use lists, RAUW, instruction lists
 * ---------------------------------------------------------------------------------- */

static void constant_uniquing(void) {
  nvcg_context *c = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(c, "m");
  nvcg_type *i8 = nvcg_type_int(c, 8), *i32 = nvcg_type_int(c, 32), *i128 = nvcg_type_int(c, 128);
  nvcg_type *f32 = nvcg_type_float(c), *p1 = nvcg_type_ptr(c, 1), *arr = nvcg_type_array(i32, 2);
  nvcg_value *e[2], *g, *x, *y;
  uint64_t lo, hi;
  UT_CHECK(nvcg_const_int(i32, 7) == nvcg_const_int(i32, 7) && nvcg_const_int(i32, 7) != nvcg_const_int(i8, 7));
  UT_CHECK(nvcg_const_int(i8, 0x1FF) == nvcg_const_int(i8, 0xFF));
  UT_CHECK(nvcg_const_int_signed(i8, -1) == nvcg_const_int(i8, 255));
  UT_CHECK(nvcg_const_int_signed(i128, -1) == nvcg_const_int_wide(i128, ~0ull, ~0ull));
  UT_CHECK(nvcg_const_int_value(nvcg_const_int_signed(i128, -2), &lo, &hi) && lo == ~1ull && hi == ~0ull);
  UT_CHECK(nvcg_const_fp(f32, 1.5) == nvcg_const_fp_bits(f32, 0x3FC00000u, 0));
  UT_CHECK(nvcg_const_fp(f32, 0.0) != nvcg_const_fp(f32, -0.0));
  UT_CHECK(nvcg_const_null(p1) == nvcg_const_null(p1) && nvcg_const_null(p1) != nvcg_const_null(nvcg_type_ptr(c, 0)));
  UT_CHECK(nvcg_const_undef(i32) != nvcg_const_poison(i32) && nvcg_const_undef(i32) == nvcg_const_undef(i32));
  UT_CHECK(nvcg_const_zero(i32) == nvcg_const_int(i32, 0) && nvcg_const_zero(p1) == nvcg_const_null(p1));
  e[0] = nvcg_const_int(i32, 1);
  e[1] = nvcg_const_int(i32, 2);
  x = nvcg_const_array(arr, e, 2);
  UT_CHECK(x == nvcg_const_array(arr, e, 2));
  e[1] = nvcg_const_int(i32, 3);
  UT_CHECK(x != nvcg_const_array(arr, e, 2));
  UT_CHECK(nvcg_const_string(c, "hi", 2, 1) == nvcg_const_string(c, "hi\0", 3, 0));
  UT_CHECK(nvcg_const_string(c, "hi", 2, 1) != nvcg_const_string(c, "hi", 2, 0));
  g = nvcg_global_add(m, i32, "g", 1);
  x = nvcg_const_cast(NVCG_OP_PTRTOINT, g, nvcg_type_int(c, 64));
  y = nvcg_const_cast(NVCG_OP_PTRTOINT, g, nvcg_type_int(c, 64));
  UT_CHECK(x == y && x != nvcg_const_cast(NVCG_OP_ADDRSPACECAST, g, nvcg_type_ptr(c, 0)));
  {
    /* thousands of constants: the table grows and keeps uniquing */
    unsigned k;
    int ok = 1;
    for (k = 0; k < 5000; k++) (void)nvcg_const_int(i32, k);
    for (k = 0; k < 5000; k++) ok &= nv_cint_zext(nvcg_const_int(i32, k)) == k;
    UT_CHECK(ok);
  }
  nvcg_context_destroy(c);
}

static unsigned count_uses(const nv_value *v) {
  unsigned n = 0;
  const nv_use *u;
  for (u = v->uses; u; u = u->next) {
    if (u->val != v || *u->pprev != u) return 9999;
    n++;
  }
  return n;
}

static void use_lists_and_rauw(void) {
  nvcg_context *c = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(c, "m");
  nvcg_type *i32 = nvcg_type_int(c, 32), *ps[2];
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_value *f, *x, *y, *z, *w, *phi, *g1, *g2, *g3, *ce, *gi;
  nvcg_block *entry, *loop;
  unsigned k;
  ps[0] = i32;
  ps[1] = i32;
  f = nvcg_function_add(m, "f", nvcg_type_function(i32, ps, 2, 0));
  entry = nvcg_block_append(f, "entry");
  loop = nvcg_block_append(f, "loop");
  nvcg_builder_position_at_end(b, entry);
  x = nvcg_build_binop(b, NVCG_OP_ADD, nvcg_function_param(f, 0), nvcg_function_param(f, 1), 0, "x");
  y = nvcg_build_binop(b, NVCG_OP_MUL, x, x, 0, "y");
  z = nvcg_build_binop(b, NVCG_OP_SUB, y, x, 0, "z");
  nvcg_build_br(b, loop);
  nvcg_builder_position_at_end(b, loop);
  phi = nvcg_build_phi(b, i32, "p");
  /* many incoming entries: the operand array is reallocated several times */
  for (k = 0; k < 40; k++) nvcg_phi_add_incoming(phi, k % 2 ? x : z, k % 2 ? entry : loop);
  nvcg_build_br(b, loop);
  UT_CHECK(count_uses(x) == 3 + 20 && count_uses(y) == 1 && count_uses(z) == 20);
  UT_CHECK(count_uses(nvcg_function_param(f, 0)) == 1);
  UT_CHECK(count_uses(nvcg_block_as_value(entry)) == 20 && count_uses(nvcg_block_as_value(loop)) == 22);
  /* set_operand moves one use */
  nvcg_inst_set_operand(z, 1, y);
  UT_CHECK(count_uses(x) == 22 && count_uses(y) == 2);
  /* RAUW moves every use, phi operands included */
  w = nvcg_build_binop(b, NVCG_OP_ADD, nvcg_function_param(f, 1), nvcg_function_param(f, 1), 0, "w");
  nvcg_value_replace_all_uses(x, w);
  UT_CHECK(count_uses(x) == 0 && count_uses(w) == 22);
  for (k = 0; k < 40; k += 2) UT_CHECK(nvcg_inst_operand(phi, 2 * k) == z);
  UT_CHECK(nvcg_inst_operand(phi, 2) == w && nvcg_inst_operand(y, 0) == w && nvcg_inst_operand(y, 1) == w);
  /* removing operands keeps the lists exact */
  nv_inst_remove_ops((nv_inst *)phi, 0, 4);
  UT_CHECK(nvcg_inst_operand_count(phi) == 76 && count_uses(w) == 21 && count_uses(z) == 19);
  UT_CHECK(count_uses(nvcg_block_as_value(entry)) == 19);
  /* RAUW reaches global initializers and constant expressions (which are re-uniqued) */
  g1 = nvcg_global_add(m, i32, "g1", 1);
  g2 = nvcg_global_add(m, i32, "g2", 1);
  gi = nvcg_global_add(m, nvcg_type_ptr(c, 1), "gi", 1);
  g3 = nvcg_global_add(m, nvcg_type_int(c, 64), "g3", 1);
  nvcg_global_set_initializer(gi, g1);
  ce = nvcg_const_cast(NVCG_OP_PTRTOINT, g1, nvcg_type_int(c, 64));
  nvcg_global_set_initializer(g3, ce);
  UT_CHECK(count_uses(g1) == 2 && count_uses(ce) == 1);
  nvcg_value_replace_all_uses(g1, g2);
  UT_CHECK(count_uses(g1) == 0 && count_uses(g2) == 2 && count_uses(ce) == 0);
  UT_CHECK(((nv_global *)gi)->init == g2 && ((nv_global *)gi)->init_use.val == g2);
  UT_CHECK(((nv_global *)g3)->init == nvcg_const_cast(NVCG_OP_PTRTOINT, g2, nvcg_type_int(c, 64)));
  UT_CHECK(((nv_global *)g3)->init != ce && nvcg_const_cast(NVCG_OP_PTRTOINT, g1, nvcg_type_int(c, 64)) != ce);
  nvcg_builder_destroy(b);
  nvcg_context_destroy(c);
}

static void instruction_lists(void) {
  nvcg_context *c = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(c, "m");
  nvcg_type *i32 = nvcg_type_int(c, 32);
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_value *f = nvcg_function_add(m, "f", nvcg_type_function(i32, &i32, 1, 0)), *a = nvcg_function_param(f, 0);
  nvcg_block *bb = nvcg_block_append(f, "entry"), *b2, *b0;
  nvcg_value *x, *y, *z, *r;
  nv_inst *I;
  nv_func *F = (nv_func *)f;
  int n;
  nvcg_builder_position_at_end(b, bb);
  x = nvcg_build_binop(b, NVCG_OP_ADD, a, a, 0, "x");
  r = nvcg_build_ret(b, x);
  /* insert before the ret, then before x */
  nvcg_builder_position_before(b, r);
  y = nvcg_build_binop(b, NVCG_OP_MUL, x, a, 0, "y");
  nvcg_builder_position_before(b, x);
  z = nvcg_build_binop(b, NVCG_OP_SUB, a, a, 0, "z");
  UT_CHECK(bb->first == (nv_inst *)z && bb->first->next == (nv_inst *)x && bb->first->next->next == (nv_inst *)y &&
           bb->last == (nv_inst *)r && nv_block_terminator(bb) == (nv_inst *)r);
  for (n = 0, I = bb->first; I; I = I->next) {
    UT_CHECK(I->parent == bb && (I->next == NULL || I->next->prev == I));
    n++;
  }
  UT_CHECK(n == 4);
  /* erase refuses an instruction in use, then works once it is unused */
  UT_CHECK(nvcg_inst_erase(x) == NVCG_ERROR);
  UT_CHECK(nvcg_inst_erase(y) == NVCG_OK && count_uses(x) == 1 && count_uses(a) == 4);
  UT_CHECK(((nv_inst *)y)->parent == NULL && bb->first->next->next == (nv_inst *)r);
  UT_CHECK(nvcg_inst_erase(z) == NVCG_OK && bb->first == (nv_inst *)x && ((nv_inst *)x)->prev == NULL);
  UT_CHECK(count_uses(a) == 2);
  /* unlink + insert moves an instruction */
  nv_inst_unlink((nv_inst *)r);
  UT_CHECK(bb->last == (nv_inst *)x && nv_block_terminator(bb) == NULL);
  nv_inst_append((nv_inst *)r, bb);
  UT_CHECK(bb->last == (nv_inst *)r);
  /* blocks: insertion before another, removal, numbering */
  b2 = nvcg_block_append(f, "b2");
  b0 = nv_block_new(F, "b0", bb);
  UT_CHECK(F->first == b0 && b0->next == bb && bb->next == b2 && F->last == b2 && F->nblocks == 3);
  nv_func_number_blocks(F);
  UT_CHECK(b0->index == 0 && bb->index == 1 && b2->index == 2);
  nv_block_unlink(b0);
  UT_CHECK(F->first == bb && bb->prev == NULL && F->nblocks == 2);
  nv_block_unlink(b2);
  UT_CHECK(F->last == bb && F->nblocks == 1);
  nvcg_builder_destroy(b);
  nvcg_context_destroy(c);
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "core.");
  UT_RUN(densemap_random_int);
  UT_RUN(densemap_random_ptr);
  UT_RUN(denseset_random);
  UT_RUN(densemap_growth_rule);
  UT_RUN(densemap_tombstone_reuse);
  UT_RUN(densemap_inplace_rehash);
  UT_RUN(densemap_reserved_keys);
  UT_RUN(arena_alignment_and_zeroing);
  UT_RUN(arena_big_allocations);
  UT_RUN(vectors);
  UT_RUN(string_buffer);
  UT_RUN(buffer_numbers);
  UT_RUN(heap_small_blocks);
  UT_RUN(interning);
  UT_RUN(hash_helpers);
  UT_RUN(type_uniquing);
  UT_RUN(keyword_lengths);
  UT_RUN(data_layout);
  UT_RUN(constant_uniquing);
  UT_RUN(use_lists_and_rauw);
  UT_RUN(instruction_lists);
  return ut_finish();
}
