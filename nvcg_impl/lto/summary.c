/* summary.c -- module summaries (seeds/002's NVModuleSummary): building one from IR,
 * writing it as text (nvcgc --emit=summary) and reading it back (--summary-file), and
 * the GUIDs that key it.
 *
 * Per function: instruction count, call edges (callee and hotness), references to other
 * globals, linkage, flags (kernel, noinline, alwaysinline, cold, not importable, address
 * taken) and the import priority; per global variable: size, constness, references.
 * Call-edge hotness comes from the call's block: a block ending in `unreachable` is cold;
 * otherwise the block's loop depth decides (0: none, 1-2: hot, 3 and more: critical).
 * nvcg's reader keeps only !prof branch weights (no function entry counts), so there is
 * no profile to prefer; the loop depth is the "no profile" rule of the seed. Output order is the module's order, never a hash map's.
 *
 * Text form (one entity per line, its edges indented under it):
 *   ; nvcg module summary
 *   module "k.ll"
 *   function @f guid=0x... linkage=external priority=2 insts=12 flags=noinline
 *     call @g hotness=hot
 *     ref @table
 *   variable @table guid=0x... linkage=internal size=64 flags=const */

/* ---- MD5 (RFC 1321), for LLVM-compatible GUIDs ---- */

typedef struct nv_md5 {
  uint32_t a, b, c, d;
  uint64_t len;
  uint8_t buf[64];
} nv_md5;

#define NV_MD5_ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

static void nv_md5_block(nv_md5 *h, const uint8_t *p) {
  static const uint32_t K[64] = {
      0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
      0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
      0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
      0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
      0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
      0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
      0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
      0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
  static const uint8_t S[16] = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
  uint32_t m[16], a = h->a, b = h->b, c = h->c, d = h->d;
  unsigned i;
  for (i = 0; i < 16; i++)
    m[i] = (uint32_t)p[4 * i] | (uint32_t)p[4 * i + 1] << 8 | (uint32_t)p[4 * i + 2] << 16 | (uint32_t)p[4 * i + 3] << 24;
  for (i = 0; i < 64; i++) {
    uint32_t f, t;
    unsigned g, r = i / 16;
    if (r == 0) f = (b & c) | (~b & d), g = i;
    else if (r == 1) f = (d & b) | (~d & c), g = (5 * i + 1) % 16;
    else if (r == 2) f = b ^ c ^ d, g = (3 * i + 5) % 16;
    else f = c ^ (b | ~d), g = (7 * i) % 16;
    t = d;
    d = c;
    c = b;
    f += a + K[i] + m[g];
    b += NV_MD5_ROTL(f, S[r * 4 + i % 4]);
    a = t;
  }
  h->a += a;
  h->b += b;
  h->c += c;
  h->d += d;
}

static void nv_md5_update(nv_md5 *h, const void *data, size_t n) {
  const uint8_t *p = (const uint8_t *)data;
  while (n) {
    size_t at = (size_t)(h->len % 64), k = NV_MIN(n, 64 - at);
    memcpy(h->buf + at, p, k);
    h->len += k;
    p += k;
    n -= k;
    if (h->len % 64 == 0) nv_md5_block(h, h->buf);
  }
}

/* The digest's first eight bytes as a little-endian word: LLVM's MD5Result::low(). */
static uint64_t nv_md5_low64(const void *data, size_t n) {
  nv_md5 h;
  uint8_t pad[72];
  uint64_t bits;
  size_t k;
  unsigned i;
  memset(&h, 0, sizeof h);
  h.a = 0x67452301;
  h.b = 0xefcdab89;
  h.c = 0x98badcfe;
  h.d = 0x10325476;
  nv_md5_update(&h, data, n);
  bits = h.len * 8;
  k = (size_t)((h.len % 64 < 56) ? 56 - h.len % 64 : 120 - h.len % 64);
  memset(pad, 0, sizeof pad);
  pad[0] = 0x80;
  for (i = 0; i < 8; i++) pad[k + i] = (uint8_t)(bits >> (8 * i));
  nv_md5_update(&h, pad, k + 8);
  return (uint64_t)h.a | (uint64_t)h.b << 32;
}

/* LLVM's GlobalValue::getGUID: MD5 of the global identifier, which is the name, or
 * "file:name" for internal and private symbols (file = the module's source file name). */
static uint64_t nv_guid(const char *name, unsigned linkage, const char *source) {
  nv_buf b = NV_BUF_INIT;
  uint64_t g;
  if (linkage == NVCG_LINKAGE_INTERNAL || linkage == NVCG_LINKAGE_PRIVATE) {
    nv_buf_puts(&b, source && *source ? source : "<unknown>");
    nv_buf_putc(&b, ':');
  }
  nv_buf_puts(&b, name);
  g = nv_md5_low64(b.data, b.len);
  nv_buf_free(&b);
  return g;
}

/* ---- summaries ---- */

static const char *const nv_sum_linkage_names[] = {"external",     "internal", "private",
                                                   "weak",         "weak_odr", "linkonce",
                                                   "linkonce_odr", "common",   "available_externally",
                                                   "extern_weak",  "appending"};
static const char *const nv_sum_flag_names[] = {"notimportable", "kernel", "noinline", "alwaysinline",
                                                "cold",          "const",  "decl",     "addrtaken"};
static const char *const nv_sum_hot_names[] = {"unknown", "cold", "none", "hot", "critical"};

static const char *nv_hotness_name(unsigned h) { return h < 5 ? nv_sum_hot_names[h] : "unknown"; }

static void nv_sum_init(nv_summary *s, const char *module) {
  memset(s, 0, sizeof *s);
  s->module = module;
  nv_map_init(&s->by_name, NV_MAP_PTR);
}

static void nv_sum_free(nv_summary *s) {
  nv_vec_free(&s->e);
  nv_vec_free(&s->calls);
  nv_vec_free(&s->refs);
  nv_map_free(&s->by_name);
}

static nv_sum_entry *nv_sum_find(const nv_summary *s, const char *interned) {
  uintptr_t x;
  return nv_map_get(&s->by_name, (uintptr_t)interned, &x) ? &s->e.data[x - 1] : NULL;
}

static nv_sum_entry *nv_sum_add(nv_summary *s, const char *name, unsigned kind) {
  nv_sum_entry e;
  memset(&e, 0, sizeof e);
  e.name = name;
  e.kind = (uint8_t)kind;
  nv_vec_push(&s->e, e);
  nv_map_put(&s->by_name, (uintptr_t)name, s->e.len);
  return &nv_vec_last(&s->e);
}

static unsigned nv_sum_priority(unsigned linkage, uint32_t flags) {
  if (flags & (NV_SUM_DECL | NV_SUM_KERNEL | NV_SUM_NOT_IMPORTABLE)) return NV_PRIO_NOT_IMPORTABLE;
  if (linkage == NVCG_LINKAGE_INTERNAL || linkage == NVCG_LINKAGE_PRIVATE) return NV_PRIO_NOT_IMPORTABLE;
  if (flags & NV_SUM_ALWAYSINLINE) return NV_PRIO_FORCE;
  if ((flags & NV_SUM_COLD) || linkage == NVCG_LINKAGE_WEAK || linkage == NVCG_LINKAGE_LINKONCE)
    return NV_PRIO_NOT_PREFERRED;
  return NV_PRIO_STANDARD;
}

/* Loop depth of every block: the cycles of the CFG (strongly connected components,
 * iterative Tarjan) nest: inside a cycle, the edges into its header (its first block
 * entered from outside) are cut and the components of what remains are the inner loops.
 * succ_off/succ is the CFG in CSR form over n blocks; block 0 is the entry. */
static void nv_sum_loop_depth(uint32_t n, const uint32_t *succ_off, const uint32_t *succ, uint8_t *depth) {
  uint32_t *region = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  uint8_t *cut = (uint8_t *)nv_xcalloc(n + 1, 1);
  uint32_t *index = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  uint32_t *low = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  uint8_t *on = (uint8_t *)nv_xcalloc(n + 1, 1);
  NV_VEC(uint32_t) stack = NV_VEC_INIT;
  NV_VEC(uint32_t) work = NV_VEC_INIT;   /* DFS frames: block, next successor */
  NV_VEC(uint32_t) regions = NV_VEC_INIT;
  uint32_t next_region = 1, i;
  memset(depth, 0, n);
  nv_vec_push(&regions, 0);
  while (regions.len) {
    uint32_t r = nv_vec_pop(&regions), counter = 0, root;
    for (i = 0; i < n; i++) index[i] = UINT32_MAX;
    for (root = 0; root < n; root++) {
      if (region[root] != r || index[root] != UINT32_MAX) continue;
      nv_vec_push(&work, root);
      nv_vec_push(&work, succ_off[root]);
      index[root] = low[root] = counter++;
      nv_vec_push(&stack, root);
      on[root] = 1;
      while (work.len) {
        uint32_t v = work.data[work.len - 2], k = work.data[work.len - 1];
        if (k < succ_off[v + 1]) {
          uint32_t w = succ[k];
          work.data[work.len - 1] = k + 1;
          if (region[w] != r || cut[w]) continue;
          if (index[w] == UINT32_MAX) {
            index[w] = low[w] = counter++;
            nv_vec_push(&stack, w);
            on[w] = 1;
            nv_vec_push(&work, w);
            nv_vec_push(&work, succ_off[w]);
          } else if (on[w]) {
            low[v] = NV_MIN(low[v], index[w]);
          }
          continue;
        }
        work.len -= 2;
        if (work.len) {
          uint32_t u = work.data[work.len - 2];
          low[u] = NV_MIN(low[u], low[v]);
        }
        if (low[v] == index[v]) {
          /* v roots a component: pop it; a cycle when it has two blocks or a self-edge */
          uint32_t base = stack.len, cnt, w, header = UINT32_MAX, nr;
          int cyc = 0;
          do base--;
          while (stack.data[base] != v);
          cnt = stack.len - base;
          for (k = base; k < stack.len; k++) on[stack.data[k]] = 0;
          if (cnt > 1) cyc = 1;
          else if (!cut[v])
            for (k = succ_off[v]; k < succ_off[v + 1]; k++)
              if (succ[k] == v) cyc = 1;
          if (cyc) {
            nr = next_region++;
            for (k = base; k < stack.len; k++) {
              w = stack.data[k];
              region[w] = nr;
              if (depth[w] < 255) depth[w]++;
            }
            /* the header: the lowest-numbered block entered from outside the cycle */
            for (w = 0; w < n; w++) {
              if (region[w] == nr) continue;
              for (k = succ_off[w]; k < succ_off[w + 1]; k++)
                if (region[succ[k]] == nr && succ[k] < header) header = succ[k];
            }
            if (header == UINT32_MAX)
              for (k = base; k < stack.len; k++) header = NV_MIN(header, stack.data[k]);
            cut[header] = 1;
            nv_vec_push(&regions, nr);
          }
          stack.len = base;
        }
      }
    }
  }
  nv_vec_free(&stack);
  nv_vec_free(&work);
  nv_vec_free(&regions);
  nv_xfree(region);
  nv_xfree(cut);
  nv_xfree(index);
  nv_xfree(low);
  nv_xfree(on);
}

static void nv_sum_block_hotness(const nv_func *f, uint8_t *hot) {
  uint32_t n = f->nblocks, i, k = 0;
  uint32_t *off = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 2));
  NV_VEC(uint32_t) succ = NV_VEC_INIT;
  uint8_t *depth = (uint8_t *)nv_xmalloc(n + 1);
  const nv_block *bb;
  nv_func_number_blocks((nv_func *)f);
  for (bb = f->first; bb; bb = bb->next, k++) {
    const nv_inst *T = nv_block_terminator(bb);
    off[k] = succ.len;
    for (i = 0; T && i < nv_term_num_succ(T); i++) {
      const nv_block *s = nv_term_succ(T, i);
      if (s) nv_vec_push(&succ, s->index);
    }
  }
  off[k] = succ.len;
  nv_sum_loop_depth(n, off, succ.data ? succ.data : off, depth);
  for (bb = f->first, k = 0; bb; bb = bb->next, k++) {
    const nv_inst *T = nv_block_terminator(bb);
    if (T && T->v.opcode == NVCG_OP_UNREACHABLE) hot[k] = NV_HOT_COLD;
    else hot[k] = depth[k] == 0 ? NV_HOT_NONE : depth[k] < 3 ? NV_HOT_HOT : NV_HOT_CRITICAL;
  }
  nv_vec_free(&succ);
  nv_xfree(off);
  nv_xfree(depth);
}

/* Adds the globals and functions a constant names to the summary's refs (from `base`
 * on, without repeats). */
static void nv_sum_const_refs(nv_summary *s, const nv_value *v, uint32_t base, nv_set *seen) {
  const nv_const *k;
  uint32_t i;
  if (!v) return;
  if (v->kind == NV_V_FUNC || v->kind == NV_V_GLOBAL) {
    if (v->kind == NV_V_FUNC && ((const nv_func *)v)->intrinsic) return;
    for (i = base; i < s->refs.len; i++)
      if (s->refs.data[i].name == v->name) return;
    {
      nv_sum_edge e;
      e.name = v->name;
      e.hotness = 0;
      nv_vec_push(&s->refs, e);
    }
    return;
  }
  if (v->kind != NV_V_CAGG && v->kind != NV_V_CEXPR) return;
  if (!nv_set_insert(seen, (uintptr_t)v)) return;
  k = (const nv_const *)v;
  for (i = 0; i < k->nelems; i++) nv_sum_const_refs(s, k->elems[i], base, seen);
}

static uint32_t nv_sum_flags_of(const nv_func *f) {
  uint32_t fl = 0;
  if (f->is_decl) fl |= NV_SUM_DECL;
  if (f->is_kernel) fl |= NV_SUM_KERNEL;
  if (f->attrs & NVCG_FN_NOINLINE) fl |= NV_SUM_NOINLINE;
  if (f->attrs & NVCG_FN_ALWAYSINLINE) fl |= NV_SUM_ALWAYSINLINE;
  if (f->attrs & NVCG_FN_COLD) fl |= NV_SUM_COLD;
  /* a copy would change what it means: optnone asks to be left as written, and
   * variadic functions cannot be compiled for PTX at all */
  if ((f->attrs & NVCG_FN_OPTNONE) || f->fty->vararg) fl |= NV_SUM_NOT_IMPORTABLE;
  return fl;
}

static nv_sum_entry *nv_sum_function(nv_summary *s, const nv_func *f) {
  nv_sum_entry *e = nv_sum_find(s, f->v.name);
  uint8_t *hot;
  uint32_t k = 0, insts = 0, cbase, rbase;
  const nv_block *bb;
  nv_set seen;
  int fresh = !e;
  if (!e) {
    e = nv_sum_add(s, f->v.name, NV_SUM_FUNC);
    e->linkage = f->linkage;
    e->flags = nv_sum_flags_of(f);
    e->guid = nv_guid(f->v.name, f->linkage, f->module->source_filename);
  }
  if (e->edges_known) return e;
  e->edges_known = 1;
  if (f->is_decl) {
    e->priority = (uint8_t)nv_sum_priority(e->linkage, e->flags);
    return e;
  }
  hot = (uint8_t *)nv_xmalloc(f->nblocks + 1);
  nv_sum_block_hotness(f, hot);
  nv_set_init(&seen, NV_MAP_PTR);
  cbase = s->calls.len;
  rbase = s->refs.len;
  for (bb = f->first; bb; bb = bb->next, k++)
    NV_FOR_INSTS(I, bb) {
      uint32_t i = 0;
      insts++;
      if (I->v.opcode == NVCG_OP_CALL && I->ops[0].val->kind == NV_V_FUNC) {
        const nv_func *g = (const nv_func *)I->ops[0].val;
        i = 1;
        if (!g->intrinsic) {
          uint32_t j;
          for (j = cbase; j < s->calls.len; j++)
            if (s->calls.data[j].name == g->v.name) break;
          if (j == s->calls.len) {
            nv_sum_edge ce;
            ce.name = g->v.name;
            ce.hotness = hot[k];
            nv_vec_push(&s->calls, ce);
          } else if (hot[k] != NV_HOT_COLD &&
                     (s->calls.data[j].hotness == NV_HOT_COLD || hot[k] > s->calls.data[j].hotness)) {
            s->calls.data[j].hotness = hot[k]; /* the hottest call site speaks for the edge */
          }
        }
      }
      for (; i < I->nops; i++) nv_sum_const_refs(s, I->ops[i].val, rbase, &seen);
    }
  nv_set_free(&seen);
  nv_xfree(hot);
  e = nv_sum_find(s, f->v.name);
  /* an entry made before the body was read keeps its count (library.c's skim), so that
   * decisions do not depend on which bodies happen to be parsed already */
  if (fresh) e->insts = insts;
  e->first_call = cbase;
  e->ncalls = s->calls.len - cbase;
  e->first_ref = rbase;
  e->nrefs = s->refs.len - rbase;
  e->priority = (uint8_t)nv_sum_priority(e->linkage, e->flags);
  return e;
}

static nv_sum_entry *nv_sum_global(nv_summary *s, const nv_global *g) {
  nv_sum_entry *e = nv_sum_add(s, g->v.name, NV_SUM_GVAR);
  uint32_t rbase = s->refs.len;
  nv_set seen;
  e->linkage = g->linkage;
  e->guid = nv_guid(g->v.name, g->linkage, g->module->source_filename);
  e->flags = (g->is_const ? NV_SUM_CONST : 0) | (g->init ? 0 : NV_SUM_DECL);
  e->insts = (uint32_t)NV_MIN(nv_type_alloc_size(g->vtype), 0xFFFFFFFFull);
  nv_set_init(&seen, NV_MAP_PTR);
  nv_sum_const_refs(s, g->init, rbase, &seen);
  nv_set_free(&seen);
  e = &nv_vec_last(&s->e);
  e->first_ref = rbase;
  e->nrefs = s->refs.len - rbase;
  e->edges_known = 1;
  return e;
}

static void nv_sum_build(nv_summary *s, const nv_module *m) {
  const nv_func *f;
  const nv_global *g;
  uint32_t i;
  for (g = m->globals_first; g; g = g->next) nv_sum_global(s, g);
  for (f = m->funcs_first; f; f = f->next)
    if (!f->intrinsic) nv_sum_function(s, f);
  /* a function that some function or initialiser refers to other than by calling it
   * has its address taken */
  for (i = 0; i < s->refs.len; i++) {
    nv_sum_entry *e = nv_sum_find(s, s->refs.data[i].name);
    if (e && e->kind == NV_SUM_FUNC) e->flags |= NV_SUM_ADDR_TAKEN;
  }
}

/* ---- text ---- */

static void nv_sum_print_flags(nv_buf *b, uint32_t flags) {
  unsigned i, any = 0;
  for (i = 0; i < NV_ARRAY_LEN(nv_sum_flag_names); i++)
    if (flags & (1u << i)) {
      nv_buf_puts(b, any++ ? "," : " flags=");
      nv_buf_puts(b, nv_sum_flag_names[i]);
    }
}

static void nv_sum_print(const nv_summary *s, nv_buf *b) {
  uint32_t i, k;
  nv_buf_puts(b, "; nvcg module summary\nmodule \"");
  for (i = 0; s->module && s->module[i]; i++) {
    unsigned char ch = (unsigned char)s->module[i];
    if (ch == '"' || ch == '\\' || ch < 32 || ch > 126) nv_buf_printf(b, "\\%02X", ch);
    else nv_buf_putc(b, (char)ch);
  }
  nv_buf_puts(b, "\"\n");
  for (i = 0; i < s->e.len; i++) {
    const nv_sum_entry *e = &s->e.data[i];
    nv_buf_puts(b, e->kind == NV_SUM_FUNC ? "function " : "variable ");
    nv_print_ident(b, '@', e->name);
    nv_buf_printf(b, " guid=0x%016llx linkage=%s", (unsigned long long)e->guid,
                  nv_sum_linkage_names[e->linkage < 11 ? e->linkage : 0]);
    if (e->kind == NV_SUM_FUNC) nv_buf_printf(b, " priority=%u insts=%u", e->priority, e->insts);
    else nv_buf_printf(b, " size=%u", e->insts);
    nv_sum_print_flags(b, e->flags);
    nv_buf_putc(b, '\n');
    for (k = 0; e->edges_known && k < e->ncalls; k++) {
      nv_buf_puts(b, "  call ");
      nv_print_ident(b, '@', s->calls.data[e->first_call + k].name);
      nv_buf_printf(b, " hotness=%s\n", nv_hotness_name(s->calls.data[e->first_call + k].hotness));
    }
    for (k = 0; e->edges_known && k < e->nrefs; k++) {
      nv_buf_puts(b, "  ref ");
      nv_print_ident(b, '@', s->refs.data[e->first_ref + k].name);
      nv_buf_putc(b, '\n');
    }
  }
}

typedef struct nv_sum_rd {
  nv_context *c;
  const char *file, *p, *end, *line_start;
  unsigned line;
  char word[64];
  int failed;
} nv_sum_rd;

static void nv_sum_err(nv_sum_rd *r, const char *at, const char *fmt, ...) NV_PRINTF(3, 4);
static void nv_sum_err(nv_sum_rd *r, const char *at, const char *fmt, ...) {
  va_list ap;
  if (r->failed) return;
  r->failed = 1;
  va_start(ap, fmt);
  nv_diagv(&r->c->diag, NVCG_SEV_ERROR, r->file, r->line, (unsigned)(at - r->line_start) + 1, fmt, ap);
  va_end(ap);
}

static void nv_sum_skip_blanks(nv_sum_rd *r) {
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\r')) r->p++;
  if (r->p < r->end && *r->p == ';')
    while (r->p < r->end && *r->p != '\n') r->p++;
}

/* A bare word (letters, digits, '_', '-', '.') into r->word; 0 when there is none. */
static int nv_sum_word(nv_sum_rd *r) {
  size_t n = 0;
  nv_sum_skip_blanks(r);
  while (r->p < r->end && n + 1 < sizeof r->word &&
         ((*r->p >= 'a' && *r->p <= 'z') || (*r->p >= 'A' && *r->p <= 'Z') || (*r->p >= '0' && *r->p <= '9') ||
          *r->p == '_' || *r->p == '-' || *r->p == '.'))
    r->word[n++] = *r->p++;
  r->word[n] = 0;
  return n > 0;
}

/* A quoted string with \XX escapes, interned; NULL after an error. */
static const char *nv_sum_quoted(nv_sum_rd *r) {
  const char *s;
  char *tmp;
  size_t n;
  const char *res;
  if (r->p >= r->end || *r->p != '"') {
    nv_sum_err(r, r->p, "expected a quoted name");
    return NULL;
  }
  s = ++r->p;
  while (r->p < r->end && *r->p != '"' && *r->p != '\n') r->p++;
  if (r->p >= r->end || *r->p != '"') {
    nv_sum_err(r, s - 1, "unterminated quoted name");
    return NULL;
  }
  tmp = (char *)nv_xmalloc((size_t)(r->p - s) + 1);
  n = nv_ll_unescape(tmp, s, (size_t)(r->p - s));
  res = nv_intern(&r->c->strs, tmp, n);
  nv_xfree(tmp);
  r->p++;
  return res;
}

/* @name or @"name" */
static const char *nv_sum_name(nv_sum_rd *r) {
  const char *s;
  nv_sum_skip_blanks(r);
  if (r->p >= r->end || *r->p != '@') {
    nv_sum_err(r, r->p, "expected '@name'");
    return NULL;
  }
  r->p++;
  if (r->p < r->end && *r->p == '"') return nv_sum_quoted(r);
  s = r->p;
  while (r->p < r->end && ((*r->p >= 'a' && *r->p <= 'z') || (*r->p >= 'A' && *r->p <= 'Z') ||
                           (*r->p >= '0' && *r->p <= '9') || *r->p == '_' || *r->p == '-' || *r->p == '.' ||
                           *r->p == '$'))
    r->p++;
  if (r->p == s) {
    nv_sum_err(r, s, "expected a name after '@'");
    return NULL;
  }
  return nv_intern(&r->c->strs, s, (size_t)(r->p - s));
}

static int nv_sum_lookup_word(const char *w, const char *const *names, unsigned n) {
  unsigned i;
  for (i = 0; i < n; i++)
    if (!strcmp(w, names[i])) return (int)i;
  return -1;
}

/* key=value pairs after a function or variable's name. */
static void nv_sum_attrs(nv_sum_rd *r, nv_sum_entry *e) {
  for (;;) {
    const char *at;
    char key[64];
    nv_sum_skip_blanks(r);
    if (r->p >= r->end || *r->p == '\n' || r->failed) return;
    at = r->p;
    if (!nv_sum_word(r) || r->p >= r->end || *r->p != '=') {
      nv_sum_err(r, at, "expected key=value");
      return;
    }
    memcpy(key, r->word, sizeof key);
    r->p++;
    at = r->p;
    if (!strcmp(key, "flags")) {
      do {
        int k;
        at = r->p;
        if (!nv_sum_word(r) || (k = nv_sum_lookup_word(r->word, nv_sum_flag_names, NV_ARRAY_LEN(nv_sum_flag_names))) < 0) {
          nv_sum_err(r, at, "unknown flag '%s'", r->word);
          return;
        }
        e->flags |= 1u << k;
      } while (r->p < r->end && *r->p == ',' && r->p++);
      continue;
    }
    if (!nv_sum_word(r)) {
      nv_sum_err(r, at, "expected a value for '%s'", key);
      return;
    }
    if (!strcmp(key, "linkage")) {
      int k = nv_sum_lookup_word(r->word, nv_sum_linkage_names, NV_ARRAY_LEN(nv_sum_linkage_names));
      if (k < 0) nv_sum_err(r, at, "unknown linkage '%s'", r->word);
      e->linkage = (uint8_t)(k < 0 ? 0 : k);
    } else if (!strcmp(key, "guid") || !strcmp(key, "priority") || !strcmp(key, "insts") || !strcmp(key, "size")) {
      char *endp;
      unsigned long long v = strtoull(r->word, &endp, 0);
      if (*endp || (strcmp(key, "guid") && v > 0xFFFFFFFFull) || (!strcmp(key, "priority") && v > 3)) {
        nv_sum_err(r, at, "bad value '%s' for '%s'", r->word, key);
        return;
      }
      if (!strcmp(key, "guid")) e->guid = v;
      else if (!strcmp(key, "priority")) e->priority = (uint8_t)v;
      else e->insts = (uint32_t)v;
    } else {
      nv_sum_err(r, at - strlen(key) - 1, "unknown key '%s'", key);
    }
  }
}

static int nv_sum_parse(nv_context *c, const char *text, size_t len, const char *file, nv_summary *s) {
  nv_sum_rd r;
  nv_sum_entry *cur = NULL;
  memset(&r, 0, sizeof r);
  r.c = c;
  r.file = file;
  r.p = r.line_start = text;
  r.end = text + len;
  r.line = 1;
  while (r.p < r.end && !r.failed) {
    const char *at;
    nv_sum_skip_blanks(&r);
    at = r.p;
    if (r.p < r.end && *r.p != '\n') {
      if (!nv_sum_word(&r)) {
        nv_sum_err(&r, at, "expected 'module', 'function', 'variable', 'call' or 'ref'");
        break;
      }
      if (!strcmp(r.word, "module")) {
        nv_sum_skip_blanks(&r);
        s->module = nv_sum_quoted(&r);
      } else if (!strcmp(r.word, "function") || !strcmp(r.word, "variable")) {
        unsigned kind = r.word[0] == 'f' ? NV_SUM_FUNC : NV_SUM_GVAR;
        const char *name = nv_sum_name(&r);
        if (!name) break;
        if (nv_sum_find(s, name)) {
          nv_sum_err(&r, at, "'@%s' is summarised twice", name);
          break;
        }
        cur = nv_sum_add(s, name, kind);
        cur->edges_known = 1;
        cur->first_call = s->calls.len;
        cur->first_ref = s->refs.len;
        nv_sum_attrs(&r, cur);
      } else if (!strcmp(r.word, "call") || !strcmp(r.word, "ref")) {
        int call = r.word[0] == 'c';
        nv_sum_edge ed;
        if (!cur) {
          nv_sum_err(&r, at, "'%s' before any function or variable", r.word);
          break;
        }
        if (call && cur->kind != NV_SUM_FUNC) {
          nv_sum_err(&r, at, "a variable has no calls");
          break;
        }
        ed.name = nv_sum_name(&r);
        ed.hotness = 0;
        if (!ed.name) break;
        if (call) {
          const char *hat;
          int k;
          nv_sum_skip_blanks(&r);
          hat = r.p;
          if (!nv_sum_word(&r) || strcmp(r.word, "hotness") || r.p >= r.end || *r.p++ != '=' || !nv_sum_word(&r) ||
              (k = nv_sum_lookup_word(r.word, nv_sum_hot_names, NV_ARRAY_LEN(nv_sum_hot_names))) < 0) {
            nv_sum_err(&r, hat, "expected hotness=unknown|cold|none|hot|critical");
            break;
          }
          ed.hotness = (uint8_t)k;
          /* edges belong to the last entity, which must be the newest */
          if (cur != &nv_vec_last(&s->e) || cur->first_call + cur->ncalls != s->calls.len) {
            nv_sum_err(&r, at, "a call must follow its function's line or its other calls");
            break;
          }
          nv_vec_push(&s->calls, ed);
          cur->ncalls++;
        } else {
          if (cur->first_ref + cur->nrefs != s->refs.len) {
            nv_sum_err(&r, at, "refs must follow their function's or variable's line");
            break;
          }
          nv_vec_push(&s->refs, ed);
          cur->nrefs++;
        }
      } else {
        nv_sum_err(&r, at, "unknown summary line '%s'", r.word);
        break;
      }
      nv_sum_skip_blanks(&r);
      if (r.p < r.end && *r.p != '\n' && !r.failed) {
        nv_sum_err(&r, r.p, "unexpected text at the end of the line");
        break;
      }
    }
    if (r.p < r.end) {
      r.p++;
      r.line++;
      r.line_start = r.p;
    }
  }
  if (!r.failed && !s->module) {
    r.line = 1;
    r.line_start = text;
    nv_sum_err(&r, text, "the summary names no module (expected 'module \"NAME\"')");
  }
  return !r.failed;
}

static nv_sum_entry *nv_sum_header(nv_summary *s, const nv_func *f, uint32_t insts) {
  nv_sum_entry *e = nv_sum_add(s, f->v.name, NV_SUM_FUNC);
  e->linkage = f->linkage;
  e->flags = nv_sum_flags_of(f) & ~NV_SUM_DECL; /* a skimmed definition */
  e->guid = nv_guid(f->v.name, f->linkage, f->module->source_filename);
  e->insts = insts;
  e->priority = (uint8_t)nv_sum_priority(e->linkage, e->flags);
  return e;
}
