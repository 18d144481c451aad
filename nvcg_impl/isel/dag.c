/* dag.c -- the SelectionDAG core: node construction with CSE, use lists, RAUW, dead
 * node removal, a deterministic topological order, and text / Graphviz dumps. Every
 * DAG transform (combine, legalisation, selection) is built on these few operations. */

static const char *const nv_isd_names[] = {
#define NV_X_NAME(name, str) str,
    NV_ISD_OPS(NV_X_NAME)
#undef NV_X_NAME
};

static const char *nv_isd_name(unsigned op) { return op < NV_ISD_COUNT ? nv_isd_names[op] : "?"; }

static void nv_dag_init(nv_dag *d, nv_arena *arena, const nv_target *tgt, nv_context *ctx) {
  memset(d, 0, sizeof *d);
  d->arena = arena;
  d->tgt = tgt;
  d->ctx = ctx;
  d->entry = nv_dag_node0(d, NV_ISD_ENTRY_TOKEN, NV_EVT_OTHER);
  d->root = d->entry;
}

static void nv_dag_free(nv_dag *d) {
  nv_xfree(d->chash);
  d->chash = NULL;
  d->nchash = d->ncse = 0;
}

static nv_sdval nv_sdval_of(nv_sdnode *n, uint32_t r) {
  nv_sdval v;
  v.n = n;
  v.r = r;
  return v;
}

static nv_evt nv_sdval_vt(nv_sdval v) { return v.n->vts[v.r]; }
static nv_sdval nv_sdop(const nv_sdnode *n, unsigned i) { return n->ops[i].val; }

static int nv_sdval_is_const(nv_sdval v, uint64_t *lo) {
  if (v.n->op != NV_ISD_CONSTANT) return 0;
  if (lo) *lo = v.n->u.c.lo;
  return 1;
}

/* ---- use lists ---- */
static void nv_sduse_unlink(nv_sduse *u) {
  if (u->pprev) {
    *u->pprev = u->next;
    if (u->next) u->next->pprev = u->pprev;
  }
  u->next = NULL;
  u->pprev = NULL;
}

static void nv_sduse_link(nv_sduse *u, nv_sdnode *user, nv_sdval v) {
  u->val = v;
  u->user = user;
  u->next = v.n->uses;
  if (v.n->uses) v.n->uses->pprev = &u->next;
  v.n->uses = u;
  u->pprev = &v.n->uses;
}

/* ---- CSE ----
 * Nodes are uniqued on (opcode, result types, operands, payload, flags). Memory nodes,
 * nodes producing a chain or glue and machine nodes with side effects are never CSE'd:
 * each stands for its own access. */
static int nv_sdnode_cse_able(const nv_sdnode *n) {
  unsigned i;
  if (n->mem) return 0;
  switch (n->op) {
  case NV_ISD_ENTRY_TOKEN: case NV_ISD_COPY_TO_REG: case NV_ISD_COPY_FROM_REG:
  case NV_ISD_INLINEASM: case NV_ISD_MACHINE:
    return 0;
  default: break;
  }
  for (i = 0; i < n->nres; i++)
    if (n->vts[i] == NV_EVT_OTHER || n->vts[i] == NV_EVT_GLUE) return 0;
  return 1;
}

static uint64_t nv_sdnode_hash(unsigned op, const nv_evt *vts, unsigned nres, const nv_sdval *ops,
                               unsigned nops, uint64_t p0, uint64_t p1, uint32_t flags) {
  uint64_t h = nv_hash_combine(NV_FNV_OFFSET, op);
  unsigned i;
  for (i = 0; i < nres; i++) h = nv_hash_combine(h, vts[i]);
  for (i = 0; i < nops; i++) h = nv_hash_combine(h, ((uint64_t)ops[i].n->id << 8) | ops[i].r);
  h = nv_hash_combine(h, p0);
  h = nv_hash_combine(h, p1);
  return nv_hash_combine(h, flags);
}

/* The payload words that take part in CSE identity. */
static void nv_sdnode_payload(const nv_sdnode *n, uint64_t *p0, uint64_t *p1) {
  *p0 = *p1 = 0;
  switch (n->op) {
  case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP: *p0 = n->u.c.lo; *p1 = n->u.c.hi; break;
  case NV_ISD_GLOBAL_ADDRESS: *p0 = n->u.ga.gv->id; *p1 = (uint64_t)n->u.ga.off; break;
  case NV_ISD_FRAME_INDEX: *p0 = (uint64_t)(int64_t)n->u.fi; break;
  case NV_ISD_REGISTER: *p0 = n->u.reg; break;
  case NV_ISD_BASIC_BLOCK: *p0 = n->u.bb->v.id; break;
  case NV_ISD_EXTERNAL_SYMBOL: *p0 = nv_hash_bytes(n->u.sym, strlen(n->u.sym), NV_FNV_OFFSET); break;
  case NV_ISD_CONDCODE: *p0 = n->u.cc; break;
  case NV_ISD_VALUETYPE: *p0 = n->u.vt; break;
  case NV_ISD_INTRINSIC_WO_CHAIN: *p0 = n->u.intr; break;
  case NV_ISD_VECTOR_SHUFFLE: {
    unsigned i, k = n->vts[0] ? NV_EVT_NELTS(n->vts[0]) : 0;
    uint64_t h = 0;
    for (i = 0; i < k; i++) h = nv_hash_combine(h, (uint64_t)(int64_t)n->u.mask[i]);
    *p0 = h;
    break;
  }
  default: break;
  }
}

static int nv_sdnode_same_payload(const nv_sdnode *a, const nv_sdnode *b) {
  switch (a->op) {
  case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP: return a->u.c.lo == b->u.c.lo && a->u.c.hi == b->u.c.hi;
  case NV_ISD_GLOBAL_ADDRESS: return a->u.ga.gv == b->u.ga.gv && a->u.ga.off == b->u.ga.off;
  case NV_ISD_FRAME_INDEX: return a->u.fi == b->u.fi;
  case NV_ISD_REGISTER: return a->u.reg == b->u.reg;
  case NV_ISD_BASIC_BLOCK: return a->u.bb == b->u.bb;
  case NV_ISD_EXTERNAL_SYMBOL: return strcmp(a->u.sym, b->u.sym) == 0;
  case NV_ISD_CONDCODE: return a->u.cc == b->u.cc;
  case NV_ISD_VALUETYPE: return a->u.vt == b->u.vt;
  case NV_ISD_INTRINSIC_WO_CHAIN: return a->u.intr == b->u.intr;
  case NV_ISD_VECTOR_SHUFFLE: {
    unsigned i, k = NV_EVT_NELTS(a->vts[0]);
    for (i = 0; i < k; i++)
      if (a->u.mask[i] != b->u.mask[i]) return 0;
    return 1;
  }
  default: return 1;
  }
}

static uint64_t nv_sdnode_self_hash(const nv_sdnode *n) {
  nv_sdval ops[64];
  uint64_t p0, p1, h;
  unsigned i, k = n->nops < 64 ? n->nops : 64;
  for (i = 0; i < k; i++) ops[i] = n->ops[i].val;
  nv_sdnode_payload(n, &p0, &p1);
  h = nv_sdnode_hash(n->op, n->vts, n->nres, ops, k, p0, p1, n->flags);
  return nv_hash_combine(h, n->nops);
}

static void nv_cse_grow(nv_dag *d) {
  uint32_t n = d->nchash ? d->nchash * 2 : 256, i;
  nv_sdnode **t = (nv_sdnode **)nv_xcalloc(n, sizeof *t);
  for (i = 0; i < d->nchash; i++) {
    nv_sdnode *x = d->chash[i];
    while (x) {
      nv_sdnode *nx = x->hnext;
      uint32_t at = x->hash & (n - 1);
      x->hnext = t[at];
      t[at] = x;
      x = nx;
    }
  }
  nv_xfree(d->chash);
  d->chash = t;
  d->nchash = n;
}

/* `hash` is nv_sdnode_self_hash(n), which nv_dag_get has already computed for its
 * lookup; it is kept in the node for removal and growth (CSE'd nodes never change
 * their hashed fields in place: rewrites remove them first). */
static void nv_cse_insert_hashed(nv_dag *d, nv_sdnode *n, uint32_t hash) {
  uint32_t at;
  if ((d->ncse + 1) * 4 >= d->nchash * 3) nv_cse_grow(d);
  n->hash = hash;
  at = hash & (d->nchash - 1);
  n->hnext = d->chash[at];
  d->chash[at] = n;
  n->in_cse = 1;
  d->ncse++;
}

static void nv_cse_insert(nv_dag *d, nv_sdnode *n) { nv_cse_insert_hashed(d, n, (uint32_t)nv_sdnode_self_hash(n)); }

static void nv_cse_remove(nv_dag *d, nv_sdnode *n) {
  nv_sdnode **p;
  if (!n->in_cse || !d->nchash) return;
  p = &d->chash[n->hash & (d->nchash - 1)];
  while (*p) {
    if (*p == n) {
      *p = n->hnext;
      n->hnext = NULL;
      n->in_cse = 0;
      d->ncse--;
      return;
    }
    p = &(*p)->hnext;
  }
}

/* The hash nv_sdnode_self_hash gives a node of key's fields and these operands. */
static uint32_t nv_cse_key_hash(const nv_sdnode *key, const nv_sdval *ops, unsigned nops) {
  uint64_t p0, p1;
  nv_sdnode_payload(key, &p0, &p1);
  return (uint32_t)nv_hash_combine(nv_sdnode_hash(key->op, key->vts, key->nres, ops, nops < 64 ? nops : 64, p0, p1, key->flags),
                                   nops);
}

static nv_sdnode *nv_cse_find(nv_dag *d, const nv_sdnode *key, const nv_sdval *ops, unsigned nops, uint32_t hash) {
  nv_sdnode *x;
  unsigned i;
  if (!d->nchash) return NULL;
  x = d->chash[hash & (d->nchash - 1)];
  for (; x; x = x->hnext) {
    if (x->op != key->op || x->nres != key->nres || x->nops != nops || x->flags != key->flags)
      continue;
    for (i = 0; i < x->nres; i++)
      if (x->vts[i] != key->vts[i]) break;
    if (i < x->nres) continue;
    for (i = 0; i < nops; i++)
      if (x->ops[i].val.n != ops[i].n || x->ops[i].val.r != ops[i].r) break;
    if (i < nops) continue;
    if (!nv_sdnode_same_payload(x, key)) continue;
    return x;
  }
  return NULL;
}

/* ---- construction ---- */
static nv_sdnode *nv_dag_alloc(nv_dag *d, unsigned op, const nv_evt *vts, unsigned nres,
                               const nv_sdval *ops, unsigned nops) {
  /* one arena block: the node, its operand uses, then its result types (three
   * allocations per node were a sixth of node construction) */
  size_t at_ops = (sizeof(nv_sdnode) + 15u) & ~(size_t)15u;
  size_t at_vts = at_ops + sizeof(nv_sduse) * (size_t)nops;
  char *blk = (char *)nv_arena_alloc(d->arena, at_vts + sizeof(nv_evt) * (size_t)(nres ? nres : 1));
  nv_sdnode *n = (nv_sdnode *)blk;
  unsigned i;
  d->mut++;
  n->op = (uint16_t)op;
  n->nres = (uint16_t)nres;
  n->nops = nops;
  n->id = d->next_id++;
  n->order = d->cur_order;
  n->ir = d->cur_ir;
  n->vts = (nv_evt *)(blk + at_vts);
  for (i = 0; i < nres; i++) n->vts[i] = vts[i];
  n->ops = nops ? (nv_sduse *)(blk + at_ops) : NULL;
  for (i = 0; i < nops; i++) nv_sduse_link(&n->ops[i], n, ops[i]);
  n->prev = d->last;
  if (d->last) d->last->next = n;
  else d->first = n;
  d->last = n;
  return n;
}

/* Creates a node with an explicit payload set by `init` before CSE lookup. The
 * template node `key` carries opcode, types, flags and payload. */
static nv_sdval nv_dag_get(nv_dag *d, const nv_sdnode *key, const nv_sdval *ops, unsigned nops) {
  nv_sdnode *n;
  int cse = nv_sdnode_cse_able(key);
  uint32_t hash = 0;
  if (cse) {
    nv_sdnode *hit;
    hash = nv_cse_key_hash(key, ops, nops);
    hit = nv_cse_find(d, key, ops, nops, hash);
    if (hit) {
      /* keep the earliest IR order so that scheduling by order stays sane */
      if (d->cur_order < hit->order) hit->order = d->cur_order;
      return nv_sdval_of(hit, 0);
    }
  }
  n = nv_dag_alloc(d, key->op, key->vts, key->nres, ops, nops);
  n->flags = key->flags;
  n->u = key->u;
  n->mopc = key->mopc;
  n->mods = key->mods;
  if (cse) nv_cse_insert_hashed(d, n, hash);
  return nv_sdval_of(n, 0);
}

static nv_sdval nv_dag_node_vts(nv_dag *d, unsigned op, const nv_evt *vts, unsigned nres,
                                const nv_sdval *ops, unsigned nops) {
  nv_sdnode key;
  memset(&key, 0, sizeof key);
  key.op = (uint16_t)op;
  key.vts = (nv_evt *)vts;
  key.nres = (uint16_t)nres;
  return nv_dag_get(d, &key, ops, nops);
}

static nv_sdval nv_dag_node(nv_dag *d, unsigned op, nv_evt vt, const nv_sdval *ops, unsigned nops) {
  return nv_dag_node_vts(d, op, &vt, 1, ops, nops);
}

static nv_sdval nv_dag_node0(nv_dag *d, unsigned op, nv_evt vt) { return nv_dag_node(d, op, vt, NULL, 0); }

static nv_sdval nv_dag_node1(nv_dag *d, unsigned op, nv_evt vt, nv_sdval a) {
  return nv_dag_node(d, op, vt, &a, 1);
}

static nv_sdval nv_dag_node2(nv_dag *d, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b) {
  nv_sdval ops[2];
  ops[0] = a;
  ops[1] = b;
  return nv_dag_node(d, op, vt, ops, 2);
}

static nv_sdval nv_dag_node3(nv_dag *d, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b, nv_sdval c) {
  nv_sdval ops[3];
  ops[0] = a;
  ops[1] = b;
  ops[2] = c;
  return nv_dag_node(d, op, vt, ops, 3);
}

static nv_sdval nv_dag_leaf(nv_dag *d, unsigned op, nv_evt vt, const nv_sdnode *payload) {
  nv_sdnode key;
  memset(&key, 0, sizeof key);
  key.op = (uint16_t)op;
  key.vts = &vt;
  key.nres = 1;
  key.u = payload->u;
  return nv_dag_get(d, &key, NULL, 0);
}

static nv_sdval nv_dag_const(nv_dag *d, nv_evt vt, uint64_t lo, uint64_t hi) {
  nv_sdnode p;
  unsigned bits = NV_EVT_IS_INT(vt) ? NV_EVT_SC(vt) : 64;
  memset(&p, 0, sizeof p);
  if (bits < 64) {
    lo &= (1ull << bits) - 1;
    hi = 0;
  } else if (bits == 64) {
    hi = 0;
  } else if (bits < 128) {
    hi &= (1ull << (bits - 64)) - 1;
  }
  p.u.c.lo = lo;
  p.u.c.hi = hi;
  return nv_dag_leaf(d, NV_ISD_CONSTANT, vt, &p);
}

static nv_sdval nv_dag_const_fp(nv_dag *d, nv_evt vt, uint64_t lo, uint64_t hi) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.c.lo = lo;
  p.u.c.hi = hi;
  return nv_dag_leaf(d, NV_ISD_CONSTANT_FP, vt, &p);
}

static nv_sdval nv_dag_undef(nv_dag *d, nv_evt vt) { return nv_dag_node0(d, NV_ISD_UNDEF, vt); }

static nv_sdval nv_dag_condcode(nv_dag *d, unsigned cc) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.cc = cc;
  return nv_dag_leaf(d, NV_ISD_CONDCODE, NV_EVT_OTHER, &p);
}

static nv_sdval nv_dag_valuetype(nv_dag *d, nv_evt vt) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.vt = vt;
  return nv_dag_leaf(d, NV_ISD_VALUETYPE, NV_EVT_OTHER, &p);
}

static nv_sdval nv_dag_setcc(nv_dag *d, nv_evt vt, nv_sdval a, nv_sdval b, unsigned cc) {
  return nv_dag_node3(d, NV_ISD_SETCC, vt, a, b, nv_dag_condcode(d, cc));
}

static nv_sdval nv_dag_mem_node(nv_dag *d, unsigned op, const nv_evt *vts, unsigned nres,
                                const nv_sdval *ops, unsigned nops, const nv_memop *mem) {
  nv_sdnode *n = nv_dag_alloc(d, op, vts, nres, ops, nops);
  n->mem = NV_NEW(d->arena, nv_memop);
  *n->mem = *mem;
  return nv_sdval_of(n, 0);
}

static nv_sdval nv_dag_token_factor(nv_dag *d, const nv_sdval *chains, unsigned n) {
  if (n == 0) return d->entry;
  if (n == 1) return chains[0];
  return nv_dag_node(d, NV_ISD_TOKEN_FACTOR, NV_EVT_OTHER, chains, n);
}

static nv_sdval nv_dag_node_flags(nv_dag *d, unsigned op, nv_evt vt, const nv_sdval *ops,
                                  unsigned nops, uint32_t flags) {
  nv_sdnode key;
  memset(&key, 0, sizeof key);
  key.op = (uint16_t)op;
  key.vts = &vt;
  key.nres = 1;
  key.flags = flags;
  return nv_dag_get(d, &key, ops, nops);
}

static nv_sdval nv_dag_register(nv_dag *d, nv_evt vt, uint32_t reg) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.reg = reg;
  return nv_dag_leaf(d, NV_ISD_REGISTER, vt, &p);
}

static nv_sdval nv_dag_basic_block(nv_dag *d, nv_block *bb) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.bb = bb;
  return nv_dag_leaf(d, NV_ISD_BASIC_BLOCK, NV_EVT_OTHER, &p);
}

static nv_sdval nv_dag_global_address(nv_dag *d, nv_value *gv, int64_t off) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.ga.gv = gv;
  p.u.ga.off = off;
  return nv_dag_leaf(d, NV_ISD_GLOBAL_ADDRESS, NV_EVT_INT(64), &p);
}

static nv_sdval nv_dag_frame_index(nv_dag *d, int32_t fi) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.fi = fi;
  return nv_dag_leaf(d, NV_ISD_FRAME_INDEX, NV_EVT_INT(64), &p);
}

/* `sym` must outlive the DAG (interned or arena memory). */
static nv_sdval nv_dag_external_symbol(nv_dag *d, const char *sym) {
  nv_sdnode p;
  memset(&p, 0, sizeof p);
  p.u.sym = sym;
  return nv_dag_leaf(d, NV_ISD_EXTERNAL_SYMBOL, NV_EVT_INT(64), &p);
}

static void nv_dag_delete_node(nv_dag *d, nv_sdnode *n) {
  unsigned i;
  if (n->dead) return;
  d->mut++;
  n->dead = 1;
  nv_cse_remove(d, n);
  for (i = 0; i < n->nops; i++) nv_sduse_unlink(&n->ops[i]);
}

/* ---- rewriting ---- */

/* A node whose operands change must leave the CSE table first and may merge with an
 * existing identical node afterwards; callers of RAUW do not care which survives. */
static void nv_dag_rauw(nv_dag *d, nv_sdval from, nv_sdval to) {
  nv_sduse *u;
  if (from.n == to.n && from.r == to.r) return;
  d->mut++;
  u = from.n->uses;
  while (u) {
    nv_sduse *next = u->next;
    if (u->val.r == from.r) {
      nv_sdnode *user = u->user;
      nv_cse_remove(d, user);
      nv_sduse_unlink(u);
      nv_sduse_link(u, user, to);
      if (nv_sdnode_cse_able(user) && !user->dead) nv_cse_insert(d, user);
    }
    u = next;
  }
  if (d->root.n == from.n && d->root.r == from.r) d->root = to;
}

static void nv_dag_update_operand(nv_dag *d, nv_sdnode *n, unsigned i, nv_sdval v) {
  d->mut++;
  nv_cse_remove(d, n);
  nv_sduse_unlink(&n->ops[i]);
  nv_sduse_link(&n->ops[i], n, v);
  if (nv_sdnode_cse_able(n) && !n->dead) nv_cse_insert(d, n);
}

/* Marks everything unreachable from the root dead; dead nodes drop their operand uses
 * so that use counts of live nodes are exact. */
/* Nothing to do when the DAG has not changed since the last removal (d->mut): no node
 * made, no use rewritten, none deleted, so every node on the list is still reachable.
 * The walk's stack is one allocation at the node count (each node is pushed once). */
static void nv_dag_remove_dead(nv_dag *d) {
  uint32_t gen, sp = 0, cap = d->next_id ? d->next_id : 1;
  nv_sdnode **stack, *n;
  unsigned i;
  if (d->has_clean && d->clean_mut == d->mut && d->root.n == d->clean_root) return;
  gen = ++d->visit_gen;
  stack = (nv_sdnode **)nv_xmalloc(sizeof *stack * cap);
  d->root.n->visit = d->entry.n->visit = gen;
  stack[sp++] = d->root.n;
  while (sp) {
    nv_sdnode *x = stack[--sp];
    for (i = 0; i < x->nops; i++) {
      nv_sdnode *o = x->ops[i].val.n;
      if (o->visit != gen) {
        o->visit = gen;
        NV_ASSERT(sp < cap);
        stack[sp++] = o;
      }
    }
  }
  for (n = d->first; n; n = n->next) {
    if (n->dead || n->visit == gen) continue;
    n->dead = 1;
    nv_cse_remove(d, n);
    for (i = 0; i < n->nops; i++) nv_sduse_unlink(&n->ops[i]);
  }
  /* unlink dead nodes from the node list */
  n = d->first;
  while (n) {
    nv_sdnode *next = n->next;
    if (n->dead) {
      if (n->prev) n->prev->next = n->next;
      else d->first = n->next;
      if (n->next) n->next->prev = n->prev;
      else d->last = n->prev;
      n->prev = n->next = NULL;
    }
    n = next;
  }
  nv_xfree(stack);
  d->has_clean = 1;
  d->clean_mut = d->mut;
  d->clean_root = d->root.n;
}

/* Topological order of the nodes reachable from the root: a depth-first post-order
 * that visits operands in operand order, so the result depends only on the DAG's
 * shape and node creation order, never on addresses. The array is arena memory.
 * Every node came from nv_dag_alloc, so next_id bounds both the result and the walk's
 * depth: the two arrays are allocated once at that size (growing vectors here were a
 * malloc/realloc/free storm, the walk running several times per block). */
static nv_sdnode **nv_dag_topo_order(nv_dag *d, uint32_t *count) {
  typedef struct { nv_sdnode *n; uint32_t next_op; } frame;
  uint32_t gen, cap = d->next_id ? d->next_id : 1, depth = 0, n = 0;
  frame *st;
  nv_sdnode **res;
  /* unchanged since the last walk (see nv_dag.mut): the same order */
  if (d->topo && d->topo_mut == d->mut && d->topo_root.n == d->root.n) {
    *count = d->topo_cnt;
    return d->topo;
  }
  gen = ++d->visit_gen;
  st = (frame *)nv_xmalloc(sizeof *st * cap);
  res = NV_NEW_ARRAY(d->arena, nv_sdnode *, cap);
  st[0].n = d->root.n;
  st[0].next_op = 0;
  st[0].n->visit = gen;
  depth = 1;
  while (depth) {
    frame *top = &st[depth - 1];
    if (top->next_op < top->n->nops) {
      nv_sdnode *o = top->n->ops[top->next_op++].val.n;
      if (o->visit != gen) {
        NV_ASSERT(depth < cap);
        o->visit = gen;
        st[depth].n = o;
        st[depth].next_op = 0;
        depth++;
      }
    } else {
      NV_ASSERT(n < cap);
      res[n++] = top->n;
      depth--;
    }
  }
  *count = n;
  nv_xfree(st);
  d->topo = res;
  d->topo_cnt = n;
  d->topo_mut = d->mut;
  d->topo_root = d->root;
  return res;
}

/* ---- dumps ---- */
static void nv_sdnode_label(const nv_sdnode *n, nv_buf *b) {
  unsigned i;
  nv_buf_puts(b, n->op == NV_ISD_MACHINE ? nv_ptx_info_of(n->mopc)->tmpl : nv_isd_name(n->op));
  switch (n->op) {
  case NV_ISD_CONSTANT:
    if (n->u.c.hi) nv_buf_printf(b, "<0x%llx%016llx>", (unsigned long long)n->u.c.hi, (unsigned long long)n->u.c.lo);
    else nv_buf_printf(b, "<%lld>", (long long)n->u.c.lo);
    break;
  case NV_ISD_CONSTANT_FP: nv_buf_printf(b, "<0x%llx>", (unsigned long long)n->u.c.lo); break;
  case NV_ISD_GLOBAL_ADDRESS: nv_buf_printf(b, "<@%s+%lld>", n->u.ga.gv->name, (long long)n->u.ga.off); break;
  case NV_ISD_FRAME_INDEX: nv_buf_printf(b, "<%d>", n->u.fi); break;
  case NV_ISD_REGISTER: nv_buf_printf(b, " %%vr%u", n->u.reg); break;
  case NV_ISD_BASIC_BLOCK: nv_buf_printf(b, "<bb.%u>", n->u.bb->index); break;
  case NV_ISD_EXTERNAL_SYMBOL: nv_buf_printf(b, "<%s>", n->u.sym); break;
  case NV_ISD_CONDCODE: nv_buf_printf(b, "<cc%u>", n->u.cc); break;
  case NV_ISD_VALUETYPE: nv_buf_putc(b, '<'); nv_evt_print(b, n->u.vt); nv_buf_putc(b, '>'); break;
  default: break;
  }
  if (n->mem) {
    nv_buf_printf(b, "<as%u align %u ", n->mem->as, n->mem->align);
    nv_evt_print(b, n->mem->memvt);
    if (n->mem->ext) nv_buf_printf(b, " ext%u", n->mem->ext);
    nv_buf_putc(b, '>');
  }
  nv_buf_puts(b, " : ");
  for (i = 0; i < n->nres; i++) {
    if (i) nv_buf_puts(b, ", ");
    nv_evt_print(b, n->vts[i]);
  }
}

static void nv_dag_dot(const nv_dag *d, nv_buf *b, const char *title) {
  uint32_t cnt, i, k;
  nv_sdnode **order = nv_dag_topo_order((nv_dag *)d, &cnt);
  nv_buf_puts(b, "digraph \"");
  nv_buf_puts(b, title);
  nv_buf_puts(b, "\" {\n  node [shape=record, fontname=\"monospace\"];\n");
  for (i = 0; i < cnt; i++) {
    nv_sdnode *n = order[i];
    nv_buf lab = NV_BUF_INIT;
    const char *s;
    nv_sdnode_label(n, &lab);
    nv_buf_printf(b, "  t%u [label=\"t%u: ", n->id, n->id);
    for (s = lab.data; s && *s; s++) {
      if (*s == '"' || *s == '<' || *s == '>' || *s == '{' || *s == '}' || *s == '|' || *s == '\\')
        nv_buf_putc(b, '\\');
      nv_buf_putc(b, *s);
    }
    nv_buf_puts(b, "\"];\n");
    nv_buf_free(&lab);
    for (k = 0; k < n->nops; k++) {
      nv_sdval o = n->ops[k].val;
      nv_evt vt = o.n->vts[o.r];
      nv_buf_printf(b, "  t%u -> t%u [label=\"%u\"%s];\n", n->id, o.n->id, k,
                    vt == NV_EVT_OTHER ? ", style=dashed, color=blue" : vt == NV_EVT_GLUE ? ", color=red" : "");
    }
  }
  nv_buf_puts(b, "}\n");
}
