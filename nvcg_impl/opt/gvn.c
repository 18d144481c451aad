/* gvn.c -- the IR's redundancy elimination (LLVM's EarlyCSE and the scalar and load
 * parts of GVN, kept small): one walk of the dominator tree with a scoped table of the
 * values seen on the path from the entry, then partial-redundancy elimination of simple
 * expressions at join blocks. Runs at -O1 and above, after simplify.
 *
 * Pure instructions (arithmetic, casts, comparisons, select, GEP, aggregate and vector
 * element operations, freeze, calls to intrinsics that touch no memory and are neither
 * convergent nor have effects) equal to one on the path (same opcode, type, flags,
 * predicate, indices and operands) are replaced by it; nsw/nuw/exact/inbounds do not
 * count for equality, the instruction kept keeps only the ones both had.
 *
 * Loads: a non-volatile, non-atomic load is replaced by an earlier load of the same type
 * from the same pointer value, or by the value an earlier store put there, when nothing
 * between them may have written those bytes -- which the alias analysis (alias.c)
 * decides. The writes "between" are kept as a stack of events along the walk: each
 * instruction that may write memory (store, atomic, fence, barrier, call with effects,
 * volatile or ordered access) on the dominator path, plus, on entry to a block with
 * several predecessors, every write in the blocks on paths from its immediate dominator
 * to it (so loops and diamonds are covered; past gvn-max-region blocks or writes the
 * entry counts as clobbering everything). An available value remembers the stack height
 * when it was recorded; it is reused when no event above that height may modify its
 * bytes. Loads of memory that is never written (.const, constant globals, noalias +
 * readonly parameters) and !invariant.load loads are never clobbered, not even by
 * barriers -- so a __constant__ filter is loaded once, whatever the stores in between.
 *
 * PRE: at a join block whose predecessors each end in one successor, a pure instruction
 * whose operands are defined above the join, and which is available (an equal
 * instruction dominates the predecessor) in all predecessors but one, is computed in
 * that one predecessor and replaced by a phi of the values -- the diamond case of
 * LLVM's scalar PRE (no critical-edge splitting, no loop headers, no loads, nothing
 * convergent). Knob enable-pre turns it off; enable-gvn-memdep=false turns load reuse
 * off.
 *
 * Conditions (LLVM's GVN propagateEquality): below the edge of a conditional branch into
 * a block with no other predecessor, the condition is known -- uses there become true or
 * false, as do comparisons of the same operands it decides (x < w known true decides
 * x >= w and w > x), the operands of a known-true `and` or known-false `or`, and an
 * integer known equal to a constant (an eq edge, a switch case) becomes that constant.
 * So a loop unrolled from `if (x < w && ...)` tests x < w once. */

typedef struct nv_gvn_node {
  uint64_t h;
  nv_inst *I;             /* pure instruction, or NULL for a memory entry */
  nv_value *ptr;          /* memory entry: address */
  nv_type *t;             /*               type */
  nv_value *val;          /*               value there */
  uint32_t height;        /*               event-stack height when recorded */
  uint8_t stable;         /*               the memory never changes */
  struct nv_gvn_node *next;
} nv_gvn_node;

typedef struct nv_gvn {
  nv_gvn_node **bucket;
  uint32_t nbuckets;
  NV_VEC(nv_gvn_node *) scope; /* insertion order, undone on the way back up */
  nv_arena arena;
  NV_VEC(nv_gvn_node *) free_nodes;
  /* writes on the way from the entry to the current point; NULL: may write anything */
  NV_VEC(nv_inst *) events;
  uint32_t scan_limit, region_limit;
  int memdep;             /* knob enable-gvn-memdep: loads are reused */
  /* per block: the instructions that may write memory, in order (ws[wstart[b]..wstart[b+1])) */
  uint32_t *wstart;
  nv_inst **ws;
  uint32_t *mark;         /* region walk: visited stamp per block */
  uint32_t *queue;
  uint32_t stamp;
} nv_gvn;

static uint64_t nv_gvn_vkey(const nv_value *v) { return ((uint64_t)v->id << 4) ^ v->kind; }

static int nv_gvn_pure(const nv_inst *I) {
  unsigned op = I->v.opcode;
  if (NV_OP_IS_BINARY(op) || NV_OP_IS_CAST(op)) return 1;
  switch (op) {
  case NVCG_OP_FNEG: case NVCG_OP_ICMP: case NVCG_OP_FCMP: case NVCG_OP_SELECT: case NVCG_OP_GEP:
  case NVCG_OP_EXTRACTVALUE: case NVCG_OP_INSERTVALUE: case NVCG_OP_EXTRACTELEMENT:
  case NVCG_OP_INSERTELEMENT: case NVCG_OP_SHUFFLEVECTOR: case NVCG_OP_FREEZE:
    return 1;
  case NVCG_OP_CALL: {
    unsigned id = nv_opt_call_intrinsic(I), a;
    if (id == NV_INTR_NONE || I->v.type->kind == NVCG_TYPE_VOID) return 0;
    a = nv_intrinsic_info_of(id)->attrs;
    return (a & NV_IA_NOMEM) && !(a & (NV_IA_CONVERGENT | NV_IA_SIDEEFFECT));
  }
  default: return 0;
  }
}

/* Flags that only make a result poison in more cases: two instructions that differ in
 * them compute the same value where both are defined; the one kept loses the flags the
 * other lacks (LLVM's andIRFlags). */
#define NV_GVN_POISON_FLAGS (NVCG_FLAG_NSW | NVCG_FLAG_NUW | NVCG_FLAG_EXACT | NVCG_FLAG_INBOUNDS)

static void nv_gvn_keep(nv_inst *kept, const nv_inst *gone) {
  kept->flags &= gone->flags | ~(uint32_t)NV_GVN_POISON_FLAGS;
}

static uint64_t nv_gvn_hash(const nv_inst *I) {
  uint64_t h = nv_hash_combine(NV_FNV_OFFSET, I->v.opcode);
  uint32_t i;
  h = nv_hash_combine(h, I->v.type->id);
  h = nv_hash_combine(h, I->v.sub);
  h = nv_hash_combine(h, I->flags & ~(uint32_t)NV_GVN_POISON_FLAGS);
  h = nv_hash_combine(h, I->aux_type ? I->aux_type->id + 1 : 0);
  for (i = 0; i < I->nops; i++) h = nv_hash_combine(h, nv_gvn_vkey(I->ops[i].val));
  for (i = 0; i < I->nidx; i++) h = nv_hash_combine(h, (uint64_t)(uint32_t)I->idx[i]);
  return h;
}

static int nv_gvn_equal(const nv_inst *a, const nv_inst *b) {
  uint32_t i;
  if (a->v.opcode != b->v.opcode || a->v.type != b->v.type || a->v.sub != b->v.sub ||
      ((a->flags ^ b->flags) & ~(uint32_t)NV_GVN_POISON_FLAGS) ||
      a->aux_type != b->aux_type || a->nops != b->nops || a->nidx != b->nidx)
    return 0;
  for (i = 0; i < a->nops; i++)
    if (a->ops[i].val != b->ops[i].val) return 0;
  for (i = 0; i < a->nidx; i++)
    if (a->idx[i] != b->idx[i]) return 0;
  return 1;
}

static uint64_t nv_gvn_mem_hash(const nv_value *p, const nv_type *t) {
  return nv_hash_combine(nv_hash_combine(0x5bd1e995u, nv_gvn_vkey(p)), t->id);
}

static void nv_gvn_link(nv_gvn *s, nv_gvn_node *n) {
  uint32_t b = (uint32_t)(n->h & (s->nbuckets - 1));
  n->next = s->bucket[b];
  s->bucket[b] = n;
}

/* The table grows with what it holds (one huge block holds everything at once): doubled
 * at 75% load, refilled in scope order so that each bucket's newest node stays at its
 * head, as nv_gvn_unwind needs. */
static void nv_gvn_push(nv_gvn *s, nv_gvn_node *n) {
  if ((uint64_t)(s->scope.len + 1) * 4 > (uint64_t)s->nbuckets * 3) {
    uint32_t i;
    nv_xfree(s->bucket);
    s->nbuckets *= 2;
    s->bucket = (nv_gvn_node **)nv_xcalloc(s->nbuckets, sizeof *s->bucket);
    for (i = 0; i < s->scope.len; i++) nv_gvn_link(s, s->scope.data[i]);
  }
  nv_gvn_link(s, n);
  nv_vec_push(&s->scope, n);
}

static nv_gvn_node *nv_gvn_node_new(nv_gvn *s) {
  if (s->free_nodes.len) return nv_vec_pop(&s->free_nodes);
  return NV_NEW(&s->arena, nv_gvn_node);
}

/* Pops the nodes pushed since `mark` (LIFO, so each is its bucket's head). */
static void nv_gvn_unwind(nv_gvn *s, uint32_t mark) {
  while (s->scope.len > mark) {
    nv_gvn_node *n = nv_vec_pop(&s->scope);
    uint32_t b = (uint32_t)(n->h & (s->nbuckets - 1));
    NV_ASSERT(s->bucket[b] == n);
    s->bucket[b] = n->next;
    nv_vec_push(&s->free_nodes, n);
  }
}

/* No event above `height` may modify [p, p+size). */
static int nv_gvn_unclobbered(nv_gvn *s, uint32_t height, nv_value *p, uint64_t size) {
  uint32_t i;
  if (s->events.len - height > s->scan_limit) return 0;
  for (i = height; i < s->events.len; i++) {
    nv_inst *w = s->events.data[i];
    if (!w || (nv_aa_mod_ref(w, p, size) & NV_AA_MOD)) return 0;
  }
  return 1;
}

/* The value known to be at p (as type t) here, or NULL. The newest entry decides: an
 * older one has every event the newer one has above it. */
static nv_value *nv_gvn_mem_lookup(nv_gvn *s, nv_value *p, nv_type *t) {
  uint64_t h = nv_gvn_mem_hash(p, t);
  nv_gvn_node *n;
  for (n = s->bucket[h & (s->nbuckets - 1)]; n; n = n->next)
    if (!n->I && n->h == h && n->ptr == p && n->t == t)
      return n->stable || nv_gvn_unclobbered(s, n->height, p, nv_type_store_size(t)) ? n->val : NULL;
  return NULL;
}

static void nv_gvn_mem_record(nv_gvn *s, nv_value *p, nv_type *t, nv_value *v, int stable) {
  nv_gvn_node *n = nv_gvn_node_new(s);
  memset(n, 0, sizeof *n);
  n->h = nv_gvn_mem_hash(p, t);
  n->ptr = p;
  n->t = t;
  n->val = v;
  n->height = s->events.len;
  n->stable = (uint8_t)stable;
  nv_gvn_push(s, n);
}

static void nv_gvn_block(nv_gvn *s, nv_block *bb, int *changed) {
  nv_inst *I = bb->first;
  while (I) {
    nv_inst *next = I->next;
    if (nv_gvn_pure(I)) {
      uint64_t h = nv_gvn_hash(I);
      nv_gvn_node *n;
      for (n = s->bucket[h & (s->nbuckets - 1)]; n; n = n->next)
        if (n->I && n->h == h && nv_gvn_equal(n->I, I)) break;
      if (n) {
        nv_gvn_keep(n->I, I);
        nv_value_rauw(&I->v, &n->I->v);
        nv_inst_erase(I);
        *changed = 1;
      } else {
        n = nv_gvn_node_new(s);
        memset(n, 0, sizeof *n);
        n->h = h;
        n->I = I;
        nv_gvn_push(s, n);
      }
    } else if (I->v.opcode == NVCG_OP_LOAD && !(I->flags & NVCG_FLAG_VOLATILE) && !I->ordering &&
               nv_type_is_sized(I->v.type) && s->memdep) {
      nv_value *avail = nv_gvn_mem_lookup(s, I->ops[0].val, I->v.type);
      if (avail) {
        nv_value_rauw(&I->v, avail);
        nv_inst_erase(I);
        *changed = 1;
      } else {
        nv_gvn_mem_record(s, I->ops[0].val, I->v.type, &I->v,
                          (I->flags & NVCG_FLAG_INVARIANT_LOAD) || nv_aa_never_written(I->ops[0].val));
      }
    } else if (nv_opt_may_write(I)) {
      nv_vec_push(&s->events, I);
      /* a plain store makes its value available at its address */
      if (I->v.opcode == NVCG_OP_STORE && !(I->flags & NVCG_FLAG_VOLATILE) && !I->ordering &&
          nv_type_is_sized(I->ops[0].val->type))
        nv_gvn_mem_record(s, I->ops[1].val, I->ops[0].val->type, I->ops[0].val, 0);
    }
    I = next;
  }
}

/* Entering join block c below its immediate dominator d: pushes every write in the
 * blocks on paths from d to c (found walking predecessors back from c, never through d),
 * in block order; one "anything" event when there are more than the limits allow. */
static void nv_gvn_join_events(nv_gvn *s, const nv_cfg *g, uint32_t c, uint32_t d) {
  uint32_t head = 0, tail = 0, p, i, nwrites = 0, nblocks = 0;
  uint32_t stamp = ++s->stamp;
  s->mark[d] = stamp;
  for (p = g->pred_start[c]; p < g->pred_start[c + 1]; p++) {
    uint32_t q = g->preds[p];
    if (s->mark[q] != stamp) {
      s->mark[q] = stamp;
      s->queue[tail++] = q;
    }
  }
  while (head < tail) {
    uint32_t b = s->queue[head++];
    nwrites += s->wstart[b + 1] - s->wstart[b];
    if (++nblocks > s->region_limit || nwrites > s->scan_limit) {
      nv_vec_push(&s->events, (nv_inst *)NULL);
      return;
    }
    for (p = g->pred_start[b]; p < g->pred_start[b + 1]; p++) {
      uint32_t q = g->preds[p];
      if (s->mark[q] != stamp) {
        s->mark[q] = stamp;
        s->queue[tail++] = q;
      }
    }
  }
  /* block order keeps the event stack (and so the result) independent of the walk */
  for (i = 0; i < g->n; i++)
    if (s->mark[i] == stamp && i != d) {
      uint32_t k;
      for (k = s->wstart[i]; k < s->wstart[i + 1]; k++) nv_vec_push(&s->events, s->ws[k]);
    }
}

/* ---- Conditions known below a branch edge ---- */

/* The use u happens where block `root` dominates: in its user's block, or for a phi at
 * the end of the incoming block. */
static int nv_gvn_use_below(const nv_cfg *g, const nv_use *u, uint32_t root) {
  const nv_block *at = nv_loop_use_block(u); /* loops.c */
  if (!at || at->parent != g->f) return 0;
  return nv_cfg_reachable(g, at->index) && nv_cfg_dominates(g, root, at->index);
}

/* Replaces the uses of v below root by c. */
static int nv_gvn_replace_below(const nv_cfg *g, nv_value *v, nv_value *c, uint32_t root) {
  nv_use *u, *next;
  int changed = 0;
  for (u = v->uses; u; u = next) {
    next = u->next;
    if (nv_gvn_use_below(g, u, root)) {
      nv_use_set(u, u->user, c);
      changed = 1;
    }
  }
  return changed;
}

/* v (an i1) is `truth` in every block root dominates. */
static int nv_gvn_assume(const nv_cfg *g, nv_value *v, int truth, uint32_t root, unsigned depth) {
  nv_inst *I = (nv_inst *)v, *J;
  nv_use *u, *next;
  int changed;
  if (v->kind != NV_V_INST && v->kind != NV_V_ARG) return 0;
  changed = nv_gvn_replace_below(g, v, nv_const_int(v->type, (uint64_t)truth, 0), root);
  if (v->kind != NV_V_INST || depth >= 4) return changed;
  switch (I->v.opcode) {
  case NVCG_OP_AND:
  case NVCG_OP_OR:
    /* a true `and` / false `or`: both operands are known */
    if (truth == (I->v.opcode == NVCG_OP_AND)) {
      changed |= nv_gvn_assume(g, I->ops[0].val, truth, root, depth + 1);
      changed |= nv_gvn_assume(g, I->ops[1].val, truth, root, depth + 1);
    }
    break;
  case NVCG_OP_XOR:
    if (nv_value_is_cint(I->ops[1].val, 1)) changed |= nv_gvn_assume(g, I->ops[0].val, !truth, root, depth + 1);
    break;
  case NVCG_OP_ICMP: {
    nv_value *a = I->ops[0].val, *b = I->ops[1].val;
    unsigned known = I->v.sub;
    /* a == constant: a is that constant below (integers only: a pointer equal to
     * another may not carry its provenance) */
    if ((known == NVCG_ICMP_EQ) == truth && (known == NVCG_ICMP_EQ || known == NVCG_ICMP_NE) &&
        nv_type_is_int(a->type)) {
      if (b->kind == NV_V_CINT && a->kind != NV_V_CINT) changed |= nv_gvn_replace_below(g, a, b, root);
      else if (a->kind == NV_V_CINT && b->kind != NV_V_CINT) changed |= nv_gvn_replace_below(g, b, a, root);
    }
    /* (a comparison of a value with itself is instcombine's; skipping it here also keeps
     * the walk below from erasing a J that holds a use the walk has yet to reach) */
    if ((a->kind != NV_V_INST && a->kind != NV_V_ARG) || a == b) break;
    /* other comparisons of a with b below root are decided */
    for (u = a->uses; u; u = next) {
      int swapped, r;
      next = u->next;
      if (u->user->kind != NV_V_INST || u->user == v) continue;
      J = (nv_inst *)u->user;
      if (J->v.opcode != NVCG_OP_ICMP || !J->parent || !nv_gvn_use_below(g, u, root)) continue;
      if (J->ops[0].val == a && J->ops[1].val == b) swapped = 0;
      else if (J->ops[0].val == b && J->ops[1].val == a) swapped = 1;
      else continue;
      r = nv_opt_icmp_implies(known, truth, J->v.sub, swapped);
      if (r < 0) continue;
      /* J's block is below root, so J is decided everywhere it is used */
      nv_value_rauw(&J->v, nv_const_int(J->v.type, (uint64_t)r, 0));
      nv_inst_erase(J);
      changed = 1;
    }
    break;
  }
  default: break;
  }
  return changed;
}

/* Every conditional branch and switch edge into a block with no other predecessor. */
static int nv_gvn_propagate_conditions(const nv_cfg *g) {
  uint32_t i, k;
  int changed = 0;
  for (i = 0; i < g->nreach; i++) {
    uint32_t b = g->order[i];
    nv_inst *T = nv_block_terminator(g->blocks[b]);
    if (!T || T->nops < 3) continue;
    if (T->v.opcode == NVCG_OP_BR) {
      for (k = 0; k < 2; k++) {
        nv_block *s = (nv_block *)T->ops[1 + k].val;
        if (T->ops[1].val != T->ops[2].val && s->index != b && nv_cfg_npreds(g, s->index) == 1)
          changed |= nv_gvn_assume(g, T->ops[0].val, !k, s->index, 0);
      }
    } else if (T->v.opcode == NVCG_OP_SWITCH && nv_type_is_int(T->ops[0].val->type) &&
               T->ops[0].val->kind != NV_V_CINT) {
      /* the CFG keeps one predecessor entry per edge, so a block with one predecessor
       * is the target of this case alone (counting the switch's edges into each target
       * instead was quadratic in the cases: 0.4 s for 2*10^4) */
      for (k = 2; k + 1 < T->nops; k += 2) {
        nv_block *s = (nv_block *)T->ops[k + 1].val;
        if (s->index != b && nv_cfg_npreds(g, s->index) == 1)
          changed |= nv_gvn_replace_below(g, T->ops[0].val, T->ops[k].val, s->index);
      }
    }
  }
  return changed;
}

/* ---- PRE at join blocks ---- */

static int nv_gvn_pre_candidate(const nv_inst *I) {
  unsigned op = I->v.opcode;
  return NV_OP_IS_BINARY(op) || NV_OP_IS_CAST(op) || op == NVCG_OP_FNEG || op == NVCG_OP_ICMP ||
         op == NVCG_OP_FCMP || op == NVCG_OP_SELECT || op == NVCG_OP_GEP;
}

/* An instruction equal to I whose block dominates block b (I itself excluded). Equal
 * instructions share I's operands, so one operand's use list holds them all. */
static nv_inst *nv_gvn_avail_at(const nv_cfg *g, const nv_inst *I, uint32_t b) {
  const nv_value *key = NULL;
  const nv_use *u;
  uint32_t i;
  for (i = 0; i < I->nops && !key; i++)
    if (I->ops[i].val->kind == NV_V_INST || I->ops[i].val->kind == NV_V_ARG) key = I->ops[i].val;
  if (!key) return NULL;
  for (u = key->uses; u; u = u->next) {
    nv_inst *J;
    if (u->user->kind != NV_V_INST || u->user == &I->v) continue;
    J = (nv_inst *)u->user;
    if (J->parent && J->parent->parent == g->f && nv_cfg_dominates(g, J->parent->index, b) && nv_gvn_equal(J, I))
      return J;
  }
  return NULL;
}

/* Operands defined strictly above block c (so above each of its predecessors). */
static int nv_gvn_operands_above(const nv_cfg *g, const nv_inst *I, uint32_t c) {
  uint32_t i;
  for (i = 0; i < I->nops; i++) {
    const nv_value *v = I->ops[i].val;
    if (v->kind == NV_V_INST) {
      const nv_block *b = ((const nv_inst *)v)->parent;
      if (b->index == c || !nv_cfg_dominates(g, b->index, c)) return 0;
    }
  }
  return 1;
}

static int nv_gvn_pre_block(const nv_cfg *g, uint32_t c) {
  nv_block *bb = g->blocks[c];
  uint32_t np = nv_cfg_npreds(g, c), p, k;
  nv_inst *I, *avail[8];
  int changed = 0;
  if (np < 2 || np > 8) return 0;
  for (p = g->pred_start[c]; p < g->pred_start[c + 1]; p++) {
    uint32_t q = g->preds[p];
    /* a loop header gains nothing: the copy would run in the latch as often */
    if (!nv_cfg_reachable(g, q) || g->succ_start[q + 1] - g->succ_start[q] != 1 || nv_cfg_dominates(g, c, q))
      return 0;
    for (k = g->pred_start[c]; k < p; k++)
      if (g->preds[k] == q) return 0;
  }
  for (I = bb->first; I; I = I->next) {
    uint32_t missing = 0, miss_at = 0, i;
    nv_ib b;
    nv_inst *phi;
    if (I->v.opcode == NVCG_OP_PHI || !nv_gvn_pre_candidate(I) || !nv_gvn_operands_above(g, I, c)) continue;
    for (p = g->pred_start[c], i = 0; p < g->pred_start[c + 1]; p++, i++) {
      avail[i] = nv_gvn_avail_at(g, I, g->preds[p]);
      if (!avail[i]) {
        missing++;
        miss_at = i;
      }
    }
    if (missing > 1 || (missing == 1 && np == 1)) continue;
    if (missing == np) continue;
    if (missing) {
      /* compute it at the end of the one predecessor that lacks it */
      nv_block *pb = g->blocks[g->preds[g->pred_start[c] + miss_at]];
      nv_value *ops[16];
      nv_inst *J;
      if (I->nops > 16) continue;
      for (i = 0; i < I->nops; i++) ops[i] = I->ops[i].val;
      nv_ib_before(&b, nv_block_terminator(pb));
      J = nv_ib_new(&b, I->v.opcode, I->v.type, I->nops, ops, I->v.name);
      J->v.sub = I->v.sub;
      J->flags = I->flags;
      J->aux_type = I->aux_type;
      avail[miss_at] = nv_ib_checked(J);
    }
    nv_ib_at_end(&b, bb);
    phi = nv_ib_phi(&b, I->v.type, I->v.name);
    for (p = g->pred_start[c], i = 0; p < g->pred_start[c + 1]; p++, i++) {
      nv_gvn_keep(avail[i], I);
      nv_opt_phi_add(phi, &avail[i]->v, g->blocks[g->preds[p]]);
    }
    nv_value_rauw(&I->v, &phi->v);
    /* I stays in place, now unused; the caller's DCE of the pipeline would take it, but
     * the walk below must not see it again, so it goes now */
    changed = 1;
  }
  if (changed) {
    nv_inst *next;
    for (I = bb->first; I; I = next) {
      next = I->next;
      if (I->v.opcode != NVCG_OP_PHI && nv_gvn_pre_candidate(I) && !I->v.uses) nv_opt_erase_if_dead(I);
    }
  }
  return changed;
}

static int nv_pass_gvn(nv_func *f, const nv_options *o) {
  nv_gvn s;
  nv_cfg g;
  nv_block *bb;
  uint32_t *stack_b, *stack_k, *mark_at, *evt_at, sp = 0, n, i, nw = 0;
  int changed = 0;
  if (f->is_decl || !f->first) return 0;
  nv_cfg_build(&g, f);
  nv_cfg_dominators(&g);
  n = g.n;
  memset(&s, 0, sizeof s);
  nv_arena_init(&s.arena);
  s.scan_limit = (uint32_t)nv_opt_knob(o, NV_KNOB_MEMDEP_BLOCK_SCAN_LIMIT);
  s.region_limit = (uint32_t)nv_opt_knob(o, NV_KNOB_MEMDEP_BLOCK_NUMBER_LIMIT);
  s.memdep = nv_opt_knob(o, NV_KNOB_ENABLE_GVN_MEMDEP) != 0;
  s.nbuckets = 256; /* grows in nv_gvn_push */
  s.bucket = (nv_gvn_node **)nv_xcalloc(s.nbuckets, sizeof *s.bucket);
  /* the writes of each block, for the join-block regions */
  s.wstart = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  for (bb = f->first, i = 0; bb; bb = bb->next, i++) {
    NV_FOR_INSTS(I, bb) nw += nv_opt_may_write(I);
    s.wstart[i + 1] = nw;
  }
  s.ws = (nv_inst **)nv_xcalloc(nw ? nw : 1, sizeof *s.ws);
  for (bb = f->first, nw = 0; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb) if (nv_opt_may_write(I)) s.ws[nw++] = I;
  s.mark = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  s.queue = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  stack_b = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  stack_k = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  mark_at = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  evt_at = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  if (n) {
    nv_gvn_block(&s, g.blocks[0], &changed);
    stack_b[sp] = 0;
    stack_k[sp++] = g.dkid_start[0];
  }
  while (sp) {
    uint32_t b = stack_b[sp - 1];
    if (stack_k[sp - 1] < g.dkid_start[b + 1]) {
      uint32_t c = g.dkids[stack_k[sp - 1]++];
      mark_at[c] = s.scope.len;
      evt_at[c] = s.events.len;
      /* other paths from b to c may have written memory */
      if (nv_cfg_npreds(&g, c) != 1) nv_gvn_join_events(&s, &g, c, b);
      nv_gvn_block(&s, g.blocks[c], &changed);
      stack_b[sp] = c;
      stack_k[sp++] = g.dkid_start[c];
    } else {
      nv_gvn_unwind(&s, mark_at[b]);
      s.events.len = evt_at[b];
      sp--;
    }
  }
  changed |= nv_gvn_propagate_conditions(&g);
  if (nv_opt_knob(o, NV_KNOB_ENABLE_PRE))
    for (i = 0; i < g.nreach; i++) changed |= nv_gvn_pre_block(&g, g.order[i]);
  nv_xfree(stack_b);
  nv_xfree(stack_k);
  nv_xfree(mark_at);
  nv_xfree(evt_at);
  nv_xfree(s.bucket);
  nv_xfree(s.wstart);
  nv_xfree(s.ws);
  nv_xfree(s.mark);
  nv_xfree(s.queue);
  nv_vec_free(&s.scope);
  nv_vec_free(&s.free_nodes);
  nv_vec_free(&s.events);
  nv_arena_free(&s.arena);
  nv_cfg_free(&g);
  return changed;
}
