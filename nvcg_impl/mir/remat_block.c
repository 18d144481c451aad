/* remat_block.c -- nvptx-remat-block (seeds/003, "NVPTXBlockRemat"): machine-level block
 * rematerialisation, after coalescing and before the allocator (mir/greedy.c). A value
 * that is live out of a block whose pressure is over the target, and that can be
 * recomputed cheaply, is recomputed ("pulled in") in each block that reads it, so it is
 * no longer live across the blocks in between. The note places it after RAGreedy; here
 * it runs first, because nvcg's allocator spills to .local memory while a pull-in costs
 * a few ALU instructions: what remat removes, the allocator need not spill.
 *
 * The iterative pull-in algorithm as the note gives it:
 *  (A) target: nv_mir_reg_target (the cap, or nv-remat-default-max-reg = 70, adjusted);
 *      single-block functions and the functions named by no-mi-remat are skipped;
 *  (B) live-out frequency: per register, the % of blocks it is live out of;
 *  (C) up to nv-remat-max-times rounds: max-live = the highest block pressure (the
 *      live-out set, or MRPA's peak inside the block with nv-remat-check-internal-live);
 *      stop when within the target; for every block over it, classify its live-out
 *      registers: pullable when the register's only definition is safe to execute again
 *      (no side effect, no guard, a load only of memory no one writes: the function's
 *      own ld.param, ld.const, ld.global.nc -- with load-remat) and all its register
 *      operands are pullable in turn (depth <= 50, at most nv-remat-block-map-size-limit
 *      instructions), so the whole expression comes from constants, special registers
 *      and parameters and has the same value wherever it is computed;
 *      second chance (when fewer pullable values than the excess): a value whose
 *      non-pullable operands are single-definition registers defined outside every cycle
 *      (so their value never changes once set), live out of the block and live into every
 *      block that would read the clone: recomputing it there reads them where they are
 *      live anyway; a register is offered this way at most twice (visit count);
 *      cost: per cloned instruction 1, a load nv-remat-block-load-cost, 64-bit results
 *      twice, times the number of blocks that get a clone, times
 *      nv-remat-block-loop-cost-factor when one of them is in a deeper loop than the
 *      definition, halved for a value live out of at least
 *      nv-remat-block-liveout-min-percentage % of the blocks; cheapest first, each at
 *      most nv-remat-block-single-cost and together at most nv-remat-block-max-cost,
 *      until the excess (64-bit values count 2) is covered;
 *      pull-in: each reading block gets the expression cloned before its first reader,
 *      its readers read the clone; an operand that keeps its value (one definition
 *      outside every cycle) and is live into those blocks anyway is read, not cloned;
 *  (D) definitions nothing reads any more are deleted, cascading up the expressions.
 * nv-remat-block is a bit mask (the note only says "bits 0-3"; nvcg's meanings, default
 * 14): 1 single-block functions too, 2 pull-in, 4 second chance, 8 clones into deeper
 * loops. max-reg-kind 0 counts 32-bit registers, 1 registers. Special-register reads
 * cloned per function are capped by nv-remat-threshold-for-spec-reg; vasp-fix1 leaves
 * frame addresses alone. nv-dump-remat-block reports each step as a remark, with the
 * note's messages. nv-disable-remat turns the pass off. */

#define NV_RB_MAX_DEPTH 50

typedef NV_VEC(uint32_t) nv_rb_regs;
typedef NV_VEC(nv_mblock *) nv_rb_blocks;

typedef struct nv_rb {
  nv_mfunc *mf;
  const nv_options *o;
  nv_reg_target tgt;
  unsigned target;
  int kind, mode, dump, internal, load_remat, vasp;
  int64_t single_cost, map_limit, max_cost, liveout_pct, loop_factor, load_cost, spec_limit;
  nv_mdom D;
  nv_mloops LP;
  nv_live L;
  uint32_t nregs;           /* registers when the round started */
  uint32_t *ndefs;
  nv_minst **def;
  uint8_t *pull;            /* per register this round: 0 unknown, 1 pullable, 2 not */
  uint8_t *visits;          /* second-chance offers per register */
  uint8_t *in_cycle;        /* per block */
  uint32_t *liveout_count;  /* per register: blocks it was live out of at the start */
  uint8_t *touched;         /* registers whose readers this pass changed (for (D)) */
  uint32_t touched_len;
  unsigned spec_clones, pulled;
} nv_rb;

static void nv_rb_log(nv_rb *B, const char *fmt, ...) NV_PRINTF(2, 3);
static void nv_rb_log(nv_rb *B, const char *fmt, ...) {
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  if (!B->dump || !B->o || !B->o->diag) return;
  va_start(ap, fmt);
  nv_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  nv_diag(B->o->diag, NVCG_SEV_REMARK, NULL, 0, 0, "remat-block: %s", b.data ? b.data : "");
  nv_buf_free(&b);
}

static unsigned nv_rb_width(const nv_rb *B, uint32_t r) {
  nv_regclass rc = nv_vreg_class(B->mf, r);
  if (rc == NV_RC_PRED) return 0;
  if (B->kind == 1) return 1;
  return rc == NV_RC_B64 || rc == NV_RC_F64 ? 2u : rc == NV_RC_B128 ? 4u : 1u;
}

/* A block's pressure as the pass sees it: its live-out set (or MRPA's peak inside). */
static unsigned nv_rb_liveout_pressure(const nv_rb *B, const nv_mblock *mb) {
  uint32_t n, k;
  const uint32_t *out = nv_live_out_regs(&B->L, mb, &n);
  unsigned p = 0;
  for (k = 0; k < n; k++) p += nv_rb_width(B, out[k]);
  return p;
}

static int nv_rb_bad_sreg(const nv_mop *op) {
  /* %SP/%SPL: the frame's registers, set up by frame_layout, are not values to recompute */
  return op->kind == NV_MO_SREG && (nv_sreg_varies(op->sreg) || op->sreg == NV_SREG_SP || op->sreg == NV_SREG_SPL);
}

/* Is the instruction safe to execute again elsewhere, operands aside? (The note's
 * MULTIDEF check: one definition, no hazardous flags, no memory but read-only loads.) */
static int nv_rb_safe_def(const nv_rb *B, const nv_minst *d) {
  const nv_ptx_info *info = nv_ptx_info_of(d->opc);
  uint32_t i;
  if (d->pred || d->ndefs != 1 || d->nops < 1 || d->ops[0].kind != NV_MO_REG) return 0;
  if (info->flags & (NV_PF_SIDE | NV_PF_STORE | NV_PF_TERM)) return 0;
  if (d->opc != NV_PTX_COPY && !strcmp(info->sig, "pseudo")) return 0;
  if (d->mods.sem != NV_SEM_NONE) return 0;
  if (B->vasp && d->opc == NV_PTX_LEA) return 0;
  for (i = 1; i < d->nops; i++) {
    const nv_mop *op = &d->ops[i];
    if (op->kind == NV_MO_BLOCK || nv_rb_bad_sreg(op)) return 0;
    if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_IMM && B->vasp) return 0;
  }
  if (info->flags & NV_PF_LOAD) {
    const nv_mop *a = d->nops == 2 ? &d->ops[1] : NULL;
    if (!B->load_remat || !a || a->kind != NV_MO_ADDR) return 0;
    if (d->mods.space == NV_SPACE_PARAM) {
      size_t n = strlen(B->mf->name);
      if (a->base_kind != NV_MO_SYM || !a->sym || strncmp(a->sym, B->mf->name, n) || strncmp(a->sym + n, "_param_", 7))
        return 0;
    } else if (d->mods.space != NV_SPACE_CONST &&
               !(d->mods.space == NV_SPACE_GLOBAL && d->mods.cache == NV_CACHE_NC)) {
      return 0;
    }
  }
  return 1;
}

/* Register operands an instruction reads (its guard excluded: safe definitions have none). */
static uint32_t nv_rb_operands(const nv_minst *d, uint32_t *out, uint32_t max) {
  uint32_t i, n = 0;
  for (i = d->ndefs; i < d->nops; i++) {
    const nv_mop *op = &d->ops[i];
    if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg && n < max)
      out[n++] = op->reg;
  }
  return n;
}

/* The note's recursive pullability (depth <= 50): the register's one definition is safe
 * and all its register operands are pullable. */
static int nv_rb_pullable(nv_rb *B, uint32_t r, unsigned depth) {
  uint32_t ops[8], n, i;
  nv_minst *d;
  if (r >= B->nregs) return 0;
  if (B->pull[r]) return B->pull[r] == 1;
  B->pull[r] = 2;
  d = B->def[r];
  if (depth > NV_RB_MAX_DEPTH || B->ndefs[r] != 1 || !d || !nv_rb_safe_def(B, d)) return 0;
  n = nv_rb_operands(d, ops, 8);
  if (n > 7) return 0;
  for (i = 0; i < n; i++)
    if (!nv_rb_pullable(B, ops[i], depth + 1)) return 0;
  B->pull[r] = 1;
  return 1;
}

/* Can a clone read operand x itself instead of recomputing it: x is written once, outside
 * every cycle (so it keeps its value), and is live into every block that gets a clone? */
static int nv_rb_keep_operand(const nv_rb *B, uint32_t x, const nv_rb_blocks *uses) {
  uint32_t k;
  if (x >= B->nregs || B->ndefs[x] != 1 || !B->def[x] || !B->def[x]->parent) return 0;
  if (B->in_cycle[B->def[x]->parent->index]) return 0;
  for (k = 0; k < uses->len; k++)
    if (!nv_live_in(&B->L, uses->data[k], x)) return 0;
  return 1;
}

/* The expression to clone for r, operands before their readers (post-order, no
 * repeats): r's definition and, recursively, those of its pullable operands -- except
 * operands the clones can read where they are (nv_rb_keep_operand), and the non-pullable
 * ones a second chance keeps. 0 when it is bigger than the map size limit. */
static int nv_rb_tree(nv_rb *B, uint32_t r, nv_rb_regs *t, const nv_rb_blocks *uses, unsigned depth) {
  uint32_t ops[8], n, i;
  if (depth > NV_RB_MAX_DEPTH) return 0;
  for (i = 0; i < t->len; i++)
    if (t->data[i] == r) return 1;
  n = nv_rb_operands(B->def[r], ops, 8);
  for (i = 0; i < n; i++)
    if (nv_rb_pullable(B, ops[i], 0) && !nv_rb_keep_operand(B, ops[i], uses) &&
        !nv_rb_tree(B, ops[i], t, uses, depth + 1))
      return 0;
  nv_vec_push(t, r);
  return (int64_t)t->len <= B->map_limit;
}

/* Blocks that would get a clone of r: those reading it, except readers after the
 * definition in its own block. */
static void nv_rb_use_blocks(nv_rb *B, uint32_t r, nv_rb_blocks *out) {
  nv_mblock *mb;
  out->len = 0;
  for (mb = B->mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next) {
      if (mi == B->def[r]) break;
      if (nv_minst_reads(mi, r)) {
        nv_vec_push(out, mb);
        break;
      }
    }
  }
}

typedef struct nv_rb_cand {
  uint32_t reg;
  int64_t cost;
} nv_rb_cand;

/* The note's cost evaluator: 0 when r cannot be pulled in. */
static int64_t nv_rb_cost(nv_rb *B, uint32_t r, const nv_rb_regs *tree, const nv_rb_blocks *uses,
                          unsigned *sregs) {
  int64_t c = 0;
  uint32_t i, k;
  nv_mblock *db = B->def[r]->parent;
  int deeper = 0;
  *sregs = 0;
  if (!uses->len || !db) return 0;
  for (i = 0; i < tree->len; i++) {
    const nv_minst *d = B->def[tree->data[i]];
    int64_t ic = (nv_ptx_info_of(d->opc)->flags & NV_PF_LOAD) ? B->load_cost : 1;
    if (nv_rb_width(B, tree->data[i]) >= 2) ic *= 2;
    c += ic;
    for (k = 1; k < d->nops; k++)
      if (d->ops[k].kind == NV_MO_SREG) (*sregs)++;
  }
  c *= (int64_t)uses->len;
  for (i = 0; i < uses->len; i++)
    if (B->LP.depth[uses->data[i]->index] > B->LP.depth[db->index]) deeper = 1;
  if (deeper) {
    if (!(B->mode & 8)) return 0;
    c *= B->loop_factor;
  }
  if (*sregs && B->spec_clones + *sregs * uses->len > (uint64_t)B->spec_limit) return 0;
  if (B->L.nblocks && (int64_t)(100u * B->liveout_count[r] / B->L.nblocks) >= B->liveout_pct) c = (c + 1) / 2;
  return c > 0 ? c : 1;
}

/* Second chance: r's safe definition reads non-pullable registers that are defined
 * once, outside every cycle, live out of mb and live into every block that would read
 * the clone. */
static int nv_rb_second_chance(nv_rb *B, uint32_t r, const nv_mblock *mb, const nv_rb_blocks *uses) {
  uint32_t ops[8], n, i, k;
  nv_minst *d = B->def[r];
  if (B->ndefs[r] != 1 || !d || !nv_rb_safe_def(B, d) || B->visits[r] >= 2) return 0;
  n = nv_rb_operands(d, ops, 8);
  if (n > 7) return 0;
  for (i = 0; i < n; i++) {
    uint32_t x = ops[i];
    if (nv_rb_pullable(B, x, 0)) continue;
    if (x >= B->nregs || B->ndefs[x] != 1 || !B->def[x] || !B->def[x]->parent) return 0;
    if (B->in_cycle[B->def[x]->parent->index] || !nv_live_out(&B->L, mb, x)) return 0;
    for (k = 0; k < uses->len; k++)
      if (!nv_live_in(&B->L, uses->data[k], x)) return 0;
  }
  return 1;
}

/* Clones r's expression before `at`; returns the register holding the value. */
static uint32_t nv_rb_clone(nv_rb *B, const nv_rb_regs *tree, uint32_t r, nv_minst *at) {
  uint32_t *to = (uint32_t *)nv_xcalloc(tree->len + 1, sizeof(uint32_t)), i, k, j, res = 0;
  for (i = 0; i < tree->len; i++) {
    const nv_minst *d = B->def[tree->data[i]];
    nv_minst *c = nv_minst_new(B->mf, d->opc, 1, d->nops);
    c->mods = d->mods;
    c->ir = d->ir;
    for (k = 0; k < d->nops; k++) c->ops[k] = d->ops[k];
    to[i] = nv_vreg_new(B->mf, nv_vreg_class(B->mf, tree->data[i]));
    c->ops[0] = nv_mop_reg(to[i]);
    for (k = 1; k < c->nops; k++) {
      nv_mop *op = &c->ops[k];
      if (!(op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG))) continue;
      for (j = 0; j < i; j++)
        if (tree->data[j] == op->reg) {
          op->reg = to[j];
          break;
        }
    }
    for (k = 1; k < d->nops; k++)
      if (d->ops[k].kind == NV_MO_SREG) B->spec_clones++;
    nv_minst_insert_before(at, c);
    if (tree->data[i] == r) res = to[i];
  }
  nv_xfree(to);
  return res;
}

/* Pulls r in: every block in uses gets a clone before its first reader, whose readers
 * (before the definition, in the definition's own block) read the clone. */
static void nv_rb_pull(nv_rb *B, uint32_t r, const nv_rb_regs *tree, const nv_rb_blocks *uses) {
  uint32_t u, i;
  for (u = 0; u < uses->len; u++) {
    nv_mblock *mb = uses->data[u];
    nv_minst *mi, *first = NULL;
    uint32_t c;
    for (mi = mb->first; mi && mi != B->def[r]; mi = mi->next)
      if (nv_minst_reads(mi, r)) {
        first = mi;
        break;
      }
    if (!first) continue;
    c = nv_rb_clone(B, tree, r, nv_minst_is_term(first) ? nv_mblock_first_term(mb) : first);
    for (mi = first; mi && mi != B->def[r]; mi = mi->next) {
      for (i = mi->ndefs; i < mi->nops; i++) {
        nv_mop *op = &mi->ops[i];
        if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg == r)
          op->reg = c;
      }
      if (mi->pred == r) mi->pred = c;
    }
  }
  for (i = 0; i < tree->len; i++)
    if (tree->data[i] < B->touched_len) B->touched[tree->data[i]] = 1;
  B->pulled++;
}

/* (D): definitions of registers the pass left unread go, and then those of their
 * operands that nothing else reads. */
static void nv_rb_remove_dead(nv_rb *B) {
  nv_mfunc *mf = B->mf;
  uint32_t nregs = mf->vreg_class.len, i;
  uint32_t *uses = (uint32_t *)nv_xcalloc(nregs + 1, sizeof(uint32_t));
  uint32_t *ndefs = (uint32_t *)nv_xcalloc(nregs + 1, sizeof(uint32_t));
  nv_minst **def = (nv_minst **)nv_xcalloc(nregs + 1, sizeof(nv_minst *));
  NV_VEC(uint32_t) work = NV_VEC_INIT;
  nv_mblock *mb;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = 0; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if (i < mi->ndefs) {
          if (op->kind == NV_MO_REG && op->reg < nregs) {
            ndefs[op->reg]++;
            def[op->reg] = mi;
          }
        } else if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) &&
                   op->reg < nregs) {
          uses[op->reg]++;
        }
      }
      if (mi->pred && mi->pred < nregs) uses[mi->pred]++;
    }
  }
  for (i = 1; i < B->touched_len && i < nregs; i++)
    if (B->touched[i]) nv_vec_push(&work, i);
  while (work.len) {
    uint32_t r = nv_vec_last(&work), ops[8], n, k;
    nv_minst *d;
    work.len--;
    d = def[r];
    if (uses[r] || ndefs[r] != 1 || !d || !d->parent || !nv_rb_safe_def(B, d)) continue;
    n = nv_rb_operands(d, ops, 8);
    for (k = 0; k < n; k++)
      if (ops[k] < nregs && --uses[ops[k]] == 0) nv_vec_push(&work, ops[k]);
    nv_minst_remove(d);
    ndefs[r] = 0;
  }
  nv_vec_free(&work);
  nv_xfree(uses);
  nv_xfree(ndefs);
  nv_xfree(def);
}

/* Definitions per register and liveness, for a round. */
static void nv_rb_analyse(nv_rb *B) {
  nv_mblock *mb;
  uint32_t n = B->mf->vreg_class.len;
  nv_xfree(B->ndefs);
  nv_xfree(B->def);
  nv_xfree(B->pull);
  B->nregs = n;
  B->ndefs = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  B->def = (nv_minst **)nv_xcalloc(n + 1, sizeof(nv_minst *));
  B->pull = (uint8_t *)nv_xcalloc(n + 1, 1);
  for (mb = B->mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next) {
      uint32_t k;
      for (k = 0; k < mi->ndefs && k < mi->nops; k++)
        if (mi->ops[k].kind == NV_MO_REG && mi->ops[k].reg < n) {
          B->ndefs[mi->ops[k].reg]++;
          B->def[mi->ops[k].reg] = mi;
        }
    }
  }
  nv_live_free(&B->L);
  nv_live_compute(&B->L, B->mf);
}

static int nv_rb_cand_cmp(const void *x, const void *y) {
  const nv_rb_cand *a = (const nv_rb_cand *)x, *b = (const nv_rb_cand *)y;
  if (a->cost != b->cost) return a->cost < b->cost ? -1 : 1;
  return a->reg < b->reg ? -1 : a->reg > b->reg;
}

/* Is the function named in no-mi-remat (a comma-separated list)? */
static int nv_rb_skipped(const nv_options *o, const char *name) {
  const char *s = o && o->knob_strs ? o->knob_strs[NV_KNOB_NO_MI_REMAT] : NULL;
  size_t n = strlen(name);
  while (s && *s) {
    const char *e = strchr(s, ',');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    if (len == n && !strncmp(s, name, n)) return 1;
    s = e ? e + 1 : NULL;
  }
  return 0;
}

/* One block over the target: classify, cost, select, pull in. Returns values pulled. */
static unsigned nv_rb_block(nv_rb *B, nv_mblock *mb, unsigned pressure) {
  int64_t excess = (int64_t)pressure - (int64_t)B->target, total = 0;
  NV_VEC(nv_rb_cand) cands = NV_VEC_INIT;
  NV_VEC(uint32_t) second = NV_VEC_INIT;
  nv_rb_blocks uses = NV_VEC_INIT;
  nv_rb_regs tree = NV_VEC_INIT;
  NV_VEC(uint32_t) pullable = NV_VEC_INIT;
  uint32_t nout, k;
  const uint32_t *out = nv_live_out_regs(&B->L, mb, &nout);
  uint32_t r, i, nfinal = 0;
  for (k = 0; k < nout; k++) {
    r = out[k];
    if (r >= B->nregs || !nv_rb_width(B, r)) continue;
    if (nv_rb_pullable(B, r, 0)) nv_vec_push(&pullable, r);
    else if ((B->mode & 4) && B->ndefs[r] == 1 && B->def[r] && nv_rb_safe_def(B, B->def[r])) nv_vec_push(&second, r);
  }
  nv_rb_log(B, "block %u: pressure %u, target %u; Pullable: %u", mb->index, pressure, B->target, pullable.len);
  if (excess > (int64_t)pullable.len && second.len) {
    unsigned added = 0;
    for (i = 0; i < second.len; i++) {
      r = second.data[i];
      nv_rb_use_blocks(B, r, &uses);
      if (!nv_rb_second_chance(B, r, mb, &uses)) continue;
      B->visits[r]++;
      nv_vec_push(&pullable, r);
      added++;
    }
    nv_rb_log(B, "ADD %u candidates from second-chance", added);
  }
  nv_rb_log(B, "Total Pullable before considering cost: %u", pullable.len);
  for (i = 0; i < pullable.len; i++) {
    nv_rb_cand c;
    unsigned sregs;
    r = pullable.data[i];
    tree.len = 0;
    nv_rb_use_blocks(B, r, &uses);
    if (!nv_rb_tree(B, r, &tree, &uses, 0)) continue;
    c.reg = r;
    c.cost = nv_rb_cost(B, r, &tree, &uses, &sregs);
    if (c.cost > 0) nv_vec_push(&cands, c);
  }
  if (cands.len > 1) qsort(cands.data, cands.len, sizeof *cands.data, nv_rb_cand_cmp); /* never qsort(NULL, 0) */
  for (i = 0; i < cands.len && excess > 0; i++) {
    unsigned sregs;
    int64_t cost;
    r = cands.data[i].reg;
    if (cands.data[i].cost > B->single_cost || total + cands.data[i].cost > B->max_cost) break;
    /* earlier pull-ins this round may have changed the readers: cost it again */
    tree.len = 0;
    nv_rb_use_blocks(B, r, &uses);
    if (!nv_rb_tree(B, r, &tree, &uses, 0)) continue;
    cost = nv_rb_cost(B, r, &tree, &uses, &sregs);
    if (!cost || cost > B->single_cost || total + cost > B->max_cost) continue;
    nv_rb_pull(B, r, &tree, &uses);
    total += cost;
    excess -= nv_rb_width(B, r);
    nfinal++;
  }
  nv_rb_log(B, "Really Final Pull-in: %u (%lld)", nfinal, (long long)total);
  nv_vec_free(&cands);
  nv_vec_free(&second);
  nv_vec_free(&uses);
  nv_vec_free(&tree);
  nv_vec_free(&pullable);
  return nfinal;
}

static int nv_pass_remat_block(nv_mfunc *mf, const nv_options *o) {
  nv_rb B;
  nv_mblock *mb;
  unsigned iter;
  int changed = 0;
  memset(&B, 0, sizeof B);
  B.mf = mf;
  B.o = o;
  B.mode = (int)nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK);
  B.dump = (int)nv_mir_knob(o, NV_KNOB_NV_DUMP_REMAT_BLOCK);
  if (nv_mir_knob(o, NV_KNOB_NV_DISABLE_REMAT) || !(B.mode & 2)) return 0;
  nv_mfunc_number_blocks(mf);
  if (mf->nblocks == 1 && !(B.mode & 1)) return 0;
  if (nv_rb_skipped(o, mf->name)) {
    nv_rb_log(&B, "Skip machine-instruction rematerialization on %s", mf->name);
    return 0;
  }
  nv_mir_reg_target(mf, o, &B.tgt);
  B.target = B.tgt.units;
  B.kind = (int)nv_mir_knob(o, NV_KNOB_MAX_REG_KIND);
  B.internal = (int)nv_mir_knob(o, NV_KNOB_NV_REMAT_CHECK_INTERNAL_LIVE);
  B.load_remat = (int)nv_mir_knob(o, NV_KNOB_LOAD_REMAT);
  B.vasp = (int)nv_mir_knob(o, NV_KNOB_VASP_FIX1);
  B.single_cost = nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK_SINGLE_COST);
  B.map_limit = nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK_MAP_SIZE_LIMIT);
  B.max_cost = nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK_MAX_COST);
  B.liveout_pct = nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK_LIVEOUT_MIN_PERCENTAGE);
  B.loop_factor = nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK_LOOP_COST_FACTOR);
  B.load_cost = nv_mir_knob(o, NV_KNOB_NV_REMAT_BLOCK_LOAD_COST);
  B.spec_limit = nv_mir_knob(o, NV_KNOB_NV_REMAT_THRESHOLD_FOR_SPEC_REG);
  nv_mfunc_compute_cfg(mf);
  /* every pressure below (a live-out set's widths, MRPA's units or register count at a
   * point) counts each register at most once, by nv_rb_width: when all the function's
   * registers together fit the target, the first round finds nothing over it and
   * stops, and the dominators, loops, liveness and MRPA it would build are left out
   * (the output is the same; with nv-dump-remat-block the round runs, to log) */
  if (!B.dump) {
    uint64_t all = 0;
    uint32_t r;
    for (r = 1; r < mf->vreg_class.len; r++) all += nv_rb_width(&B, r);
    if (all <= B.target) return 0;
  }
  nv_mdom_compute(&B.D, mf);
  nv_mloops_compute(&B.LP, mf, &B.D);
  B.in_cycle = (uint8_t *)nv_xcalloc(mf->nblocks + 1, 1);
  nv_mir_blocks_in_cycle(mf, B.in_cycle);
  nv_rb_analyse(&B);
  /* (B) live-out frequency, over the registers at the start */
  B.touched_len = B.nregs;
  B.touched = (uint8_t *)nv_xcalloc(B.nregs + 1, 1);
  B.visits = (uint8_t *)nv_xcalloc(B.nregs + 1, 1);
  B.liveout_count = (uint32_t *)nv_xcalloc(B.nregs + 1, sizeof(uint32_t));
  for (mb = mf->first; mb; mb = mb->next) {
    uint32_t n, k;
    const uint32_t *out = nv_live_out_regs(&B.L, mb, &n);
    for (k = 0; k < n; k++)
      if (out[k] < B.nregs) B.liveout_count[out[k]]++;
  }
  /* (C) the rounds */
  for (iter = 1; iter <= (unsigned)nv_mir_knob(o, NV_KNOB_NV_REMAT_MAX_TIMES); iter++) {
    unsigned max_live = 0, *press = (unsigned *)nv_xcalloc(mf->nblocks + 1, sizeof(unsigned)), pulled = 0;
    nv_mrpa R;
    if (iter > 1) nv_rb_analyse(&B);
    if (B.internal) nv_mrpa_init(&R, mf, o);
    for (mb = mf->first; mb; mb = mb->next) {
      unsigned p = nv_rb_liveout_pressure(&B, mb);
      if (B.internal) {
        const nv_minst *mi;
        for (mi = mb->first; mi; mi = mi->next) {
          const nv_rp *q = nv_mrpa_at(&R, mi);
          unsigned u = 0, c;
          if (!q) continue;
          if (B.kind == 1) {
            for (c = 0; c < NV_RC_COUNT; c++)
              if (c != NV_RC_PRED) u += q->n[c];
          } else {
            u = nv_rp_units(q);
          }
          if (u > p) p = u;
        }
      }
      press[mb->index] = p;
      if (p > max_live) max_live = p;
    }
    if (B.internal) nv_mrpa_free(&R);
    nv_rb_log(&B, "Max-Live-Function(%u) = %u", mf->nblocks, max_live);
    if (B.target >= max_live) {
      nv_xfree(press);
      break;
    }
    for (mb = mf->first; mb; mb = mb->next)
      if (press[mb->index] > B.target) pulled += nv_rb_block(&B, mb, press[mb->index]);
    nv_xfree(press);
    if (!pulled) break;
    changed = 1;
  }
  if (changed) nv_rb_remove_dead(&B);
  nv_live_free(&B.L);
  nv_mloops_free(&B.LP);
  nv_mdom_free(&B.D);
  nv_xfree(B.ndefs);
  nv_xfree(B.def);
  nv_xfree(B.pull);
  nv_xfree(B.visits);
  nv_xfree(B.in_cycle);
  nv_xfree(B.liveout_count);
  nv_xfree(B.touched);
  return changed;
}
