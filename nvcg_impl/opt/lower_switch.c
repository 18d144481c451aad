/* lower_switch.c -- switches become jump tables and balanced trees of comparisons, as
 * LLVM's SelectionDAG lowers them (SwitchLoweringUtils: findJumpTables, then a binary
 * tree over the clusters). The code generator lowers a switch left in place as one
 * compare-and-branch per case (isel/build.c), which is right for a few cases; with 10^4
 * cases ptxas took 21 s on that chain, and 12 s on a comparison tree, against 0.06 s on
 * one `brx.idx` over a `.branchtargets` list.
 *
 * Cases going to the default are dropped; the rest are sorted by signed value (LLVM's
 * order, so a switch over -2..5 is one dense run) and neighbours with the same
 * destination merge into clusters. Runs of clusters that are dense enough become jump
 * tables, with LLVM's rules and knobs: a table covers at least min-jump-table-entries
 * (4) clusters, at most max-jump-table-size (UINT_MAX; 0 means no tables) values, and
 * its cases are at least jump-table-density (10) percent of the values it spans. The
 * whole switch becomes one table when it qualifies; above -O0 the clusters are split
 * into the fewest runs by LLVM's dynamic programming (Kannan & Proebsting), preferring
 * more tables among equal counts. That search is quadratic in LLVM; here a run spans at
 * most NV_LS_JT_WINDOW clusters, so a 10^5-case sparse switch stays linear (a dense
 * stretch longer than the window becomes several adjacent tables).
 *
 * A node with more than three clusters tests `v s< first value of the middle cluster`
 * and recurses into two new blocks; a leaf tests its clusters in a chain of blocks
 * (`v == c`, or `v - lo u<= hi - lo` for a range), the last falling through to the
 * default. A table cluster in the chain is `%sw.idx = sub v, lo` and a switch on it whose
 * cases are exactly 0 .. n-1, holes going to the default, marked NV_FLAG_JUMP_TABLE; its
 * own default is the next test of the chain. Instruction selection turns that switch, and
 * only that, into `setp.gt.u32; @%p bra next; brx.idx` (isel/build.c): the range check
 * stays an explicit compare because brx.idx with an index out of range is undefined.
 *
 * Above -O0, runs of the remaining clusters that span fewer than 64 values and go to at
 * most three destinations become bit tests (see nv_ls_find_bit_tests), and so does a
 * table whose cases are one bit test (brx.idx is an indirect branch). A character
 * class such as `case ' ': case '\t': case '\n': case '\r':` is one range check, one
 * shift and one mask test instead of four compares and branches.
 *
 * Each destination's phis get one entry per new edge into it, with the value the
 * switch's block gave. Switches of up to NV_LS_MIN_CASES cases that form no table or
 * bit test are
 * left to instruction selection. Runs at every -O level (the last IR pass), after the
 * passes that might still fold the switch. */

#define NV_LS_MIN_CASES 8u
#define NV_LS_JT_WINDOW 1024u

/* A cluster: a run of case values [lo, hi] (sign-extended) going to dest (NV_LS_CASE;
 * first is then its index among the plain clusters), or a jump table or bit test over
 * the plain clusters plain[first .. first + n) (dest NULL). */
enum { NV_LS_CASE, NV_LS_TABLE, NV_LS_BITS };
typedef struct nv_ls_range {
  int64_t lo, hi;
  nv_block *dest;
  uint32_t first, n;
  unsigned kind;
} nv_ls_range;
typedef NV_VEC(nv_ls_range) nv_ls_range_vec;

typedef struct nv_ls {
  nv_func *f;
  nv_value *v;           /* the switch operand */
  nv_type *t;
  nv_block *def;
  nv_block *after;       /* new blocks go before this one */
  const nv_ls_range *plain; /* the clusters before table formation (tables index them) */
  NV_VEC(nv_block *) edge_to;  /* (to, from) pairs of the branches made */
  NV_VEC(nv_block *) edge_from;
} nv_ls;

static int nv_ls_cmp(const void *a, const void *b) {
  const nv_ls_range *x = (const nv_ls_range *)a, *y = (const nv_ls_range *)b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static nv_block *nv_ls_block(nv_ls *L) { return nv_block_new(L->f, "", L->after); }

static void nv_ls_edge(nv_ls *L, nv_block *from, nv_block *to) {
  nv_vec_push(&L->edge_from, from);
  nv_vec_push(&L->edge_to, to);
}

static nv_value *nv_ls_const(nv_ls *L, int64_t c) { return nv_const_int(L->t, (uint64_t)c, 0); }

/* ---- jump-table clusters (LLVM's findJumpTables) ---- */

typedef struct nv_ls_jt_rules {
  uint64_t min_entries, density, max_size;
} nv_ls_jt_rules;

/* isSuitableForJumpTable: `cases` case values spanning [lo, hi]. The table must also be
 * indexable by brx.idx's .u32 index. */
static int nv_ls_jt_suitable(const nv_ls_jt_rules *R, uint64_t cases, int64_t lo, int64_t hi) {
  uint64_t span = (uint64_t)hi - (uint64_t)lo; /* values - 1 */
  if (span >= UINT32_MAX || span >= R->max_size) return 0;
  return R->density == 0 || span + 1 <= cases * 100 / R->density;
}

/* Partitions the clusters c[0..n) into runs: last[i] is the last cluster of the run that
 * starts at i (read from i = 0 on). A run of two or more clusters is suitable for a table.
 * The whole switch is one run when it qualifies; else, above -O0, the fewest runs
 * (LLVM's dynamic programming, with its score preferring tables among equal counts),
 * each spanning at most NV_LS_JT_WINDOW + 1 clusters; at -O0 every cluster alone. */
static void nv_ls_partition(const nv_ls_jt_rules *R, const nv_ls_range *c, uint32_t n, int opt_level,
                            uint32_t *last) {
  enum { TABLE = 1, FEW_CASES = 1, SINGLE_CASE = 2 };
  uint64_t *pre;
  uint32_t *min_parts, *score, i, j;
  uint64_t few = R->min_entries / 2;
  for (i = 0; i < n; i++) last[i] = i;
  if (n < 2 || n < R->min_entries || R->max_size == 0) return;
  pre = (uint64_t *)nv_xmalloc(sizeof *pre * (n + 1)); /* pre[i]: case values in c[0..i) */
  pre[0] = 0;
  for (i = 0; i < n; i++) pre[i + 1] = pre[i] + ((uint64_t)c[i].hi - (uint64_t)c[i].lo + 1);
  if (nv_ls_jt_suitable(R, pre[n], c[0].lo, c[n - 1].hi)) {
    for (i = 0; i < n; i++) last[i] = n - 1;
    nv_xfree(pre);
    return;
  }
  if (opt_level == 0) { /* LLVM: the partitioning is not for -O0 */
    nv_xfree(pre);
    return;
  }
  min_parts = (uint32_t *)nv_xmalloc(sizeof *min_parts * n * 2);
  score = min_parts + n;
  min_parts[n - 1] = 1;
  score[n - 1] = SINGLE_CASE;
  for (i = n - 1; i-- > 0;) {
    uint32_t jmax = n - 1 - i > NV_LS_JT_WINDOW ? i + NV_LS_JT_WINDOW : n - 1;
    min_parts[i] = min_parts[i + 1] + 1;
    score[i] = score[i + 1] + SINGLE_CASE;
    for (j = jmax; j > i; j--) {
      uint32_t parts, sc;
      uint64_t entries = j - i + 1;
      if (!nv_ls_jt_suitable(R, pre[j + 1] - pre[i], c[i].lo, c[j].hi)) continue;
      parts = 1 + (j == n - 1 ? 0 : min_parts[j + 1]);
      sc = j == n - 1 ? 0 : score[j + 1];
      if (entries == 1) sc += SINGLE_CASE;
      else if (entries <= few) sc += FEW_CASES;
      else if (entries >= R->min_entries) sc += TABLE;
      if (parts < min_parts[i] || (parts == min_parts[i] && sc > score[i])) {
        min_parts[i] = parts;
        last[i] = j;
        score[i] = sc;
      }
    }
  }
  nv_xfree(pre);
  nv_xfree(min_parts);
}

/* The clusters to test, in order, into out: runs of at least min-jump-table-entries
 * clusters become one table cluster each (indexing c), the rest stay as they are. */
static void nv_ls_find_tables(const nv_ls_jt_rules *R, const nv_ls_range *c, uint32_t n, int opt_level,
                              nv_ls_range_vec *out) {
  uint32_t *last, first, j;
  if (!n) return;
  last = (uint32_t *)nv_xmalloc(sizeof *last * n);
  nv_ls_partition(R, c, n, opt_level, last);
  for (first = 0; first < n; first = last[first] + 1) {
    uint32_t l = last[first];
    if (l > first && l - first + 1 >= R->min_entries) {
      nv_ls_range t;
      t.lo = c[first].lo;
      t.hi = c[l].hi;
      t.dest = NULL;
      t.first = first;
      t.n = l - first + 1;
      t.kind = NV_LS_TABLE;
      nv_vec_push(out, t);
    } else {
      for (j = first; j <= l; j++) nv_vec_push(out, c[j]);
    }
  }
  nv_xfree(last);
}

/* Ends bb with the table for cluster r: out-of-range values go to `next`, holes to the
 * default. */
static void nv_ls_emit_table(nv_ls *L, nv_block *bb, const nv_ls_range *r, nv_block *next) {
  nv_ib b;
  nv_value *idx = L->v, *ops[2];
  nv_inst *sw;
  const nv_ls_range *c = L->plain + r->first;
  uint32_t k = 0;
  uint64_t i, size = (uint64_t)r->hi - (uint64_t)r->lo + 1;
  nv_ib_at_end(&b, bb);
  if (r->lo != 0) idx = nv_ib_binop(&b, NVCG_OP_SUB, L->v, nv_ls_const(L, r->lo), "sw.idx");
  ops[0] = idx;
  ops[1] = &next->v;
  sw = nv_ib_new(&b, NVCG_OP_SWITCH, b.m->ctx->t_void, 2, ops, NULL);
  sw->flags |= NV_FLAG_JUMP_TABLE;
  for (i = 0; i < size; i++) {
    int64_t val = (int64_t)((uint64_t)r->lo + i);
    nv_block *d = L->def;
    while (k < r->n && c[k].hi < val) k++;
    if (k < r->n && c[k].lo <= val) d = c[k].dest;
    nv_inst_add_op(sw, nv_const_int(L->t, i, 0));
    nv_inst_add_op(sw, &d->v);
    nv_ls_edge(L, bb, d);
  }
  if (next == L->def) nv_ls_edge(L, bb, L->def);
}

/* ---- bit-test clusters (LLVM's findBitTestClusters) ----
 * A run of plain clusters spanning fewer than 64 values with at most three
 * destinations is tested as one: `v - lo u<= hi - lo`, then `(1 << (v - lo)) & mask`
 * per destination, the destination with the most cases first. LLVM's profitability
 * rule: one destination and at least 3 comparisons, two and 5, three and 6, where a
 * single value counts one comparison and a range two. Runs are taken greedily from the
 * lowest value, each as long as it can be while still profitable (LLVM partitions
 * by dynamic programming; on the few clusters left between tables greedy finds the
 * same runs in the common cases). When lo >= 0 and hi fits the word, the subtraction
 * is left out and the word is indexed by v itself (LLVM does the same). */

static int nv_ls_bits_profitable(unsigned ndests, unsigned ncmps) {
  return (ndests == 1 && ncmps >= 3) || (ndests == 2 && ncmps >= 5) || (ndests == 3 && ncmps >= 6);
}

/* d's index among the bit test's destinations dests[0..*n), added when new; 3 when it
 * is new and three are taken. */
static unsigned nv_ls_dest_slot(nv_block **dests, unsigned *n, nv_block *d) {
  unsigned k;
  for (k = 0; k < *n && dests[k] != d; k++) {}
  if (k == *n && k < 3) dests[(*n)++] = d;
  return k;
}

/* Rewrites the cluster list c: runs of plain clusters that qualify become bit tests,
 * and so does a table whose clusters (plain[..]) are one bit test as a whole. */
static void nv_ls_find_bit_tests(nv_ls_range_vec *c, const nv_ls_range *plain) {
  nv_ls_range_vec out = NV_VEC_INIT, one = NV_VEC_INIT;
  uint32_t i = 0, j;
  while (i < c->len) {
    const nv_ls_range *a = &c->data[i];
    nv_block *dests[3];
    unsigned ndests = 0, ncmps = 0;
    uint32_t best = i;
    if (a->kind == NV_LS_TABLE) {
      one.len = 0;
      for (j = 0; j < a->n; j++) nv_vec_push(&one, plain[a->first + j]);
      nv_ls_find_bit_tests(&one, plain);
      nv_vec_push(&out, one.len == 1 ? one.data[0] : *a);
      i++;
      continue;
    }
    for (j = i; a->kind == NV_LS_CASE && j < c->len && c->data[j].kind == NV_LS_CASE; j++) {
      const nv_ls_range *x = &c->data[j];
      if ((uint64_t)x->hi - (uint64_t)a->lo >= 64) break;
      if (nv_ls_dest_slot(dests, &ndests, x->dest) == 3) break;
      ncmps += x->lo == x->hi ? 1 : 2;
      if (j > i && nv_ls_bits_profitable(ndests, ncmps)) best = j;
    }
    if (best > i) {
      nv_ls_range t;
      t.lo = a->lo;
      t.hi = c->data[best].hi;
      t.dest = NULL;
      t.first = a->first;
      t.n = best - i + 1;
      t.kind = NV_LS_BITS;
      nv_vec_push(&out, t);
      i = best + 1;
    } else {
      nv_vec_push(&out, *a);
      i++;
    }
  }
  nv_vec_free(&one);
  nv_vec_free(c);
  *c = out;
}

/* Ends bb with the bit test for cluster r: values outside [lo, hi] go to `next`, values
 * inside that no case names to the default. */
static void nv_ls_emit_bits(nv_ls *L, nv_block *bb, const nv_ls_range *r, nv_block *next) {
  const nv_ls_range *c = L->plain + r->first;
  nv_block *dests[3], *tb = nv_ls_block(L);
  uint64_t masks[3] = {0, 0, 0}, count[3] = {0, 0, 0}, covered = 0;
  unsigned ndests = 0, k, m;
  int64_t base = r->lo >= 0 && r->hi < 64 ? 0 : r->lo;
  nv_type *wt = nv_type_int(L->f->module->ctx, (uint64_t)r->hi - (uint64_t)base < 32 ? 32 : 64);
  nv_value *off = L->v, *bit;
  nv_ib b;
  uint32_t i;
  for (i = 0; i < r->n; i++) {
    uint64_t bits = (uint64_t)c[i].hi - (uint64_t)c[i].lo + 1;
    uint64_t run = (bits == 64 ? ~0ull : (1ull << bits) - 1) << ((uint64_t)c[i].lo - (uint64_t)base);
    k = nv_ls_dest_slot(dests, &ndests, c[i].dest); /* a bit test has at most three */
    masks[k] |= run;
    count[k] += bits;
    covered += bits;
  }
  /* the destination with the most cases is tested first (stable among equals) */
  for (k = 1; k < ndests; k++)
    for (m = k; m > 0 && count[m] > count[m - 1]; m--) {
      nv_block *d = dests[m];
      uint64_t x = masks[m], y = count[m];
      dests[m] = dests[m - 1], masks[m] = masks[m - 1], count[m] = count[m - 1];
      dests[m - 1] = d, masks[m - 1] = x, count[m - 1] = y;
    }
  nv_ib_at_end(&b, bb);
  if (base != 0) off = nv_ib_binop(&b, NVCG_OP_SUB, L->v, nv_ls_const(L, base), "sw.off");
  nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_ULE, off, nv_ls_const(L, (int64_t)((uint64_t)r->hi - (uint64_t)base)), "sw.in"),
               tb, next);
  if (next == L->def) nv_ls_edge(L, bb, L->def);
  nv_ib_at_end(&b, tb);
  if (L->t->bits != wt->bits)
    off = nv_ib_cast(&b, L->t->bits < wt->bits ? NVCG_OP_ZEXT : NVCG_OP_TRUNC, off, wt, "sw.bitidx");
  bit = nv_ib_binop(&b, NVCG_OP_SHL, nv_const_int(wt, 1, 0), off, "sw.bit");
  for (k = 0; k < ndests; k++) {
    /* every value the range check lets in is a case: the last destination needs no test */
    if (k + 1 == ndests && covered == (uint64_t)r->hi - (uint64_t)base + 1) {
      nv_ib_br(&b, dests[k]);
      nv_ls_edge(L, tb, dests[k]);
      break;
    }
    {
      nv_block *no = k + 1 == ndests ? L->def : nv_ls_block(L);
      nv_value *hit = nv_ib_binop(&b, NVCG_OP_AND, bit, nv_const_int(wt, masks[k], 0), "sw.mask");
      nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_NE, hit, nv_const_int(wt, 0, 0), "sw.hit"), dests[k], no);
      nv_ls_edge(L, tb, dests[k]);
      if (no == L->def) nv_ls_edge(L, tb, L->def);
      tb = no;
      nv_ib_at_end(&b, tb);
    }
  }
}

/* Fills bb with the tests for r[0..n). */
static void nv_ls_emit(nv_ls *L, nv_block *bb, const nv_ls_range *r, uint32_t n) {
  nv_ib b;
  if (n > 3) {
    uint32_t mid = n / 2;
    nv_block *left = nv_ls_block(L), *right = nv_ls_block(L);
    nv_ib_at_end(&b, bb);
    nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_SLT, L->v, nv_ls_const(L, r[mid].lo), "sw.lt"), left, right);
    nv_ls_emit(L, left, r, mid);
    nv_ls_emit(L, right, r + mid, n - mid);
    return;
  }
  while (n--) {
    nv_block *next = n ? nv_ls_block(L) : L->def;
    nv_value *c;
    if (r->kind == NV_LS_TABLE) {
      nv_ls_emit_table(L, bb, r, next);
    } else if (r->kind == NV_LS_BITS) {
      nv_ls_emit_bits(L, bb, r, next);
    } else {
      nv_ib_at_end(&b, bb);
      if (r->lo == r->hi) c = nv_ib_icmp(&b, NVCG_ICMP_EQ, L->v, nv_ls_const(L, r->lo), "sw.eq");
      else
        c = nv_ib_icmp(&b, NVCG_ICMP_ULE, nv_ib_binop(&b, NVCG_OP_SUB, L->v, nv_ls_const(L, r->lo), "sw.off"),
                       nv_ls_const(L, (int64_t)((uint64_t)r->hi - (uint64_t)r->lo)), "sw.in");
      nv_ib_condbr(&b, c, r->dest, next);
      nv_ls_edge(L, bb, r->dest);
      if (!n) nv_ls_edge(L, bb, L->def);
    }
    bb = next;
    r++;
  }
}

/* The phis of `to` had one entry per edge from the switch's block S (several cases may
 * share a destination, and each case is an edge); they get one per edge that now leads
 * to `to` (S itself may be the source of some). */
static void nv_ls_fix_phis(nv_ls *L, nv_block *S, nv_block *to) {
  nv_inst *P;
  uint32_t i;
  for (P = to->first; P && P->v.opcode == NVCG_OP_PHI; P = P->next) {
    nv_value *x = NULL;
    for (i = 1; i < P->nops;)
      if (P->ops[i].val == &S->v) {
        x = P->ops[i - 1].val;
        nv_inst_remove_ops(P, i - 1, 2);
      } else {
        i += 2;
      }
    if (!x) continue;
    for (i = 0; i < L->edge_to.len; i++)
      if (L->edge_to.data[i] == to) nv_opt_phi_add(P, x, L->edge_from.data[i]);
  }
}

static int nv_ls_switch(nv_func *f, nv_inst *T, const nv_ls_jt_rules *R, int opt_level) {
  nv_block *S = T->parent;
  nv_ls L;
  nv_ls_range_vec r = NV_VEC_INIT, c = NV_VEC_INIT;
  uint32_t i, n = 0, ncases = (T->nops - 2) / 2, nwide = 0;
  nv_value *v = T->ops[0].val;
  if (v->type->kind != NVCG_TYPE_INT || v->type->bits > 64 || (T->flags & NV_FLAG_JUMP_TABLE)) return 0;
  memset(&L, 0, sizeof L);
  L.f = f;
  L.v = v;
  L.t = v->type;
  L.def = (nv_block *)T->ops[1].val;
  L.after = S->next;
  for (i = 2; i + 1 < T->nops; i += 2) {
    nv_ls_range x;
    x.lo = x.hi = nv_cint_sext(T->ops[i].val);
    x.dest = (nv_block *)T->ops[i + 1].val;
    x.first = x.n = 0;
    x.kind = NV_LS_CASE;
    if (x.dest != L.def) nv_vec_push(&r, x);
  }
  if (r.len) qsort(r.data, r.len, sizeof *r.data, nv_ls_cmp);
  for (i = 0; i < r.len; i++) { /* merge neighbours going to the same block */
    if (n && r.data[n - 1].dest == r.data[i].dest && r.data[n - 1].hi + 1 == r.data[i].lo) r.data[n - 1].hi = r.data[i].lo;
    else r.data[n++] = r.data[i];
  }
  for (i = 0; i < n; i++) r.data[i].first = i;
  nv_ls_find_tables(R, r.data, n, opt_level, &c);
  if (opt_level > 0) nv_ls_find_bit_tests(&c, r.data);
  L.plain = r.data;
  for (i = 0; i < c.len; i++) nwide += c.data[i].kind != NV_LS_CASE;
  if (!nwide && ncases <= NV_LS_MIN_CASES) {
    nv_vec_free(&r);
    nv_vec_free(&c);
    return 0;
  }
  /* the destinations, each once, before the switch goes */
  {
    NV_VEC(nv_block *) dests = NV_VEC_INIT;
    nv_set seen;
    nv_set_init(&seen, NV_MAP_PTR);
    for (i = 1; i < T->nops; i += 2) { /* operands 1, 3, 5, ...: the default, the case blocks */
      nv_block *d = (nv_block *)T->ops[i].val;
      if (nv_set_insert(&seen, (uintptr_t)d)) nv_vec_push(&dests, d);
    }
    nv_set_free(&seen);
    nv_inst_erase(T);
    if (c.len) nv_ls_emit(&L, S, c.data, c.len);
    else {
      nv_ib b;
      nv_ib_at_end(&b, S);
      nv_ib_br(&b, L.def);
      nv_ls_edge(&L, S, L.def);
    }
    for (i = 0; i < dests.len; i++) nv_ls_fix_phis(&L, S, dests.data[i]);
    nv_vec_free(&dests);
  }
  nv_vec_free(&r);
  nv_vec_free(&c);
  nv_vec_free(&L.edge_to);
  nv_vec_free(&L.edge_from);
  return 1;
}

static int nv_pass_lower_switch(nv_func *f, const nv_options *o) {
  nv_block *bb;
  nv_ls_jt_rules R;
  int changed = 0;
  R.min_entries = (uint64_t)nv_opt_knob(o, NV_KNOB_MIN_JUMP_TABLE_ENTRIES);
  R.density = (uint64_t)nv_opt_knob(o, NV_KNOB_JUMP_TABLE_DENSITY);
  R.max_size = (uint64_t)nv_opt_knob(o, NV_KNOB_MAX_JUMP_TABLE_SIZE);
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *T = bb->last;
    if (T && T->v.opcode == NVCG_OP_SWITCH) changed |= nv_ls_switch(f, T, &R, o ? o->opt_level : 2);
  }
  return changed;
}
