/* sched_dag.c -- the scheduling DAG of one region of a machine block (mir.h, nv_sdag):
 * nodes per instruction, data/anti/output edges from the registers, memory and order
 * edges from the memory rule (nv_sdag_mem_conflict), latencies from the scheduling model
 * (target/sched_model.h), and the depth/height/critical-path figures the list scheduler
 * ranks by. The machine scheduler (machine_sched.c) builds it per region; the schedule
 * checker (nv_sdag_check) verifies any proposed order against it, in the unit tests and
 * under --verify-each. */

static int nv_sched_boundary(const nv_minst *mi, int *in_callseq) {
  if (mi->opc == NV_PTX_CALLSEQ_START) *in_callseq = 1;
  if (*in_callseq) {
    if (mi->opc == NV_PTX_CALLSEQ_END) *in_callseq = 0;
    return 1;
  }
  return mi->opc == NV_PTX_PHI || mi->opc == NV_PTX_INLINEASM || nv_minst_is_term(mi);
}

static unsigned nv_sdag_mem_kind(const nv_minst *mi) {
  const nv_ptx_info *pi = nv_ptx_info_of(mi->opc);
  int plain_ld = pi->tmpl[0] == 'l' && pi->tmpl[1] == 'd' && (pi->flags & NV_PF_LOAD) && !(pi->flags & NV_PF_STORE);
  int plain_st = pi->tmpl[0] == 's' && pi->tmpl[1] == 't' && (pi->flags & NV_PF_STORE) && !(pi->flags & NV_PF_LOAD);
  int strong = mi->mods.sem != NV_SEM_NONE || mi->mods.cache == NV_CACHE_VOLATILE;
  if (pi->flags & NV_PF_INVARIANT) return NV_SMEM_INVARIANT;
  /* a surface load reads memory stores may write (sust, and global stores through the
   * surface's array): a plain load without an address, so ordered with every store and
   * ordered instruction, not with other loads */
  if (mi->opc == NV_PTX_SULD_B && !mi->mods.sem) return NV_SMEM_LOAD;
  if (plain_ld && !strong) {
    if (mi->mods.space == NV_SPACE_CONST || mi->mods.space == NV_SPACE_PARAM || mi->mods.cache == NV_CACHE_NC)
      return NV_SMEM_INVARIANT;
    return NV_SMEM_LOAD;
  }
  if (plain_st && !strong) return NV_SMEM_STORE;
  if (plain_ld || plain_st || (pi->flags & (NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE | NV_PF_TERM))) return NV_SMEM_ORDERED;
  return NV_SMEM_NONE;
}

/* The address operand of a plain load or store and the bytes it accesses (the width
 * the template's type suffix names, times the vector width). */
static const nv_mop *nv_sdag_addr(const nv_minst *mi, uint64_t *bytes) {
  const char *t = nv_ptx_info_of(mi->opc)->tmpl;
  size_t n = strlen(t);
  unsigned bits = 0, scale = 1;
  uint32_t i;
  while (n && t[n - 1] >= '0' && t[n - 1] <= '9') {
    bits += scale * (unsigned)(t[n - 1] - '0');
    scale *= 10;
    n--;
  }
  *bytes = (uint64_t)(bits / 8 ? bits / 8 : 1) * (mi->mods.vec > 1 ? mi->mods.vec : 1);
  for (i = 0; i < mi->nops; i++)
    if (mi->ops[i].kind == NV_MO_ADDR) return &mi->ops[i];
  return NULL;
}

static int nv_sdag_ranges_disjoint(int64_t a, uint64_t as, int64_t b, uint64_t bs) {
  return a + (int64_t)as <= b || b + (int64_t)bs <= a;
}

/* May the IR accesses a and b came from overlap? 1 unless the alias analysis says no. */
static int nv_sdag_ir_may_alias(const nv_minst *a, const nv_minst *b) {
  const nv_inst *Ia = a->ir, *Ib = b->ir;
  nv_value *p, *q;
  uint64_t ps, qs;
  unsigned fa = nv_ptx_info_of(a->opc)->flags, fb = nv_ptx_info_of(b->opc)->flags;
  if (!Ia || !Ib || Ia == Ib) return 1;
  /* only when each instruction is the access its IR instruction makes */
  if ((Ia->v.opcode != NVCG_OP_LOAD || !(fa & NV_PF_LOAD)) && (Ia->v.opcode != NVCG_OP_STORE || !(fa & NV_PF_STORE)))
    return 1;
  if ((Ib->v.opcode != NVCG_OP_LOAD || !(fb & NV_PF_LOAD)) && (Ib->v.opcode != NVCG_OP_STORE || !(fb & NV_PF_STORE)))
    return 1;
  if (!nv_aa_inst_loc(Ia, &p, &ps) || !nv_aa_inst_loc(Ib, &q, &qs)) return 1;
  return nv_aa_alias(p, ps, q, qs) != NV_AA_NO;
}

static int nv_sdag_mem_conflict(const nv_mfunc *mf, const nv_minst *a, const nv_minst *b, int use_aa) {
  unsigned ka = nv_sdag_mem_kind(a), kb = nv_sdag_mem_kind(b);
  const nv_mop *pa, *pb;
  uint64_t sa, sb;
  if (ka == NV_SMEM_NONE || kb == NV_SMEM_NONE || ka == NV_SMEM_INVARIANT || kb == NV_SMEM_INVARIANT) return 0;
  if (ka == NV_SMEM_ORDERED || kb == NV_SMEM_ORDERED) return 1;
  if (ka == NV_SMEM_LOAD && kb == NV_SMEM_LOAD) return 0;
  /* a plain store against a plain load or store */
  if (nv_mspaces_disjoint(a->mods.space, b->mods.space)) return 0;
  pa = nv_sdag_addr(a, &sa);
  pb = nv_sdag_addr(b, &sb);
  if (pa && pb && pa->base_kind == pb->base_kind) {
    int same = 0;
    switch (pa->base_kind) {
    case NV_MO_REG: same = mf->is_ssa && pa->reg == pb->reg; break;
    case NV_MO_SYM: same = pa->sym && pb->sym && !strcmp(pa->sym, pb->sym); break;
    case NV_MO_IMM:
      if (pa->fi != pb->fi) return 0; /* two frame objects */
      same = 1;
      break;
    default: break;
    }
    if (same && nv_sdag_ranges_disjoint(pa->imm, sa, pb->imm, sb)) return 0;
  }
  if (use_aa && !nv_sdag_ir_may_alias(a, b)) return 0;
  return 1;
}

/* Edge collection for one node: the predecessors found so far, deduplicated (the
 * largest latency wins). */
typedef struct nv_sdag_build_state {
  NV_VEC(nv_sdep) preds;
  uint32_t *stamp, *slot;    /* per node: stamp == current node + 1 -> preds index in slot */
  uint32_t cur;
} nv_sdag_build_state;

static void nv_sdag_add(nv_sdag_build_state *S, uint32_t from, uint32_t lat, unsigned kind, uint32_t base) {
  nv_sdep d;
  if (S->stamp[from] == S->cur + 1) {
    nv_sdep *e = &S->preds.data[base + S->slot[from]];
    if (lat > e->lat) e->lat = lat;
    if (kind == NV_SDEP_DATA) e->kind = NV_SDEP_DATA;
    return;
  }
  S->stamp[from] = S->cur + 1;
  S->slot[from] = S->preds.len - base;
  d.node = from;
  d.lat = lat;
  d.kind = (uint8_t)kind;
  nv_vec_push(&S->preds, d);
}

typedef struct nv_sdag_uses {
  NV_VEC(uint32_t) regs;
} nv_sdag_uses;

static void nv_sdag_use_cb(uint32_t reg, void *user) { nv_vec_push(&((nv_sdag_uses *)user)->regs, reg); }

/* Readers of a register since its last write: a singly linked list per register in a
 * pool (head valid when head_stamp matches the build). */
typedef struct nv_sdag_reader {
  uint32_t node, next;
} nv_sdag_reader;

/* The nearest earlier memory accesses the alias analysis is asked about; farther ones
 * get the rule without it (still correct, only more edges). */
#define NV_SDAG_AA_WINDOW 64u
/* The most memory accesses between two fences (see the memory edges below). */
#define NV_SDAG_MEM_RUN 256u

static void nv_sdag_build(nv_sdag *G, const nv_mfunc *mf, nv_minst *first, nv_minst *end, int use_aa) {
  nv_sdag_build_state S;
  nv_sdag_uses U;
  NV_VEC(nv_sdag_reader) pool = NV_VEC_INIT;
  NV_VEC(uint32_t) mem = NV_VEC_INIT;  /* memory/ordered nodes so far */
  uint32_t nregs = mf->vreg_class.len ? mf->vreg_class.len : 1, n = 0, i, j, k, fence = 0;
  int has_fence = 0;
  uint32_t *last_def, *readers;
  unsigned sm = mf->tgt ? mf->tgt->sm : 75;
  nv_minst *mi;
  memset(G, 0, sizeof *G);
  for (mi = first; mi && mi != end; mi = mi->next) n++;
  G->nnodes = n;
  G->n = (nv_snode *)nv_xcalloc(n ? n : 1, sizeof *G->n);
  memset(&S, 0, sizeof S);
  memset(&U, 0, sizeof U);
  S.stamp = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof *S.stamp);
  S.slot = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof *S.slot);
  last_def = (uint32_t *)nv_xmalloc(nregs * sizeof *last_def);
  readers = (uint32_t *)nv_xmalloc(nregs * sizeof *readers);
  for (i = 0; i < nregs; i++) last_def[i] = readers[i] = NV_MNONE;
  for (mi = first, j = 0; j < n; mi = mi->next, j++) {
    nv_snode *N = &G->n[j];
    uint32_t base = S.preds.len;
    N->mi = mi;
    N->cls = (uint8_t)nv_sched_class_of(mi->opc, mi->mods.space, mi->mods.approx == NV_APPROX);
    N->lat = mi->ndefs ? nv_sched_latency(sm, (nv_sched_class)N->cls) : 0;
    if (mi->opc == NV_PTX_COPY) N->lat = nv_sched_latency(sm, NV_SCLS_IALU);
    N->mem = (uint8_t)nv_sdag_mem_kind(mi);
    N->pred_first = base;
    S.cur = j;
    /* reads: data edges from the last write */
    U.regs.len = 0;
    nv_minst_for_uses(mi, nv_sdag_use_cb, &U);
    for (k = 0; k < U.regs.len; k++) {
      uint32_t r = U.regs.data[k];
      nv_sdag_reader rd;
      if (r >= nregs) continue;
      if (last_def[r] != NV_MNONE) nv_sdag_add(&S, last_def[r], G->n[last_def[r]].lat, NV_SDEP_DATA, base);
      if (readers[r] != NV_MNONE && pool.data[readers[r]].node == j) continue; /* read twice */
      rd.node = j;
      rd.next = readers[r];
      readers[r] = pool.len;
      nv_vec_push(&pool, rd);
    }
    /* writes: output edges from the last write, anti edges from the reads since */
    for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
      uint32_t r = mi->ops[k].reg, p;
      if (mi->ops[k].kind != NV_MO_REG || !r || r >= nregs) continue;
      if (last_def[r] != NV_MNONE && last_def[r] != j) nv_sdag_add(&S, last_def[r], 0, NV_SDEP_OUTPUT, base);
      for (p = readers[r]; p != NV_MNONE; p = pool.data[p].next)
        if (pool.data[p].node != j) nv_sdag_add(&S, pool.data[p].node, 0, NV_SDEP_ANTI, base);
      last_def[r] = j;
      readers[r] = NV_MNONE;
    }
    /* memory: back to the last fence -- an ordered access, which all earlier accesses
     * precede already. A long run of accesses without one gets a fence of its own (edges
     * from every access since the last fence, needed or not), so that each scan stays
     * within NV_SDAG_MEM_RUN accesses: huge unrolled blocks stay linear. */
    if (N->mem != NV_SMEM_NONE && N->mem != NV_SMEM_INVARIANT) {
      uint32_t seen = 0, force = mem.len - fence >= NV_SDAG_MEM_RUN;
      for (k = mem.len; k-- > fence;) {
        uint32_t a = mem.data[k];
        unsigned ka = G->n[a].mem;
        seen++;
        /* the fence itself always: what precedes it reaches this access through it */
        if (force || (has_fence && k == fence) ||
            nv_sdag_mem_conflict(mf, G->n[a].mi, mi, use_aa && seen <= NV_SDAG_AA_WINDOW))
          nv_sdag_add(&S, a, 0, ka == NV_SMEM_ORDERED || N->mem == NV_SMEM_ORDERED ? NV_SDEP_ORDER : NV_SDEP_MEMORY,
                      base);
      }
      if (force || N->mem == NV_SMEM_ORDERED) {
        fence = mem.len;
        has_fence = 1;
      }
      nv_vec_push(&mem, j);
    }
    N->npreds = S.preds.len - base;
  }
  /* successors: the same edges, grouped by their source */
  G->nedges = S.preds.len;
  G->preds = S.preds.data;
  G->succs = (nv_sdep *)nv_xmalloc((G->nedges ? G->nedges : 1) * sizeof *G->succs);
  for (j = 0; j < n; j++)
    for (k = 0; k < G->n[j].npreds; k++) G->n[G->preds[G->n[j].pred_first + k].node].nsuccs++;
  for (j = 0, k = 0; j < n; j++) {
    G->n[j].succ_first = k;
    k += G->n[j].nsuccs;
    G->n[j].nsuccs = 0;
  }
  for (j = 0; j < n; j++)
    for (k = 0; k < G->n[j].npreds; k++) {
      nv_sdep d = G->preds[G->n[j].pred_first + k];
      nv_snode *P = &G->n[d.node];
      d.node = j;
      G->succs[P->succ_first + P->nsuccs++] = d;
    }
  /* depth forwards, height backwards (edges only go forwards in the original order) */
  for (j = 0; j < n; j++)
    for (k = 0; k < G->n[j].npreds; k++) {
      const nv_sdep *d = &G->preds[G->n[j].pred_first + k];
      uint32_t t = G->n[d->node].depth + d->lat;
      if (t > G->n[j].depth) G->n[j].depth = t;
    }
  for (j = n; j-- > 0;) {
    uint32_t h = G->n[j].lat;
    for (k = 0; k < G->n[j].nsuccs; k++) {
      const nv_sdep *d = &G->succs[G->n[j].succ_first + k];
      uint32_t t = d->lat + G->n[d->node].height;
      if (t > h) h = t;
    }
    G->n[j].height = h;
    if (G->n[j].depth + h > G->crit) G->crit = G->n[j].depth + h;
  }
  nv_xfree(S.stamp);
  nv_xfree(S.slot);
  nv_xfree(last_def);
  nv_xfree(readers);
  nv_vec_free(&U.regs);
  nv_vec_free(&pool);
  nv_vec_free(&mem);
}

static void nv_sdag_free(nv_sdag *G) {
  nv_xfree(G->n);
  nv_xfree(G->preds);
  nv_xfree(G->succs);
  memset(G, 0, sizeof *G);
}

static int nv_sdag_check(const nv_sdag *G, const uint32_t *order, uint32_t *from, uint32_t *to) {
  uint32_t *pos = (uint32_t *)nv_xmalloc((G->nnodes ? G->nnodes : 1) * sizeof *pos), i, k;
  int ok = 1;
  *from = *to = NV_MNONE;
  for (i = 0; i < G->nnodes; i++) pos[i] = NV_MNONE;
  for (i = 0; i < G->nnodes && ok; i++) {
    if (order[i] >= G->nnodes || pos[order[i]] != NV_MNONE) ok = 0;
    else pos[order[i]] = i;
  }
  for (i = 0; i < G->nnodes && ok; i++)
    for (k = 0; k < G->n[i].npreds; k++) {
      uint32_t p = G->preds[G->n[i].pred_first + k].node;
      if (pos[p] >= pos[i]) {
        *from = p;
        *to = i;
        ok = 0;
        break;
      }
    }
  nv_xfree(pos);
  return ok;
}
