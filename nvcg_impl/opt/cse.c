/* cse.c -- dominator-scoped common-subexpression elimination (LLVM's EarlyCSE, kept
 * small). A walk of the dominator tree keeps a scoped table of the pure instructions
 * seen on the path from the entry; an instruction equal to one there (same opcode, type,
 * flags, predicate, indices and operands) is replaced by it. Pure means: arithmetic,
 * casts, comparisons, select, GEP, aggregate and vector element operations, freeze, and
 * calls to intrinsics that touch no memory and are neither convergent nor have effects.
 *
 * Loads are reused too, conservatively: a non-volatile, non-atomic load of the same
 * type from the same pointer value is replaced by an earlier one -- or by the value an
 * earlier store put there -- only when no instruction that may write memory (store,
 * call with effects, atomic, fence, barrier, volatile or ordered access) came between.
 * That is tracked with a generation number bumped by each such instruction and on
 * entry to any block with more than one predecessor; an available load remembers its
 * generation. Runs at -O1 and above. */

typedef struct nv_cse_node {
  uint64_t h;
  nv_inst *I;             /* pure instruction, or NULL for a memory entry */
  nv_value *ptr;          /* memory entry: address */
  nv_type *t;             /*               type */
  nv_value *val;          /*               value there */
  uint32_t gen;           /*               generation it is valid in */
  struct nv_cse_node *next;
} nv_cse_node;

typedef struct nv_cse {
  nv_cse_node **bucket;
  uint32_t nbuckets;
  NV_VEC(nv_cse_node *) scope; /* insertion order, undone on the way back up */
  nv_arena arena;
  NV_VEC(nv_cse_node *) free_nodes;
} nv_cse;

static uint64_t nv_cse_vkey(const nv_value *v) { return ((uint64_t)v->id << 4) ^ v->kind; }

static int nv_cse_pure(const nv_inst *I) {
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

static uint64_t nv_cse_hash(const nv_inst *I) {
  uint64_t h = nv_hash_combine(NV_FNV_OFFSET, I->v.opcode);
  uint32_t i;
  h = nv_hash_combine(h, I->v.type->id);
  h = nv_hash_combine(h, I->v.sub);
  h = nv_hash_combine(h, I->flags);
  h = nv_hash_combine(h, I->aux_type ? I->aux_type->id + 1 : 0);
  for (i = 0; i < I->nops; i++) h = nv_hash_combine(h, nv_cse_vkey(I->ops[i].val));
  for (i = 0; i < I->nidx; i++) h = nv_hash_combine(h, (uint64_t)(uint32_t)I->idx[i]);
  return h;
}

static int nv_cse_equal(const nv_inst *a, const nv_inst *b) {
  uint32_t i;
  if (a->v.opcode != b->v.opcode || a->v.type != b->v.type || a->v.sub != b->v.sub || a->flags != b->flags ||
      a->aux_type != b->aux_type || a->nops != b->nops || a->nidx != b->nidx)
    return 0;
  for (i = 0; i < a->nops; i++)
    if (a->ops[i].val != b->ops[i].val) return 0;
  for (i = 0; i < a->nidx; i++)
    if (a->idx[i] != b->idx[i]) return 0;
  return 1;
}

static uint64_t nv_cse_mem_hash(const nv_value *p, const nv_type *t) {
  return nv_hash_combine(nv_hash_combine(0x5bd1e995u, nv_cse_vkey(p)), t->id);
}

static void nv_cse_link(nv_cse *s, nv_cse_node *n) {
  uint32_t b = (uint32_t)(n->h & (s->nbuckets - 1));
  n->next = s->bucket[b];
  s->bucket[b] = n;
}

/* The table grows with what it holds (one huge block holds everything at once): doubled
 * at 75% load, refilled in scope order so that each bucket's newest node stays at its
 * head, as nv_cse_unwind needs. */
static void nv_cse_push(nv_cse *s, nv_cse_node *n) {
  if ((uint64_t)(s->scope.len + 1) * 4 > (uint64_t)s->nbuckets * 3) {
    uint32_t i;
    NVCG_FREE(s->bucket);
    s->nbuckets *= 2;
    s->bucket = (nv_cse_node **)nv_xcalloc(s->nbuckets, sizeof *s->bucket);
    for (i = 0; i < s->scope.len; i++) nv_cse_link(s, s->scope.data[i]);
  }
  nv_cse_link(s, n);
  nv_vec_push(&s->scope, n);
}

static nv_cse_node *nv_cse_node_new(nv_cse *s) {
  if (s->free_nodes.len) return nv_vec_pop(&s->free_nodes);
  return NV_NEW(&s->arena, nv_cse_node);
}

/* Pops the nodes pushed since `mark` (LIFO, so each is its bucket's head). */
static void nv_cse_unwind(nv_cse *s, uint32_t mark) {
  while (s->scope.len > mark) {
    nv_cse_node *n = nv_vec_pop(&s->scope);
    uint32_t b = (uint32_t)(n->h & (s->nbuckets - 1));
    NV_ASSERT(s->bucket[b] == n);
    s->bucket[b] = n->next;
    nv_vec_push(&s->free_nodes, n);
  }
}

static nv_value *nv_cse_mem_lookup(nv_cse *s, nv_value *p, nv_type *t, uint32_t gen) {
  uint64_t h = nv_cse_mem_hash(p, t);
  nv_cse_node *n;
  for (n = s->bucket[h & (s->nbuckets - 1)]; n; n = n->next)
    if (!n->I && n->h == h && n->ptr == p && n->t == t) return n->gen == gen ? n->val : NULL;
  return NULL;
}

static void nv_cse_mem_record(nv_cse *s, nv_value *p, nv_type *t, nv_value *v, uint32_t gen) {
  nv_cse_node *n = nv_cse_node_new(s);
  memset(n, 0, sizeof *n);
  n->h = nv_cse_mem_hash(p, t);
  n->ptr = p;
  n->t = t;
  n->val = v;
  n->gen = gen;
  nv_cse_push(s, n);
}

/* Processes one block; returns the generation at its end. */
static uint32_t nv_cse_block(nv_cse *s, nv_block *bb, uint32_t gen, uint32_t *next_gen, int *changed) {
  nv_inst *I = bb->first;
  while (I) {
    nv_inst *next = I->next;
    if (nv_cse_pure(I)) {
      uint64_t h = nv_cse_hash(I);
      nv_cse_node *n;
      for (n = s->bucket[h & (s->nbuckets - 1)]; n; n = n->next)
        if (n->I && n->h == h && nv_cse_equal(n->I, I)) break;
      if (n) {
        nv_value_rauw(&I->v, &n->I->v);
        nv_inst_erase(I);
        *changed = 1;
      } else {
        n = nv_cse_node_new(s);
        memset(n, 0, sizeof *n);
        n->h = h;
        n->I = I;
        nv_cse_push(s, n);
      }
    } else if (I->v.opcode == NVCG_OP_LOAD && !(I->flags & NVCG_FLAG_VOLATILE) && !I->ordering) {
      nv_value *avail = nv_cse_mem_lookup(s, I->ops[0].val, I->v.type, gen);
      if (avail) {
        nv_value_rauw(&I->v, avail);
        nv_inst_erase(I);
        *changed = 1;
      } else {
        nv_cse_mem_record(s, I->ops[0].val, I->v.type, &I->v, gen);
      }
    } else if (nv_opt_may_write(I)) {
      gen = (*next_gen)++;
      /* a plain store makes its value available at its address */
      if (I->v.opcode == NVCG_OP_STORE && !(I->flags & NVCG_FLAG_VOLATILE) && !I->ordering)
        nv_cse_mem_record(s, I->ops[1].val, I->ops[0].val->type, I->ops[0].val, gen);
    }
    I = next;
  }
  return gen;
}

static int nv_pass_cse(nv_func *f, const nv_options *o) {
  nv_cse s;
  nv_cfg g;
  uint32_t *stack_b, *stack_k, *gen_at, *mark_at, sp = 0, next_gen = 1, n;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  nv_cfg_build(&g, f);
  nv_cfg_dominators(&g);
  n = g.n;
  memset(&s, 0, sizeof s);
  nv_arena_init(&s.arena);
  s.nbuckets = 256; /* grows in nv_cse_push */
  s.bucket = (nv_cse_node **)nv_xcalloc(s.nbuckets, sizeof *s.bucket);
  stack_b = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  stack_k = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  gen_at = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  mark_at = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  if (n) {
    mark_at[0] = 0;
    gen_at[0] = nv_cse_block(&s, g.blocks[0], 0, &next_gen, &changed);
    stack_b[sp] = 0;
    stack_k[sp++] = g.dkid_start[0];
  }
  while (sp) {
    uint32_t b = stack_b[sp - 1];
    if (stack_k[sp - 1] < g.dkid_start[b + 1]) {
      uint32_t c = g.dkids[stack_k[sp - 1]++], gen = gen_at[b];
      /* another path may have written memory before this block */
      if (nv_cfg_npreds(&g, c) != 1) gen = next_gen++;
      mark_at[c] = s.scope.len;
      gen_at[c] = nv_cse_block(&s, g.blocks[c], gen, &next_gen, &changed);
      stack_b[sp] = c;
      stack_k[sp++] = g.dkid_start[c];
    } else {
      nv_cse_unwind(&s, mark_at[b]);
      sp--;
    }
  }
  NVCG_FREE(stack_b);
  NVCG_FREE(stack_k);
  NVCG_FREE(gen_at);
  NVCG_FREE(mark_at);
  NVCG_FREE(s.bucket);
  nv_vec_free(&s.scope);
  nv_vec_free(&s.free_nodes);
  nv_arena_free(&s.arena);
  nv_cfg_free(&g);
  return changed;
}
