/* densemap.c -- DenseMap / DenseSet (see core.h for the contract). The probe sequence,
 * growth rule and in-place rehash follow LLVM's DenseMap, so that behaviour the
 * reference compiler shows through its hash tables (probe counts, growth points) is
 * reproduced. */

static uintptr_t nv_map_empty_key(const nv_map *m) {
  return m->kind == NV_MAP_PTR ? (uintptr_t)-1 << 12 : ~(uintptr_t)0;
}

static uintptr_t nv_map_tomb_key(const nv_map *m) {
  return m->kind == NV_MAP_PTR ? (uintptr_t)-2 << 12 : ~(uintptr_t)0 - 1;
}

static uint32_t nv_map_hash(const nv_map *m, uintptr_t k) {
  return m->kind == NV_MAP_PTR ? nv_hash_ptr((const void *)k) : nv_hash_int((uint64_t)k);
}

static void nv_map_init(nv_map *m, nv_map_kind kind) {
  memset(m, 0, sizeof *m);
  m->kind = (uint8_t)kind;
}

static void nv_map_free(nv_map *m) {
  nv_xfree(m->b);
  m->b = NULL;
  m->nbuckets = m->nentries = m->ntombs = 0;
}

static void nv_map_fill_empty(nv_map *m) {
  uint32_t i;
  uintptr_t e = nv_map_empty_key(m);
  for (i = 0; i < m->nbuckets; i++) m->b[i].key = e;
}

static void nv_map_clear(nv_map *m) {
  if (m->b) nv_map_fill_empty(m);
  m->nentries = m->ntombs = 0;
}

/* Finds the bucket holding `key`, or the bucket where it would go (the first tombstone
 * met on the way, else the empty bucket that ended the probe). Returns 1 if found. */
static int nv_map_lookup(const nv_map *m, uintptr_t key, uint32_t *at) {
  uint32_t mask, h, probe = 1;
  uintptr_t e, t;
  int have_tomb = 0;
  uint32_t tomb = 0;
  if (!m->nbuckets) return 0;
  NV_ASSERT(key != nv_map_empty_key(m) && key != nv_map_tomb_key(m));
  e = nv_map_empty_key(m);
  t = nv_map_tomb_key(m);
  mask = m->nbuckets - 1;
  h = nv_map_hash(m, key) & mask;
  for (;;) {
    uintptr_t k = m->b[h].key;
    if (k == key) {
      *at = h;
      return 1;
    }
    if (k == e) {
      *at = have_tomb ? tomb : h;
      return 0;
    }
    if (k == t && !have_tomb) {
      have_tomb = 1;
      tomb = h;
    }
    h = (h + probe++) & mask;
  }
}

static void nv_map_rehash(nv_map *m, uint32_t nbuckets) {
  nv_map_bucket *old = m->b;
  uint32_t oldn = m->nbuckets, i;
  uintptr_t e, t;
  m->b = (nv_map_bucket *)nv_xmalloc(sizeof(nv_map_bucket) * nbuckets);
  m->nbuckets = nbuckets;
  nv_map_fill_empty(m);
  m->nentries = m->ntombs = 0;
  e = nv_map_empty_key(m);
  t = nv_map_tomb_key(m);
  /* The new table has no tombstones and the keys are distinct: each goes to the first
   * empty bucket of its probe sequence, where nv_map_lookup would put it. */
  for (i = 0; i < oldn; i++) {
    uintptr_t k = old[i].key;
    if (k != e && k != t) {
      uint32_t mask = nbuckets - 1, h = nv_map_hash(m, k) & mask, probe = 1;
      while (m->b[h].key != e) h = (h + probe++) & mask;
      m->b[h] = old[i];
      m->nentries++;
    }
  }
  nv_xfree(old);
}

static int nv_map_get(const nv_map *m, uintptr_t key, uintptr_t *val) {
  uint32_t at;
  if (!nv_map_lookup(m, key, &at)) return 0;
  if (val) *val = m->b[at].val;
  return 1;
}

static int nv_map_put(nv_map *m, uintptr_t key, uintptr_t val) {
  uint32_t at = 0;
  if (nv_map_lookup(m, key, &at)) {
    m->b[at].val = val;
    return 0;
  }
  /* LLVM's rule: grow when the new entry would take the load past 3/4; rehash at the
   * same size when tombstones leave no more than 1/8 of the buckets empty. */
  if ((m->nentries + 1) * 4 >= m->nbuckets * 3) {
    uint32_t n = m->nbuckets ? m->nbuckets * 2 : NV_MAP_MIN_BUCKETS;
    if (n < NV_MAP_MIN_BUCKETS) n = NV_MAP_MIN_BUCKETS;
    nv_map_rehash(m, n);
    nv_map_lookup(m, key, &at);
  } else if (m->nbuckets - (m->nentries + m->ntombs + 1) <= m->nbuckets / 8) {
    nv_map_rehash(m, m->nbuckets);
    nv_map_lookup(m, key, &at);
  }
  if (m->b[at].key == nv_map_tomb_key(m)) m->ntombs--;
  m->b[at].key = key;
  m->b[at].val = val;
  m->nentries++;
  return 1;
}

static int nv_map_erase(nv_map *m, uintptr_t key) {
  uint32_t at;
  if (!nv_map_lookup(m, key, &at)) return 0;
  m->b[at].key = nv_map_tomb_key(m);
  m->nentries--;
  m->ntombs++;
  return 1;
}

