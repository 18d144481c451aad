/* machine_copy_prop.c -- machine copy propagation (LLVM's MachineCopyPropagation, cicc's
 * machine-cp; seeds/003, knob disable-copyprop) on virtual registers after PHI
 * elimination and coalescing, before block rematerialisation and the allocator: copies
 * the coalescer had to keep (loop-carried values copied out to a temporary and back)
 * and moves of a constant into a register that already holds it.
 *
 * A forward dataflow over the blocks of "available copies": a fact dst == v says that
 * register dst holds the value v, where v is another register of the same class (a
 * copy `mov dst, src`) or a constant of dst's class (`mov dst, K`). A fact is made by an
 * unguarded copy or constant move and ended by any write (a guarded one included) of dst
 * or of the register v: when v is written, dst keeps v's previous value, so dst's fact
 * becomes v's own fact (or goes, when v had none). Facts chain (c == b, b == a): a
 * register's value is the end of its chain, its "root" (a register with no copy fact,
 * or a constant). At a join a fact is available when every executable predecessor
 * ends with it (intersection; the entry starts with none; blocks not reached from the
 * entry run with none and are not counted at joins). Iterated in reverse post-order to a
 * fixpoint; any fixpoint is sound (each fact holds on every path to its point), and a
 * function that does not settle within a few sweeps is treated block by block.
 *
 * Then, with the facts at each instruction:
 *  - a move `mov a, b` (a == b already: same root) or `mov a, K` (a's root is K) is
 *    deleted, guarded or not: it writes the value a has. The dataflow treats such a move
 *    as doing nothing, so deleting it changes no fact;
 *  - every read of a register a whose root at that read is another register r may read
 *    r instead (same class, same bits). Reads are rewritten only for a register a that
 *    some copy defines and every one of whose reads can be forwarded: then a is read
 *    nowhere, and dead machine instruction elimination (run at the end when anything was
 *    forwarded) deletes its copies. Forwarding only the reads that can be would lengthen
 *    r's live range and keep a's, raising pressure for nothing.
 *
 * Only same-class register copies and the immediate moves (mov.{pred,u16,u32,u64,f32,
 * f64,b16,b32} of an immediate, and COPY of an immediate) make facts: a conversion, a
 * mov between classes or of a special register, a symbol or an address is just a write.
 * Inline assembly ends every fact and its operands are never rewritten (a tied "+r"
 * operand is a def and a use of one register). Machine PHIs (before phi_elim) make the
 * pass do nothing. Deleting a redundant move can lengthen a's live range back to where
 * a got the value (b's range shortens in turn, since b is no longer read there); the
 * allocator (greedy) runs after this pass and keeps the pressure within the target. */

typedef struct nv_mcp_pair {
  uint32_t dst, val;           /* val < nregs: a register; else NV_MCP_CONST(k) */
} nv_mcp_pair;
typedef NV_VEC(nv_mcp_pair) nv_mcp_set;

typedef struct nv_mcp_const {
  uint8_t rc, kind;
  nv_evt vt;
  int64_t imm;
} nv_mcp_const;

typedef struct nv_mcp_rw {
  nv_minst *mi;
  uint32_t op;                 /* operand index, or NV_MNONE for the guard predicate */
  uint32_t to;
} nv_mcp_rw;

typedef struct nv_mcp {
  nv_mfunc *mf;
  uint32_t nregs;
  uint32_t *cur;               /* reg -> 0, or 1 + its fact's value */
  uint8_t *weak;               /* reg -> its fact is weak (see NV_MCP_WEAK) */
  uint32_t *nref;              /* reg -> facts whose value is this register */
  uint32_t *pos;               /* reg -> its index in act while it has a fact */
  NV_VEC(uint32_t) act;        /* registers with a fact */
  NV_VEC(nv_mcp_const) consts; /* interned constants */
  uint32_t *ctab, ccap;        /* open hash over consts: 1 + index, 0 empty */
  /* phase B */
  int apply;
  uint32_t *nbad, *nfwd;       /* reg -> reads that cannot / can be forwarded */
  uint8_t *copy_dst;           /* reg -> some unguarded register copy writes it */
  NV_VEC(nv_mcp_rw) rw;
  NV_VEC(nv_minst *) dead;
  /* registers possibly written by the end of each block (nv_mcp_may_written) */
  uint64_t **mayw;
  uint64_t mayw_words;
  uint32_t nblocks;
  nv_mblock **blocks;          /* by index */
  uint32_t *wfirst, *wblock, *wfill; /* reg -> the blocks writing it: wblock[wfirst[r] ..] */
} nv_mcp;

/* A weak fact dst == v (the flag on v in the block sets) holds only where dst was
 * written: on some path dst may be undefined (never written). Reading v instead of dst
 * is still right (any value will do for an undefined one), but dst cannot be taken to
 * hold v: a move into dst is not redundant because of it. */
#define NV_MCP_WEAK 0x80000000u
#define NV_MCP_MAX_SWEEPS 16
#define NV_MCP_MAX_PAIRS (1u << 21)
#define NV_MCP_MAX_MAYW_WORDS (1u << 20)

static uint64_t nv_mcp_const_hash(const nv_mcp_const *c) {
  return ((uint64_t)c->imm * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)c->rc << 8 | c->kind) ^ ((uint64_t)c->vt << 16);
}

static uint32_t nv_mcp_const_id(nv_mcp *S, unsigned rc, const nv_mop *op) {
  nv_mcp_const c;
  uint64_t h;
  uint32_t i, mask;
  memset(&c, 0, sizeof c);
  c.rc = (uint8_t)rc;
  c.kind = op->kind;
  c.vt = op->kind == NV_MO_FPIMM ? op->vt : 0;
  c.imm = op->imm;
  if ((S->consts.len + 1) * 2 > S->ccap) { /* grow and rehash */
    uint32_t ncap = S->ccap ? S->ccap * 2 : 64, k;
    uint32_t *nt = (uint32_t *)nv_xcalloc(ncap, sizeof(uint32_t));
    for (k = 0; k < S->consts.len; k++) {
      const nv_mcp_const *e = &S->consts.data[k];
      h = nv_mcp_const_hash(e);
      for (i = (uint32_t)(h >> 32) & (ncap - 1); nt[i]; i = (i + 1) & (ncap - 1)) {}
      nt[i] = k + 1;
    }
    nv_xfree(S->ctab);
    S->ctab = nt;
    S->ccap = ncap;
  }
  mask = S->ccap - 1;
  h = nv_mcp_const_hash(&c);
  for (i = (uint32_t)(h >> 32) & mask; S->ctab[i]; i = (i + 1) & mask) {
    const nv_mcp_const *e = &S->consts.data[S->ctab[i] - 1];
    if (e->rc == c.rc && e->kind == c.kind && e->vt == c.vt && e->imm == c.imm) return S->nregs + S->ctab[i] - 1;
  }
  nv_vec_push(&S->consts, c);
  S->ctab[i] = S->consts.len;
  return S->nregs + S->consts.len - 1;
}

static void nv_mcp_drop(nv_mcp *S, uint32_t d) {
  uint32_t v = S->cur[d] - 1, p = S->pos[d], last = nv_vec_last(&S->act);
  if (v < S->nregs) S->nref[v]--;
  S->act.data[p] = last;
  S->pos[last] = p;
  S->act.len--;
  S->cur[d] = 0;
  S->weak[d] = 0;
}

static void nv_mcp_put(nv_mcp *S, uint32_t d, uint32_t v) {
  S->weak[d] = (uint8_t)(v >> 31);
  v &= ~NV_MCP_WEAK;
  S->cur[d] = v + 1;
  S->pos[d] = S->act.len;
  nv_vec_push(&S->act, d);
  if (v < S->nregs) S->nref[v]++;
}

static void nv_mcp_clear(nv_mcp *S) {
  while (S->act.len) nv_mcp_drop(S, nv_vec_last(&S->act));
}

/* The value register r holds: the end of its chain of copy facts; strong: following
 * strong facts only (what r is known to hold, not just may be read as). */
static uint32_t nv_mcp_root(const nv_mcp *S, uint32_t r, int strong) {
  uint32_t steps = 0;
  while (r < S->nregs && S->cur[r] && !(strong && S->weak[r]) && steps++ <= S->nregs) r = S->cur[r] - 1;
  return r;
}

/* The last register on r's chain (r itself when its fact, if any, is a constant): a
 * copy of r makes its fact with it, so that a copy of a register holding a constant
 * still equals that register where the constant's fact is lost at a join. */
static uint32_t nv_mcp_regroot(const nv_mcp *S, uint32_t r, int *weak) {
  uint32_t steps = 0;
  while (S->cur[r] && S->cur[r] - 1 < S->nregs && steps++ <= S->nregs) {
    if (S->weak[r]) *weak = 1;
    r = S->cur[r] - 1;
  }
  return r;
}

/* A write of r: its own fact ends, and facts whose value is r take r's old value. */
static void nv_mcp_kill(nv_mcp *S, uint32_t r) {
  uint32_t old = S->cur[r], k;
  uint8_t oldweak = S->weak[r];
  if (S->nref[r])
    for (k = 0; k < S->act.len && S->nref[r];) {
      uint32_t d = S->act.data[k];
      if (S->cur[d] == r + 1) {
        if (old) {
          S->nref[r]--;
          S->cur[d] = old;
          S->weak[d] |= oldweak;
          if (old - 1 < S->nregs) S->nref[old - 1]++;
          k++;
        } else {
          nv_mcp_drop(S, d); /* the last entry moved to k: look at it next */
        }
      } else {
        k++;
      }
    }
  if (S->cur[r]) nv_mcp_drop(S, r);
}

static int nv_mcp_reg_op(const nv_mop *op) {
  return op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG);
}

/* Is mi a move that can make a fact: *src gets the value it moves (a register or a
 * constant id; computed from the current facts). */
static int nv_mcp_move(nv_mcp *S, const nv_minst *mi, uint32_t *src) {
  uint32_t d;
  unsigned rc;
  if (mi->ndefs != 1 || mi->nops != 2 || mi->ops[0].kind != NV_MO_REG) return 0;
  d = mi->ops[0].reg;
  if (!d || d >= S->nregs) return 0;
  rc = nv_vreg_class(S->mf, d);
  if (mi->opc == NV_PTX_COPY && mi->ops[1].kind == NV_MO_REG) {
    uint32_t s = mi->ops[1].reg;
    if (!s || s >= S->nregs || nv_vreg_class(S->mf, s) != rc) return 0;
    int weak = 0;
    *src = nv_mcp_regroot(S, s, &weak) | (weak ? NV_MCP_WEAK : 0);
    return 1;
  }
  if ((mi->opc == NV_PTX_COPY || (mi->opc >= NV_PTX_MOV_PRED && mi->opc <= NV_PTX_MOV_B32)) &&
      (mi->ops[1].kind == NV_MO_IMM || mi->ops[1].kind == NV_MO_FPIMM)) {
    *src = nv_mcp_const_id(S, rc, &mi->ops[1]);
    return 1;
  }
  return 0;
}

static void nv_mcp_read(nv_mcp *S, nv_minst *mi, uint32_t op, uint32_t r, int asm_op) {
  uint32_t root;
  int weak = 0;
  if (!r || r >= S->nregs) return;
  root = nv_mcp_regroot(S, r, &weak);
  if (asm_op || root == r) {
    S->nbad[r]++;
  } else {
    nv_mcp_rw w;
    w.mi = mi;
    w.op = op;
    w.to = root;
    nv_vec_push(&S->rw, w);
    S->nfwd[r]++;
  }
}

/* Runs one instruction over the current facts (phase B: also records its deletion or
 * the reads that may be forwarded). */
static void nv_mcp_step(nv_mcp *S, nv_minst *mi) {
  uint32_t src = 0, i;
  int move = nv_mcp_move(S, mi, &src);
  if (move && nv_mcp_root(S, mi->ops[0].reg, 1) == nv_mcp_root(S, src & ~NV_MCP_WEAK, 0)) {
    /* writes the value it has (or an undefined one) */
    if (S->apply) nv_vec_push(&S->dead, mi);
    return;
  }
  if (S->apply) {
    int is_asm = mi->opc == NV_PTX_INLINEASM;
    for (i = mi->ndefs; i < mi->nops; i++)
      if (nv_mcp_reg_op(&mi->ops[i])) nv_mcp_read(S, mi, i, mi->ops[i].reg, is_asm);
    if (mi->pred) nv_mcp_read(S, mi, NV_MNONE, mi->pred, is_asm);
    if (move && !mi->pred && mi->ops[1].kind == NV_MO_REG) S->copy_dst[mi->ops[0].reg] = 1;
  }
  if (mi->opc == NV_PTX_INLINEASM) {
    nv_mcp_clear(S);
    return;
  }
  for (i = 0; i < mi->ndefs; i++)
    if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg && mi->ops[i].reg < S->nregs) nv_mcp_kill(S, mi->ops[i].reg);
  if (move && !mi->pred) nv_mcp_put(S, mi->ops[0].reg, src);
}

static int nv_mcp_pair_cmp(const void *x, const void *y) {
  const nv_mcp_pair *a = (const nv_mcp_pair *)x, *b = (const nv_mcp_pair *)y;
  if (a->dst != b->dst) return a->dst < b->dst ? -1 : 1;
  return a->val < b->val ? -1 : a->val > b->val;
}

static void nv_mcp_load(nv_mcp *S, const nv_mcp_set *in) {
  uint32_t k;
  nv_mcp_clear(S);
  if (in)
    for (k = 0; k < in->len; k++) nv_mcp_put(S, in->data[k].dst, in->data[k].val);
}

/* out := the current facts, sorted; 1 when that differs from what out held. */
static int nv_mcp_store(nv_mcp *S, nv_mcp_set *out, int had) {
  nv_mcp_set n = NV_VEC_INIT;
  uint32_t k;
  int diff;
  for (k = 0; k < S->act.len; k++) {
    nv_mcp_pair p;
    p.dst = S->act.data[k];
    p.val = (S->cur[p.dst] - 1) | (S->weak[p.dst] ? NV_MCP_WEAK : 0);
    nv_vec_push(&n, p);
  }
  if (n.len > 1) qsort(n.data, n.len, sizeof *n.data, nv_mcp_pair_cmp);
  diff = !had || n.len != out->len || (n.len && memcmp(n.data, out->data, n.len * sizeof *n.data) != 0);
  nv_vec_free(out);
  *out = n;
  return diff;
}

/* Is register r possibly written on some path from the entry to the end of block mb?
 * Per register, lazily: the blocks that write r and everything reachable from them.
 * Without room for the bit sets the answer is always yes. */
static int nv_mcp_may_written(nv_mcp *S, const nv_mblock *mb, uint32_t r) {
  uint32_t words = NV_BITS_WORDS(S->nblocks), n = 0, k;
  uint64_t *w;
  if (!S->mayw) return 1;
  if (!S->mayw[r]) {
    const nv_mblock *b;
    uint32_t *work;
    if ((uint64_t)(S->mayw_words + words) > NV_MCP_MAX_MAYW_WORDS) return 1;
    S->mayw_words += words;
    w = S->mayw[r] = (uint64_t *)nv_xcalloc(words ? words : 1, sizeof(uint64_t));
    work = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (S->nblocks + 1));
    if (!S->wfirst) { /* the blocks writing each register, once for all registers */
      nv_minst *mi;
      uint32_t *last = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (S->nregs + 1)), total = 0, pass;
      S->wfirst = (uint32_t *)nv_xcalloc(S->nregs + 2, sizeof(uint32_t));
      for (pass = 0; pass < 2; pass++) {
        for (k = 0; k <= S->nregs; k++) last[k] = NV_MNONE;
        for (b = S->mf->first; b; b = b->next)
          for (mi = b->first; mi; mi = mi->next)
            for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
              uint32_t d = mi->ops[k].reg;
              if (mi->ops[k].kind != NV_MO_REG || d >= S->nregs || last[d] == b->index) continue;
              last[d] = b->index;
              if (pass == 0) S->wfirst[d + 1]++;
              else S->wblock[S->wfirst[d] + S->wfill[d]++] = b->index;
            }
        if (pass == 0) {
          for (k = 0; k <= S->nregs; k++) S->wfirst[k + 1] += S->wfirst[k];
          total = S->wfirst[S->nregs + 1];
          S->wblock = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (total + 1));
          S->wfill = (uint32_t *)nv_xcalloc(S->nregs + 1, sizeof(uint32_t));
        }
      }
      nv_xfree(last);
    }
    for (k = S->wfirst[r]; k < S->wfirst[r + 1]; k++)
      if (!nv_bit_test(w, S->wblock[k])) {
        nv_bit_set(w, S->wblock[k]);
        work[n++] = S->wblock[k];
      }
    while (n) {
      const nv_mblock *b2 = S->blocks[work[--n]];
      for (k = 0; k < b2->succs.len; k++) {
        uint32_t si = b2->succs.data[k]->index;
        if (!nv_bit_test(w, si)) {
          nv_bit_set(w, si);
          work[n++] = si;
        }
      }
    }
    nv_xfree(work);
  }
  return nv_bit_test(S->mayw[r], mb->index);
}

static int nv_mcp_has(const nv_mcp_set *o, uint32_t d, uint32_t v) {
  uint32_t lo = 0, hi = o->len;
  while (lo < hi) {
    uint32_t m = (lo + hi) / 2;
    if (o->data[m].dst < d) lo = m + 1;
    else hi = m;
  }
  return lo < o->len && o->data[lo].dst == d && (o->data[lo].val & ~NV_MCP_WEAK) == (v & ~NV_MCP_WEAK);
}

/* in := the facts every executable predecessor ends with, where a predecessor on all of
 * whose paths the fact's register was never written counts as having it: that register
 * holds an undefined value there (phi_elim gives an `undef` PHI input no copy), and any
 * value will do, the one the fact names included. */
static void nv_mcp_meet(nv_mcp *S, const nv_mblock *mb, nv_mcp_set *out, const uint8_t *have, nv_mcp_set *in) {
  uint32_t k, i, j;
  in->len = 0;
  for (k = 0; k < mb->preds.len; k++) {
    const nv_mblock *p = mb->preds.data[k];
    const nv_mcp_set *o = &out[p->index];
    if (!have[p->index]) continue;
    for (j = 0; j < o->len; j++) nv_vec_push(in, o->data[j]);
  }
  if (in->len > 1) qsort(in->data, in->len, sizeof *in->data, nv_mcp_pair_cmp);
  /* keep one entry per register whose entries all agree and that every predecessor has */
  for (i = 0, j = 0; i < in->len;) {
    uint32_t e = i + 1, d = in->data[i].dst, v = in->data[i].val, weak = v & NV_MCP_WEAK;
    int ok = 1;
    v &= ~NV_MCP_WEAK;
    while (e < in->len && in->data[e].dst == d) {
      if ((in->data[e].val & ~NV_MCP_WEAK) != v) ok = 0;
      weak |= in->data[e].val & NV_MCP_WEAK;
      e++;
    }
    for (k = 0; k < mb->preds.len && ok; k++) {
      const nv_mblock *p = mb->preds.data[k];
      if (!have[p->index] || nv_mcp_has(&out[p->index], d, v)) continue;
      if (nv_mcp_may_written(S, p, d)) ok = 0;
      else weak = NV_MCP_WEAK; /* d is undefined on the paths through p */
    }
    if (ok) {
      in->data[j] = in->data[i];
      in->data[j++].val = v | weak;
    }
    i = e;
  }
  in->len = j;
}

/* The pass's work; returns the number of instructions deleted or rewritten. */
static unsigned nv_mcp_run(nv_mfunc *mf) {
  nv_mcp S;
  nv_mdom D;
  nv_mcp_set *out, in = NV_VEC_INIT;
  uint8_t *have;
  nv_mblock *mb;
  nv_minst *mi;
  uint32_t nb, k, sweep;
  uint64_t pairs = 0;
  int changed = 1, global;
  unsigned done = 0;
  if (mf->is_ssa || !mf->first) return 0;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next)
      if (mi->opc == NV_PTX_PHI) return 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  memset(&S, 0, sizeof S);
  S.mf = mf;
  S.nregs = mf->vreg_class.len;
  S.cur = (uint32_t *)nv_xcalloc(S.nregs + 1, sizeof(uint32_t));
  S.nref = (uint32_t *)nv_xcalloc(S.nregs + 1, sizeof(uint32_t));
  S.pos = (uint32_t *)nv_xcalloc(S.nregs + 1, sizeof(uint32_t));
  S.weak = (uint8_t *)nv_xcalloc(S.nregs + 1, 1);
  nb = mf->nblocks;
  S.nblocks = nb;
  S.blocks = (nv_mblock **)nv_xcalloc(nb + 1, sizeof(nv_mblock *));
  for (mb = mf->first; mb; mb = mb->next)
    if (mb->index < nb) S.blocks[mb->index] = mb;
  S.mayw = (uint64_t **)nv_xcalloc(S.nregs + 1, sizeof(uint64_t *));
  out = (nv_mcp_set *)nv_xcalloc(nb + 1, sizeof *out);
  have = (uint8_t *)nv_xcalloc(nb + 1, 1);
  /* phase A: the facts at each block's entry */
  for (sweep = 0; changed && sweep < NV_MCP_MAX_SWEEPS && pairs <= NV_MCP_MAX_PAIRS; sweep++) {
    changed = 0;
    pairs = 0;
    for (k = 0; k < D.nrpo && pairs <= NV_MCP_MAX_PAIRS; k++) {
      mb = D.rpo[k];
      if (k == 0) in.len = 0;
      else nv_mcp_meet(&S, mb, out, have, &in);
      nv_mcp_load(&S, &in);
      for (mi = mb->first; mi; mi = mi->next) nv_mcp_step(&S, mi);
      if (nv_mcp_store(&S, &out[mb->index], have[mb->index])) changed = 1;
      have[mb->index] = 1;
      pairs += out[mb->index].len;
    }
  }
  global = !changed && pairs <= NV_MCP_MAX_PAIRS;
  /* phase B: decisions with the settled facts (block by block when they did not settle) */
  S.apply = 1;
  S.nbad = (uint32_t *)nv_xcalloc(S.nregs + 1, sizeof(uint32_t));
  S.nfwd = (uint32_t *)nv_xcalloc(S.nregs + 1, sizeof(uint32_t));
  S.copy_dst = (uint8_t *)nv_xcalloc(S.nregs + 1, 1);
  for (mb = mf->first; mb; mb = mb->next) {
    int reached = mb->index < D.nblocks && D.rpo_num[mb->index] != NV_MNONE;
    if (global && reached && mb != D.rpo[0]) nv_mcp_meet(&S, mb, out, have, &in);
    else in.len = 0;
    nv_mcp_load(&S, &in);
    for (mi = mb->first; mi; mi = mi->next) nv_mcp_step(&S, mi);
  }
  nv_mcp_clear(&S);
  /* phase C: forward every read of a copy's destination that can all be forwarded */
  for (k = 0; k < S.rw.len; k++) {
    nv_mcp_rw *w = &S.rw.data[k];
    uint32_t from = w->op == NV_MNONE ? w->mi->pred : w->mi->ops[w->op].reg;
    if (!S.copy_dst[from] || S.nbad[from] || !S.nfwd[from]) continue;
    if (w->op == NV_MNONE) w->mi->pred = w->to;
    else w->mi->ops[w->op].reg = w->to;
    done++;
  }
  for (k = 0; k < S.dead.len; k++) nv_minst_remove(S.dead.data[k]);
  done += S.dead.len;
  for (k = 0; k <= nb; k++) nv_vec_free(&out[k]);
  nv_xfree(out);
  nv_xfree(have);
  nv_vec_free(&in);
  nv_vec_free(&S.act);
  nv_vec_free(&S.consts);
  nv_vec_free(&S.rw);
  nv_vec_free(&S.dead);
  nv_xfree(S.ctab);
  nv_xfree(S.cur);
  nv_xfree(S.nref);
  nv_xfree(S.pos);
  nv_xfree(S.weak);
  nv_xfree(S.nbad);
  nv_xfree(S.nfwd);
  nv_xfree(S.copy_dst);
  for (k = 0; k <= S.nregs; k++) nv_xfree(S.mayw[k]);
  nv_xfree(S.mayw);
  nv_xfree(S.blocks);
  nv_xfree(S.wfirst);
  nv_xfree(S.wblock);
  nv_xfree(S.wfill);
  nv_mdom_free(&D);
  return done;
}

static int nv_pass_machine_copy_prop(nv_mfunc *mf, const nv_options *o) {
  unsigned n;
  if (nv_mir_knob(o, NV_KNOB_DISABLE_COPYPROP)) return 0;
  n = nv_mcp_run(mf);
  /* the copies whose destinations are no longer read */
  if (n) nv_pass_dead_mi_elim(mf, o);
  return n != 0;
}
