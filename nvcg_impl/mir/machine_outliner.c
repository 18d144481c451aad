/* machine_outliner.c -- the machine outliner (seeds/004, cicc's MachineOutliner): a
 * module-level machine pass (NV_MIR_MODULE_PASSES) that runs after every function's
 * machine passes, finds instruction sequences repeated across the module's functions and
 * replaces each occurrence by a call to one shared internal .func, OUTLINED_FUNCTION_<n>
 * (OUTLINED_FUNCTION_<round+1>_<n> in reruns, as LLVM names them).
 *
 * 1. Mapping. Every instruction of an eligible block becomes one symbol of an alphabet:
 *    structurally identical instructions (opcode row, modifiers, guard, immediates,
 *    symbols, register classes and the pattern of equal registers among the operands)
 *    get the same symbol whatever their virtual register numbers; an instruction that
 *    cannot be outlined gets a symbol of its own, and so does every block end, so no
 *    repeat spans them. Not outlinable: terminators, pseudo-instructions other than COPY
 *    (call sequences, inline asm, PHIs), barriers and other convergent or ordering
 *    instructions (rows with side effects that are not stores or atomics), .param and
 *    .local accesses, frame addressing (%SP, %SPL, frame indices) and symbols that are
 *    not module globals or functions. Functions left alone: `nooutline`
 *    and `optnone` ones, kernels with .maxnreg (their register budget is fixed; a shared
 *    helper could make them spill), and linkonce_odr ones unless
 *    enable-linkonceodr-outlining (the linker keeps only one copy anyway).
 * 2. Repeats. A suffix array with its LCP array (prefix doubling, O(n log n), then
 *    Kasai): the LCP intervals are exactly the internal nodes of the suffix tree, their
 *    suffixes its leaf descendants (outliner-leaf-descendants, default) and the suffixes
 *    outside every child interval its leaf children. It is chosen over Ukkonen's tree
 *    because it is three flat integer arrays -- no node allocation, no child maps, nothing
 *    keyed by pointers -- with a simple independent check (tests/unit/test_outliner.c
 *    compares it with a brute-force repeat finder on random strings). Each node is one
 *    repeat of the node's own length (as LLVM) whose occurrences are reduced to those not
 *    overlapping an earlier one (one sweep of the sorted starts), so analysing a repeat
 *    costs O(n) at most. What made the enumeration quadratic is a long chain of nested
 *    nodes -- a run of one instruction (or of one short body, unrolled code) of length R
 *    has R nested nodes with up to R occurrences each -- and long sequences repeated
 *    whole, whose R suffixes are R more nodes with the same sites. Chain thinning cuts
 *    the first without a work budget: along a chain of single-child nodes that runs
 *    through periodic code (the nearest node looked at below had occurrences overlapping
 *    one another) a node is looked at only if it has at least twice the occurrences or
 *    at most half the length of that node, so at most 2 log2 R nodes of such a chain are
 *    analysed, and every skipped node covers (occurrences x length) less than twice the
 *    instructions of one analysed. It is O(1) per node. Chains of disjoint occurrences
 *    are not thinned: there a node with one more site than its child is often the only
 *    profitable one (a 5-instruction sequence at 5 sites whose 6-instruction extension
 *    has 4). A run of 20000 identical instructions analyses 12 repeats
 *    (test_outliner.c's long_run), a run of a p-instruction body O(p log R). Not cut: a
 *    sequence of length R repeated whole K times still analyses its R suffixes at
 *    K x R/2 instructions each (a left-maximality rule would cut it, but loses suffixes
 *    that need fewer parameters, which the outliner does pick: tests/lit/mir_outliner.ll's
 *    rerun); R is bounded by a block's length.
 * 3. Candidates. The occurrences of a repeat are split by their data flow: registers
 *    renamed in order of first appearance must agree, and each occurrence is compared
 *    instruction by instruction with the first one (the symbols only say that single
 *    instructions look alike). Overlapping occurrences are dropped.
 * 4. Cost. In PTX a function's registers are its own: the helper takes the sequence's
 *    live-in registers as .param parameters and returns those of its results that are
 *    live after some occurrence (mir/liveness.c), so a call site costs one st.param per
 *    live-in, the call, and one ld.param per result live there. The helper costs the
 *    sequence and a ret; with enable-machine-outliner=2 ("guaranteed beneficial") also
 *    its own ld.param per parameter and st.param per result, i.e. every PTX instruction
 *    the helper adds is counted, so the module's PTX instruction count falls even when
 *    ptxas inlines the helper back. With 1 those are assumed to become the argument
 *    registers of the call (ptxas's ABI passes values in registers). A candidate is
 *    taken when (NotOutliningCost - OutliningCost) * 16 bytes (one SASS instruction)
 *    reaches outliner-benefit-threshold. A .param cannot hold a predicate: a predicate
 *    live-in is passed as a .b32 0/1 (selp at the call site, setp.ne in the helper) and a
 *    predicate result the other way round; those selp/setp count in both modes (they
 *    stay even where ptxas passes the values in registers). b128 live-ins or results
 *    make a candidate unusable (no .param form here).
 * 5. Outlining, best benefit first; an occurrence overlapping one already outlined is
 *    dropped and the benefit recomputed. Each call site is a plain `call` (not .uni: it
 *    may be divergent); call sequences are not outlinable, so reruns
 *    (machine-outliner-reruns) never touch rewritten ranges. Reruns do outline from the
 *    helpers (a rerun's helper is printed before the helpers that call it). Remarks (pass-remarks=machine-outliner): "Saved N bytes by
 *    outlining M instructions from K locations. (Found at: ...)".
 *
 * Default: off (enable-machine-outliner=0), from tests/bench/outliner_figures.py at sm_86
 * (corpus, 47 files, -O3, one rerun): mode 1 / mode 2 change the PTX instructions by
 * -0.6% / -0.9% (mode 1 adds instructions to some files, mode 2 by construction to
 * none), PTX bytes by +3.3% / +1.7% (a call sequence is long text), and the PTX
 * instructions executed by +4.7% / +2.5%. SASS instructions fall by 7%, but that is
 * ptxas's loop unrolling, not outlining: ptxas inlines the helpers back, yet a call in a
 * loop body stops it from unrolling that loop (int8_dot: 400 SASS instructions off, 104
 * with the outliner; with `.pragma "nounroll"` in every loop 128 and 104); with
 * unrolling held off in both (the bench's sassNU) the outliner saves 0.7-0.8%. On modules
 * built to have repeats PTX instructions fall by half while SASS does not change and
 * executed instructions rise by 28-30%. Code size is not worth that by default on a
 * GPU; mode 2 is the choice where PTX size or ptxas time matters (JIT, many kernels
 * sharing inlined code), never raising the PTX instruction count. */

#define NV_OUTL_PASS "machine-outliner"
#define NV_OUTL_BYTES 16u        /* bytes of one SASS instruction (sm_70 and later) */
#define NV_OUTL_UNIQUE 0x40000000u /* symbols from here on are unique (illegal, block ends) */

/* ---- suffix array, LCP and repeats ---- */

/* sa: the suffixes of s[0..n) in lexicographic order; lcp[i]: the longest common prefix
 * of the suffixes sa[i-1] and sa[i] (lcp[0] = 0). */
static int nv_outl_cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static void nv_suffix_array(const uint32_t *s, uint32_t n, uint32_t *sa, uint32_t *lcp) {
  uint32_t *rank, *tmp, *cnt, *nr, i, k, h, maxr;
  uint64_t *key;
  if (!n) return;
  rank = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  tmp = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  nr = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  cnt = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  key = (uint64_t *)nv_xmalloc(sizeof(uint64_t) * n);
  for (i = 0; i < n; i++) key[i] = (uint64_t)s[i] << 32 | i;
  qsort(key, n, sizeof *key, nv_outl_cmp_u64);
  for (i = 0; i < n; i++) sa[i] = (uint32_t)key[i];
  rank[sa[0]] = 0;
  for (i = 1; i < n; i++) rank[sa[i]] = rank[sa[i - 1]] + (s[sa[i]] != s[sa[i - 1]]);
  maxr = rank[sa[n - 1]];
  /* prefix doubling: order by (rank[i], rank[i + k]), a missing second half first */
  for (k = 1; maxr + 1 < n; k <<= 1) {
    uint32_t m = 0;
    for (i = n - k < n ? n - k : 0; i < n; i++) tmp[m++] = i;
    for (i = 0; i < n; i++)
      if (sa[i] >= k) tmp[m++] = sa[i] - k;
    memset(cnt, 0, sizeof(uint32_t) * (n + 1));
    for (i = 0; i < n; i++) cnt[rank[i] + 1]++;
    for (i = 1; i <= n; i++) cnt[i] += cnt[i - 1];
    for (i = 0; i < n; i++) sa[cnt[rank[tmp[i]]]++] = tmp[i];
    nr[sa[0]] = 0;
    for (i = 1; i < n; i++) {
      uint32_t a = sa[i - 1], b = sa[i];
      int same = rank[a] == rank[b] && (a + k < n ? (int64_t)rank[a + k] : -1) == (b + k < n ? (int64_t)rank[b + k] : -1);
      nr[b] = nr[a] + !same;
    }
    memcpy(rank, nr, sizeof(uint32_t) * n);
    maxr = rank[sa[n - 1]];
    if (k > n) break;
  }
  /* Kasai */
  for (i = 0; i < n; i++) rank[sa[i]] = i;
  for (i = 0, h = 0; i < n; i++) {
    if (rank[i] == 0) {
      lcp[0] = 0;
      h = 0;
      continue;
    }
    k = sa[rank[i] - 1];
    while (i + h < n && k + h < n && s[i + h] == s[k + h]) h++;
    lcp[rank[i]] = h;
    if (h) h--;
  }
  nv_xfree(rank);
  nv_xfree(tmp);
  nv_xfree(nr);
  nv_xfree(cnt);
  nv_xfree(key);
}

/* One repeat: a substring of length len at every start in starts[0..n) (ascending). */
typedef struct nv_repeat {
  uint32_t len, first, n;  /* its starts are nv_repeats.starts[first .. first + n) */
  int64_t bound;           /* the outliner's upper bound of its benefit */
} nv_repeat;

typedef struct nv_repeats {
  NV_VEC(nv_repeat) r;
  NV_VEC(uint32_t) starts;
} nv_repeats;

static int nv_outl_cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

typedef struct nv_lcp_entry {
  uint32_t lcp, lb, child0; /* child0: where its child intervals start in the pool */
  uint32_t nchild;          /* child intervals so far */
  uint32_t ref_n, ref_len;  /* the chain reference below it (see nv_find_repeats); ref_len 0: none */
  int ref_ov;               /* whether the reference's occurrences overlapped one another */
} nv_lcp_entry;

typedef struct nv_lcp_child {
  uint32_t lb, rb;
} nv_lcp_child;

/* The repeats of s of length >= min_len worth a candidate analysis. Each is an internal
 * node of the suffix tree (an LCP interval [lb, rb] of depth len) with its leaf
 * descendants as occurrences, or (leaf_descendants 0) only its leaf children, reduced to
 * the occurrences that do not overlap an earlier one (one sweep of the sorted starts,
 * leftmost first). Chain thinning keeps the work near-linear (the file header says why):
 * a node with exactly one child interval is skipped when the nearest node looked at
 * below it in that chain had occurrences overlapping one another (the chain runs
 * through periodic code) and the node has fewer than twice its occurrences and more than
 * half its length. */
static void nv_find_repeats(const uint32_t *s, uint32_t n, uint32_t min_len, int leaf_descendants, nv_repeats *out) {
  uint32_t *sa, *lcp, i;
  NV_VEC(nv_lcp_entry) st = NV_VEC_INIT;
  NV_VEC(nv_lcp_child) pool = NV_VEC_INIT;
  nv_lcp_entry root;
  if (n < 2) return;
  memset(&root, 0, sizeof root);
  sa = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  lcp = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  nv_suffix_array(s, n, sa, lcp);
  nv_vec_push(&st, root);
  for (i = 1; i <= n; i++) {
    uint32_t cur = i < n ? lcp[i] : 0, lb = i - 1;
    int have_last = 0;
    nv_lcp_child last = {0, 0};
    uint32_t last_ref_n = 0, last_ref_len = 0;
    int last_ref_ov = 0;
    while (cur < nv_vec_last(&st).lcp) {
      nv_lcp_entry e = nv_vec_pop(&st);
      uint32_t rb = i - 1, k, m = rb - e.lb + 1;
      int look = e.lcp >= min_len;
      int ov = 0;
      if (look && e.nchild == 1 && e.ref_len && e.ref_ov && m < 2 * e.ref_n && 2 * e.lcp > e.ref_len) look = 0;
      if (look) {
        nv_repeat r;
        uint32_t c = e.child0, kept, endp;
        r.len = e.lcp;
        r.bound = 0;
        r.first = out->starts.len;
        for (k = e.lb; k <= rb; k++) {
          if (!leaf_descendants) {
            while (c < pool.len && pool.data[c].rb < k) c++;
            if (c < pool.len && pool.data[c].lb <= k) continue; /* inside a child node */
          }
          nv_vec_push(&out->starts, sa[k]);
        }
        r.n = out->starts.len - r.first;
        qsort(out->starts.data + r.first, r.n, sizeof(uint32_t), nv_outl_cmp_u32);
        for (k = kept = endp = 0; k < r.n; k++) {
          uint32_t p = out->starts.data[r.first + k];
          if (kept && p < endp) continue;
          out->starts.data[r.first + kept++] = p;
          endp = p + r.len;
        }
        ov = kept < r.n;
        r.n = kept;
        if (r.n >= 2) {
          out->starts.len = r.first + r.n;
          nv_vec_push(&out->r, r);
        } else {
          out->starts.len = r.first;
        }
        last_ref_n = m;
        last_ref_len = e.lcp;
        last_ref_ov = ov;
      } else if (e.nchild == 1) {
        last_ref_n = e.ref_n; /* pass the chain's reference up */
        last_ref_len = e.ref_len;
        last_ref_ov = e.ref_ov;
      } else {
        last_ref_n = last_ref_len = 0;
        last_ref_ov = 0;
      }
      pool.len = e.child0;
      lb = e.lb;
      last.lb = e.lb;
      last.rb = rb;
      if (cur <= nv_vec_last(&st).lcp) {
        nv_lcp_entry *p = &st.data[st.len - 1];
        nv_vec_push(&pool, last);
        p->nchild++;
        p->ref_n = last_ref_n;
        p->ref_len = last_ref_len;
        p->ref_ov = last_ref_ov;
      } else {
        have_last = 1;
      }
    }
    if (cur > nv_vec_last(&st).lcp) {
      nv_lcp_entry e;
      memset(&e, 0, sizeof e);
      e.lcp = cur;
      e.lb = lb;
      e.child0 = pool.len;
      if (have_last) {
        nv_vec_push(&pool, last);
        e.nchild = 1;
        e.ref_n = last_ref_n;
        e.ref_len = last_ref_len;
        e.ref_ov = last_ref_ov;
      }
      nv_vec_push(&st, e);
    }
  }
  nv_vec_free(&st);
  nv_vec_free(&pool);
  nv_xfree(sa);
  nv_xfree(lcp);
}

static void nv_repeats_free(nv_repeats *R) {
  nv_vec_free(&R->r);
  nv_vec_free(&R->starts);
}

/* ---- mapping instructions to the alphabet ---- */

static int nv_outl_is_pseudo(unsigned opc) { return !strcmp(nv_ptx_info_of(opc)->sig, "pseudo"); }

/* Can the instruction be part of an outlined sequence (see the header)? */
static int nv_outl_legal(const nv_mmodule *mm, const nv_minst *mi) {
  unsigned fl = nv_ptx_info_of(mi->opc)->flags, i;
  if (mi->opc != NV_PTX_COPY && nv_outl_is_pseudo(mi->opc)) return 0;
  if ((fl & NV_PF_TERM) || ((fl & NV_PF_SIDE) && !(fl & NV_PF_STORE))) return 0;
  if (mi->mods.space == NV_SPACE_PARAM || mi->mods.space == NV_SPACE_LOCAL) return 0;
  for (i = 0; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    switch (op->kind) {
    case NV_MO_BLOCK: return 0;
    case NV_MO_SREG:
      if (op->sreg == NV_SREG_SP || op->sreg == NV_SREG_SPL) return 0;
      break;
    case NV_MO_SYM:
      if (!nv_mmodule_is_global_name(mm, op->sym)) return 0;
      break;
    case NV_MO_ADDR:
      if (op->base_kind == NV_MO_SREG || op->base_kind == NV_MO_IMM) return 0;
      if (op->base_kind == NV_MO_SYM && !nv_mmodule_is_global_name(mm, op->sym)) return 0;
      break;
    default: break;
    }
  }
  return 1;
}

/* Register operands of an instruction in a fixed order: the guard, then the operands
 * (address bases included). */
static uint32_t nv_outl_regs(const nv_minst *mi, uint32_t *regs, uint32_t cap) {
  uint32_t n = 0, i;
  if (mi->pred && n < cap) regs[n++] = mi->pred;
  for (i = 0; i < mi->nops && n < cap; i++) {
    const nv_mop *op = &mi->ops[i];
    if (op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) regs[n++] = op->reg;
  }
  return n;
}

static uint64_t nv_outl_hash_str(uint64_t h, const char *s) { return nv_hash_bytes(s ? s : "", s ? strlen(s) : 0, h); }

/* The structural key of an instruction: everything but its register numbers, and for
 * registers their classes and which earlier operand (if any) names the same one. */
static uint64_t nv_outl_key(const nv_mfunc *mf, const nv_minst *mi) {
  uint32_t regs[64], nr = 0, i, j;
  uint64_t h = NV_FNV_OFFSET;
  h = nv_hash_combine(h, mi->opc);
  h = nv_hash_combine(h, (uint64_t)mi->ndefs << 32 | mi->nops);
  h = nv_hash_combine(h, (uint64_t)(mi->pred != 0) << 1 | mi->pred_neg);
  h = nv_hash_bytes(&mi->mods, sizeof mi->mods, h);
  nr = nv_outl_regs(mi, regs, 64);
  for (i = 0; i < nr; i++) {
    for (j = 0; j < i && regs[j] != regs[i]; j++) {}
    h = nv_hash_combine(h, (uint64_t)nv_vreg_class(mf, regs[i]) << 32 | j);
  }
  for (i = 0; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    h = nv_hash_combine(h, (uint64_t)op->kind << 8 | op->base_kind);
    switch (op->kind) {
    case NV_MO_IMM: h = nv_hash_combine(h, (uint64_t)op->imm); break;
    case NV_MO_FPIMM: h = nv_hash_combine(nv_hash_combine(h, (uint64_t)op->imm), (uint64_t)op->vt); break;
    case NV_MO_SYM: h = nv_outl_hash_str(h, op->sym); break;
    case NV_MO_SREG: h = nv_hash_combine(h, op->sreg); break;
    case NV_MO_ADDR:
      h = nv_hash_combine(h, (uint64_t)op->imm);
      if (op->base_kind == NV_MO_SYM) h = nv_outl_hash_str(h, op->sym);
      break;
    default: break;
    }
  }
  return h;
}

/* ---- the module as one string ---- */

typedef struct nv_outl_func {
  nv_mfunc *mf;
  nv_live live;
  int has_live;
} nv_outl_func;

typedef struct nv_outl {
  nv_mmodule *mm;
  const nv_options *o;
  int mode;                       /* enable-machine-outliner: 1 or 2 */
  uint64_t threshold;
  unsigned round;
  NV_VEC(uint32_t) str;           /* the symbols */
  NV_VEC(nv_minst *) at;          /* position -> instruction (NULL for a block end) */
  NV_VEC(uint32_t) func_of;       /* position -> index into funcs */
  NV_VEC(nv_outl_func) funcs;
  uint8_t *used;                  /* positions already outlined this round */
  unsigned next_index;            /* the number in the next helper's name */
  unsigned callseq;
  unsigned outlined_funcs, outlined_sites;
} nv_outl;

static int nv_outl_func_eligible(const nv_outl *X, const nv_mfunc *mf) {
  const nv_func *f = mf->ir;
  if (!f) return 1; /* a helper (reruns outline from it), or machine IR built directly */
  if (f->attrs & (NVCG_FN_NOOUTLINE | NVCG_FN_OPTNONE)) return 0;
  if (f->is_kernel && f->maxnreg) return 0;
  if (f->linkage == NVCG_LINKAGE_LINKONCE_ODR && !nv_mir_knob(X->o, NV_KNOB_ENABLE_LINKONCEODR_OUTLINING)) return 0;
  return 1;
}

static void nv_outl_push(nv_outl *X, uint32_t sym, nv_minst *mi, uint32_t fi) {
  nv_vec_push(&X->str, sym);
  nv_vec_push(&X->at, mi);
  nv_vec_push(&X->func_of, fi);
}

static void nv_outl_missed_func(nv_outl *X, const nv_mfunc *mf);

static void nv_outl_map_module(nv_outl *X) {
  nv_map alphabet;
  uint32_t i, next_legal = 0, next_unique = NV_OUTL_UNIQUE;
  nv_map_init(&alphabet, NV_MAP_INT);
  for (i = 0; i < X->mm->funcs.len; i++) {
    nv_mfunc *mf = X->mm->funcs.data[i];
    nv_outl_func of;
    nv_mblock *mb;
    if (!nv_outl_func_eligible(X, mf)) {
      if (!X->round) nv_outl_missed_func(X, mf);
      continue;
    }
    memset(&of, 0, sizeof of);
    of.mf = mf;
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
    nv_live_compute(&of.live, mf);
    of.has_live = 1;
    nv_vec_push(&X->funcs, of);
    for (mb = mf->first; mb; mb = mb->next) {
      nv_minst *mi;
      if (!mb->first || mb->first == mb->last) continue;
      for (mi = mb->first; mi; mi = mi->next) {
        uintptr_t sym;
        if (!nv_outl_legal(X->mm, mi)) {
          nv_outl_push(X, next_unique++, NULL, X->funcs.len - 1);
          continue;
        }
        if (!nv_map_get(&alphabet, (uintptr_t)(nv_outl_key(mf, mi) >> 2), &sym)) {
          sym = next_legal++;
          nv_map_put(&alphabet, (uintptr_t)(nv_outl_key(mf, mi) >> 2), sym);
        }
        nv_outl_push(X, (uint32_t)sym, mi, X->funcs.len - 1);
      }
      nv_outl_push(X, next_unique++, NULL, X->funcs.len - 1); /* block end */
    }
  }
  nv_map_free(&alphabet);
}

/* ---- candidates ---- */

/* One occurrence's registers: canonical id (1-based, first appearance) per vreg. */
typedef struct nv_outl_canon {
  nv_map id;                     /* vreg -> canonical id */
  NV_VEC(uint32_t) reg;          /* canonical id - 1 -> vreg */
  NV_VEC(uint32_t) seq;          /* canonical ids in operand order */
} nv_outl_canon;

static void nv_outl_canon_compute(nv_outl_canon *C, nv_minst *first, uint32_t len) {
  nv_minst *mi = first;
  uint32_t k, regs[64], nr, j;
  memset(C, 0, sizeof *C);
  nv_map_init(&C->id, NV_MAP_INT);
  for (k = 0; k < len; k++, mi = mi->next) {
    nr = nv_outl_regs(mi, regs, 64);
    for (j = 0; j < nr; j++) {
      uintptr_t id;
      if (!nv_map_get(&C->id, regs[j], &id)) {
        nv_vec_push(&C->reg, regs[j]);
        id = C->reg.len;
        nv_map_put(&C->id, regs[j], id);
      }
      nv_vec_push(&C->seq, (uint32_t)id);
    }
  }
}

static void nv_outl_canon_free(nv_outl_canon *C) {
  nv_map_free(&C->id);
  nv_vec_free(&C->reg);
  nv_vec_free(&C->seq);
}

/* Are two instructions the same under the occurrences' register renamings? */
static int nv_outl_same_inst(const nv_mfunc *fa, const nv_minst *a, const nv_outl_canon *ca, const nv_mfunc *fb,
                             const nv_minst *b, const nv_outl_canon *cb) {
  uint32_t i;
  uintptr_t x, y;
  if (a->opc != b->opc || a->ndefs != b->ndefs || a->nops != b->nops || a->pred_neg != b->pred_neg ||
      (a->pred != 0) != (b->pred != 0) || memcmp(&a->mods, &b->mods, sizeof a->mods))
    return 0;
#define NV_OUTL_SAME_REG(ra, rb)                                                                          \
  (nv_map_get(&ca->id, (ra), &x) && nv_map_get(&cb->id, (rb), &y) && x == y &&                              \
   nv_vreg_class(fa, (ra)) == nv_vreg_class(fb, (rb)))
  if (a->pred && !NV_OUTL_SAME_REG(a->pred, b->pred)) return 0;
  for (i = 0; i < a->nops; i++) {
    const nv_mop *p = &a->ops[i], *q = &b->ops[i];
    if (p->kind != q->kind) return 0;
    switch (p->kind) {
    case NV_MO_REG:
      if (!NV_OUTL_SAME_REG(p->reg, q->reg)) return 0;
      break;
    case NV_MO_IMM: if (p->imm != q->imm) return 0; break;
    case NV_MO_FPIMM: if (p->imm != q->imm || p->vt != q->vt) return 0; break;
    case NV_MO_SYM: if (strcmp(p->sym, q->sym)) return 0; break;
    case NV_MO_SREG: if (p->sreg != q->sreg) return 0; break;
    case NV_MO_ADDR:
      if (p->base_kind != q->base_kind || p->imm != q->imm) return 0;
      if (p->base_kind == NV_MO_REG && !NV_OUTL_SAME_REG(p->reg, q->reg)) return 0;
      if (p->base_kind == NV_MO_SYM && strcmp(p->sym, q->sym)) return 0;
      break;
    default: return 0;
    }
  }
#undef NV_OUTL_SAME_REG
  return 1;
}

typedef NV_VEC(uint32_t) nv_outl_u32s;

/* A candidate: occurrences with identical data flow. Registers are canonical ids; the
 * helper's parameters are the live-in ids, its results the ids live after some site. */
typedef struct nv_outl_cand {
  uint32_t len;
  NV_VEC(uint32_t) starts;        /* positions, ascending, disjoint */
  NV_VEC(uint64_t) liveout;       /* per site: bit set over the result slots */
  nv_outl_u32s params;            /* canonical ids read before written (or under a guard) */
  NV_VEC(uint32_t) results;       /* canonical ids written and live after some site */
  NV_VEC(uint8_t) rc;             /* canonical id - 1 -> register class */
  int64_t benefit;                /* instructions */
} nv_outl_cand;

static void nv_outl_cand_free(nv_outl_cand *c) {
  nv_vec_free(&c->starts);
  nv_vec_free(&c->liveout);
  nv_vec_free(&c->params);
  nv_vec_free(&c->results);
  nv_vec_free(&c->rc);
}

/* Is register reg read after instruction last (in its block, else by the block's
 * successors) before something overwrites it? */
static int nv_outl_live_after(const nv_live *L, const nv_minst *last, uint32_t reg) {
  const nv_minst *mi;
  for (mi = last->next; mi; mi = mi->next) {
    if (nv_minst_reads(mi, reg)) return 1;
    if (nv_minst_writes(mi, reg) && nv_minst_def_kills(mi)) return 0;
  }
  return nv_live_out(L, last->parent, reg);
}

/* Instructions the candidate saves (may be negative) with the occurrences it has now. */
static int64_t nv_outl_benefit(const nv_outl *X, const nv_outl_cand *c) {
  int64_t K = c->starts.len, keep = K * c->len, out = 0, frame, pparams = 0, presults = 0;
  uint32_t i;
  for (i = 0; i < c->params.len; i++) pparams += c->rc.data[c->params.data[i] - 1] == NV_RC_PRED;
  for (i = 0; i < c->results.len; i++) presults += c->rc.data[c->results.data[i] - 1] == NV_RC_PRED;
  for (i = 0; i < c->starts.len; i++) {
    uint64_t m = c->liveout.data[i];
    int64_t nout = 0, npout = 0;
    uint32_t slot;
    for (slot = 0; m; slot++, m >>= 1)
      if (m & 1) {
        nout++;
        npout += c->rc.data[c->results.data[slot] - 1] == NV_RC_PRED;
      }
    /* st.param per live-in (and a selp per predicate), the call, ld.param per result used
     * there (and a setp per predicate) */
    out += (int64_t)c->params.len + pparams + 1 + nout + npout;
  }
  /* the body, ret, and the helper's setp per predicate parameter and selp per predicate
   * result: real instructions even where ptxas passes the values in registers */
  frame = (int64_t)c->len + 1 + pparams + presults;
  if (X->mode == 2) frame += (int64_t)c->params.len + (int64_t)c->results.len;
  return keep - out - frame;
}

/* A live-in or result can cross the call: .param holds every class but .pred (passed as
 * a .b32 0/1, see nv_outl_slot_rc) and b128 (no .param form here). */
static int nv_outl_rc_passable(unsigned rc) { return rc != NV_RC_B128 && rc < NV_RC_COUNT; }

/* The register class of a value's .param slot: a predicate travels as a .b32 0 or 1. */
static unsigned nv_outl_slot_rc(unsigned rc) { return rc == NV_RC_PRED ? (unsigned)NV_RC_B32 : rc; }

/* selp.b32 d, 1, 0, p (predicate to 0/1) and setp.ne.b32 p, d, 0 (back). */
static nv_minst *nv_outl_pred_to_int(nv_mfunc *mf, uint32_t d, uint32_t p) {
  nv_minst *mi = nv_minst_new(mf, NV_PTX_SELP_B32, 1, 4);
  mi->ops[0] = nv_mop_reg(d);
  mi->ops[1] = nv_mop_imm(1);
  mi->ops[2] = nv_mop_imm(0);
  mi->ops[3] = nv_mop_reg(p);
  return mi;
}
static nv_minst *nv_outl_int_to_pred(nv_mfunc *mf, uint32_t p, uint32_t d) {
  nv_minst *mi = nv_minst_new(mf, NV_PTX_SETP_B32, 1, 3);
  mi->mods.cmp = NV_CMP_NE;
  mi->ops[0] = nv_mop_reg(p);
  mi->ops[1] = nv_mop_reg(d);
  mi->ops[2] = nv_mop_imm(0);
  return mi;
}

/* Upward-exposed reads of a sequence: the helper's parameters. */
typedef struct nv_outl_scan {
  nv_outl_canon *C;
  uint8_t *defined, *is_param;
  nv_outl_u32s *params;
} nv_outl_scan;

static void nv_outl_scan_use(uint32_t reg, void *user) {
  nv_outl_scan *S = (nv_outl_scan *)user;
  uintptr_t id;
  if (!nv_map_get(&S->C->id, reg, &id) || S->defined[id] || S->is_param[id]) return;
  S->is_param[id] = 1;
  nv_vec_push(S->params, (uint32_t)id);
}

/* Why a repeat was not outlined (the missed remarks' reasons). */
typedef enum nv_outl_why {
  NV_OUTL_MADE,          /* a candidate was made (its cost decides) */
  NV_OUTL_WHY_PARAM,     /* a live-in cannot be passed (b128, or more than 64) */
  NV_OUTL_WHY_RESULT,    /* a result cannot be returned (b128, or more than 64) */
  NV_OUTL_WHY_DATAFLOW   /* fewer than two occurrences have the same data flow */
} nv_outl_why;

static const char *nv_outl_why_text(nv_outl_why w) {
  switch (w) {
  case NV_OUTL_WHY_PARAM: return "a live-in value cannot be passed as a .param (b128, or more than 64)";
  case NV_OUTL_WHY_RESULT: return "a result cannot be returned through a .param (b128, or more than 63)";
  case NV_OUTL_WHY_DATAFLOW: return "the occurrences look alike but their registers flow differently";
  default: return "";
  }
}

/* Fills a candidate from the occurrences starts[0..n) (same data flow, checked) of a
 * repeat of length len; NV_OUTL_MADE, or why it cannot be outlined. */
static nv_outl_why nv_outl_make_cand(nv_outl *X, uint32_t len, const uint32_t *starts, uint32_t n, nv_outl_cand *c) {
  nv_outl_canon C;
  const nv_mfunc *mf0 = X->funcs.data[X->func_of.data[starts[0]]].mf;
  nv_minst *mi;
  nv_outl_scan S;
  uint8_t *defined;
  uint32_t i, k, nid;
  int ok = 1, result_blocked = 0;
  memset(c, 0, sizeof *c);
  c->len = len;
  nv_outl_canon_compute(&C, X->at.data[starts[0]], len);
  nid = C.reg.len;
  for (i = 0; i < nid; i++) nv_vec_push(&c->rc, (uint8_t)nv_vreg_class(mf0, C.reg.data[i]));
  /* parameters: ids read before a write that ends their value; results: ids written */
  defined = (uint8_t *)nv_xcalloc(nid + 1, 1);
  S.C = &C;
  S.defined = defined;
  S.is_param = (uint8_t *)nv_xcalloc(nid + 1, 1);
  S.params = &c->params;
  for (k = 0, mi = X->at.data[starts[0]]; k < len; k++, mi = mi->next) {
    uint32_t j;
    nv_minst_for_uses(mi, nv_outl_scan_use, &S);
    for (j = 0; j < mi->ndefs; j++) {
      uintptr_t id;
      if (mi->ops[j].kind != NV_MO_REG || !nv_map_get(&C.id, mi->ops[j].reg, &id)) continue;
      if (!nv_minst_def_kills(mi)) nv_outl_scan_use(mi->ops[j].reg, &S); /* a guarded write keeps the old value */
      defined[id] = 1;
    }
  }
  nv_xfree(S.is_param);
  for (i = 0; i < c->params.len; i++)
    if (!nv_outl_rc_passable(c->rc.data[c->params.data[i] - 1])) ok = 0;
  if (c->params.len > 64) ok = 0; /* nv_outl_rewrite_site's bound */
  /* occurrences: same data flow as the first, instruction by instruction; disjoint */
  for (i = 0; i < n && ok; i++) {
    nv_outl_canon D;
    const nv_outl_func *F = &X->funcs.data[X->func_of.data[starts[i]]];
    nv_minst *a = X->at.data[starts[0]], *b = X->at.data[starts[i]];
    uint64_t lo = 0;
    int same = 1;
    uint32_t id;
    if (c->starts.len && starts[i] < nv_vec_last(&c->starts) + len) continue;
    nv_outl_canon_compute(&D, b, len);
    if (D.seq.len != C.seq.len || memcmp(D.seq.data, C.seq.data, sizeof(uint32_t) * C.seq.len)) same = 0;
    for (k = 0; k < len && same; k++, a = a->next, b = b->next)
      same = nv_outl_same_inst(mf0, a, &C, F->mf, b, &D);
    if (same) {
      /* results live after this site */
      nv_minst *last = X->at.data[starts[i] + len - 1];
      for (id = 1; id <= nid; id++) {
        uint32_t slot;
        if (!defined[id] || !nv_outl_live_after(&F->live, last, D.reg.data[id - 1])) continue;
        for (slot = 0; slot < c->results.len && c->results.data[slot] != id; slot++) {}
        if (slot == c->results.len) {
          if (slot >= 63 || !nv_outl_rc_passable(c->rc.data[id - 1])) { /* bit 63: see nv_outl_round */
            same = 0;
            result_blocked = 1;
            break;
          }
          nv_vec_push(&c->results, id);
        }
        lo |= (uint64_t)1 << slot;
      }
    }
    if (same) {
      nv_vec_push(&c->starts, starts[i]);
      nv_vec_push(&c->liveout, lo);
    }
    nv_outl_canon_free(&D);
  }
  nv_xfree(defined);
  nv_outl_canon_free(&C);
  if (!ok) return NV_OUTL_WHY_PARAM;
  if (c->starts.len < 2) return result_blocked ? NV_OUTL_WHY_RESULT : NV_OUTL_WHY_DATAFLOW;
  c->benefit = nv_outl_benefit(X, c);
  return NV_OUTL_MADE;
}

/* ---- outlining ---- */

static unsigned nv_outl_ld_row(unsigned rc) {
  switch (rc) {
  case NV_RC_B16: return NV_PTX_LD_U16;
  case NV_RC_B32: return NV_PTX_LD_U32;
  case NV_RC_B64: return NV_PTX_LD_U64;
  case NV_RC_F32: return NV_PTX_LD_F32;
  case NV_RC_F64: return NV_PTX_LD_F64;
  case NV_RC_H16: return NV_PTX_LD_B16;
  default: return NV_PTX_LD_B32;
  }
}
static unsigned nv_outl_st_row(unsigned rc) {
  switch (rc) {
  case NV_RC_B16: return NV_PTX_ST_U16;
  case NV_RC_B32: return NV_PTX_ST_U32;
  case NV_RC_B64: return NV_PTX_ST_U64;
  case NV_RC_F32: return NV_PTX_ST_F32;
  case NV_RC_F64: return NV_PTX_ST_F64;
  case NV_RC_H16: return NV_PTX_ST_B16;
  default: return NV_PTX_ST_B32;
  }
}

/* Byte offset of each result in the return value (one scalar, or an array with each
 * value at the next offset aligned to its size, as the printer declares it). */
static uint32_t nv_outl_result_offsets(const nv_outl_cand *c, uint32_t *off, uint32_t *align) {
  uint32_t i, o = 0, a = 1;
  for (i = 0; i < c->results.len; i++) {
    uint32_t sz = nv_regclass_bits((nv_regclass)nv_outl_slot_rc(c->rc.data[c->results.data[i] - 1])) / 8;
    o = (o + sz - 1) / sz * sz;
    off[i] = o;
    o += sz;
    if (sz > a) a = sz;
  }
  *align = a;
  return (o + a - 1) / a * a;
}

static nv_minst *nv_outl_param_access(nv_mfunc *mf, unsigned row, uint32_t reg, const char *sym, int64_t off, int load) {
  nv_minst *mi = nv_minst_new(mf, row, load ? 1 : 0, 2);
  mi->mods.space = NV_SPACE_PARAM;
  mi->ops[load ? 1 : 0] = nv_mop_addr_sym(sym, off);
  mi->ops[load ? 0 : 1] = nv_mop_reg(reg);
  return mi;
}

static nv_minst *nv_outl_imm_inst(nv_mfunc *mf, unsigned row, unsigned n, const int64_t *imm) {
  nv_minst *mi = nv_minst_new(mf, row, 0, n);
  unsigned i;
  for (i = 0; i < n; i++) mi->ops[i] = nv_mop_imm(imm[i]);
  return mi;
}

/* The helper: loads its parameters, the sequence on its own registers, stores its
 * results, ret. */
static nv_mfunc *nv_outl_build_func(nv_outl *X, const nv_outl_cand *c, const char *name) {
  nv_mmodule *mm = X->mm;
  nv_mfunc *mf = nv_mfunc_new(mm->arena, mm->tgt, NULL);
  nv_mblock *mb;
  nv_outl_canon C;
  nv_minst *src = X->at.data[c->starts.data[0]];
  uint32_t *vreg, i, k, off[64], align, nid = c->rc.len;
  mf->name = name;
  mf->outlined = 1;
  mf->is_ssa = 0;
  mb = nv_mblock_new(mf, NULL);
  vreg = (uint32_t *)nv_xcalloc(nid + 1, sizeof(uint32_t));
  for (i = 1; i <= nid; i++) vreg[i] = nv_vreg_new(mf, (nv_regclass)c->rc.data[i - 1]);
  for (i = 0; i < c->params.len; i++) {
    unsigned rc = c->rc.data[c->params.data[i] - 1], src_rc = nv_outl_slot_rc(rc);
    const char *sym = nv_isel_strf(mm->arena, "%s_param_%u", name, i);
    uint32_t r = rc == NV_RC_PRED ? nv_vreg_new(mf, NV_RC_B32) : vreg[c->params.data[i]];
    nv_vec_push(&mf->param_rc, (uint8_t)src_rc);
    nv_minst_append(mb, nv_outl_param_access(mf, nv_outl_ld_row(src_rc), r, sym, 0, 1));
    if (rc == NV_RC_PRED) nv_minst_append(mb, nv_outl_int_to_pred(mf, vreg[c->params.data[i]], r));
  }
  nv_outl_canon_compute(&C, src, c->len);
  for (k = 0; k < c->len; k++, src = src->next) {
    nv_minst *mi = nv_minst_new(mf, src->opc, src->ndefs, src->nops);
    uintptr_t id;
    mi->pred_neg = src->pred_neg;
    mi->mods = src->mods;
    mi->ir = src->ir;
    if (src->pred && nv_map_get(&C.id, src->pred, &id)) mi->pred = vreg[id];
    for (i = 0; i < src->nops; i++) {
      mi->ops[i] = src->ops[i];
      if ((src->ops[i].kind == NV_MO_REG || (src->ops[i].kind == NV_MO_ADDR && src->ops[i].base_kind == NV_MO_REG)) &&
          nv_map_get(&C.id, src->ops[i].reg, &id))
        mi->ops[i].reg = vreg[id];
    }
    nv_minst_append(mb, mi);
  }
  nv_outl_canon_free(&C);
  nv_outl_result_offsets(c, off, &align);
  for (i = 0; i < c->results.len; i++) {
    unsigned rc = c->rc.data[c->results.data[i] - 1], slot_rc = nv_outl_slot_rc(rc);
    uint32_t r = vreg[c->results.data[i]];
    if (rc == NV_RC_PRED) {
      r = nv_vreg_new(mf, NV_RC_B32);
      nv_minst_append(mb, nv_outl_pred_to_int(mf, r, vreg[c->results.data[i]]));
    }
    nv_vec_push(&mf->ret_rc, (uint8_t)slot_rc);
    nv_minst_append(mb, nv_outl_param_access(mf, nv_outl_st_row(slot_rc), r, "func_retval0",
                                             c->results.len > 1 ? off[i] : 0, 0));
  }
  nv_minst_append(mb, nv_minst_new(mf, NV_PTX_RET, 0, 0));
  nv_xfree(vreg);
  return mf;
}

/* Replaces the occurrence at string position start (site number `site` of c) by a call. */
static void nv_outl_rewrite_site(nv_outl *X, const nv_outl_cand *c, uint32_t site, const char *name) {
  nv_minst *first = X->at.data[c->starts.data[site]], *mi, *next;
  nv_mfunc *mf = first->parent->parent;
  nv_outl_canon C;
  uint64_t lo = c->liveout.data[site];
  uint32_t i, off[64], align, size = 0, seq = X->callseq++, passed[64];
  int64_t imm[5];
  nv_minst *setps[64]; /* predicate results, made after the call sequence */
  uint32_t nsetp = 0;
  nv_outl_canon_compute(&C, first, c->len);
  if (c->results.len) size = nv_outl_result_offsets(c, off, &align);
  /* predicates become 0/1 before the call sequence */
  for (i = 0; i < c->params.len; i++) {
    passed[i] = C.reg.data[c->params.data[i] - 1];
    if (c->rc.data[c->params.data[i] - 1] != NV_RC_PRED) continue;
    passed[i] = nv_vreg_new(mf, NV_RC_B32);
    nv_minst_insert_before(first, nv_outl_pred_to_int(mf, passed[i], C.reg.data[c->params.data[i] - 1]));
  }
  imm[0] = seq;
  nv_minst_insert_before(first, nv_outl_imm_inst(mf, NV_PTX_CALLSEQ_START, 1, imm));
  for (i = 0; i < c->params.len; i++) {
    unsigned rc = c->rc.data[c->params.data[i] - 1], slot_rc = nv_outl_slot_rc(rc);
    uint32_t r = passed[i];
    imm[0] = i;
    imm[1] = nv_regclass_bits((nv_regclass)slot_rc) / 8;
    imm[2] = imm[1];
    imm[3] = 0;
    nv_minst_insert_before(first, nv_outl_imm_inst(mf, NV_PTX_DECL_PARAM, 4, imm));
    nv_minst_insert_before(first, nv_outl_param_access(mf, nv_outl_st_row(slot_rc), r,
                                                       nv_isel_strf(mf->arena, "param%u", i), 0, 0));
  }
  if (c->results.len) {
    imm[0] = c->results.len > 1 ? size : nv_regclass_bits((nv_regclass)nv_outl_slot_rc(c->rc.data[c->results.data[0] - 1])) / 8;
    imm[1] = c->results.len > 1 ? align : imm[0];
    imm[2] = c->results.len > 1;
    nv_minst_insert_before(first, nv_outl_imm_inst(mf, NV_PTX_DECL_RETVAL, 3, imm));
  }
  mi = nv_minst_new(mf, NV_PTX_CALL, 0, 5);
  mi->ops[0] = nv_mop_sym(name);
  mi->ops[1] = nv_mop_imm(c->params.len);
  mi->ops[2] = nv_mop_imm(c->results.len != 0);
  mi->ops[3] = nv_mop_imm(0xffffffffll);
  mi->ops[4] = nv_mop_imm(0);
  mi->mods.mode = NV_CALL_NOT_UNI;
  mi->ir = first->ir;
  nv_minst_insert_before(first, mi);
  for (i = 0; i < c->results.len; i++) {
    unsigned rc = c->rc.data[c->results.data[i] - 1], slot_rc = nv_outl_slot_rc(rc);
    uint32_t r = C.reg.data[c->results.data[i] - 1];
    if (!(lo >> i & 1)) continue;
    if (rc == NV_RC_PRED) r = nv_vreg_new(mf, NV_RC_B32);
    nv_minst_insert_before(first, nv_outl_param_access(mf, nv_outl_ld_row(slot_rc), r, "retval0",
                                                       c->results.len > 1 ? off[i] : 0, 1));
    if (rc == NV_RC_PRED) setps[nsetp++] = nv_outl_int_to_pred(mf, C.reg.data[c->results.data[i] - 1], r);
  }
  imm[0] = seq;
  nv_minst_insert_before(first, nv_outl_imm_inst(mf, NV_PTX_CALLSEQ_END, 1, imm));
  for (i = 0; i < nsetp; i++) nv_minst_insert_before(first, setps[i]);
  nv_outl_canon_free(&C);
  for (i = 0, mi = first; i < c->len; i++, mi = next) {
    next = mi->next;
    nv_minst_remove(mi);
  }
}

/* "fn:line:col" (or the function's name) for the occurrence at string position pos (its
 * instruction may have been outlined already: no parent then). */
static void nv_outl_where(nv_buf *b, const nv_outl *X, uint32_t pos) {
  const nv_minst *mi = X->at.data[pos];
  nv_buf_puts(b, X->funcs.data[X->func_of.data[pos]].mf->name);
  if (mi->ir && mi->ir->line) nv_buf_printf(b, ":%u:%u", mi->ir->line, mi->ir->col);
}

static const char *nv_outl_new_name(nv_outl *X) {
  for (;;) {
    const char *name = X->round ? nv_isel_strf(X->mm->arena, "OUTLINED_FUNCTION_%u_%u", X->round + 1, X->next_index)
                                : nv_isel_strf(X->mm->arena, "OUTLINED_FUNCTION_%u", X->next_index);
    uint32_t i;
    int taken = nv_mmodule_is_global_name(X->mm, name);
    X->next_index++;
    for (i = 0; i < X->mm->funcs.len && !taken; i++) taken = !strcmp(X->mm->funcs.data[i]->name, name);
    if (!taken) return name;
  }
}

static void nv_outl_outline(nv_outl *X, const nv_outl_cand *c, uint32_t insert_at) {
  const char *name = nv_outl_new_name(X);
  nv_mfunc *helper = nv_outl_build_func(X, c, name);
  nv_buf where = NV_BUF_INIT;
  const nv_minst *first = X->at.data[c->starts.data[0]];
  uint32_t i;
  for (i = 0; i < c->starts.len; i++) {
    if (i) nv_buf_puts(&where, ", ");
    nv_outl_where(&where, X, c->starts.data[i]);
  }
  nv_pass_remark(X->o, NV_OUTL_PASS, first->ir && first->ir->line ? nv_module_file(X->mm->ir, first->ir->line) : NULL,
                 first->ir ? first->ir->line : 0, first->ir ? first->ir->col : 0,
                 "Saved %lld bytes by outlining %u instructions from %u locations. (Found at: %.*s) [%s]",
                 (long long)c->benefit * NV_OUTL_BYTES, c->len, c->starts.len, (int)where.len,
                 where.data ? where.data : "", name);
  nv_buf_free(&where);
  for (i = 0; i < c->starts.len; i++) nv_outl_rewrite_site(X, c, i, name);
  /* a round's helpers go before the earlier rounds' (whom they may serve) and before
   * every other function, in the order they were made */
  nv_vec_push(&X->mm->funcs, helper);
  memmove(X->mm->funcs.data + insert_at + 1, X->mm->funcs.data + insert_at,
          sizeof(nv_mfunc *) * (X->mm->funcs.len - 1 - insert_at));
  X->mm->funcs.data[insert_at] = helper;
  X->outlined_funcs++;
  X->outlined_sites += c->starts.len;
}

/* Missed remarks (pass-remarks-missed=machine-outliner), one per rejected repeat or
 * candidate: the cost one with LLVM's NotOutliningCheaper text, the others "Did not
 * outline M instructions from K locations: <why> (Also found at: ...)". */
static void nv_outl_missed_v(nv_outl *X, uint32_t len, const uint32_t *starts, uint32_t n, const char *fmt, ...)
    NV_PRINTF(5, 6);
static void nv_outl_missed_v(nv_outl *X, uint32_t len, const uint32_t *starts, uint32_t n, const char *fmt, ...) {
  nv_buf where = NV_BUF_INIT, why = NV_BUF_INIT;
  const nv_minst *first = X->at.data[starts[0]];
  uint32_t i;
  va_list ap;
  if (!nv_pass_remarks_missed_wanted(X->o, NV_OUTL_PASS)) return;
  va_start(ap, fmt);
  nv_buf_vprintf(&why, fmt, ap);
  va_end(ap);
  for (i = 1; i < n; i++) {
    if (i > 1) nv_buf_puts(&where, ", ");
    nv_outl_where(&where, X, starts[i]);
  }
  nv_pass_remark_missed(X->o, NV_OUTL_PASS,
                        first->ir && first->ir->line ? nv_module_file(X->mm->ir, first->ir->line) : NULL,
                        first->ir ? first->ir->line : 0, first->ir ? first->ir->col : 0,
                        "Did not outline %u instructions from %u locations%.*s (Also found at: %.*s)", len, n,
                        (int)why.len, why.data ? why.data : "", (int)where.len, where.data ? where.data : "");
  nv_buf_free(&where);
  nv_buf_free(&why);
}

static void nv_outl_missed_cost(nv_outl *X, const nv_outl_cand *c) {
  int64_t keep = (int64_t)c->starts.len * c->len;
  nv_outl_missed_v(X, c->len, c->starts.data, c->starts.len,
                   ". Bytes from outlining all occurrences (%lld) >= Unoutlined instruction bytes (%lld)",
                   (long long)(keep - c->benefit) * NV_OUTL_BYTES, (long long)keep * NV_OUTL_BYTES);
}

/* The function gates (nv_outl_func_eligible), remarked once per function. */
static void nv_outl_missed_func(nv_outl *X, const nv_mfunc *mf) {
  const nv_func *f = mf->ir;
  const char *why = (f->attrs & NVCG_FN_NOOUTLINE) ? "it is \"nooutline\""
                    : (f->attrs & NVCG_FN_OPTNONE) ? "it is optnone"
                    : (f->is_kernel && f->maxnreg) ? "it is a kernel with .maxnreg (a fixed register budget)"
                                                   : "it is linkonce_odr (enable-linkonceodr-outlining is off)";
  nv_pass_remark_missed(X->o, NV_OUTL_PASS, NULL, 0, 0, "Did not outline from function %s: %s", mf->name, why);
}

typedef NV_VEC(nv_outl_cand) nv_outl_cand_vec;

/* Best benefit first; then longer, then earlier (deterministic). */
static int nv_outl_cmp_cand(const void *pa, const void *pb) {
  const nv_outl_cand *a = (const nv_outl_cand *)pa, *b = (const nv_outl_cand *)pb;
  if (a->benefit != b->benefit) return a->benefit > b->benefit ? -1 : 1;
  if (a->len != b->len) return a->len > b->len ? -1 : 1;
  return a->starts.data[0] < b->starts.data[0] ? -1 : a->starts.data[0] > b->starts.data[0];
}

static int nv_outl_cmp_repeat(const void *pa, const void *pb) {
  const nv_repeat *a = (const nv_repeat *)pa, *b = (const nv_repeat *)pb;
  if (a->bound != b->bound) return a->bound > b->bound ? -1 : 1;
  if (a->len != b->len) return a->len > b->len ? -1 : 1;
  return a->first < b->first ? -1 : a->first > b->first;
}

typedef struct nv_outl_occ {
  uint64_t hash;   /* of the canonical register sequence */
  uint32_t start;
} nv_outl_occ;

static int nv_outl_cmp_occ(const void *pa, const void *pb) {
  const nv_outl_occ *a = (const nv_outl_occ *)pa, *b = (const nv_outl_occ *)pb;
  if (a->hash != b->hash) return a->hash < b->hash ? -1 : 1;
  return a->start < b->start ? -1 : a->start > b->start;
}

/* One round: map, find, choose, outline. Returns the number of helpers made. */
static unsigned nv_outl_round(nv_outl *X, uint32_t *nhelpers) {
  nv_repeats R;
  nv_outl_cand_vec cands = NV_VEC_INIT;
  NV_VEC(nv_outl_occ) occ = NV_VEC_INIT;
  NV_VEC(uint32_t) group = NV_VEC_INIT, lone = NV_VEC_INIT;
  unsigned made = 0;
  uint32_t i, j;
  memset(&R, 0, sizeof R);
  nv_outl_map_module(X);
  nv_find_repeats(X->str.data, X->str.len, 2, (int)nv_mir_knob(X->o, NV_KNOB_OUTLINER_LEAF_DESCENDANTS), &R);
  /* most promising first: an upper bound of the benefit (each disjoint site costs at least
   * its call, the helper at least the sequence and ret); hopeless repeats not at all */
  for (i = 0; i < R.r.len; i++) {
    nv_repeat *r = &R.r.data[i];
    r->bound = (int64_t)r->n * (r->len - 1) - (r->len + 1); /* its starts are disjoint */
  }
  if (R.r.len) qsort(R.r.data, R.r.len, sizeof *R.r.data, nv_outl_cmp_repeat);
  for (i = 0; i < R.r.len && R.r.data[i].bound > 0; i++) {
    const nv_repeat *r = &R.r.data[i];
    /* split the occurrences by data flow */
    occ.len = lone.len = 0;
    for (j = 0; j < r->n; j++) {
      nv_outl_canon C;
      nv_outl_occ e;
      uint32_t k;
      e.start = R.starts.data[r->first + j];
      nv_outl_canon_compute(&C, X->at.data[e.start], r->len);
      e.hash = NV_FNV_OFFSET;
      for (k = 0; k < C.seq.len; k++) e.hash = nv_hash_combine(e.hash, C.seq.data[k]);
      nv_outl_canon_free(&C);
      nv_vec_push(&occ, e);
    }
    qsort(occ.data, occ.len, sizeof *occ.data, nv_outl_cmp_occ);
    for (j = 0; j < occ.len;) {
      uint32_t k = j;
      nv_outl_cand c;
      group.len = 0;
      while (k < occ.len && occ.data[k].hash == occ.data[j].hash) nv_vec_push(&group, occ.data[k++].start);
      if (group.len >= 2) {
        nv_outl_why why = nv_outl_make_cand(X, r->len, group.data, group.len, &c);
        if (why == NV_OUTL_MADE && c.benefit > 0) {
          nv_vec_push(&cands, c);
        } else {
          if (why == NV_OUTL_MADE) nv_outl_missed_cost(X, &c);
          else nv_outl_missed_v(X, r->len, group.data, group.len, ": %s", nv_outl_why_text(why));
          nv_outl_cand_free(&c);
        }
      } else {
        nv_vec_push(&lone, group.data[0]);
      }
      j = k;
    }
    /* occurrences whose data flow no other occurrence shares */
    if (lone.len >= 2) {
      qsort(lone.data, lone.len, sizeof *lone.data, nv_outl_cmp_u32);
      nv_outl_missed_v(X, r->len, lone.data, lone.len, ": %s", nv_outl_why_text(NV_OUTL_WHY_DATAFLOW));
    }
  }
  if (cands.len) qsort(cands.data, cands.len, sizeof *cands.data, nv_outl_cmp_cand);
  X->used = (uint8_t *)nv_xcalloc(X->str.len + 1, 1);
  for (i = 0; i < cands.len; i++) {
    nv_outl_cand *c = &cands.data[i];
    uint32_t k, m = 0;
    /* drop the occurrences that overlap what is already outlined */
    for (j = 0; j < c->starts.len; j++) {
      int free_ = 1;
      for (k = 0; k < c->len && free_; k++) free_ = !X->used[c->starts.data[j] + k];
      c->liveout.data[j] |= (uint64_t)!free_ << 63; /* marked (results use at most 63 bits) */
      m += free_;
    }
    if (m < 2) {
      nv_outl_missed_v(X, c->len, c->starts.data, c->starts.len,
                       ": %u of them overlap sequences outlined already", c->starts.len - m);
      continue;
    }
    for (j = m = 0; j < c->starts.len; j++) {
      if (c->liveout.data[j] >> 63) continue;
      c->starts.data[m] = c->starts.data[j];
      c->liveout.data[m++] = c->liveout.data[j];
    }
    c->starts.len = c->liveout.len = m;
    c->benefit = nv_outl_benefit(X, c);
    if (c->benefit <= 0) {
      nv_outl_missed_cost(X, c);
      continue;
    }
    if ((uint64_t)c->benefit * NV_OUTL_BYTES < X->threshold) {
      nv_outl_missed_v(X, c->len, c->starts.data, c->starts.len,
                       ": saving %lld bytes is below outliner-benefit-threshold (%llu)",
                       (long long)c->benefit * NV_OUTL_BYTES, (unsigned long long)X->threshold);
      continue;
    }
    for (j = 0; j < c->starts.len; j++) memset(X->used + c->starts.data[j], 1, c->len);
    nv_outl_outline(X, c, (*nhelpers)++);
    made++;
  }
  for (i = 0; i < cands.len; i++) nv_outl_cand_free(&cands.data[i]);
  nv_vec_free(&cands);
  nv_vec_free(&occ);
  nv_vec_free(&group);
  nv_vec_free(&lone);
  nv_repeats_free(&R);
  nv_xfree(X->used);
  X->used = NULL;
  for (i = 0; i < X->funcs.len; i++) nv_live_free(&X->funcs.data[i].live);
  X->funcs.len = 0;
  X->str.len = X->at.len = X->func_of.len = 0;
  return made;
}

static int nv_pass_machine_outliner(nv_mmodule *mm, const nv_options *o) {
  nv_outl X;
  uint32_t nhelpers = 0;
  unsigned reruns = (unsigned)nv_mir_knob(o, NV_KNOB_MACHINE_OUTLINER_RERUNS), made = 0;
  memset(&X, 0, sizeof X);
  X.mm = mm;
  X.o = o;
  X.mode = nv_mir_knob(o, NV_KNOB_ENABLE_MACHINE_OUTLINER) == 2 ? 2 : 1;
  X.threshold = (uint64_t)nv_mir_knob(o, NV_KNOB_OUTLINER_BENEFIT_THRESHOLD);
  if (!nv_mir_knob(o, NV_KNOB_ENABLE_MACHINE_OUTLINER)) return 0;
  for (X.round = 0; X.round <= reruns; X.round++) {
    unsigned n;
    nhelpers = 0;
    n = nv_outl_round(&X, &nhelpers);
    made += n;
    X.next_index = 0;
    if (!n) break;
  }
  nv_vec_free(&X.str);
  nv_vec_free(&X.at);
  nv_vec_free(&X.func_of);
  nv_vec_free(&X.funcs);
  return made != 0;
}
