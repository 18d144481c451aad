/* verify.c -- the IR verifier. It runs between every front end (builder, .ll reader,
 * SPIR-V) and the passes, and after each pass with --verify-each. It checks what the
 * rest of nvcg assumes of a module: the CFG (one terminator per block, phis that match
 * the predecessor edges), SSA dominance (dominator tree by Cooper, Harvey and Kennedy's
 * iterative algorithm over reverse postorder), each instruction's type rules
 * (typecheck.c), calls and intrinsics, NVPTX address-space, kernel and launch-bound
 * rules, linkage and constant expressions. It reports every problem it finds, each
 * naming the function, block and instruction (with file:line:col when the module came
 * from text), and never stops at the first. It changes nothing in the module but the
 * blocks' index numbers and the error counts, and it never crashes on malformed IR:
 * every check first makes sure the parts it looks at exist. */

#define NV_VFY_NONE 0xFFFFFFFFu

/* Where a diagnostic points: a global, or a function and optionally a block and an
 * instruction in it. */
typedef struct nv_vfy_at {
  const nv_global *g;
  const nv_func *f;
  const nv_block *bb;
  const nv_inst *I;
} nv_vfy_at;

typedef struct nv_vfy_ipos {
  const nv_inst *I;
  nv_block *bb;  /* the block whose list holds the instruction */
  uint32_t seq;  /* position in the function, counting from 1 */
} nv_vfy_ipos;

typedef struct nv_verifier {
  nv_module *m;
  nv_context *c;
  unsigned errors;       /* found by this run */
  nv_set seen_consts;    /* constants already checked (each is reported once) */
  /* the function being checked */
  nv_func *f;
  nv_block **blocks;     /* in list order; bb->index is the position here */
  nv_inst **term;        /* each block's terminator, or NULL */
  uint32_t nblocks;
  uint32_t *rpo;         /* reverse-postorder number, NV_VFY_NONE when unreachable */
  uint32_t *order;       /* reachable blocks in reverse postorder */
  uint32_t nreach;
  uint32_t *idom;        /* immediate dominator (block index) */
  uint32_t *dom_in, *dom_out; /* DFS interval on the dominator tree */
  uint32_t *pred_start, *preds; /* predecessor edges of b: preds[pred_start[b] .. pred_start[b+1]) */
  /* instruction -> index into ipos_v: a function's instructions take their ids from the
   * module's counter, so they mostly fill one range [ipos_lo, ipos_lo + ipos_n); ipos_at
   * holds index + 1 per id of it (0: none), ipos_rest the instructions outside it or
   * sharing an id (a pointer map for all was two thirds of the verifier's time) */
  uint32_t ipos_lo, ipos_n;
  uint32_t *ipos_at;
  nv_map ipos_rest;
  NV_VEC(nv_vfy_ipos) ipos_v;
  /* printing for diagnostics (printer.c's numbering, made on the first one) */
  nv_printer pr;
  const nv_func *pr_func;
  int pr_ready;
} nv_verifier;

/* ---- reporting ---- */

/* An instruction is printable when its operand list has the shape the printer expects;
 * a malformed one is described instead of printed, so printing cannot crash. */
static int nv_vfy_printable(const nv_inst *I) {
  unsigned op = I->v.opcode, n = I->nops, i;
  if (!I->v.type || op >= NVCG_OP_COUNT) return 0;
  for (i = 0; i < n; i++)
    if (!I->ops[i].val || !I->ops[i].val->type) return 0;
  if (NV_OP_IS_BINARY(op)) return n == 2;
  if (NV_OP_IS_CAST(op)) return n == 1;
  switch (op) {
  case NVCG_OP_FNEG: case NVCG_OP_FREEZE: case NVCG_OP_LOAD: return n == 1;
  case NVCG_OP_EXTRACTVALUE: return n == 1 && (I->idx || !I->nidx);
  case NVCG_OP_INSERTVALUE: return n == 2 && (I->idx || !I->nidx);
  case NVCG_OP_ALLOCA: return n == 1 && I->aux_type;
  case NVCG_OP_ICMP: case NVCG_OP_FCMP: case NVCG_OP_STORE: case NVCG_OP_ATOMICRMW:
  case NVCG_OP_EXTRACTELEMENT: return n == 2;
  case NVCG_OP_SHUFFLEVECTOR: return n == 2 && (I->idx || !I->nidx);
  case NVCG_OP_SELECT: case NVCG_OP_CMPXCHG: case NVCG_OP_INSERTELEMENT: return n == 3;
  case NVCG_OP_FENCE: case NVCG_OP_UNREACHABLE: return n == 0;
  case NVCG_OP_GEP: return n >= 1;
  case NVCG_OP_CALL: return n >= 1 && I->aux_type && I->aux_type->kind == NVCG_TYPE_FUNCTION;
  case NVCG_OP_RET: return n <= 1;
  case NVCG_OP_BR: return n == 1 || n == 3;
  case NVCG_OP_SWITCH: return n >= 2;
  case NVCG_OP_PHI: return 1;
  default: return 0;
  }
}

/* The printer's numbering of the function being checked, made once per verifier run
 * and function rather than once per diagnostic (which would make many errors in a big
 * function quadratic). Values of other functions are printed the ordinary way. */
static nv_printer *nv_vfy_printer(nv_verifier *V, const nv_func *f) {
  if (!V->pr_ready) {
    memset(&V->pr, 0, sizeof V->pr);
    nv_map_init(&V->pr.slots, NV_MAP_PTR);
    nv_map_init(&V->pr.local_names, NV_MAP_PTR);
    V->pr_ready = 1;
  }
  if (V->pr_func != f) {
    V->pr.m = f->module;
    nv_printer_number_function(&V->pr, f);
    V->pr_func = f;
  }
  return &V->pr;
}

static const nv_func *nv_vfy_local_func(const nv_value *v) {
  if (v->kind == NV_V_ARG) return ((const nv_arg *)v)->parent;
  if (v->kind == NV_V_BLOCK) return ((const nv_block *)v)->parent;
  if (v->kind == NV_V_INST && ((const nv_inst *)v)->parent) return ((const nv_inst *)v)->parent->parent;
  return NULL;
}

/* Appends the instruction as one line (switches print over several), cut when long. */
static void nv_vfy_put_inst(nv_verifier *V, nv_buf *b, const nv_inst *I) {
  nv_buf t = NV_BUF_INIT;
  size_t i, start = b->len;
  const nv_func *f = nv_vfy_local_func(&I->v);
  if (!nv_vfy_printable(I)) {
    nv_buf_printf(&t, "%s with a malformed operand list (%u operands)", nv_opcode_name(I->v.opcode),
                  I->nops);
  } else if (f && f == V->f) {
    nv_printer *pr = nv_vfy_printer(V, f);
    pr->out = &t;
    nv_print_inst_body(pr, I);
  } else {
    nv_print_inst_to(&t, I);
  }
  for (i = 0; i < t.len; i++) {
    char ch = t.data[i];
    if (ch == '\n') {
      while (i + 1 < t.len && t.data[i + 1] == ' ') i++;
      if (i + 1 < t.len && t.data[i + 1] != ']') nv_buf_putc(b, ' ');
      continue;
    }
    if (b->len - start >= 160) {
      nv_buf_puts(b, "...");
      break;
    }
    nv_buf_putc(b, ch);
  }
  nv_buf_free(&t);
}

static void nv_vfy_put_value(nv_verifier *V, nv_buf *b, const nv_value *v) {
  const nv_func *f;
  if (!v) {
    nv_buf_puts(b, "<null>");
    return;
  }
  f = nv_vfy_local_func(v);
  if (f && f == V->f) {
    nv_printer *pr = nv_vfy_printer(V, f);
    pr->out = b;
    nv_print_value_ref(pr, v);
  } else {
    nv_print_value_to(b, v);
  }
}

static void nv_vfy_vreport(nv_verifier *V, int sev, const nv_vfy_at *at, const char *fmt, va_list ap) {
  nv_buf b = NV_BUF_INIT;
  unsigned line = 0, col = 0;
  if (at && at->g) {
    line = at->g->line;
    col = at->g->col;
    nv_buf_puts(&b, "in global ");
    nv_print_ident(&b, '@', at->g->v.name ? at->g->v.name : "");
    nv_buf_puts(&b, ": ");
  } else if (at && at->f) {
    nv_buf_puts(&b, "in function ");
    nv_print_ident(&b, '@', at->f->v.name ? at->f->v.name : "");
    line = at->f->line;
    col = at->f->col;
    if (at->bb) {
      nv_buf_puts(&b, ", block ");
      nv_vfy_put_value(V, &b, &at->bb->v);
    }
    nv_buf_puts(&b, ": ");
    if (at->I) {
      nv_buf_puts(&b, "instruction '");
      nv_vfy_put_inst(V, &b, at->I);
      nv_buf_puts(&b, "': ");
      line = at->I->line;
      col = at->I->col;
    }
  }
  nv_buf_vprintf(&b, fmt, ap);
  if (sev == NVCG_SEV_WARNING) {
    /* a module is verified more than once (when read, when compiled, with --verify-each
     * after every pass); a warning about the same place is reported the first time only */
    uint64_t h = nv_hash_bytes(b.data ? b.data : "", b.len, ((uint64_t)line << 32) ^ col);
    uintptr_t key = (uintptr_t)h >> 1; /* never the map's two reserved keys */
    if (nv_set_contains(&V->m->warned, key)) {
      nv_buf_free(&b);
      return;
    }
    nv_set_insert(&V->m->warned, key);
  }
  /* The reader names a module after its file, so an instruction with a position but a
   * module without a source_name still gets file:line:col. */
  nv_diag(&V->c->diag, sev, V->m->source_name ? V->m->source_name : line ? V->m->name : NULL, line, col, "%s",
          b.data);
  nv_buf_free(&b);
  if (sev == NVCG_SEV_ERROR) {
    V->errors++;
    V->m->errors++;
    V->m->verify_errors++;
  }
}

static void nv_vfy_err(nv_verifier *V, const nv_vfy_at *at, const char *fmt, ...) NV_PRINTF(3, 4);
static void nv_vfy_err(nv_verifier *V, const nv_vfy_at *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_vfy_vreport(V, NVCG_SEV_ERROR, at, fmt, ap);
  va_end(ap);
}

static void nv_vfy_warn(nv_verifier *V, const nv_vfy_at *at, const char *fmt, ...) NV_PRINTF(3, 4);
static void nv_vfy_warn(nv_verifier *V, const nv_vfy_at *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_vfy_vreport(V, NVCG_SEV_WARNING, at, fmt, ap);
  va_end(ap);
}

/* A value's printed reference in a small local buffer, for messages. */
typedef struct nv_vfy_name {
  char s[96];
} nv_vfy_name;
static nv_vfy_name nv_vfy_vname(nv_verifier *V, const nv_value *v) {
  nv_vfy_name n;
  nv_buf b = NV_BUF_INIT;
  nv_vfy_put_value(V, &b, v);
  snprintf(n.s, sizeof n.s, "%s", b.data ? b.data : "");
  nv_buf_free(&b);
  return n;
}
static nv_vfy_name nv_vfy_tname(const nv_type *t) {
  nv_vfy_name n;
  if (t) nvcg_type_print(t, n.s, sizeof n.s);
  else snprintf(n.s, sizeof n.s, "<null type>");
  return n;
}

/* ---- small helpers ---- */

static int nv_vfy_known_as(unsigned as) {
  return as == NVCG_AS_GENERIC || as == NVCG_AS_PARAM || nv_as_is_specific(as);
}

static nv_module *nv_vfy_value_module(const nv_value *v) {
  if (v->kind == NV_V_FUNC) return ((const nv_func *)v)->module;
  if (v->kind == NV_V_GLOBAL) return ((const nv_global *)v)->module;
  return NULL;
}

/* Successors of a terminator, read without trusting its operand count. */
static unsigned nv_vfy_nsucc(const nv_inst *T) {
  if (T->v.opcode == NVCG_OP_BR) return T->nops == 1 ? 1 : T->nops == 3 ? 2 : 0;
  if (T->v.opcode == NVCG_OP_SWITCH) return T->nops >= 2 ? 1 + (T->nops - 2) / 2 : 0;
  return 0;
}
static unsigned nv_vfy_succ_slot(const nv_inst *T, unsigned k) {
  if (T->v.opcode == NVCG_OP_BR) return T->nops == 1 ? 0 : 1 + k;
  return k == 0 ? 1 : 1 + 2 * k;
}

/* Whether operand slot i of I holds a block by the operand conventions (ir.h). */
static int nv_vfy_block_slot(const nv_inst *I, unsigned i) {
  switch (I->v.opcode) {
  case NVCG_OP_BR: return I->nops == 1 ? i == 0 : i >= 1;
  case NVCG_OP_SWITCH: return i == 1 || (i >= 3 && (i & 1));
  case NVCG_OP_PHI: return (i & 1) != 0;
  default: return 0;
  }
}

/* The block a value names if it is a block listed in the current function, else NULL. */
static nv_block *nv_vfy_local_block(const nv_verifier *V, const nv_value *v) {
  const nv_block *bb;
  if (!v || v->kind != NV_V_BLOCK) return NULL;
  bb = (const nv_block *)v;
  if (bb->index < V->nblocks && V->blocks[bb->index] == bb) return (nv_block *)bb;
  return NULL;
}

static int nv_vfy_dominates(const nv_verifier *V, uint32_t a, uint32_t b) {
  return V->dom_in[a] <= V->dom_in[b] && V->dom_out[b] <= V->dom_out[a];
}

/* ---- constants ---- */

static void nv_vfy_const(nv_verifier *V, const nv_vfy_at *at, const nv_value *v);

static void nv_vfy_const_operand(nv_verifier *V, const nv_vfy_at *at, const nv_value *e,
                                 const nv_value *owner) {
  nv_module *em;
  if (!e) {
    nv_vfy_err(V, at, "constant '%s' has a missing element", nv_vfy_vname(V, owner).s);
    return;
  }
  switch (e->kind) {
  case NV_V_GLOBAL: case NV_V_FUNC:
    em = nv_vfy_value_module(e);
    if (em != V->m)
      nv_vfy_err(V, at, "constant '%s' refers to %s, which belongs to another module",
                 nv_vfy_vname(V, owner).s, nv_vfy_vname(V, e).s);
    else if (e->kind == NV_V_FUNC && ((const nv_func *)e)->intrinsic)
      nv_vfy_err(V, at, "constant '%s' takes the address of intrinsic %s", nv_vfy_vname(V, owner).s,
                 nv_vfy_vname(V, e).s);
    return;
  case NV_V_ARG: case NV_V_INST: case NV_V_BLOCK: case NV_V_ASM:
    nv_vfy_err(V, at, "constant '%s' refers to a value that is not a constant",
               nv_vfy_vname(V, owner).s);
    return;
  default: nv_vfy_const(V, at, e); return;
  }
}

/* Checks a uniqued constant (and what it is built from) once per verifier run. */
static void nv_vfy_const(nv_verifier *V, const nv_vfy_at *at, const nv_value *v) {
  const nv_const *k = (const nv_const *)v;
  const nv_type *t = v->type;
  char err[256];
  uint32_t i;
  if (!NV_IS_CONST_KIND(v->kind)) return;
  if (nv_set_contains(&V->seen_consts, (uintptr_t)v)) return;
  nv_set_insert(&V->seen_consts, (uintptr_t)v);
  if (!t) {
    nv_vfy_err(V, at, "a constant has no type");
    return;
  }
  if (t->ctx != V->c) {
    nv_vfy_err(V, at, "constant '%s' belongs to another context", nv_vfy_vname(V, v).s);
    return;
  }
  switch (v->kind) {
  case NV_V_CINT:
    if (t->kind != NVCG_TYPE_INT) nv_vfy_err(V, at, "integer constant of non-integer type %s", nv_vfy_tname(t).s);
    return;
  case NV_V_CFP:
    if (!nv_type_is_fp(t)) nv_vfy_err(V, at, "floating-point constant of type %s", nv_vfy_tname(t).s);
    return;
  case NV_V_CNULL:
    if (t->kind != NVCG_TYPE_PTR) nv_vfy_err(V, at, "null constant of non-pointer type %s", nv_vfy_tname(t).s);
    return;
  case NV_V_CZERO:
    if (!nv_type_is_sized(t)) nv_vfy_err(V, at, "zeroinitializer of unsized type %s", nv_vfy_tname(t).s);
    return;
  case NV_V_UNDEF: case NV_V_POISON:
    if (!nv_type_is_first_class(t)) nv_vfy_err(V, at, "undef/poison of type %s", nv_vfy_tname(t).s);
    return;
  case NV_V_CDATA:
    if (t->kind != NVCG_TYPE_ARRAY || t->count != k->nelems || !t->elem || t->elem->kind != NVCG_TYPE_INT ||
        t->elem->bits != 8)
      nv_vfy_err(V, at, "string constant's type %s is not [%u x i8]", nv_vfy_tname(t).s, k->nelems);
    return;
  case NV_V_CAGG: {
    uint64_t want = t->kind == NVCG_TYPE_VECTOR || t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_STRUCT
                        ? t->count
                        : (uint64_t)-1;
    if (want != k->nelems || (t->kind == NVCG_TYPE_STRUCT && !t->has_body)) {
      nv_vfy_err(V, at, "aggregate constant has %u elements, its type %s wants another shape",
                 k->nelems, nv_vfy_tname(t).s);
      return;
    }
    for (i = 0; i < k->nelems; i++) {
      const nv_value *e = k->elems[i];
      const nv_type *et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
      if (e && e->type != et) {
        nv_vfy_err(V, at, "element %u of an aggregate constant has type %s, expected %s", i,
                   nv_vfy_tname(e->type).s, nv_vfy_tname(et).s);
        continue;
      }
      nv_vfy_const_operand(V, at, e, v);
    }
    return;
  }
  case NV_V_CEXPR: {
    unsigned op = v->opcode;
    const char *why = NULL;
    for (i = 0; i < k->nelems; i++)
      if (!k->elems[i] || !k->elems[i]->type) {
        nv_vfy_err(V, at, "constant expression '%s' has a missing operand", nv_opcode_name(op));
        return;
      }
    if (NV_OP_IS_CAST(op)) {
      if (k->nelems != 1) why = "a cast takes one operand";
      else if (!nv_cast_valid(op, k->elems[0]->type, t)) why = "invalid cast";
    } else if (op == NVCG_OP_GEP) {
      if (k->nelems < 1 || k->elems[0]->type->kind != NVCG_TYPE_PTR) why = "getelementptr needs a pointer base";
      else if (!k->aux_type || !nv_type_is_sized(k->aux_type)) why = "getelementptr needs a sized source type";
      else if (t != k->elems[0]->type) why = "getelementptr result must have the base pointer's type";
      else if (k->nelems > 65) why = "getelementptr has too many indices";
      else {
        for (i = 1; i < k->nelems && !why; i++)
          if (k->elems[i]->kind != NV_V_CINT) why = "getelementptr indices must be constant integers";
        if (!why && !nv_gep_indexed_type(k->aux_type, k->elems + 1, k->nelems - 1, err, sizeof err)) why = err;
      }
    } else if (NV_OP_IS_BINARY(op)) {
      int fp = NV_OP_IS_FP_BINARY(op);
      if (k->nelems != 2 || k->elems[0]->type != k->elems[1]->type || t != k->elems[0]->type)
        why = "a binary operator needs two operands of the result type";
      else if (fp ? !nv_type_is_fp_or_fpvec(t) : !nv_type_is_int_or_intvec(t))
        why = fp ? "floating-point operator on non-floating-point operands" : "integer operator on non-integer operands";
    } else if (op == NVCG_OP_ICMP || op == NVCG_OP_FCMP) {
      if (k->nelems != 2 || k->elems[0]->type != k->elems[1]->type) why = "a comparison needs two operands of one type";
      else if (t != nv_cmp_result_type(k->elems[0]->type)) why = "a comparison produces i1 (or a vector of i1)";
      else if (op == NVCG_OP_ICMP ? (v->sub < NVCG_ICMP_EQ || v->sub > NVCG_ICMP_SLE) : v->sub > NVCG_FCMP_TRUE)
        why = "bad predicate";
    } else {
      why = "this opcode is not allowed in a constant expression";
    }
    if (why) {
      nv_vfy_err(V, at, "constant expression '%s': %s", nv_opcode_name(op), why);
      return;
    }
    for (i = 0; i < k->nelems; i++) nv_vfy_const_operand(V, at, k->elems[i], v);
    return;
  }
  default: return;
  }
}

/* ---- globals ---- */

static int nv_vfy_decl_linkage_ok(unsigned l) {
  return l == NVCG_LINKAGE_EXTERNAL || l == NVCG_LINKAGE_EXTERN_WEAK;
}

static void nv_vfy_global(nv_verifier *V, nv_global *g) {
  nv_vfy_at at;
  memset(&at, 0, sizeof at);
  at.g = g;
  if (g->module != V->m) nv_vfy_err(V, &at, "the global's module link is wrong");
  /* LLVM lets a declaration have an opaque type; a definition needs a size */
  if (!g->vtype || (g->init && !nv_type_is_sized(g->vtype))) {
    nv_vfy_err(V, &at, "a global with an initializer needs a sized value type");
    return;
  }
  if (nv_type_too_large(g->vtype)) {
    nv_vfy_err(V, &at, "the size of the value type %s does not fit in 64 bits", nv_vfy_tname(g->vtype).s);
    return;
  }
  if (!g->v.type || g->v.type->kind != NVCG_TYPE_PTR || g->v.type->addrspace != g->addrspace)
    nv_vfy_err(V, &at, "the global's type is not a pointer in its address space %u", g->addrspace);
  if (g->addrspace == NVCG_AS_LOCAL || g->addrspace == NVCG_AS_PARAM)
    nv_vfy_err(V, &at, "globals cannot live in the %s address space (%u)",
               g->addrspace == NVCG_AS_LOCAL ? "local" : "param", g->addrspace);
  else if (g->addrspace == NVCG_AS_SHARED_CLUSTER)
    nv_vfy_err(V, &at, "globals cannot live in the shared::cluster address space (7): PTX declares shared "
                       "variables per CTA, in addrspace(3), and reaches other CTAs' through mapa");
  else if (!nv_vfy_known_as(g->addrspace))
    nv_vfy_err(V, &at, "NVPTX has no address space %u", g->addrspace);
  if (g->align & (g->align - 1)) nv_vfy_err(V, &at, "alignment %u is not a power of two", g->align);
  if (g->texref) {
    const nv_use *u;
    if (g->addrspace != NVCG_AS_GLOBAL || g->vtype->kind != NVCG_TYPE_INT || g->vtype->bits != 64)
      nv_vfy_err(V, &at, "a module-scope texture or surface reference must be an addrspace(1) global of type i64");
    if (g->init && g->init->kind != NV_V_UNDEF && g->init->kind != NV_V_POISON && !nv_value_is_zero_const(g->init))
      nv_vfy_err(V, &at, "a module-scope texture or surface reference has no value: its initializer must be zero "
                         "or undef");
    for (u = g->v.uses; u; u = u->next)
      if (u->user && u->user->kind != NV_V_INST) {
        nv_vfy_err(V, &at, "a module-scope %s reference is used by a constant; only "
                           "llvm.nvvm.texsurf.handle.internal may use it",
                   g->texref == NV_TEXREF_SURFACE ? "surface" : "texture");
        break;
      }
  }
  if (g->linkage > NVCG_LINKAGE_APPENDING) {
    nv_vfy_err(V, &at, "bad linkage %u", g->linkage);
    return;
  }
  if (!g->init) {
    if (!nv_vfy_decl_linkage_ok(g->linkage))
      nv_vfy_err(V, &at, "a global without an initializer is a declaration and must have external or "
                         "extern_weak linkage");
    return;
  }
  if (g->linkage == NVCG_LINKAGE_EXTERN_WEAK)
    nv_vfy_err(V, &at, "extern_weak linkage is only for declarations (this global has an initializer)");
  if (g->linkage == NVCG_LINKAGE_APPENDING && g->vtype->kind != NVCG_TYPE_ARRAY)
    nv_vfy_err(V, &at, "only arrays can have appending linkage");
  if (g->linkage == NVCG_LINKAGE_COMMON) {
    if (g->is_const) nv_vfy_err(V, &at, "a common global cannot be constant");
    if (!nv_value_is_zero_const(g->init)) nv_vfy_err(V, &at, "a common global needs a zero initializer");
  }
  if (g->init_use.val != g->init) nv_vfy_err(V, &at, "the initializer's use is out of date");
  if (!NV_IS_CONST_KIND(g->init->kind) && g->init->kind != NV_V_GLOBAL && g->init->kind != NV_V_FUNC) {
    nv_vfy_err(V, &at, "the initializer is not a constant");
    return;
  }
  if (g->init->type != g->vtype) {
    nv_vfy_err(V, &at, "initializer type %s does not match the global's value type %s",
               nv_vfy_tname(g->init->type).s, nv_vfy_tname(g->vtype).s);
    return;
  }
  /* PTX cannot initialise .shared memory (zero and undef are the "no initializer" front
   * ends write). The IR is valid, so this is a warning: code generation refuses it. */
  if (g->addrspace == NVCG_AS_SHARED && !nv_value_is_zero_const(g->init) &&
      g->init->kind != NV_V_UNDEF && g->init->kind != NV_V_POISON)
    nv_vfy_warn(V, &at, "PTX cannot give shared (addrspace 3) variables an initial value other than undef "
                        "or zero; code generation will reject this one");
  if (NV_IS_CONST_KIND(g->init->kind)) nv_vfy_const(V, &at, g->init);
  else nv_vfy_const_operand(V, &at, g->init, &g->v);
}

/* ---- functions: signature, attributes, kernels, launch bounds, intrinsics ---- */

/* What each overload type (T, U, W in order) of an intrinsic may be: 'i' integer or
 * vector of integers, 'f' floating point or vector of it, 'p' pointer, '.' anything;
 * 'I' / 'F' a vector of integers / of floating point (the vector reductions).
 * The intrinsic table (intrinsics.h) fixes the shape of a signature; this fixes the
 * kind of its overloaded parts, as LLVM's llvm_anyint_ty / llvm_anyfloat_ty /
 * llvm_anyptr_ty do. Intrinsics that are not listed have no overloads. */
#define NV_VFY_SCOPED(X, OP) X(OP##_GEN_I_CTA, "ip") X(OP##_GEN_I_SYS, "ip")
#define NV_INTRINSIC_OVERLOAD_KINDS(X)                                                        \
  X(LDG_GLOBAL_I, "ip") X(LDG_GLOBAL_F, "fp") X(LDG_GLOBAL_P, "pp")                            \
  X(LDU_GLOBAL_I, "ip") X(LDU_GLOBAL_F, "fp") X(LDU_GLOBAL_P, "pp")                            \
  X(ATOMIC_INC_32, "p") X(ATOMIC_DEC_32, "p")                                                  \
  NV_VFY_SCOPED(X, ATOMIC_ADD) NV_VFY_SCOPED(X, ATOMIC_EXCH) NV_VFY_SCOPED(X, ATOMIC_MAX)      \
  NV_VFY_SCOPED(X, ATOMIC_MIN) NV_VFY_SCOPED(X, ATOMIC_INC) NV_VFY_SCOPED(X, ATOMIC_DEC)      \
  NV_VFY_SCOPED(X, ATOMIC_AND) NV_VFY_SCOPED(X, ATOMIC_OR) NV_VFY_SCOPED(X, ATOMIC_XOR)        \
  X(ATOMIC_ADD_GEN_F_CTA, "fp") X(ATOMIC_ADD_GEN_F_SYS, "fp")                                  \
  X(ATOMIC_CAS_GEN_I_CTA, "ip") X(ATOMIC_CAS_GEN_I_SYS, "ip")                                  \
  X(MEMCPY, "ppi") X(MEMMOVE, "ppi") X(MEMSET, "pi")                                           \
  X(LIFETIME_START, "p") X(LIFETIME_END, "p") X(VA_START, "p") X(VA_END, "p") X(VA_COPY, "p")     \
  X(EXPECT, "i") X(EXPECT_WITH_PROBABILITY, "i") X(PTRMASK, "pi")                              \
  X(TENSORMAP_REPLACE_GLOBAL_ADDRESS, "p") X(TENSORMAP_REPLACE_RANK, "p")                      \
  X(TENSORMAP_REPLACE_BOX_DIM, "p") X(TENSORMAP_REPLACE_GLOBAL_DIM, "p")                       \
  X(TENSORMAP_REPLACE_GLOBAL_STRIDE, "p") X(TENSORMAP_REPLACE_ELEMENT_STRIDE, "p")             \
  X(TENSORMAP_REPLACE_ELEMTYPE, "p") X(TENSORMAP_REPLACE_INTERLEAVE_LAYOUT, "p")               \
  X(TENSORMAP_REPLACE_SWIZZLE_MODE, "p") X(TENSORMAP_REPLACE_SWIZZLE_ATOMICITY, "p")           \
  X(TENSORMAP_REPLACE_FILL_MODE, "p")                                                           \
  X(FMA, "f") X(FMULADD, "f") X(SQRT, "f") X(FABS, "f") X(MINNUM, "f") X(MAXNUM, "f")          \
  X(MINIMUM, "f") X(MAXIMUM, "f") X(COPYSIGN, "f") X(FLOOR, "f") X(CEIL, "f") X(TRUNC, "f")    \
  X(RINT, "f") X(NEARBYINT, "f") X(ROUND, "f") X(ROUNDEVEN, "f")                               \
  X(CTPOP, "i") X(CTLZ, "i") X(CTTZ, "i") X(BITREVERSE, "i") X(BSWAP, "i") X(FSHL, "i")        \
  X(FSHR, "i") X(UMIN, "i") X(UMAX, "i") X(SMIN, "i") X(SMAX, "i") X(ABS, "i")                 \
  X(SADD_WITH_OVERFLOW, "i") X(UADD_WITH_OVERFLOW, "i") X(SSUB_WITH_OVERFLOW, "i")             \
  X(USUB_WITH_OVERFLOW, "i") X(SMUL_WITH_OVERFLOW, "i") X(UMUL_WITH_OVERFLOW, "i")             \
  X(SADD_SAT, "i") X(UADD_SAT, "i") X(SSUB_SAT, "i") X(USUB_SAT, "i")                          \
  X(NVVM_FLO_S, "i") X(NVVM_FLO_U, "i")                                                        \
  X(VECREDUCE_ADD, "I") X(VECREDUCE_MUL, "I") X(VECREDUCE_AND, "I") X(VECREDUCE_OR, "I")        \
  X(VECREDUCE_XOR, "I") X(VECREDUCE_SMAX, "I") X(VECREDUCE_SMIN, "I") X(VECREDUCE_UMAX, "I")    \
  X(VECREDUCE_UMIN, "I") X(VECREDUCE_FADD, "F") X(VECREDUCE_FMUL, "F") X(VECREDUCE_FMAX, "F")   \
  X(VECREDUCE_FMIN, "F") X(VECREDUCE_FMAXIMUM, "F") X(VECREDUCE_FMINIMUM, "F")

static const char *nv_intrinsic_overload_kinds(unsigned id) {
  switch (id) {
#define NV_X_CASE(ID, kinds) case NV_INTR_##ID: return kinds;
    NV_INTRINSIC_OVERLOAD_KINDS(NV_X_CASE)
#undef NV_X_CASE
  default: return "";
  }
}

/* Arguments that must be constants: LLVM's ImmArg, plus the alignment NVPTX needs as an
 * immediate for ld.global.nc / ldu. (PTX takes registers for the lane, clamp and member
 * mask operands of shfl.sync, vote, match, redux and bar, so those are not listed.)
 * X(ID, argument index, 'i' any integer constant / 'a' power-of-two alignment /
 *   'f' floating-point constant in [0, 1]) */
#define NV_INTRINSIC_IMMARGS(X)                                                               \
  X(CTLZ, 1, 'i') X(CTTZ, 1, 'i') X(ABS, 1, 'i') X(MEMCPY, 3, 'i') X(MEMMOVE, 3, 'i')          \
  X(MEMSET, 3, 'i') X(LIFETIME_START, 0, 'i') X(LIFETIME_END, 0, 'i')                          \
  X(EXPECT_WITH_PROBABILITY, 2, 'f')                                                           \
  X(LDG_GLOBAL_I, 1, 'a') X(LDG_GLOBAL_F, 1, 'a') X(LDG_GLOBAL_P, 1, 'a')                      \
  X(LDU_GLOBAL_I, 1, 'a') X(LDU_GLOBAL_F, 1, 'a') X(LDU_GLOBAL_P, 1, 'a')                      \
  X(NVVM_IDP2A_S_S, 2, 'i') X(NVVM_IDP2A_S_U, 2, 'i') X(NVVM_IDP2A_U_S, 2, 'i')                \
  X(NVVM_IDP2A_U_U, 2, 'i') X(NVVM_FLO_S, 1, 'i') X(NVVM_FLO_U, 1, 'i')                      \
  X(TENSORMAP_REPLACE_BOX_DIM, 1, 'i') X(TENSORMAP_REPLACE_GLOBAL_DIM, 1, 'i')                 \
  X(TENSORMAP_REPLACE_GLOBAL_STRIDE, 1, 'i') X(TENSORMAP_REPLACE_ELEMENT_STRIDE, 1, 'i')       \
  X(TENSORMAP_REPLACE_ELEMTYPE, 1, 'i') X(TENSORMAP_REPLACE_INTERLEAVE_LAYOUT, 1, 'i')         \
  X(TENSORMAP_REPLACE_SWIZZLE_MODE, 1, 'i') X(TENSORMAP_REPLACE_SWIZZLE_ATOMICITY, 1, 'i')     \
  X(TENSORMAP_REPLACE_FILL_MODE, 1, 'i')

typedef struct nv_vfy_immarg {
  uint16_t id;
  uint8_t arg;
  char kind;
} nv_vfy_immarg;

static const nv_vfy_immarg nv_vfy_immargs[] = {
#define NV_X_ROW(ID, arg, kind) {NV_INTR_##ID, arg, kind},
    NV_INTRINSIC_IMMARGS(NV_X_ROW)
#undef NV_X_ROW
};

/* Recovers the types bound to T, U and W in a declared intrinsic type (which has
 * already been checked to fit the table). */
static void nv_vfy_bind_overloads(const nv_intrinsic_info *in, const nv_type *fty, const nv_type *ov[3]) {
  const char *s = in->params, *tok;
  size_t len;
  unsigned i = 0;
  ov[0] = ov[1] = ov[2] = NULL;
  while (nv_sig_next(&s, &tok, &len)) {
    if (len == 1 && (tok[0] == 'T' || tok[0] == 'U' || tok[0] == 'W') && i < fty->count) {
      int k = tok[0] == 'T' ? 0 : tok[0] == 'U' ? 1 : 2;
      if (!ov[k]) ov[k] = fty->fields[i];
    }
    i++;
  }
  if (in->ret[0] == 'T' && !in->ret[1] && !ov[0]) ov[0] = fty->elem;
  if (in->ret[0] == '{' && in->ret[1] == 'T' && !ov[0] && fty->elem->kind == NVCG_TYPE_STRUCT &&
      fty->elem->count > 0)
    ov[0] = fty->elem->fields[0];
}

/* Whether the overload types of intrinsic `id` declared with type fty are of the kinds its
 * family allows (nv_intrinsic_overload_kinds); if not, writes why into err. The verifier
 * checks every declaration; the reader drops an unused declaration that fails (LLVM checks
 * an intrinsic's types at its calls only). */
static int nv_intrinsic_overload_kinds_ok(unsigned id, const nv_type *fty, char *err, size_t n) {
  const nv_intrinsic_info *in = nv_intrinsic_info_of(id);
  const char *kinds = nv_intrinsic_overload_kinds(id);
  const nv_type *ov[3];
  unsigned k;
  nv_vfy_bind_overloads(in, fty, ov);
  for (k = 0; k < 3 && kinds[k]; k++) {
    const nv_type *t = ov[k];
    int ok;
    if (!t) continue;
    switch (kinds[k]) {
    case 'i': ok = nv_type_is_int_or_intvec(t); break;
    case 'f': ok = nv_type_is_fp_or_fpvec(t); break;
    case 'I': ok = t->kind == NVCG_TYPE_VECTOR && nv_type_is_int_or_intvec(t); break;
    case 'F': ok = t->kind == NVCG_TYPE_VECTOR && nv_type_is_fp_or_fpvec(t); break;
    case 'p': ok = t->kind == NVCG_TYPE_PTR; break;
    default: ok = 1; break;
    }
    if (ok) continue;
    snprintf(err, n, "overloaded type %c of intrinsic '%s' must be %s, not %s", "TUW"[k], in->name,
             kinds[k] == 'i' ? "an integer type" : kinds[k] == 'f' ? "a floating-point type"
             : kinds[k] == 'I' ? "a vector of integers" : kinds[k] == 'F' ? "a vector of floating point"
             : "a pointer", nv_vfy_tname(t).s);
    return 0;
  }
  return 1;
}

static void nv_vfy_intrinsic_decl(nv_verifier *V, const nv_vfy_at *at, nv_func *f) {
  char err[256];
  const char *suffix;
  unsigned id = nv_intrinsic_lookup(V->c, f->v.name, &suffix);
  const nv_intrinsic_info *in, *named;
  const nv_type *ov[3];
  if (!f->intrinsic) {
    if (id == NV_INTR_NONE) nv_vfy_err(V, at, "unknown intrinsic (names starting with 'llvm.' are reserved for intrinsics)");
    else nv_vfy_err(V, at, "the function is named like intrinsic '%s' but is not marked as one", nv_intrinsic_info_of(id)->name);
    return;
  }
  /* Rows that share a name (signature variants of one intrinsic) are all that name's. */
  named = nv_intrinsic_info_of(id);
  if (f->intrinsic >= NV_INTR_COUNT || id == NV_INTR_NONE ||
      strcmp(nv_intrinsic_info_of(f->intrinsic)->name, named->name) != 0) {
    nv_vfy_err(V, at, "the function's intrinsic id does not match its name");
    return;
  }
  id = f->intrinsic;
  if (!f->is_decl || f->first) nv_vfy_err(V, at, "intrinsics cannot have a body");
  if (!nv_intrinsic_type_fits(id, f->fty, err, sizeof err)) {
    nv_vfy_err(V, at, "%s", err);
    return;
  }
  in = nv_intrinsic_info_of(id);
  nv_vfy_bind_overloads(in, f->fty, ov);
  if (!nv_intrinsic_overload_kinds_ok(id, f->fty, err, sizeof err)) nv_vfy_err(V, at, "%s", err);
  if (id == NV_INTR_BSWAP && ov[0] && nv_type_scalar((nv_type *)ov[0])->bits % 16)
    nv_vfy_err(V, at, "llvm.bswap needs an even number of bytes");
  if (id == NV_INTR_PTRMASK && ov[1] && (ov[1]->kind != NVCG_TYPE_INT || ov[1]->bits != 64))
    nv_vfy_err(V, at, "llvm.ptrmask's mask must be an i64, the width of an NVPTX pointer");
  /* The name's overload suffixes must spell the declared types. */
  {
    nv_type *named = nv_intrinsic_type(V->c, id, suffix, err, sizeof err);
    if (!named && nv_intrinsic_name_fits(id, suffix, f->fty, err, sizeof err)) named = f->fty;
    if (named && named != f->fty && nv_intrinsic_alt_type_fits(V->c, id, suffix, f->fty)) named = f->fty;
    if (!named) nv_vfy_err(V, at, "%s", err);
    else if (named != f->fty)
      nv_vfy_err(V, at, "the name's type suffixes spell %s but the declaration has type %s",
                 nv_vfy_tname(named).s, nv_vfy_tname(f->fty).s);
  }
}

static void nv_vfy_param_attrs(nv_verifier *V, const nv_vfy_at *at, const nv_param_attrs *pa,
                               const nv_type *t, const char *what) {
  const uint32_t ptr_only = NVCG_PARAM_NOALIAS | NVCG_PARAM_NOCAPTURE | NVCG_PARAM_NONNULL |
                            NVCG_PARAM_READONLY | NVCG_PARAM_WRITEONLY | NVCG_PARAM_READNONE |
                            NVCG_PARAM_BYVAL | NVCG_PARAM_SRET;
  uint32_t fl = pa->flags;
  int is_ptr = t && t->kind == NVCG_TYPE_PTR;
  if ((fl & ptr_only) && !is_ptr)
    nv_vfy_err(V, at, "%s has pointer attributes but type %s", what, nv_vfy_tname(t).s);
  if ((pa->align || pa->dereferenceable) && !is_ptr)
    nv_vfy_err(V, at, "%s has align/dereferenceable but type %s", what, nv_vfy_tname(t).s);
  if (pa->align & (pa->align - 1)) nv_vfy_err(V, at, "%s: alignment %u is not a power of two", what, pa->align);
  if ((fl & (NVCG_PARAM_ZEROEXT | NVCG_PARAM_SIGNEXT)) && (!t || t->kind != NVCG_TYPE_INT))
    nv_vfy_err(V, at, "%s has zeroext/signext but type %s", what, nv_vfy_tname(t).s);
  if ((fl & NVCG_PARAM_ZEROEXT) && (fl & NVCG_PARAM_SIGNEXT))
    nv_vfy_err(V, at, "%s: zeroext and signext exclude each other", what);
  if ((fl & NVCG_PARAM_BYVAL) && (fl & NVCG_PARAM_SRET))
    nv_vfy_err(V, at, "%s: byval and sret exclude each other", what);
  if (((fl & NVCG_PARAM_READNONE) != 0) + ((fl & NVCG_PARAM_READONLY) != 0) + ((fl & NVCG_PARAM_WRITEONLY) != 0) > 1)
    nv_vfy_err(V, at, "%s: readnone, readonly and writeonly exclude each other", what);
  if ((fl & (NVCG_PARAM_BYVAL | NVCG_PARAM_SRET)) && (!pa->byval || !nv_type_is_sized(pa->byval)))
    nv_vfy_err(V, at, "%s: byval/sret needs a sized type", what);
}

/* Launch bounds against PTX's limits: the one check for every way bounds reach a function
 * (the builder's nvcg_function_set_*, !nvvm.annotations, and function attributes such as
 * "nvvm.maxntid" where the reader takes them); the verifier calls it, so each is reported
 * once, where the function is defined. A CTA has at most 1024 threads, 1024 in x and y and
 * 64 in z (ptxas dies with SIGFPE on some larger .maxntid and ignores others); a thread has
 * at most 255 registers; an SM holds at most 32 CTAs. A dimension left unset (0) is 1, as
 * NVVM reads maxntidx/y/z. Writes the first problem into err and returns 0, or returns 1. */
static int nv_has_launch_bounds(const nv_func *f) {
  unsigned i;
  for (i = 0; i < 3; i++)
    if (f->maxntid[i] || f->reqntid[i] || f->cluster_dim[i]) return 1;
  return f->minctasm || f->maxnreg || f->maxclusterrank || f->blocksareclusters;
}

static int nv_launch_bounds_valid(const nv_func *f, char *err, size_t n) {
  static const uint32_t dim_max[3] = {1024, 1024, 64};
  static const char axis[3] = {'x', 'y', 'z'};
  uint64_t maxt = 1, reqt = 1;
  unsigned i;
  int has_max = f->maxntid[0] || f->maxntid[1] || f->maxntid[2];
  int has_req = f->reqntid[0] || f->reqntid[1] || f->reqntid[2];
  int has_cluster = f->cluster_dim[0] || f->cluster_dim[1] || f->cluster_dim[2];
  /* LLVM reads launch bounds of kernels only and accepts them on other functions
   * (nv_vfy_launch_bounds warns that they are ignored there) */
  if (!nv_has_launch_bounds(f) || !f->is_kernel) return 1;
  /* ptxas: ".reqntid and .reqnctapercluster directive(s) required for directive
   * '.blocksareclusters'" */
  if (f->blocksareclusters && (!has_req || !has_cluster)) {
    snprintf(err, n, "blocksareclusters needs both reqntid and cluster_dim (the block and cluster shapes)");
    return 0;
  }
  if (has_cluster) {
    uint64_t ct = 1;
    for (i = 0; i < 3; i++) ct *= f->cluster_dim[i] ? f->cluster_dim[i] : 1;
    /* a cluster holds at most 8 blocks portably, 16 with a non-portable size opt-in */
    if (ct > 16) {
      snprintf(err, n, "cluster_dim asks for %llu blocks per cluster; a cluster has at most 16", (unsigned long long)ct);
      return 0;
    }
    /* ptxas: "Conflicting directives: .reqnctapercluster and .maxclusterrank" */
    if (f->maxclusterrank) {
      snprintf(err, n, "cluster_dim and maxclusterrank exclude each other (a fixed cluster shape has no maximum)");
      return 0;
    }
  }
  for (i = 0; i < 3; i++) {
    if (f->maxntid[i] > dim_max[i]) {
      snprintf(err, n, "maxntid %c is %u; a block has at most %u threads in %c", axis[i], f->maxntid[i], dim_max[i], axis[i]);
      return 0;
    }
    if (f->reqntid[i] > dim_max[i]) {
      snprintf(err, n, "reqntid %c is %u; a block has at most %u threads in %c", axis[i], f->reqntid[i], dim_max[i], axis[i]);
      return 0;
    }
    maxt *= f->maxntid[i] ? f->maxntid[i] : 1;
    reqt *= f->reqntid[i] ? f->reqntid[i] : 1;
  }
  if (maxt > 1024) {
    snprintf(err, n, "maxntid allows %llu threads per block; a block has at most 1024", (unsigned long long)maxt);
    return 0;
  }
  if (reqt > 1024) {
    snprintf(err, n, "reqntid asks for %llu threads per block; a block has at most 1024", (unsigned long long)reqt);
    return 0;
  }
  /* .maxntid bounds the product of the extents (the thread count), so that is what a
   * required shape must fit in. */
  if (has_max && has_req && reqt > maxt) {
    snprintf(err, n, "reqntid asks for %llu threads per block but maxntid allows at most %llu",
             (unsigned long long)reqt, (unsigned long long)maxt);
    return 0;
  }
  if (f->maxnreg > 255) {
    snprintf(err, n, "maxnreg %u is above the 255 registers a thread can have", f->maxnreg);
    return 0;
  }
  if (f->minctasm > 32) {
    snprintf(err, n, "minctasm %u is above the 32 blocks an SM can hold", f->minctasm);
    return 0;
  }
  return 1;
}

static void nv_vfy_launch_bounds(nv_verifier *V, const nv_vfy_at *at, const nv_func *f) {
  char err[160];
  if (!f->is_kernel && nv_has_launch_bounds(f))
    nv_vfy_warn(V, at, "launch bounds (maxntid, reqntid, minctasm, maxnreg, cluster_dim, maxclusterrank) "
                       "apply to kernels only; ignored on a device function");
  if (!nv_launch_bounds_valid(f, err, sizeof err)) nv_vfy_err(V, at, "%s", err);
}

static void nv_vfy_func_header(nv_verifier *V, nv_func *f) {
  nv_vfy_at at;
  const nv_type *fty = f->fty;
  uint32_t i;
  char what[48];
  memset(&at, 0, sizeof at);
  at.f = f;
  if (f->module != V->m) nv_vfy_err(V, &at, "the function's module link is wrong");
  if (!fty || fty->kind != NVCG_TYPE_FUNCTION) {
    nv_vfy_err(V, &at, "the function has no function type");
    return;
  }
  if (f->nargs != fty->count) {
    nv_vfy_err(V, &at, "the function has %u arguments but its type has %llu parameters", f->nargs,
               (unsigned long long)fty->count);
    return;
  }
  if (fty->elem->kind != NVCG_TYPE_VOID && !nv_type_is_first_class(fty->elem))
    nv_vfy_err(V, &at, "return type %s is neither void nor first-class", nv_vfy_tname(fty->elem).s);
  for (i = 0; i < f->nargs; i++) {
    const nv_arg *a = f->args[i];
    if (!a || a->parent != f || a->index != i || a->v.type != fty->fields[i]) {
      nv_vfy_err(V, &at, "argument %u does not match the function type", i);
      continue;
    }
    if (!nv_type_is_first_class(a->v.type))
      nv_vfy_err(V, &at, "parameter %u has type %s, which is not first-class", i, nv_vfy_tname(a->v.type).s);
    snprintf(what, sizeof what, "parameter %u", i);
    nv_vfy_param_attrs(V, &at, &f->pattrs[i], a->v.type, what);
    if (f->pattrs[i].image) {
      /* an image parameter: .param .texref / .surfref, which only a kernel's entry has */
      if (f->pattrs[i].image > NV_IMGPARAM_RDWR) nv_vfy_err(V, &at, "parameter %u: bad image kind %u", i, f->pattrs[i].image);
      if (!f->is_kernel)
        nv_vfy_err(V, &at, "parameter %u is annotated as an image, but '@%s' is no kernel (only a kernel's entry "
                           "takes .texref / .surfref parameters)", i, f->v.name ? f->v.name : "");
      if (a->v.type->kind != NVCG_TYPE_INT || a->v.type->bits != 64)
        nv_vfy_err(V, &at, "parameter %u is annotated as an image but is no i64 (the image's handle)", i);
    }
  }
  nv_vfy_param_attrs(V, &at, &f->rattrs, fty->elem, "the return value");
  if (f->rattrs.flags & (NVCG_PARAM_BYVAL | NVCG_PARAM_SRET))
    nv_vfy_err(V, &at, "byval and sret are parameter attributes, not return attributes");
  if ((f->attrs & NVCG_FN_ALWAYSINLINE) && (f->attrs & NVCG_FN_NOINLINE))
    nv_vfy_err(V, &at, "alwaysinline and noinline exclude each other");
  if ((f->attrs & NVCG_FN_OPTNONE) && !(f->attrs & NVCG_FN_NOINLINE))
    nv_vfy_err(V, &at, "optnone needs noinline");
  if (((f->attrs & NVCG_FN_READNONE) != 0) + ((f->attrs & NVCG_FN_READONLY) != 0) +
          ((f->attrs & NVCG_FN_WRITEONLY) != 0) > 1)
    nv_vfy_err(V, &at, "readnone, readonly and writeonly exclude each other");
  /* linkage */
  if (f->linkage > NVCG_LINKAGE_APPENDING) nv_vfy_err(V, &at, "bad linkage %u", f->linkage);
  else if (f->is_decl && !nv_vfy_decl_linkage_ok(f->linkage))
    nv_vfy_err(V, &at, "a declaration must have external or extern_weak linkage");
  else if (!f->is_decl && (f->linkage == NVCG_LINKAGE_EXTERN_WEAK || f->linkage == NVCG_LINKAGE_COMMON ||
                           f->linkage == NVCG_LINKAGE_APPENDING))
    nv_vfy_err(V, &at, "a function definition cannot have %s linkage",
               f->linkage == NVCG_LINKAGE_EXTERN_WEAK ? "extern_weak"
               : f->linkage == NVCG_LINKAGE_COMMON    ? "common"
                                                      : "appending");
  if (f->is_decl != (f->first == NULL))
    nv_vfy_err(V, &at, "the function is marked as a %s but %s blocks", f->is_decl ? "declaration" : "definition",
               f->first ? "has" : "has no");
  /* intrinsics */
  if (f->v.name && strncmp(f->v.name, "llvm.", 5) == 0) nv_vfy_intrinsic_decl(V, &at, f);
  else if (f->intrinsic) nv_vfy_err(V, &at, "marked as an intrinsic but not named 'llvm.*'");
  /* kernels */
  if (f->cc == NVCG_CC_PTX_KERNEL && !f->is_kernel)
    nv_vfy_err(V, &at, "ptx_kernel calling convention on a function that is not a kernel");
  if (f->is_kernel) {
    if (fty->elem->kind != NVCG_TYPE_VOID)
      nv_vfy_err(V, &at, "a kernel must return void, not %s", nv_vfy_tname(fty->elem).s);
    if (fty->vararg) nv_vfy_err(V, &at, "a kernel cannot be variadic");
    if (f->intrinsic) nv_vfy_err(V, &at, "an intrinsic cannot be a kernel");
    for (i = 0; i < f->nargs; i++) {
      const nv_type *t = fty->fields[i];
      if (t->kind == NVCG_TYPE_PTR && (t->addrspace == NVCG_AS_LOCAL || t->addrspace == NVCG_AS_PARAM))
        nv_vfy_err(V, &at, "kernel parameter %u is a pointer into the %s address space, which no launch can pass",
                   i, t->addrspace == NVCG_AS_LOCAL ? "local" : "param");
      else if (t->kind == NVCG_TYPE_PTR && !nv_vfy_known_as(t->addrspace))
        nv_vfy_err(V, &at, "kernel parameter %u is a pointer into address space %u, which NVPTX does not have",
                   i, t->addrspace);
    }
  }
  nv_vfy_launch_bounds(V, &at, f);
}

/* ---- the CFG and the dominator tree ---- */

/* Numbers the blocks, records terminators, and builds predecessor lists (one entry per
 * edge, as phis count them). Structural block errors are reported here. */
static void nv_vfy_cfg(nv_verifier *V) {
  nv_func *f = V->f;
  nv_block *bb;
  uint32_t n = 0, i, k, nedges = 0;
  for (bb = f->first; bb; bb = bb->next) n++;
  V->nblocks = n;
  V->blocks = (nv_block **)nv_xcalloc(n ? n : 1, sizeof *V->blocks);
  V->term = (nv_inst **)nv_xcalloc(n ? n : 1, sizeof *V->term);
  V->pred_start = (uint32_t *)nv_xcalloc((size_t)n + 1, sizeof(uint32_t));
  nv_func_number_blocks(f);
  for (bb = f->first, i = 0; bb; bb = bb->next, i++) V->blocks[i] = bb;
  for (i = 0; i < n; i++) {
    nv_block *b = V->blocks[i];
    nv_vfy_at at;
    memset(&at, 0, sizeof at);
    at.f = f;
    at.bb = b;
    if (b->parent != f) nv_vfy_err(V, &at, "the block's parent link is wrong");
    if (!b->first) {
      nv_vfy_err(V, &at, "the block is empty (every block ends in a terminator)");
      continue;
    }
    if (!NV_OP_IS_TERMINATOR(b->last->v.opcode)) {
      at.I = b->last;
      nv_vfy_err(V, &at, "the block does not end in a terminator");
      continue;
    }
    V->term[i] = b->last;
    for (k = 0; k < nv_vfy_nsucc(b->last); k++) {
      const nv_value *sv = b->last->ops[nv_vfy_succ_slot(b->last, k)].val;
      nv_block *s = nv_vfy_local_block(V, sv);
      if (s) {
        V->pred_start[s->index + 1]++;
        nedges++;
      }
    }
  }
  for (i = 0; i < n; i++) V->pred_start[i + 1] += V->pred_start[i];
  V->preds = (uint32_t *)nv_xcalloc(nedges ? nedges : 1, sizeof(uint32_t));
  {
    uint32_t *fill = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
    for (i = 0; i < n; i++) {
      const nv_inst *T = V->term[i];
      if (!T) continue;
      for (k = 0; k < nv_vfy_nsucc(T); k++) {
        nv_block *s = nv_vfy_local_block(V, T->ops[nv_vfy_succ_slot(T, k)].val);
        if (s) V->preds[V->pred_start[s->index] + fill[s->index]++] = i;
      }
    }
    nv_xfree(fill);
  }
}

static uint32_t nv_vfy_intersect(const nv_verifier *V, uint32_t a, uint32_t b) {
  while (a != b) {
    while (V->rpo[a] > V->rpo[b]) a = V->idom[a];
    while (V->rpo[b] > V->rpo[a]) b = V->idom[b];
  }
  return a;
}

/* Reverse postorder from the entry, then Cooper-Harvey-Kennedy: iterate
 * idom(b) = intersect of the processed predecessors' idoms until nothing changes, then
 * number the dominator tree with DFS intervals so that dominance is an O(1) test. */
static void nv_vfy_dominators(nv_verifier *V) {
  uint32_t n = V->nblocks, i, np = 0, sp = 0, *post, *stack_b, *stack_k, *child_start, *children, *fill;
  uint8_t *seen;
  int changed = 1;
  V->rpo = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  V->order = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  V->idom = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  V->dom_in = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  V->dom_out = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  for (i = 0; i < n; i++) V->rpo[i] = V->idom[i] = NV_VFY_NONE;
  V->nreach = 0;
  if (!n) return;
  post = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  stack_b = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  stack_k = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  seen = (uint8_t *)nv_xcalloc(n, 1);
  seen[0] = 1;
  stack_b[sp] = 0;
  stack_k[sp++] = 0;
  while (sp) {
    uint32_t b = stack_b[sp - 1];
    const nv_inst *T = V->term[b];
    if (T && stack_k[sp - 1] < nv_vfy_nsucc(T)) {
      nv_block *s = nv_vfy_local_block(V, T->ops[nv_vfy_succ_slot(T, stack_k[sp - 1]++)].val);
      if (s && !seen[s->index]) {
        seen[s->index] = 1;
        stack_b[sp] = s->index;
        stack_k[sp++] = 0;
      }
    } else {
      post[np++] = b;
      sp--;
    }
  }
  for (i = 0; i < np; i++) {
    V->order[i] = post[np - 1 - i];
    V->rpo[V->order[i]] = i;
  }
  V->nreach = np;
  V->idom[0] = 0;
  while (changed) {
    changed = 0;
    for (i = 1; i < np; i++) {
      uint32_t b = V->order[i], nid = NV_VFY_NONE, p;
      for (p = V->pred_start[b]; p < V->pred_start[b + 1]; p++) {
        uint32_t q = V->preds[p];
        if (V->rpo[q] == NV_VFY_NONE || V->idom[q] == NV_VFY_NONE) continue;
        nid = nid == NV_VFY_NONE ? q : nv_vfy_intersect(V, q, nid);
      }
      if (nid != V->idom[b]) {
        V->idom[b] = nid;
        changed = 1;
      }
    }
  }
  /* dominator-tree intervals */
  child_start = (uint32_t *)nv_xcalloc((size_t)n + 1, sizeof(uint32_t));
  children = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * n);
  fill = (uint32_t *)nv_xcalloc(n, sizeof(uint32_t));
  for (i = 1; i < np; i++) child_start[V->idom[V->order[i]] + 1]++;
  for (i = 0; i < n; i++) child_start[i + 1] += child_start[i];
  for (i = 1; i < np; i++) {
    uint32_t b = V->order[i], d = V->idom[b];
    children[child_start[d] + fill[d]++] = b;
  }
  {
    uint32_t clock = 0;
    sp = 0;
    stack_b[sp] = 0;
    stack_k[sp++] = 0;
    V->dom_in[0] = clock++;
    while (sp) {
      uint32_t b = stack_b[sp - 1];
      if (child_start[b] + stack_k[sp - 1] < child_start[b + 1]) {
        uint32_t c = children[child_start[b] + stack_k[sp - 1]++];
        V->dom_in[c] = clock++;
        stack_b[sp] = c;
        stack_k[sp++] = 0;
      } else {
        V->dom_out[b] = clock++;
        sp--;
      }
    }
  }
  nv_xfree(child_start);
  nv_xfree(children);
  nv_xfree(fill);
  nv_xfree(post);
  nv_xfree(stack_b);
  nv_xfree(stack_k);
  nv_xfree(seen);
}

/* ---- blocks: entry, terminators, phis ---- */

typedef struct nv_vfy_edge {
  uint32_t block;  /* block index */
  uint32_t pos;    /* incoming entry number, for stable sorting */
  const nv_value *val;
} nv_vfy_edge;

static int nv_vfy_edge_cmp(const void *a, const void *b) {
  const nv_vfy_edge *x = (const nv_vfy_edge *)a, *y = (const nv_vfy_edge *)b;
  if (x->block != y->block) return x->block < y->block ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* A phi must have one incoming entry per predecessor edge (a block that branches here
 * twice, as a switch with two cases to one target does, appears twice) and the entries
 * for one block must carry one value. This is LLVM's rule. */
static void nv_vfy_phi_edges(nv_verifier *V, nv_block *bb, nv_inst *phi) {
  uint32_t b = bb->index, np = V->pred_start[b + 1] - V->pred_start[b], ne = 0, i, j, p;
  nv_vfy_edge *e;
  nv_vfy_at at;
  memset(&at, 0, sizeof at);
  at.f = V->f;
  at.bb = bb;
  at.I = phi;
  e = (nv_vfy_edge *)nv_xmalloc(sizeof *e * (phi->nops / 2 + 1));
  for (i = 0; i + 1 < phi->nops; i += 2) {
    nv_block *from = nv_vfy_local_block(V, phi->ops[i + 1].val);
    if (!from) continue; /* reported with the operands */
    e[ne].block = from->index;
    e[ne].pos = i / 2;
    e[ne].val = phi->ops[i].val;
    ne++;
  }
  if (phi->nops / 2 == 0) {
    nv_vfy_err(V, &at, "a phi needs an incoming entry for each of the block's %u predecessor edge(s)", np);
    nv_xfree(e);
    return;
  }
  qsort(e, ne, sizeof *e, nv_vfy_edge_cmp);
  /* walk both sorted lists (predecessor edges are sorted by construction) */
  i = 0;
  p = V->pred_start[b];
  while (i < ne || p < V->pred_start[b + 1]) {
    uint32_t blk = i < ne && (p >= V->pred_start[b + 1] || e[i].block <= V->preds[p]) ? e[i].block : V->preds[p];
    uint32_t have = 0, want = 0;
    int differ = 0;
    for (j = i; j < ne && e[j].block == blk; j++) {
      if (e[j].val != e[i].val && !differ) {
        differ = 1;
        nv_vfy_err(V, &at, "entries for %s carry different values (%s and %s)",
                   nv_vfy_vname(V, &V->blocks[blk]->v).s, nv_vfy_vname(V, e[i].val).s, nv_vfy_vname(V, e[j].val).s);
      }
      have++;
    }
    i = j;
    while (p < V->pred_start[b + 1] && V->preds[p] == blk) {
      want++;
      p++;
    }
    if (!want)
      nv_vfy_err(V, &at, "%s is not a predecessor of this block", nv_vfy_vname(V, &V->blocks[blk]->v).s);
    else if (!have)
      nv_vfy_err(V, &at, "no incoming entry for predecessor %s", nv_vfy_vname(V, &V->blocks[blk]->v).s);
    else if (have != want)
      nv_vfy_err(V, &at, "%u entries for %s, which branches here %u time(s) (one entry per edge)", have,
                 nv_vfy_vname(V, &V->blocks[blk]->v).s, want);
  }
  nv_xfree(e);
}

static void nv_vfy_block_shape(nv_verifier *V, uint32_t b) {
  nv_block *bb = V->blocks[b];
  nv_inst *I, *prev = NULL;
  int past_phis = 0;
  nv_vfy_at at;
  memset(&at, 0, sizeof at);
  at.f = V->f;
  at.bb = bb;
  if (b == 0 && V->pred_start[1] > V->pred_start[0])
    nv_vfy_err(V, &at, "the entry block cannot have predecessors (%s branches to it)",
               nv_vfy_vname(V, &V->blocks[V->preds[V->pred_start[0]]]->v).s);
  for (I = bb->first; I; prev = I, I = I->next) {
    at.I = I;
    if (I->parent != bb) nv_vfy_err(V, &at, "the instruction's parent link is wrong");
    if (I->prev != prev) nv_vfy_err(V, &at, "the instruction list is broken (prev link)");
    if (!I->next && bb->last != I) nv_vfy_err(V, &at, "the instruction list is broken (last link)");
    if (I->v.opcode == NVCG_OP_PHI) {
      if (b == 0) nv_vfy_err(V, &at, "phi in the entry block, which has no predecessors");
      else if (past_phis) nv_vfy_err(V, &at, "phi after a non-phi instruction (phis come first in a block)");
      else nv_vfy_phi_edges(V, bb, I);
    } else {
      past_phis = 1;
    }
    if (I->next && I->v.opcode < NVCG_OP_COUNT && NV_OP_IS_TERMINATOR(I->v.opcode))
      nv_vfy_err(V, &at, "terminator in the middle of the block");
  }
}

/* ---- instructions ---- */

/* Checks operand i of I: which function or module it belongs to, where blocks may
 * appear, and SSA dominance. */
/* Where instruction v sits in the function being checked (its index in ipos_v);
 * 0 when it is not in the function's blocks. */
static int nv_vfy_ipos_find(const nv_verifier *V, const nv_value *v, uintptr_t *pi) {
  uint32_t d = v->id - V->ipos_lo;
  if (d < V->ipos_n) {
    uint32_t x = V->ipos_at[d];
    if (x && &V->ipos_v.data[x - 1].I->v == v) {
      *pi = x - 1;
      return 1;
    }
  }
  return nv_map_get(&V->ipos_rest, (uintptr_t)v, pi);
}

static void nv_vfy_operand(nv_verifier *V, const nv_vfy_at *at, nv_inst *I, unsigned i) {
  nv_value *v = I->ops[i].val;
  nv_func *f = V->f;
  uintptr_t pi;
  if (!v) return; /* the type rules report missing operands */
  if (I->ops[i].user != &I->v || (I->ops[i].pprev && *I->ops[i].pprev != &I->ops[i]))
    nv_vfy_err(V, at, "the use list entry of operand %u is broken", i);
  if (!v->type) {
    nv_vfy_err(V, at, "operand %u has no type", i);
    return;
  }
  if (v->kind == NV_V_BLOCK) {
    const nv_block *ob = (const nv_block *)v;
    if (!nv_vfy_block_slot(I, i))
      nv_vfy_err(V, at, "operand %u is the block %s where a value is expected", i, nv_vfy_vname(V, v).s);
    if (!nv_vfy_local_block(V, v)) {
      if (ob->parent && ob->parent != f)
        nv_vfy_err(V, at, "operand %u is a block of function @%s", i, ob->parent->v.name);
      else
        nv_vfy_err(V, at, "operand %u is a block that is not in the function (removed?)", i);
    }
    return;
  }
  if (nv_vfy_block_slot(I, i)) return; /* the type rules report a non-block here */
  switch (v->kind) {
  case NV_V_ARG: {
    const nv_arg *a = (const nv_arg *)v;
    if (a->parent != f || a->index >= f->nargs || f->args[a->index] != a)
      nv_vfy_err(V, at, "operand %u is an argument of function @%s", i,
                 a->parent && a->parent->v.name ? a->parent->v.name : "?");
    return;
  }
  case NV_V_FUNC: case NV_V_GLOBAL:
    if (nv_vfy_value_module(v) != V->m)
      nv_vfy_err(V, at, "operand %u (%s) belongs to another module", i, nv_vfy_vname(V, v).s);
    else if (v->kind == NV_V_FUNC && ((nv_func *)v)->intrinsic && !(I->v.opcode == NVCG_OP_CALL && i == 0))
      nv_vfy_err(V, at, "operand %u takes the address of intrinsic %s (intrinsics can only be called)", i,
                 nv_vfy_vname(V, v).s);
    return;
  case NV_V_ASM:
    if (!(I->v.opcode == NVCG_OP_CALL && i == 0)) nv_vfy_err(V, at, "inline asm is only allowed as a callee");
    return;
  case NV_V_INST: break;
  default: nv_vfy_const(V, at, v); return;
  }
  /* an instruction */
  if (!nv_vfy_ipos_find(V, v, &pi)) {
    const nv_inst *D = (const nv_inst *)v;
    if (!D->parent)
      nv_vfy_err(V, at, "operand %u is an instruction that is in no block (erased?)", i);
    else if (D->parent->parent != f)
      nv_vfy_err(V, at, "operand %u (%s) is a local value of function @%s", i, nv_vfy_vname(V, v).s,
                 D->parent->parent ? D->parent->parent->v.name : "?");
    else
      nv_vfy_err(V, at, "operand %u is an instruction missing from its block's list", i);
    return;
  }
  if (v == &I->v && I->v.opcode != NVCG_OP_PHI) {
    nv_vfy_err(V, at, "the instruction uses its own value (only phis may)");
    return;
  }
  {
    const nv_vfy_ipos *d = &V->ipos_v.data[pi];
    uint32_t db = d->bb->index;
    if (I->v.opcode == NVCG_OP_PHI) {
      /* An incoming value must be available at the end of its incoming block. */
      nv_block *from = i + 1 < I->nops ? nv_vfy_local_block(V, I->ops[i + 1].val) : NULL;
      if (!from || V->rpo[from->index] == NV_VFY_NONE) return;
      if (V->rpo[db] == NV_VFY_NONE || !nv_vfy_dominates(V, db, from->index))
        nv_vfy_err(V, at, "incoming value %s does not dominate the end of its incoming block %s",
                   nv_vfy_vname(V, v).s, nv_vfy_vname(V, &from->v).s);
    } else {
      uintptr_t ui;
      uint32_t ub;
      if (!nv_vfy_ipos_find(V, &I->v, &ui)) return;
      ub = V->ipos_v.data[ui].bb->index;
      /* LLVM's rule: uses in unreachable blocks are not checked; a definition in an
       * unreachable block dominates nothing reachable. */
      if (V->rpo[ub] == NV_VFY_NONE) return;
      if (db == ub ? d->seq > V->ipos_v.data[ui].seq
                   : (V->rpo[db] == NV_VFY_NONE || !nv_vfy_dominates(V, db, ub)))
        nv_vfy_err(V, at, "operand %s does not dominate this use", nv_vfy_vname(V, v).s);
    }
  }
}

static int nv_vfy_value_id_cmp(const void *a, const void *b) {
  const nv_value *x = *(const nv_value *const *)a, *y = *(const nv_value *const *)b;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* Opcode-specific rules beyond typecheck.c's, run once the type rules hold. */
/* A module-scope texture or surface reference (ir/texture.h) is no memory: only
 * llvm.nvvm.texsurf.handle.internal may take it, and that intrinsic takes nothing else. */
static int nv_vfy_is_texsurf_handle(const nv_inst *I) {
  const nv_value *c = I->v.opcode == NVCG_OP_CALL && I->nops ? I->ops[0].val : NULL;
  return c && c->kind == NV_V_FUNC && ((const nv_func *)c)->intrinsic == NV_INTR_TEXSURF_HANDLE;
}

/* The module-scope reference whose handle v is (a call of llvm.nvvm.texsurf.handle.internal
 * on it), or NULL. */
static const nv_global *nv_texsurf_handle_ref(const nv_value *v) {
  const nv_inst *H = v && v->kind == NV_V_INST ? (const nv_inst *)v : NULL;
  const nv_value *g;
  if (!H || !nv_vfy_is_texsurf_handle(H) || H->nops < 2) return NULL;
  g = H->ops[1].val;
  return g && g->kind == NV_V_GLOBAL && ((const nv_global *)g)->texref ? (const nv_global *)g : NULL;
}

/* The image kernel parameter v is (NV_IMGPARAM_*), or 0. */
static unsigned nv_image_param_of(const nv_value *v) {
  const nv_arg *a = v && v->kind == NV_V_ARG ? (const nv_arg *)v : NULL;
  return a && a->parent && a->parent->pattrs && a->index < a->parent->nargs ? a->parent->pattrs[a->index].image : 0;
}

static void nv_vfy_texrefs(nv_verifier *V, const nv_vfy_at *at, const nv_inst *I) {
  static const char *const kinds[3] = {"", "texture", "surface"};
  unsigned i, h = nv_vfy_is_texsurf_handle(I);
  const nv_value *c = I->v.opcode == NVCG_OP_CALL && I->nops ? I->ops[0].val : NULL;
  unsigned id = c && c->kind == NV_V_FUNC ? ((const nv_func *)c)->intrinsic : 0;
  if (nv_texture_family(id) && I->nops >= 2) {
    /* a texture instruction on a surface reference's handle, or the other way round: PTX
     * has no such instruction (ptxas refuses [surf, ...] in tex) */
    const nv_global *g = nv_texsurf_handle_ref(I->ops[1].val);
    unsigned want = id == NV_INTR_TEX_UNIFIED || id == NV_INTR_TLD4_UNIFIED || id == NV_INTR_TXQ ? NV_TEXREF_TEXTURE
                                                                                                  : NV_TEXREF_SURFACE;
    unsigned img = nv_image_param_of(I->ops[1].val);
    if (g && g->texref != want)
      nv_vfy_err(V, at, "@%s is a module-scope %s reference, but %s takes a %s", g->v.name ? g->v.name : "",
                 kinds[g->texref], c->name ? c->name : "", kinds[want]);
    if (img && nv_imgparam_texref(img) != want)
      nv_vfy_err(V, at, "parameter %u is an image kernel parameter declared as a %s (\"%s\"), but %s takes a %s",
                 ((const nv_arg *)I->ops[1].val)->index, kinds[nv_imgparam_texref(img)],
                 img == NV_IMGPARAM_RDO ? "rdoimage" : img == NV_IMGPARAM_WRO ? "wroimage" : "rdwrimage",
                 c->name ? c->name : "", kinds[want]);
  }
  for (i = 0; i < I->nops; i++) {
    const nv_value *v = I->ops[i].val;
    if (!v) continue;
    if (v->kind == NV_V_GLOBAL && ((const nv_global *)v)->texref) {
      if (!(h && i == 1))
        nv_vfy_err(V, at,
                   "@%s is a module-scope %s reference: only llvm.nvvm.texsurf.handle.internal may use it (it "
                   "has no memory to load, store or address)",
                   v->name ? v->name : "", kinds[((const nv_global *)v)->texref]);
    } else if (h && i == 1) {
      nv_vfy_err(V, at,
                 "llvm.nvvm.texsurf.handle.internal takes a global annotated \"texture\" or \"surface\" in "
                 "!nvvm.annotations");
    }
  }
}

static void nv_vfy_inst_extra(nv_verifier *V, const nv_vfy_at *at, nv_inst *I) {
  nv_vfy_texrefs(V, at, I);
  nv_func *f = V->f;
  unsigned op = I->v.opcode;
  switch (op) {
  case NVCG_OP_RET: {
    const nv_type *rt = f->fty->elem;
    if (rt->kind == NVCG_TYPE_VOID) {
      if (I->nops) nv_vfy_err(V, at, "ret with a value in a function that returns void");
    } else if (!I->nops) {
      nv_vfy_err(V, at, "ret void in a function that returns %s", nv_vfy_tname(rt).s);
    } else if (I->ops[0].val->type != rt) {
      nv_vfy_err(V, at, "ret of type %s in a function that returns %s", nv_vfy_tname(I->ops[0].val->type).s,
                 nv_vfy_tname(rt).s);
    }
    return;
  }
  case NVCG_OP_SWITCH: {
    /* Case values must be distinct. Constants are uniqued, so equal values are the same
     * constant: sort the case constants by id and compare neighbours. */
    uint32_t n = (I->nops - 2) / 2, i;
    const nv_value **cv;
    if (n < 2) return;
    cv = (const nv_value **)nv_xmalloc(sizeof *cv * n);
    for (i = 0; i < n; i++) cv[i] = I->ops[2 + 2 * i].val;
    qsort(cv, n, sizeof *cv, nv_vfy_value_id_cmp);
    for (i = 1; i < n; i++)
      if (cv[i] == cv[i - 1] && (i == 1 || cv[i - 2] != cv[i]))
        nv_vfy_err(V, at, "case value %s appears more than once", nv_vfy_vname(V, cv[i]).s);
    nv_xfree(cv);
    return;
  }
  case NVCG_OP_LOAD: case NVCG_OP_STORE: case NVCG_OP_ATOMICRMW: case NVCG_OP_CMPXCHG: {
    /* code generation knows the spaces of nv_vfy_known_as; tensor memory (6) is reached
     * through tcgen05 intrinsics alone, as in LLVM */
    const nv_type *pt = I->ops[op == NVCG_OP_STORE ? 1 : 0].val->type;
    unsigned as = pt->kind == NVCG_TYPE_PTR ? pt->addrspace : 0;
    if (as == 6)
      nv_vfy_err(V, at, "memory access through a ptr addrspace(6): tensor memory is accessed only through "
                        "tcgen05 instructions");
    else if (!nv_vfy_known_as(as))
      nv_vfy_err(V, at, "memory access through address space %u, which does not exist on NVPTX", as);
    return;
  }
  case NVCG_OP_ADDRSPACECAST: {
    unsigned from = I->ops[0].val->type->kind == NVCG_TYPE_VECTOR ? I->ops[0].val->type->elem->addrspace
                                                                  : I->ops[0].val->type->addrspace;
    unsigned to = nv_type_scalar(I->v.type)->addrspace;
    if (!nv_vfy_known_as(from) || !nv_vfy_known_as(to))
      nv_vfy_err(V, at, "address space %u does not exist on NVPTX", nv_vfy_known_as(from) ? to : from);
    else if (from != NVCG_AS_GENERIC && to != NVCG_AS_GENERIC &&
             !((from == NVCG_AS_SHARED && to == NVCG_AS_SHARED_CLUSTER) ||
               (from == NVCG_AS_SHARED_CLUSTER && to == NVCG_AS_SHARED)))
      /* valid IR; PTX has no such cvta. shared::cta lies inside shared::cluster, so LLVM 21
       * casts between 3 and 7 (through generic, as code generation does); other pairs of
       * specific spaces share no memory */
      nv_vfy_warn(V, at, "NVPTX casts only between the generic address space and another one, not from %u "
                         "to %u; code generation goes through generic, which gives a pointer into no object",
                  from, to);
    return;
  }
  case NVCG_OP_CALL: {
    nv_value *callee = I->ops[0].val;
    nv_func *cf;
    const nv_intrinsic_info *in;
    size_t r;
    if (callee->kind != NV_V_FUNC || nv_vfy_value_module(callee) != V->m) return;
    cf = (nv_func *)callee;
    if (cf->is_kernel) nv_vfy_err(V, at, "calls kernel @%s (kernels can only be launched)", cf->v.name);
    if (!cf->intrinsic || cf->intrinsic >= NV_INTR_COUNT || cf->fty != I->aux_type) return;
    in = nv_intrinsic_info_of(cf->intrinsic);
    if ((cf->intrinsic == NV_INTR_VA_START || cf->intrinsic == NV_INTR_VA_START_P0) && !V->f->fty->vararg)
      nv_vfy_err(V, at, "%s called in a function that is not variadic", in->name);
    for (r = 0; r < NV_ARRAY_LEN(nv_vfy_immargs); r++) {
      const nv_vfy_immarg *ia = &nv_vfy_immargs[r];
      const nv_value *a;
      if (ia->id != cf->intrinsic || (unsigned)ia->arg + 1 >= I->nops) continue;
      a = I->ops[ia->arg + 1].val;
      if (ia->kind == 'f') {
        double d = a->kind == NV_V_CFP ? nv_cfp_to_double(a) : -1.0;
        if (a->kind != NV_V_CFP)
          nv_vfy_err(V, at, "argument %u of %s must be a floating-point constant", ia->arg + 1, in->name);
        else if (!(d >= 0.0 && d <= 1.0))
          nv_vfy_err(V, at, "argument %u of %s is a probability and must be in [0, 1]", ia->arg + 1, in->name);
      } else if (a->kind != NV_V_CINT) {
        nv_vfy_err(V, at, "argument %u of %s must be a constant integer", ia->arg + 1, in->name);
      } else if (ia->kind == 'a') {
        uint64_t x = nv_cint_zext(a);
        if (!x || (x & (x - 1)))
          nv_vfy_err(V, at, "argument %u of %s is an alignment and must be a power of two", ia->arg + 1,
                     in->name);
      }
    }
    return;
  }
  default: return;
  }
}

/* Numbers the function's instructions in block order (ipos_v) and indexes them by id. */
static void nv_vfy_ipos_build(nv_verifier *V) {
  uint32_t b, seq = 0, lo = UINT32_MAX, hi = 0, n, count = 0;
  /* a fresh table per function: clearing one sized for a big function would cost its
   * size again for every small function after it */
  nv_map_free(&V->ipos_rest);
  nv_map_init(&V->ipos_rest, NV_MAP_PTR);
  V->ipos_v.len = 0;
  for (b = 0; b < V->nblocks; b++) {
    nv_inst *I;
    for (I = V->blocks[b]->first; I; I = I->next) {
      nv_vfy_ipos p;
      p.I = I;
      p.bb = V->blocks[b];
      p.seq = ++seq;
      nv_vec_push(&V->ipos_v, p);
      if (I->v.id < lo) lo = I->v.id;
      if (I->v.id > hi) hi = I->v.id;
      count++;
    }
  }
  /* the range, unless it is much wider than the function (then the map holds all) */
  n = count && hi - lo < 4 * count + 64 ? hi - lo + 1 : 0;
  V->ipos_lo = lo;
  V->ipos_n = n;
  V->ipos_at = n ? (uint32_t *)nv_xcalloc(n, sizeof *V->ipos_at) : NULL;
  for (b = 0; b < V->ipos_v.len; b++) {
    const nv_inst *I = V->ipos_v.data[b].I;
    uint32_t d = I->v.id - lo;
    /* (a list that holds an instruction twice maps it to its last place, as a map would) */
    if (d < n && (!V->ipos_at[d] || V->ipos_v.data[V->ipos_at[d] - 1].I == I)) V->ipos_at[d] = b + 1;
    else nv_map_put(&V->ipos_rest, (uintptr_t)I, b);
  }
}

static void nv_vfy_function(nv_verifier *V, nv_func *f) {
  uint32_t b;
  V->f = f;
  nv_vfy_func_header(V, f);
  if (!f->first || !f->fty || f->fty->kind != NVCG_TYPE_FUNCTION || f->nargs != f->fty->count) return;
  nv_vfy_cfg(V);
  nv_vfy_dominators(V);
  nv_vfy_ipos_build(V);
  for (b = 0; b < V->nblocks; b++) {
    nv_block *bb = V->blocks[b];
    nv_inst *I;
    nv_vfy_block_shape(V, b);
    for (I = bb->first; I; I = I->next) {
      char err[256];
      nv_vfy_at at;
      unsigned i;
      int ok;
      memset(&at, 0, sizeof at);
      at.f = f;
      at.bb = bb;
      at.I = I;
      if (!I->v.type || I->v.opcode >= NVCG_OP_COUNT) {
        nv_vfy_err(V, &at, "the instruction has no type or an unknown opcode");
        continue;
      }
      ok = nv_inst_check(I, err, sizeof err);
      if (!ok) nv_vfy_err(V, &at, "%s", err);
      for (i = 0; i < I->nops; i++) nv_vfy_operand(V, &at, I, i);
      if (ok) nv_vfy_inst_extra(V, &at, I);
    }
  }
  nv_xfree(V->ipos_at);
  V->ipos_at = NULL;
  V->ipos_n = 0;
  nv_xfree(V->blocks);
  nv_xfree(V->term);
  nv_xfree(V->pred_start);
  nv_xfree(V->preds);
  nv_xfree(V->rpo);
  nv_xfree(V->order);
  nv_xfree(V->idom);
  nv_xfree(V->dom_in);
  nv_xfree(V->dom_out);
  V->blocks = NULL;
  V->term = NULL;
  V->pred_start = V->preds = V->rpo = V->order = V->idom = V->dom_in = V->dom_out = NULL;
}

static nvcg_status nv_verify_module_internal(nv_module *m) {
  nv_verifier V;
  nv_global *g;
  nv_func *f;
  memset(&V, 0, sizeof V);
  V.m = m;
  V.c = m->ctx;
  /* a verification's findings replace the previous one's */
  m->errors -= m->verify_errors;
  m->verify_errors = 0;
  nv_set_init(&V.seen_consts, NV_MAP_PTR);
  nv_map_init(&V.ipos_rest, NV_MAP_PTR);
  for (g = m->globals_first; g; g = g->next) nv_vfy_global(&V, g);
  for (f = m->funcs_first; f; f = f->next) nv_vfy_function(&V, f);
  nv_set_free(&V.seen_consts);
  nv_map_free(&V.ipos_rest);
  if (V.pr_ready) {
    nv_map_free(&V.pr.slots);
    nv_map_free(&V.pr.local_names);
  }
  nv_vec_free(&V.ipos_v);
  return V.errors ? NVCG_ERROR : NVCG_OK;
}

/* 1 when nothing can have changed `m` since nvcg_parse_ll verified it: that parse was
 * the last public call on its context before the one running now. Modules are opaque
 * and change only through public calls (every one of which counts, boundary.c), and
 * the verifier's only effect on a clean module is warnings it reports once anyway, so
 * nvcg_compile skips verifying such a module a second time (3.8% of the instructions of
 * compiling the O0 corpus, sm_86 -O2). */
static int nv_module_unchanged_since_parse(const nv_module *m) {
  return m->verified_at && m->ctx->api_calls == m->verified_at + 1;
}

static nvcg_status nv_unguarded_nvcg_verify_module(nvcg_module *m) {
  unsigned misuse;
  nvcg_status st;
  NV_NONNULL(m, NVCG_ERROR);
  misuse = m->errors - m->verify_errors;
  st = nv_verify_module_internal(m);
  if (misuse) {
    nv_diag(&m->ctx->diag, NVCG_SEV_ERROR, m->source_name, 0, 0,
            "module '%s' had %u earlier error(s) while it was built (see above); it cannot be used",
            m->name ? m->name : "", misuse);
    return NVCG_ERROR;
  }
  return st;
}
