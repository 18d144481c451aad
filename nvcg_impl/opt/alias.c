/* alias.c -- alias analysis for the IR passes: may two memory accesses touch the same
 * bytes, and may an instruction read or write the memory a pointer designates. GVN
 * (cse.c) asks it whether a load survives the writes between it and an earlier access,
 * LICM whether a load may be hoisted out of a loop, the vectoriser whether an access may
 * move past another and how far apart two pointers are. It is a stateless query layer
 * over the IR (no cache, nothing to invalidate): each query walks the two pointers'
 * definitions a bounded number of steps. The API is in opt.h.
 *
 * A pointer is decomposed into base + sum(scale_i * x_i) + constant bytes by walking
 * GEPs, casts and the integer arithmetic of GEP indices (add/sub/mul/shl by constants,
 * sext/zext when the no-wrap flags make the extension distribute). The rules, each
 * enough on its own for "no alias":
 *   - distinct state spaces: two pointers into different specific address spaces
 *     (global, shared, const, local, param) never meet; generic pointers take the space
 *     of what they were cast from, an alloca is local, a global its own space;
 *     shared::cta (3) lies inside shared::cluster (7), so those two may meet;
 *   - same base and the same variable part: the constant offsets decide, with the two
 *     access sizes ([o1, o1+s1) and [o2, o2+s2) disjoint: no alias; equal: must alias);
 *   - distinct identified objects: two allocas, two globals, an alloca and a global,
 *     an alloca and anything that existed before it (arguments) or cannot have seen its
 *     address (a non-escaping alloca against a pointer loaded or returned), a `noalias`
 *     (restrict) parameter against any other object (LLVM's semantics: memory written
 *     during the call through one is not reached through a pointer not based on it).
 *     Phis and selects of pointers stand for the set of objects they may pick (cycles
 *     through pointer induction variables ignored), up to NV_AA_MAX_OBJECTS.
 * Memory that is never written while the function runs: the .const space (4),
 * `constant` globals, and parameters that are both `noalias` and `readonly` (`const
 * __restrict__` in CUDA; the same test that selects ld.global.nc). No instruction
 * modifies it, whatever the instruction (barriers and calls included).
 *
 * Ordering: volatile accesses, atomics stronger than monotonic, fences, barriers and
 * calls with effects are treated as reading and writing all memory other threads or
 * callees could see -- everything except never-written memory and allocas whose address
 * never escapes (thread-private, so no other agent can write them). */

#define NV_AA_MAX_TERMS 6
#define NV_AA_MAX_DEPTH 24
#define NV_AA_MAX_OBJECTS 8
#define NV_AA_MAX_ESCAPE_USES 64

/* ---- pointer decomposition ---- */

enum { NV_AA_EXT_NONE, NV_AA_EXT_S, NV_AA_EXT_Z };

typedef struct nv_aa_term {
  const nv_value *v;
  uint64_t scale;  /* bytes per unit of v (two's complement) */
  uint8_t ext;     /* how v reaches 64 bits: NV_AA_EXT_* */
} nv_aa_term;

typedef struct nv_aa_addr {
  const nv_value *base;
  uint64_t off;            /* constant byte offset (two's complement) */
  unsigned nterms;
  nv_aa_term terms[NV_AA_MAX_TERMS];
  unsigned space;          /* the first specific address space seen, else 0 (generic) */
  int exact;               /* every variable part is in terms[] */
} nv_aa_addr;

static unsigned nv_aa_ptr_space(const nv_value *p) {
  return p->type->kind == NVCG_TYPE_PTR ? p->type->addrspace : 0;
}

static void nv_aa_add_term(nv_aa_addr *a, const nv_value *v, uint64_t scale, unsigned ext) {
  unsigned i;
  if (!scale) return;
  for (i = 0; i < a->nterms; i++)
    if (a->terms[i].v == v && a->terms[i].ext == ext) {
      a->terms[i].scale += scale;
      if (!a->terms[i].scale) a->terms[i] = a->terms[--a->nterms];
      return;
    }
  if (a->nterms == NV_AA_MAX_TERMS) {
    a->exact = 0;
    return;
  }
  a->terms[a->nterms].v = v;
  a->terms[a->nterms].scale = scale;
  a->terms[a->nterms].ext = (uint8_t)ext;
  a->nterms++;
}

/* Adds scale * x to a, where x is an integer GEP index that reaches 64 bits by `ext`
 * (sign extension for a narrower GEP index). The arithmetic of x is looked through only
 * where it commutes with the extension: no extension (64-bit, wrapping is harmless),
 * nsw under sext, nuw under zext. */
static void nv_aa_index(nv_aa_addr *a, const nv_value *x, uint64_t scale, unsigned ext, unsigned depth) {
  unsigned bits = x->type->bits;
  if (bits == 64) ext = NV_AA_EXT_NONE;
  if (x->kind == NV_V_CINT) {
    a->off += scale * (uint64_t)(ext == NV_AA_EXT_Z ? (int64_t)nv_cint_zext(x) : nv_cint_sext(x));
    return;
  }
  if (bits > 64) {
    a->exact = 0;
    return;
  }
  if (x->kind == NV_V_INST && depth < NV_AA_MAX_DEPTH) {
    const nv_inst *I = (const nv_inst *)x;
    unsigned op = I->v.opcode;
    uint32_t nowrap = ext == NV_AA_EXT_S ? (uint32_t)NVCG_FLAG_NSW : ext == NV_AA_EXT_Z ? (uint32_t)NVCG_FLAG_NUW : 0u;
    int ok = ext == NV_AA_EXT_NONE || (I->flags & nowrap);
    const nv_value *l = I->nops >= 2 ? I->ops[0].val : NULL, *r = I->nops >= 2 ? I->ops[1].val : NULL;
    if ((op == NVCG_OP_SEXT || op == NVCG_OP_ZEXT) && ext != (op == NVCG_OP_SEXT ? NV_AA_EXT_Z : NV_AA_EXT_S)) {
      /* sext(sext y) = sext y; an extension under no extension starts one */
      nv_aa_index(a, I->ops[0].val, scale, op == NVCG_OP_SEXT ? NV_AA_EXT_S : NV_AA_EXT_Z, depth + 1);
      return;
    }
    if (ok && (op == NVCG_OP_ADD || op == NVCG_OP_SUB)) {
      /* under zext only a constant addend keeps the sum unsigned-exact */
      if (ext != NV_AA_EXT_Z || r->kind == NV_V_CINT) {
        nv_aa_index(a, l, scale, ext, depth + 1);
        nv_aa_index(a, r, op == NVCG_OP_SUB ? (uint64_t)0 - scale : scale, ext, depth + 1);
        return;
      }
    }
    if (ok && op == NVCG_OP_MUL && r->kind == NV_V_CINT) {
      nv_aa_index(a, l, scale * (uint64_t)nv_cint_sext(r), ext, depth + 1);
      return;
    }
    if (ok && op == NVCG_OP_SHL && r->kind == NV_V_CINT && nv_cint_zext(r) < bits) {
      nv_aa_index(a, l, scale << nv_cint_zext(r), ext, depth + 1);
      return;
    }
  }
  nv_aa_add_term(a, x, scale, bits == 64 ? (unsigned)NV_AA_EXT_NONE : ext);
}

/* Walks GEP indices over source element type `src`. */
static void nv_aa_gep(nv_aa_addr *a, nv_type *src, nv_value *const *idx, unsigned n, unsigned depth) {
  nv_type *t = src;
  unsigned i;
  for (i = 0; i < n; i++) {
    const nv_value *x = idx[i];
    if (i == 0) {
      nv_aa_index(a, x, nv_type_alloc_size(t), NV_AA_EXT_S, depth);
    } else if (t->kind == NVCG_TYPE_STRUCT) {
      uint64_t k = nv_cint_zext(x);
      if (x->kind != NV_V_CINT || k >= t->count) {
        a->exact = 0;
        return;
      }
      a->off += nv_struct_field_offset(t, (unsigned)k);
      t = t->fields[k];
    } else if (t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_VECTOR) {
      t = t->elem;
      nv_aa_index(a, x, nv_type_alloc_size(t), NV_AA_EXT_S, depth);
    } else {
      a->exact = 0;
      return;
    }
  }
}

static void nv_aa_note_space(nv_aa_addr *a, const nv_value *p) {
  if (!a->space) a->space = nv_aa_ptr_space(p);
}

static void nv_aa_decompose(const nv_value *p, nv_aa_addr *a) {
  unsigned depth;
  memset(a, 0, sizeof *a);
  a->exact = 1;
  for (depth = 0; depth < NV_AA_MAX_DEPTH; depth++) {
    nv_aa_note_space(a, p);
    if (p->kind == NV_V_INST) {
      const nv_inst *I = (const nv_inst *)p;
      if (I->v.opcode == NVCG_OP_GEP) {
        nv_value *idx[16];
        unsigned i, n = I->nops - 1;
        if (n > 16 || nv_type_is_vector(I->v.type)) break;
        for (i = 0; i < n; i++) idx[i] = I->ops[i + 1].val;
        nv_aa_gep(a, I->aux_type, idx, n, 0);
        p = I->ops[0].val;
        continue;
      }
      if (I->v.opcode == NVCG_OP_BITCAST || I->v.opcode == NVCG_OP_ADDRSPACECAST) {
        if (!nv_type_is_ptr(I->ops[0].val->type)) break;
        p = I->ops[0].val;
        continue;
      }
    } else if (p->kind == NV_V_CEXPR) {
      const nv_const *c = (const nv_const *)p;
      if (p->opcode == NVCG_OP_GEP && c->nelems >= 1 && c->nelems <= 17 && !nv_type_is_vector(p->type)) {
        nv_aa_gep(a, c->aux_type, c->elems + 1, c->nelems - 1, 0);
        p = c->elems[0];
        continue;
      }
      if ((p->opcode == NVCG_OP_BITCAST || p->opcode == NVCG_OP_ADDRSPACECAST) && c->nelems == 1 &&
          nv_type_is_ptr(c->elems[0]->type)) {
        p = c->elems[0];
        continue;
      }
    }
    break;
  }
  if (depth == NV_AA_MAX_DEPTH) a->exact = 0;
  a->base = p;
}

static int nv_aa_same_terms(const nv_aa_addr *a, const nv_aa_addr *b) {
  unsigned i, j;
  if (!a->exact || !b->exact || a->nterms != b->nterms) return 0;
  for (i = 0; i < a->nterms; i++) {
    for (j = 0; j < b->nterms; j++)
      if (a->terms[i].v == b->terms[j].v && a->terms[i].ext == b->terms[j].ext &&
          a->terms[i].scale == b->terms[j].scale)
        break;
    if (j == b->nterms) return 0;
  }
  return 1;
}

static int nv_aa_ptr_distance(const nv_value *p, const nv_value *q, int64_t *d) {
  nv_aa_addr a, b;
  if (p == q) {
    *d = 0;
    return 1;
  }
  nv_aa_decompose(p, &a);
  nv_aa_decompose(q, &b);
  if (a.base != b.base || !nv_aa_same_terms(&a, &b)) return 0;
  *d = (int64_t)(b.off - a.off);
  return 1;
}

/* ---- underlying objects ---- */

enum { NV_AA_OBJ_UNKNOWN, NV_AA_OBJ_ALLOCA, NV_AA_OBJ_GLOBAL, NV_AA_OBJ_ARG, NV_AA_OBJ_NOALIAS_ARG,
       NV_AA_OBJ_NULL };

static unsigned nv_aa_object_kind(const nv_value *o) {
  if (o->kind == NV_V_INST && o->opcode == NVCG_OP_ALLOCA) return NV_AA_OBJ_ALLOCA;
  if (o->kind == NV_V_GLOBAL) return NV_AA_OBJ_GLOBAL;
  if (o->kind == NV_V_CNULL) return NV_AA_OBJ_NULL;
  if (o->kind == NV_V_ARG) {
    const nv_arg *a = (const nv_arg *)o;
    const nv_param_attrs *pa = a->parent->pattrs ? &a->parent->pattrs[a->index] : NULL;
    return pa && (pa->flags & NVCG_PARAM_NOALIAS) ? NV_AA_OBJ_NOALIAS_ARG : NV_AA_OBJ_ARG;
  }
  return NV_AA_OBJ_UNKNOWN;
}

/* The address space an object's memory is in; 0 when not known. */
static unsigned nv_aa_object_space(const nv_value *o) {
  if (o->kind == NV_V_INST && o->opcode == NVCG_OP_ALLOCA) return NVCG_AS_LOCAL;
  if (o->kind == NV_V_GLOBAL) return ((const nv_global *)o)->addrspace;
  return nv_aa_ptr_space(o);
}

/* The objects p may be based on: the bases of its decomposition, through phis and
 * selects. Returns how many (at most max), 0 when there are more or the walk gave up. */
static unsigned nv_aa_objects(const nv_value *p, const nv_value **out, unsigned max) {
  const nv_value *work[NV_AA_MAX_OBJECTS * 4], *seen[NV_AA_MAX_OBJECTS * 4];
  unsigned nwork = 0, nseen = 0, n = 0, i;
  work[nwork++] = p;
  while (nwork) {
    const nv_value *v = work[--nwork];
    nv_aa_addr a;
    int dup = 0;
    nv_aa_decompose(v, &a);
    v = a.base;
    for (i = 0; i < nseen; i++) dup |= seen[i] == v;
    if (dup) continue;
    if (nseen == NV_AA_MAX_OBJECTS * 4) return 0;
    seen[nseen++] = v;
    if (v->kind == NV_V_INST && (v->opcode == NVCG_OP_PHI || v->opcode == NVCG_OP_SELECT)) {
      const nv_inst *I = (const nv_inst *)v;
      unsigned k, first = v->opcode == NVCG_OP_SELECT ? 1 : 0, step = v->opcode == NVCG_OP_SELECT ? 1 : 2;
      for (k = first; k < I->nops; k += step) {
        if (nwork == NV_AA_MAX_OBJECTS * 4) return 0;
        work[nwork++] = I->ops[k].val;
      }
      continue;
    }
    for (i = 0; i < n; i++) dup |= out[i] == v;
    if (dup) continue;
    if (n == max) return 0;
    out[n++] = v;
  }
  return n;
}

/* An alloca whose address only feeds loads, stores (as the address), GEPs and casts:
 * no other thread and no callee can see it. */
static int nv_aa_alloca_private(const nv_value *ai) {
  const nv_value *work[NV_AA_MAX_ESCAPE_USES];
  unsigned nwork = 0, budget = NV_AA_MAX_ESCAPE_USES;
  work[nwork++] = ai;
  while (nwork) {
    const nv_value *v = work[--nwork];
    const nv_use *u;
    for (u = v->uses; u; u = u->next) {
      const nv_inst *U;
      if (!budget--) return 0;
      if (u->user->kind != NV_V_INST) return 0;
      U = (const nv_inst *)u->user;
      switch (U->v.opcode) {
      case NVCG_OP_LOAD: break;
      case NVCG_OP_STORE:
        if (U->ops[0].val == v) return 0;
        break;
      case NVCG_OP_GEP: case NVCG_OP_BITCAST: case NVCG_OP_ADDRSPACECAST:
        if (U->ops[0].val != v || nwork == NV_AA_MAX_ESCAPE_USES) return 0;
        work[nwork++] = &U->v;
        break;
      default: return 0;
      }
    }
  }
  return 1;
}

/* Two address spaces (0: not known) in which no byte is shared: different specific
 * spaces, except shared::cta (3), which lies inside shared::cluster (7). */
static int nv_aa_spaces_disjoint(unsigned a, unsigned b) {
  if (!a || !b || a == b) return 0;
  return !((a == NVCG_AS_SHARED && b == NVCG_AS_SHARED_CLUSTER) || (a == NVCG_AS_SHARED_CLUSTER && b == NVCG_AS_SHARED));
}

/* Two distinct underlying objects that cannot share memory. */
static int nv_aa_objects_disjoint(const nv_value *x, const nv_value *y) {
  unsigned kx = nv_aa_object_kind(x), ky = nv_aa_object_kind(y), sx, sy;
  if (x == y) return 0;
  if (kx == NV_AA_OBJ_NULL || ky == NV_AA_OBJ_NULL) return 1; /* nothing is based on null */
  sx = nv_aa_object_space(x);
  sy = nv_aa_object_space(y);
  if (nv_aa_spaces_disjoint(sx, sy)) return 1;
  if (kx > ky) {
    unsigned t = kx;
    const nv_value *tv = x;
    kx = ky;
    ky = t;
    x = y;
    y = tv;
  }
  /* kx <= ky from here: UNKNOWN < ALLOCA < GLOBAL < ARG < NOALIAS_ARG */
  switch (kx) {
  case NV_AA_OBJ_UNKNOWN: return ky == NV_AA_OBJ_ALLOCA && nv_aa_alloca_private(y);
  case NV_AA_OBJ_ALLOCA: return 1; /* vs alloca, global, any argument */
  case NV_AA_OBJ_GLOBAL: return ky != NV_AA_OBJ_ARG; /* a plain pointer argument may point at a global */
  case NV_AA_OBJ_ARG: return ky == NV_AA_OBJ_NOALIAS_ARG;
  default: return 1; /* two noalias arguments */
  }
}

static nv_alias nv_aa_alias(const nv_value *p, uint64_t psize, const nv_value *q, uint64_t qsize) {
  nv_aa_addr a, b;
  const nv_value *op[NV_AA_MAX_OBJECTS], *oq[NV_AA_MAX_OBJECTS];
  unsigned np, nq, i, j, sp, sq;
  int disjoint;
  if (p == q) return psize == qsize && psize != NV_AA_UNKNOWN_SIZE ? NV_AA_MUST : NV_AA_MAY;
  nv_aa_decompose(p, &a);
  nv_aa_decompose(q, &b);
  sp = a.space ? a.space : nv_aa_object_space(a.base);
  sq = b.space ? b.space : nv_aa_object_space(b.base);
  if (nv_aa_spaces_disjoint(sp, sq)) return NV_AA_NO;
  if (a.base == b.base) {
    uint64_t d;
    if (!nv_aa_same_terms(&a, &b)) return NV_AA_MAY;
    d = b.off - a.off; /* q - p */
    if ((int64_t)d >= 0 && psize != NV_AA_UNKNOWN_SIZE && d >= psize) return NV_AA_NO;
    if ((int64_t)d < 0 && qsize != NV_AA_UNKNOWN_SIZE && (uint64_t)0 - d >= qsize) return NV_AA_NO;
    return d == 0 && psize == qsize && psize != NV_AA_UNKNOWN_SIZE ? NV_AA_MUST : NV_AA_MAY;
  }
  np = nv_aa_objects(p, op, NV_AA_MAX_OBJECTS);
  nq = np ? nv_aa_objects(q, oq, NV_AA_MAX_OBJECTS) : 0;
  if (!np || !nq) return NV_AA_MAY;
  disjoint = 1;
  for (i = 0; i < np && disjoint; i++)
    for (j = 0; j < nq && disjoint; j++) disjoint = nv_aa_objects_disjoint(op[i], oq[j]);
  return disjoint ? NV_AA_NO : NV_AA_MAY;
}

/* ---- memory that is never written ---- */

static int nv_aa_object_never_written(const nv_value *o, unsigned space) {
  if (space == NVCG_AS_CONST) return 1;
  if (o->kind == NV_V_GLOBAL) {
    const nv_global *g = (const nv_global *)o;
    return g->is_const || g->addrspace == NVCG_AS_CONST;
  }
  if (o->kind == NV_V_ARG) {
    const nv_arg *a = (const nv_arg *)o;
    const nv_param_attrs *pa = a->parent->pattrs ? &a->parent->pattrs[a->index] : NULL;
    return pa && (pa->flags & NVCG_PARAM_NOALIAS) && (pa->flags & NVCG_PARAM_READONLY);
  }
  return 0;
}

static int nv_aa_never_written(const nv_value *p) {
  const nv_value *objs[NV_AA_MAX_OBJECTS];
  nv_aa_addr a;
  unsigned n, i;
  nv_aa_decompose(p, &a);
  if (a.space == NVCG_AS_CONST) return 1;
  n = nv_aa_objects(p, objs, NV_AA_MAX_OBJECTS);
  if (!n) return 0;
  for (i = 0; i < n; i++)
    if (!nv_aa_object_never_written(objs[i], nv_aa_object_space(objs[i]))) return 0;
  return 1;
}

/* Every object p may be based on is an alloca no other thread or callee sees. */
static int nv_aa_thread_private(const nv_value *p) {
  const nv_value *objs[NV_AA_MAX_OBJECTS];
  unsigned n = nv_aa_objects(p, objs, NV_AA_MAX_OBJECTS), i;
  if (!n) return 0;
  for (i = 0; i < n; i++)
    if (nv_aa_object_kind(objs[i]) != NV_AA_OBJ_ALLOCA || !nv_aa_alloca_private(objs[i])) return 0;
  return 1;
}

/* ---- instructions ---- */

static int nv_aa_inst_loc(const nv_inst *I, nv_value **ptr, uint64_t *size) {
  nv_type *t;
  switch (I->v.opcode) {
  case NVCG_OP_LOAD: t = I->v.type; *ptr = I->ops[0].val; break;
  case NVCG_OP_STORE: t = I->ops[0].val->type; *ptr = I->ops[1].val; break;
  case NVCG_OP_ATOMICRMW: t = I->v.type; *ptr = I->ops[0].val; break;
  case NVCG_OP_CMPXCHG: t = I->ops[1].val->type; *ptr = I->ops[0].val; break;
  default: return 0;
  }
  *size = nv_type_is_sized(t) ? nv_type_store_size(t) : NV_AA_UNKNOWN_SIZE;
  return 1;
}

static unsigned nv_aa_mod_ref(const nv_inst *I, const nv_value *p, uint64_t size) {
  unsigned op = I->v.opcode, r;
  nv_value *q = NULL;
  uint64_t qsize = NV_AA_UNKNOWN_SIZE;
  int ordered;
  switch (op) {
  case NVCG_OP_LOAD: case NVCG_OP_STORE: case NVCG_OP_ATOMICRMW: case NVCG_OP_CMPXCHG:
    nv_aa_inst_loc(I, &q, &qsize);
    r = op == NVCG_OP_LOAD ? NV_AA_REF : op == NVCG_OP_STORE ? NV_AA_MOD : NV_AA_MOD | NV_AA_REF;
    ordered = (I->flags & NVCG_FLAG_VOLATILE) || I->ordering > NVCG_ORDER_MONOTONIC;
    if (nv_aa_alias(q, qsize, p, size) != NV_AA_NO) {
      /* an ordered access orders everything else; a direct one touches only its bytes */
      if (ordered && !nv_aa_thread_private(p)) r = NV_AA_MOD | NV_AA_REF;
    } else {
      if (!ordered || nv_aa_thread_private(p)) return 0;
      r = NV_AA_MOD | NV_AA_REF;
    }
    break;
  case NVCG_OP_FENCE:
    if (nv_aa_thread_private(p)) return 0;
    r = NV_AA_MOD | NV_AA_REF;
    break;
  case NVCG_OP_CALL: {
    int eff = nv_opt_call_effects(I);
    unsigned id = nv_opt_call_intrinsic(I), i;
    if (eff == 0) return 0;
    r = eff == 1 ? NV_AA_REF : NV_AA_MOD | NV_AA_REF;
    if (id != NV_INTR_NONE && (nv_intrinsic_info_of(id)->attrs & NV_IA_ARGMEM) &&
        !(nv_intrinsic_info_of(id)->attrs & (NV_IA_SIDEEFFECT | NV_IA_CONVERGENT))) {
      /* touches only memory its pointer arguments designate (memcpy, memset, ...) */
      int any = 0;
      for (i = 1; i < I->nops; i++)
        if (nv_type_is_ptr(I->ops[i].val->type) && nv_aa_alias(I->ops[i].val, NV_AA_UNKNOWN_SIZE, p, size) != NV_AA_NO)
          any = 1;
      if (!any) return 0;
    } else if (nv_aa_thread_private(p)) {
      return 0; /* passing it to a call would have been an escape */
    }
    break;
  }
  default: return 0;
  }
  if ((r & NV_AA_MOD) && nv_aa_never_written(p)) r &= ~NV_AA_MOD;
  return r;
}
