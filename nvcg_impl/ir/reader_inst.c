/* reader_inst.c -- function bodies for the LLVM assembly reader: local names and numbers,
 * forward references inside a function (phi operands, branch targets), blocks and every
 * instruction of the opcode table. Each instruction is built directly (not through the
 * public builder) once all its operands are read, and appended to its block at once, so
 * that a parse abandoned half-way leaves nothing unlinked; its type rules are checked
 * after the whole module is read (reader.c, nv_rd_finish), with its source position. */

/* Opcode value of a local forward-reference placeholder (never a real opcode). */
#define NV_RD_PLACEHOLDER_OP 0xFFu

static void nv_rd_clear_map(nv_map *m) {
  /* A map that grew for a big function is dropped rather than cleared, so that many
   * small functions after a big one do not each pay for clearing its buckets. */
  if (m->nbuckets > 1024) nv_map_free(m);
  else nv_map_clear(m);
}

static void nv_rd_reset_locals(nv_reader *p) {
  nv_rd_clear_map(&p->lnames);
  nv_rd_clear_map(&p->lfwd_names);
  nv_rd_clear_map(&p->lfwd_nums);
  p->lnums.len = 0;
  p->lfwd.len = 0;
  p->lfwd_open = 0;
}

static uint64_t nv_rd_local_num(nv_reader *p, uint64_t num) {
  if (num > NV_RD_MAX_NUM) nv_rd_error(p, "value number is too large");
  return num;
}

static nv_block *nv_rd_block_alloc(nv_reader *p) {
  nv_block *bb = NV_NEW(&p->m->arena, nv_block);
  bb->v.kind = NV_V_BLOCK;
  bb->v.type = p->c->t_label;
  bb->v.id = p->m->next_id++;
  bb->parent = p->fn;
  return bb;
}

/* A use of %name / %N with the type the context gives it. */
static nv_value *nv_rd_local_ref(nv_reader *p, nv_type *t) {
  nv_tok *k = &p->tok;
  uint32_t line = k->line, col = k->col;
  nv_value *v = NULL;
  uintptr_t x;
  const char *name = NULL;
  uint64_t num = 0;
  if (k->numbered) {
    num = nv_rd_local_num(p, k->num);
    if (num < p->lnums.len) v = p->lnums.data[num];
    else if (p->lfwd_open && nv_map_get(&p->lfwd_nums, (uintptr_t)num, &x)) v = p->lfwd.data[x].v;
  } else {
    name = nv_rd_tok_name(p);
    if (nv_map_get(&p->lnames, (uintptr_t)name, &x)) v = (nv_value *)x;
    else if (p->lfwd_open && nv_map_get(&p->lfwd_names, (uintptr_t)name, &x)) v = p->lfwd.data[x].v;
  }
  if (!v) {
    nv_rd_fwd f;
    if (t->kind == NVCG_TYPE_LABEL) {
      v = &nv_rd_block_alloc(p)->v;
    } else {
      nv_inst *ph = NV_NEW(&p->m->arena, nv_inst);
      ph->v.kind = NV_V_INST;
      ph->v.opcode = NV_RD_PLACEHOLDER_OP;
      ph->v.type = t;
      ph->line = line;
      ph->col = col;
      v = &ph->v;
    }
    f.v = v;
    f.name = name;
    f.num = num;
    f.line = line;
    f.col = col;
    if (name) nv_map_put(&p->lfwd_names, (uintptr_t)name, p->lfwd.len);
    else nv_map_put(&p->lfwd_nums, (uintptr_t)num, p->lfwd.len);
    nv_vec_push(&p->lfwd, f);
    p->lfwd_open++;
  } else if (v->type != t) {
    char w[160];
    if (name) snprintf(w, sizeof w, "'%%%.100s'", name);
    else snprintf(w, sizeof w, "'%%%llu'", (unsigned long long)num);
    nv_rd_type_mismatch(p, line, col, w, v->type, t);
  }
  nv_rd_next(p);
  return v;
}

/* How a local is named where it is defined. */
typedef struct nv_rd_lname {
  int has, numbered;
  uint64_t num;
  const char *name;
  uint32_t line, col;
} nv_rd_lname;

static void nv_rd_lname_from_tok(nv_reader *p, nv_rd_lname *n) {
  n->has = 1;
  n->numbered = p->tok.numbered;
  n->num = p->tok.numbered ? nv_rd_local_num(p, p->tok.num) : 0;
  n->name = p->tok.numbered ? NULL : nv_rd_tok_name(p);
  n->line = p->tok.line;
  n->col = p->tok.col;
}

/* Registers a definition and returns the forward reference it resolves, if any. */
static nv_rd_fwd *nv_rd_define(nv_reader *p, nv_value *v, const nv_rd_lname *n, const char *what) {
  uintptr_t x;
  nv_rd_fwd *f = NULL;
  if (!n->has || n->numbered) {
    uint64_t num = p->lnums.len;
    /* LLVM 19+ allows gaps in explicit numbering (later numbers only); the skipped
     * numbers stay empty, so a use of one is an undefined value */
    if (n->has && n->num != num) {
      if (n->num < num || n->num - num > NV_RD_MAX_GAP)
        nv_rd_error_at(p, n->line, n->col, "%s expected to be numbered '%%%llu'%s", what, (unsigned long long)num,
                       n->num < num ? " or greater" : " (or a little greater)");
      while (p->lnums.len < n->num) nv_vec_push(&p->lnums, (nv_value *)NULL);
      num = n->num;
    }
    if (p->lfwd_open && nv_map_get(&p->lfwd_nums, (uintptr_t)num, &x)) {
      f = &p->lfwd.data[x];
      nv_map_erase(&p->lfwd_nums, (uintptr_t)num);
    }
    nv_vec_push(&p->lnums, v);
  } else {
    if (nv_map_get(&p->lnames, (uintptr_t)n->name, NULL))
      nv_rd_error_at(p, n->line, n->col, "redefinition of '%%%s'", n->name);
    if (p->lfwd_open && nv_map_get(&p->lfwd_names, (uintptr_t)n->name, &x)) {
      f = &p->lfwd.data[x];
      nv_map_erase(&p->lfwd_names, (uintptr_t)n->name);
    }
    nv_map_put(&p->lnames, (uintptr_t)n->name, (uintptr_t)v);
    v->name = n->name;
  }
  if (f) p->lfwd_open--;
  return f;
}

static void nv_rd_fwd_mismatch(nv_reader *p, nv_rd_fwd *f, nv_type *defined) {
  char a[128], b[128], w[128];
  nvcg_type_print(f->v->type, a, sizeof a);
  nvcg_type_print(defined, b, sizeof b);
  if (f->name) snprintf(w, sizeof w, "%%%.100s", f->name);
  else snprintf(w, sizeof w, "%%%llu", (unsigned long long)f->num);
  nv_rd_error_at(p, f->line, f->col, "'%s' is used here as '%s' but defined later as '%s'", w, a, b);
}

/* Defines an argument or an instruction result; forward uses are redirected to it. */
static void nv_rd_define_value(nv_reader *p, nv_value *v, const nv_rd_lname *n, const char *what) {
  nv_rd_fwd *f = nv_rd_define(p, v, n, what);
  if (!f) return;
  if (f->v->type != v->type) nv_rd_fwd_mismatch(p, f, v->type);
  nv_value_rauw(f->v, v);
  f->v = NULL;
}

/* Starts a block, reusing the block a branch made when it named it first. */
static nv_block *nv_rd_begin_block(nv_reader *p, const nv_rd_lname *n) {
  uintptr_t x;
  nv_block *bb = NULL;
  nv_rd_fwd *f;
  /* look for a forward reference first: the block object must be that one */
  if (p->lfwd_open) {
    if (!n->has || n->numbered) {
      uint64_t num = n->has ? n->num : p->lnums.len;
      if (nv_map_get(&p->lfwd_nums, (uintptr_t)num, &x)) f = &p->lfwd.data[x];
      else f = NULL;
    } else {
      f = nv_map_get(&p->lfwd_names, (uintptr_t)n->name, &x) ? &p->lfwd.data[x] : NULL;
    }
    if (f && f->v->kind == NV_V_BLOCK) bb = (nv_block *)f->v;
  }
  if (!bb) bb = nv_rd_block_alloc(p);
  f = nv_rd_define(p, &bb->v, n, "label");
  if (f) {
    if (f->v != &bb->v) nv_rd_fwd_mismatch(p, f, p->c->t_label);
    f->v = NULL;
  }
  nv_block_link(bb, NULL);
  return bb;
}

/* ---- instruction pieces ---- */

static uint32_t nv_rd_fmf(nv_reader *p) {
  uint32_t f = 0;
  for (;;) {
    if (p->tok.kind != NV_T_KW) return f;
    switch (p->tok.kw) {
    case NV_KW_fast: f |= NVCG_FMF_FAST; break;
    case NV_KW_nnan: f |= NVCG_FMF_NNAN; break;
    case NV_KW_ninf: f |= NVCG_FMF_NINF; break;
    case NV_KW_nsz: f |= NVCG_FMF_NSZ; break;
    case NV_KW_arcp: f |= NVCG_FMF_ARCP; break;
    case NV_KW_contract: f |= NVCG_FMF_CONTRACT; break;
    case NV_KW_afn: f |= NVCG_FMF_AFN; break;
    case NV_KW_reassoc: f |= NVCG_FMF_REASSOC; break;
    default: return f;
    }
    nv_rd_next(p);
  }
}

static unsigned nv_rd_ordering(nv_reader *p) {
  unsigned o;
  switch (p->tok.kind == NV_T_KW ? p->tok.kw : 0) {
  case NV_KW_unordered: o = NVCG_ORDER_UNORDERED; break;
  case NV_KW_monotonic: o = NVCG_ORDER_MONOTONIC; break;
  case NV_KW_acquire: o = NVCG_ORDER_ACQUIRE; break;
  case NV_KW_release: o = NVCG_ORDER_RELEASE; break;
  case NV_KW_acq_rel: o = NVCG_ORDER_ACQ_REL; break;
  case NV_KW_seq_cst: o = NVCG_ORDER_SEQ_CST; break;
  default: nv_rd_error(p, "expected an atomic ordering, found %s", nv_rd_tokdesc(p));
  }
  nv_rd_next(p);
  return o;
}

static const char *nv_rd_syncscope(nv_reader *p) {
  const char *s;
  if (!nv_rd_eat_kw(p, NV_KW_syncscope)) return NULL;
  nv_rd_expect(p, NV_T_LPAREN, NULL);
  s = nv_rd_string(p, 1);
  nv_rd_expect(p, NV_T_RPAREN, NULL);
  return s;
}

/* Trailing `, align N` (where allowed) and `, !kind !md` attachments. A terminator (br,
 * else NULL) keeps its `!prof` branch weights (a conditional br and a switch) and a br its
 * `!llvm.loop` unroll hints: an inline node now, a numbered one once the module's metadata
 * has been read (nv_rd_apply_loop_md). */
static void nv_rd_trailer(nv_reader *p, uint32_t *align, uint32_t *flags, nv_inst *br) {
  while (p->tok.kind == NV_T_COMMA) {
    nv_rd_next(p);
    if (align && nv_rd_eat_kw(p, NV_KW_align)) {
      *align = nv_rd_align_value(p);
    } else if (p->tok.kind == NV_T_META && !p->tok.numbered) {
      nv_tok *t = &p->tok;
      int loop = br && br->v.opcode == NVCG_OP_BR && t->len == 9 && memcmp(t->s, "llvm.loop", 9) == 0;
      int prof = br && nv_term_num_succ(br) > 1 && t->len == 4 && memcmp(t->s, "prof", 4) == 0;
      uint32_t ml = t->line, mc = t->col;
      if (flags && t->len == 14 && memcmp(t->s, "invariant.load", 14) == 0) *flags |= NVCG_FLAG_INVARIANT_LOAD;
      if (flags && t->len == 11 && memcmp(t->s, "nontemporal", 11) == 0) *flags |= NVCG_FLAG_NONTEMPORAL;
      nv_rd_next(p);
      if ((loop || prof) && p->tok.kind == NV_T_META && p->tok.numbered) {
        nv_rd_loopref r;
        r.br = br;
        r.ref.num = p->tok.num;
        r.ref.line = p->tok.line;
        r.ref.col = p->tok.col;
        r.prof = (uint8_t)prof;
        nv_vec_push(&p->loop_md, r);
        nv_rd_next(p);
      } else if (loop && p->tok.kind == NV_T_EXCL) {
        nv_rd_next(p);
        nv_rd_loop_hints(p, br, nv_rd_md_node(p));
      } else if (prof && p->tok.kind == NV_T_EXCL) {
        nv_rd_next(p);
        nv_rd_branch_weights(p, br, nv_rd_md_node(p), ml, mc);
      } else {
        nv_rd_md_attachment_value(p);
      }
    } else {
      nv_rd_error(p, "expected %smetadata after ',', found %s", align ? "'align' or " : "", nv_rd_tokdesc(p));
    }
  }
}

static nv_inst *nv_rd_emit(nv_reader *p, unsigned op, nv_type *t, unsigned n, nv_value *const *ops) {
  nv_inst *I = nv_inst_new(p->m, op, t, n);
  unsigned i;
  for (i = 0; i < n; i++) nv_inst_set_op(I, i, ops[i]);
  nv_inst_append(I, p->bb);
  return I;
}

/* `atomicrmw [volatile] elementwise <op> ptr %p, <N x T> %v` (current LLVM): each element
 * is an atomic operation of its own on the element at p + i * sizeof(T), with the
 * instruction's ordering and scope; the vector as a whole is not accessed atomically. It
 * is read as what it means: N scalar atomicrmw, each on a GEP of the pointer, their old
 * values gathered with insertelement. Returns the last insertelement (the result). An
 * alignment below the element size is an error (each element must be naturally aligned). */
static nv_inst *nv_rd_elementwise_rmw(nv_reader *p, unsigned rmw, nv_value *ptr, nv_value *val, const char *scope,
                                      unsigned ord, uint32_t align, uint32_t flags, uint32_t line, uint32_t col) {
  nv_context *c = p->c;
  nv_type *vt = val->type, *et, *i64 = nv_type_int(c, 64), *i32 = nv_type_int(c, 32);
  nv_value *acc;
  nv_inst *ins = NULL;
  uint64_t i, esz;
  if (vt->kind != NVCG_TYPE_VECTOR) nv_rd_error_at(p, line, col, "atomicrmw elementwise needs a vector value");
  et = vt->elem;
  esz = nv_type_store_size(et);
  if (align && align < esz)
    nv_rd_error_at(p, line, col, "atomicrmw elementwise: alignment %u is below the %llu bytes of an element", align,
                   (unsigned long long)esz);
  acc = nv_const_simple(c, NV_V_POISON, vt);
  for (i = 0; i < vt->count; i++) {
    nv_inst *g = nv_inst_new(p->m, NVCG_OP_GEP, ptr->type, 2), *x, *a;
    nv_inst_set_op(g, 0, ptr);
    nv_inst_set_op(g, 1, nv_const_int(i64, i, 0));
    g->aux_type = et;
    g->flags = NVCG_FLAG_INBOUNDS;
    nv_inst_append(g, p->bb);
    x = nv_inst_new(p->m, NVCG_OP_EXTRACTELEMENT, et, 2);
    nv_inst_set_op(x, 0, val);
    nv_inst_set_op(x, 1, nv_const_int(i32, i, 0));
    nv_inst_append(x, p->bb);
    a = nv_inst_new(p->m, NVCG_OP_ATOMICRMW, et, 2);
    nv_inst_set_op(a, 0, &g->v);
    nv_inst_set_op(a, 1, &x->v);
    a->v.sub = (uint16_t)rmw;
    a->ordering = (uint8_t)ord;
    a->scope = scope;
    a->flags = flags;
    nv_inst_append(a, p->bb);
    ins = nv_inst_new(p->m, NVCG_OP_INSERTELEMENT, vt, 3);
    nv_inst_set_op(ins, 0, acc);
    nv_inst_set_op(ins, 1, &a->v);
    nv_inst_set_op(ins, 2, nv_const_int(i32, i, 0));
    nv_inst_append(ins, p->bb);
    g->line = x->line = a->line = ins->line = line;
    g->col = x->col = a->col = ins->col = col;
    nv_vec_push(&p->recheck, g);
    nv_vec_push(&p->recheck, x);
    nv_vec_push(&p->recheck, a);
    acc = &ins->v;
  }
  if (!ins) nv_rd_error_at(p, line, col, "atomicrmw elementwise needs a vector with elements");
  return ins;
}

/* A value of pointer type for load/store/atomics/GEP. */
static nv_value *nv_rd_ptr_operand(nv_reader *p) {
  uint32_t line = p->tok.line, col = p->tok.col;
  nv_type *t = nv_rd_first_class_type(p);
  if (t->kind != NVCG_TYPE_PTR) nv_rd_error_at(p, line, col, "expected a pointer operand");
  return nv_rd_value(p, t);
}

/* `va_arg <ptr> %ap, T` (the va_list is a pointer to the next argument in the caller's
 * buffer, nvcg's and LLVM NVPTX's variadic ABI; opt/expand_variadics.c builds the buffer
 * with each argument at its natural alignment) is read as what NVPTX lowers it to: load
 * the pointer from %ap, round it up to T's ABI alignment, load T there, store the pointer
 * advanced by T's allocation size back into %ap. Returns the load of T (the result). */
static nv_inst *nv_rd_va_arg(nv_reader *p, uint32_t line, uint32_t col) {
  nv_context *c = p->c;
  nv_type *t, *ptr = nv_type_ptr(c, 0), *i64 = nv_type_int(c, 64);
  nv_value *ap;
  nv_inst *seq[8], *cur, *val;
  unsigned n = 0, i;
  uint64_t align, size;
  ap = nv_rd_ptr_operand(p);
  nv_rd_expect(p, NV_T_COMMA, NULL);
  t = nv_rd_first_class_type(p);
  if (t->kind == NVCG_TYPE_VOID || t->kind == NVCG_TYPE_LABEL || !nv_type_is_sized(t))
    nv_rd_error_at(p, line, col, "va_arg needs a sized type");
  nv_rd_trailer(p, NULL, NULL, NULL);
  align = nv_type_abi_align(t);
  size = nv_type_alloc_size(t);
  cur = seq[n++] = nv_inst_new(p->m, NVCG_OP_LOAD, ptr, 1);
  nv_inst_set_op(cur, 0, ap);
  cur->align = nv_type_abi_align(ptr);
  if (align > 1) {
    nv_inst *pi = seq[n++] = nv_inst_new(p->m, NVCG_OP_PTRTOINT, i64, 1), *ad, *an;
    nv_inst_set_op(pi, 0, &cur->v);
    ad = seq[n++] = nv_inst_new(p->m, NVCG_OP_ADD, i64, 2);
    nv_inst_set_op(ad, 0, &pi->v);
    nv_inst_set_op(ad, 1, nv_const_int(i64, align - 1, 0));
    an = seq[n++] = nv_inst_new(p->m, NVCG_OP_AND, i64, 2);
    nv_inst_set_op(an, 0, &ad->v);
    nv_inst_set_op(an, 1, nv_const_int(i64, (uint64_t)0 - align, 0));
    cur = seq[n++] = nv_inst_new(p->m, NVCG_OP_INTTOPTR, ptr, 1);
    nv_inst_set_op(cur, 0, &an->v);
  }
  val = seq[n++] = nv_inst_new(p->m, NVCG_OP_LOAD, t, 1);
  nv_inst_set_op(val, 0, &cur->v);
  val->align = (uint32_t)align;
  {
    nv_inst *g = seq[n++] = nv_inst_new(p->m, NVCG_OP_GEP, ptr, 2), *st;
    nv_inst_set_op(g, 0, &cur->v);
    nv_inst_set_op(g, 1, nv_const_int(i64, size, 0));
    g->aux_type = nv_type_int(c, 8);
    st = seq[n++] = nv_inst_new(p->m, NVCG_OP_STORE, c->t_void, 2);
    nv_inst_set_op(st, 0, &g->v);
    nv_inst_set_op(st, 1, ap);
    st->align = nv_type_abi_align(ptr);
  }
  for (i = 0; i < n; i++) {
    nv_inst_append(seq[i], p->bb);
    seq[i]->line = line;
    seq[i]->col = col;
    if (seq[i] != val) nv_vec_push(&p->recheck, seq[i]);
  }
  return val;
}

static nv_value *nv_rd_label_ref(nv_reader *p) {
  nv_rd_expect_kw(p, NV_KW_label);
  if (p->tok.kind != NV_T_LOCAL) nv_rd_error(p, "expected a block name, found %s", nv_rd_tokdesc(p));
  return nv_rd_local_ref(p, p->c->t_label);
}

/* Skips a dropped call's argument list and what follows it. */
static void nv_rd_skip_call_rest(nv_reader *p) {
  nv_rd_attrs dummy;
  unsigned n = 0;
  memset(&dummy, 0, sizeof dummy);
  nv_rd_expect(p, NV_T_LPAREN, "'(' starting the arguments");
  while (p->tok.kind != NV_T_RPAREN) {
    if (n++) nv_rd_expect(p, NV_T_COMMA, "',' or ')'");
    if (nv_rd_eat_kw(p, NV_KW_metadata)) {
      if (p->tok.kind != NV_T_EXCL && p->tok.kind != NV_T_META) {
        nv_rd_first_class_type(p);
      }
      nv_rd_skip_value(p);
    } else {
      nv_param_attrs pa;
      memset(&pa, 0, sizeof pa);
      nv_rd_first_class_type(p);
      nv_rd_param_attrs(p, &pa, NULL, NV_RD_AM_CALL, NULL, 0);
      nv_rd_skip_value(p);
    }
  }
  nv_rd_next(p);
  for (;;) {
    if (p->tok.kind == NV_T_ATTRGRP) nv_rd_next(p);
    else if (!nv_rd_fn_attr(p, &dummy, NV_RD_AM_CALL)) break;
  }
  if (p->tok.kind == NV_T_LSQ) nv_rd_skip_group(p);
  nv_rd_trailer(p, NULL, NULL, NULL);
}

/* A call of llvm.nvvm.texsurf.handle.<p>(metadata M, T @var), the callee's name current:
 * read as llvm.nvvm.texsurf.handle.internal.p1(T @var), which is the same handle; M must
 * hold @var (now when it is written out, at the end when it is numbered metadata). */
static nv_inst *nv_rd_texsurf_md_call(nv_reader *p, nv_type *ret, uint32_t flags) {
  nv_context *c = p->c;
  uint32_t line = p->tok.line, col = p->tok.col, ml, mc, vl, vc;
  const char *name = nv_rd_tok_name(p);
  nv_md_elem md;
  nv_param_attrs pa;
  nv_rd_attrs dummy;
  nv_value *vals[2];
  nv_type *at, *fty;
  nv_inst *I;
  memset(&pa, 0, sizeof pa);
  memset(&dummy, 0, sizeof dummy);
  nv_rd_next(p);
  nv_rd_expect(p, NV_T_LPAREN, "'(' starting the arguments");
  ml = p->tok.line;
  mc = p->tok.col;
  if (!nv_rd_eat_kw(p, NV_KW_metadata))
    nv_rd_error(p, "'@%s' takes metadata holding the texture or surface variable first, found %s", name,
                nv_rd_tokdesc(p));
  nv_rd_md_elem(p, &md);
  nv_rd_expect(p, NV_T_COMMA, "',' and the texture or surface variable");
  vl = p->tok.line;
  vc = p->tok.col;
  at = nv_rd_type(p);
  nv_rd_param_attrs(p, &pa, p->pointee, NV_RD_AM_CALL, NULL, 0);
  if (at->kind != NVCG_TYPE_PTR || at->addrspace != NVCG_AS_GLOBAL)
    nv_rd_error_at(p, vl, vc, "'@%s' takes a texture or surface variable, an addrspace(1) pointer", name);
  vals[1] = nv_rd_value(p, at);
  nv_rd_expect(p, NV_T_RPAREN, "')' after the two operands");
  for (;;) {
    if (p->tok.kind == NV_T_ATTRGRP) nv_rd_next(p);
    else if (!nv_rd_fn_attr(p, &dummy, NV_RD_AM_CALL)) break;
  }
  if (md.kind == NV_MD_REF) {
    nv_rd_texsurf_md t;
    t.ref.num = md.num;
    t.ref.line = ml;
    t.ref.col = mc;
    t.g = vals[1];
    nv_vec_push(&p->texsurf_md, t);
  } else if (!nv_rd_texsurf_md_holds(p, &md, vals[1])) {
    nv_rd_error_at(p, ml, mc,
                   "the metadata operand of '@%s' must hold the texture or surface variable the second operand "
                   "is ('@%s')",
                   name, vals[1]->name ? vals[1]->name : "");
  }
  fty = nv_type_func(ret, &at, 1, 0);
  vals[0] = nv_rd_global_ref_named(p, nv_type_ptr(c, 0),
                                   nv_intern_cstr(&c->strs, "llvm.nvvm.texsurf.handle.internal.p1"), line, col);
  I = nv_rd_emit(p, NVCG_OP_CALL, ret, 2, vals);
  I->aux_type = fty;
  I->flags = flags;
  nv_rd_trailer(p, NULL, NULL, NULL);
  return I;
}

/* A metadata argument of llvm.convert.{to,from}.arbitrary.fp (`metadata !"Float8E4M3FN"`,
 * `metadata !"round.tonearest"`): the i32 code nvcg holds in its place (ir/intrinsics.h,
 * NV_ARBITRARY_FP_INTRINSICS); argument 1 names the format, argument 2 the rounding. */
static nv_value *nv_rd_arbfp_operand(nv_reader *p, unsigned index) {
  size_t n;
  const char *s;
  uint32_t line, col;
  int k;
  nv_rd_next(p); /* metadata */
  nv_rd_expect(p, NV_T_EXCL, "'!' starting a metadata string");
  if (p->tok.kind != NV_T_STRING) nv_rd_error(p, "expected a metadata string, found %s", nv_rd_tokdesc(p));
  line = p->tok.line;
  col = p->tok.col;
  s = nv_rd_tok_text(p, &n);
  if (index == 1) {
    k = nv_arbfp_format_of(s, n);
    if (k < 0) nv_rd_error_at(p, line, col, "unsupported interpretation metadata string \"%.*s\"", (int)n, s);
  } else if (index == 2) {
    k = nv_arbfp_rounding_of(s, n);
    if (k < 0) nv_rd_error_at(p, line, col, "unsupported rounding mode argument \"%.*s\"", (int)n, s);
  } else {
    nv_rd_error_at(p, line, col, "unexpected metadata argument");
  }
  nv_rd_next(p);
  return nv_const_int(nv_type_int(p->c, 32), (uint64_t)k, 0);
}

static nv_inst *nv_rd_call(nv_reader *p, uint32_t flags) {
  nv_context *c = p->c;
  nv_param_attrs dummy_pa;
  nv_rd_attrs dummy;
  nv_type *t, *fty = NULL, *ret;
  nv_value *callee = NULL;
  const char *asm_text = NULL, *asm_cons = NULL;
  unsigned asm_flags = 0, n, i;
  uint32_t base, tl, tc;
  nv_inst *I;
  memset(&dummy_pa, 0, sizeof dummy_pa);
  memset(&dummy, 0, sizeof dummy);
  flags |= nv_rd_fmf(p);
  for (;;) { /* call-site calling convention: the callee's own is what counts */
    unsigned kw = p->tok.kind == NV_T_KW ? p->tok.kw : 0;
    if (kw == NV_KW_ccc || kw == NV_KW_fastcc || kw == NV_KW_coldcc || kw == NV_KW_ptx_kernel ||
        kw == NV_KW_ptx_device) {
      nv_rd_next(p);
    } else if (kw == NV_KW_cc) {
      nv_rd_next(p);
      nv_rd_u32(p, "a calling convention number");
    } else {
      break;
    }
  }
  nv_rd_param_attrs(p, &dummy_pa, NULL, NV_RD_AM_CALL, NULL, 0);
  if (nv_rd_is_kw(p, NV_KW_addrspace) && nv_rd_addrspace(p))
    nv_rd_unsupported(p, "calls through non-zero address spaces are not supported");
  tl = p->tok.line;
  tc = p->tok.col;
  /* A function type gives the callee's type; any other type is the result's (so
   * `call void (i32)* @f()` calls a function returning a function pointer, as in LLVM). */
  t = nv_rd_type(p);
  if (t->kind == NVCG_TYPE_FUNCTION) fty = t;
  ret = fty ? fty->elem : t;
  if (ret->kind != NVCG_TYPE_VOID && !nv_rd_valid_elem(ret)) nv_rd_error_at(p, tl, tc, "invalid call result type");
  if (nv_rd_eat_kw(p, NV_KW_asm)) {
    for (;;) {
      if (nv_rd_eat_kw(p, NV_KW_sideeffect)) asm_flags |= NV_ASM_SIDEEFFECT;
      else if (nv_rd_eat_kw(p, NV_KW_alignstack)) asm_flags |= NV_ASM_ALIGNSTACK;
      else if (nv_rd_eat_kw(p, NV_KW_inteldialect)) asm_flags |= NV_ASM_INTELDIALECT;
      else if (nv_rd_eat_kw(p, NV_KW_unwind)) continue;
      else break;
    }
    asm_text = nv_rd_string(p, 1);
    nv_rd_expect(p, NV_T_COMMA, NULL);
    asm_cons = nv_rd_string(p, 1);
  } else {
    if (p->tok.kind == NV_T_GLOBAL && nv_rd_texsurf_md_form(nv_rd_tok_name(p)))
      return nv_rd_texsurf_md_call(p, ret, flags);
    if (p->tok.kind == NV_T_GLOBAL && nv_rd_dropped_intrinsic(nv_rd_tok_name(p))) {
      nv_rd_next(p);
      nv_rd_skip_call_rest(p);
      return NULL;
    }
    callee = nv_rd_value(p, nv_type_ptr(c, 0));
  }
  nv_rd_expect(p, NV_T_LPAREN, "'(' starting the arguments");
  base = p->vals.len;
  while (p->tok.kind != NV_T_RPAREN) {
    nv_type *at;
    uint32_t al, ac;
    if (p->vals.len > base) nv_rd_expect(p, NV_T_COMMA, "',' or ')'");
    if (nv_rd_is_kw(p, NV_KW_metadata) && callee && callee->name && nv_arbfp_intrinsic_name(callee->name)) {
      nv_value *mv = nv_rd_arbfp_operand(p, p->vals.len - base);
      nv_vec_push(&p->vals, mv);
      continue;
    }
    if (nv_rd_is_kw(p, NV_KW_metadata)) nv_rd_unsupported(p, "metadata arguments are only supported in calls to dropped debug intrinsics and llvm.convert.{to,from}.arbitrary.fp");
    al = p->tok.line;
    ac = p->tok.col;
    at = nv_rd_type(p);
    if (!nv_type_is_first_class(at) || at->kind == NVCG_TYPE_LABEL)
      nv_rd_error_at(p, al, ac, "invalid argument type");
    nv_rd_param_attrs(p, &dummy_pa, p->pointee, NV_RD_AM_CALL, NULL, 0);
    nv_vec_push(&p->vals, nv_rd_value(p, at));
  }
  nv_rd_next(p);
  n = p->vals.len - base;
  if (!fty) {
    uint32_t tb = p->types_tmp.len;
    for (i = 0; i < n; i++) nv_vec_push(&p->types_tmp, p->vals.data[base + i]->type);
    fty = nv_type_func(ret, p->types_tmp.data + tb, n, 0);
    p->types_tmp.len = tb;
  }
  for (;;) {
    if (p->tok.kind == NV_T_ATTRGRP) nv_rd_next(p);
    else if (!nv_rd_fn_attr(p, &dummy, NV_RD_AM_CALL)) break;
  }
  if (p->tok.kind == NV_T_LSQ) {
    /* operand bundles: llvm.assume's are hints and go; anywhere else they carry meaning */
    if (!callee || !callee->name || strcmp(callee->name, "llvm.assume") != 0)
      nv_rd_unsupported(p, "operand bundles are not supported");
    nv_rd_skip_group(p);
  }
  if (asm_text) callee = &nv_asm_new(p->m, fty, asm_text, asm_cons, asm_flags)->v;
  nv_vec_push(&p->vals, callee);
  /* callee first: rotate it in front of the arguments */
  memmove(p->vals.data + base + 1, p->vals.data + base, n * sizeof(nv_value *));
  p->vals.data[base] = callee;
  I = nv_rd_emit(p, NVCG_OP_CALL, fty->elem, n + 1, p->vals.data + base);
  p->vals.len = base;
  I->aux_type = fty;
  I->flags = flags;
  nv_rd_trailer(p, NULL, NULL, NULL);
  return I;
}

/* Indices of extractvalue/insertvalue: `, 0, 1` (stops at `, !md`). */
static uint32_t nv_rd_agg_indices(nv_reader *p) {
  uint32_t base = p->ints.len;
  while (p->tok.kind == NV_T_COMMA) {
    nv_lexpos save = nv_lex_save(p->L);
    nv_tok st = p->tok;
    uint32_t v;
    nv_rd_next(p);
    if (p->tok.kind != NV_T_INT) {
      if (p->ints.len == base) nv_rd_error(p, "expected an index, found %s", nv_rd_tokdesc(p));
      /* not an index: put the ',' back for the trailer */
      nv_lex_restore(p->L, save);
      p->tok = st;
      break;
    }
    v = nv_rd_u32(p, "an index");
    if (v > 0x7FFFFFFFu) nv_rd_error(p, "index is too large");
    nv_vec_push(&p->ints, (int32_t)v);
  }
  if (p->ints.len == base) nv_rd_error(p, "expected ',' and an index, found %s", nv_rd_tokdesc(p));
  return base;
}

static int32_t *nv_rd_copy_ints(nv_reader *p, uint32_t base, uint32_t *n) {
  int32_t *d;
  *n = p->ints.len - base;
  d = NV_NEW_ARRAY(&p->m->arena, int32_t, *n ? *n : 1);
  if (*n) memcpy(d, p->ints.data + base, *n * sizeof(int32_t));
  p->ints.len = base;
  return d;
}

/* One instruction, or NULL for one that is dropped (debug intrinsics, debug records). */
static nv_inst *nv_rd_instruction(nv_reader *p) {
  nv_context *c = p->c;
  nv_tok *k = &p->tok;
  uint32_t line = k->line, col = k->col, flags = 0, align = 0;
  nv_rd_lname res;
  nv_inst *I = NULL;
  nv_value *ops[4] = {NULL, NULL, NULL, NULL};
  unsigned op;
  memset(&res, 0, sizeof res);
  if (k->kind == NV_T_LOCAL) {
    nv_rd_lname_from_tok(p, &res);
    nv_rd_next(p);
    nv_rd_expect(p, NV_T_EQ, NULL);
  } else if (k->kind == NV_T_DBGREC) {
    nv_rd_next(p);
    if (p->tok.kind != NV_T_LPAREN) nv_rd_error(p, "expected '(' after a debug record");
    nv_rd_skip_parens(p);
    return NULL;
  }
  if (k->kind != NV_T_KW) nv_rd_error(p, "expected an instruction, found %s", nv_rd_tokdesc(p));
  if (k->kw == NV_KW_tail || k->kw == NV_KW_musttail || k->kw == NV_KW_notail) {
    flags = k->kw == NV_KW_tail ? NVCG_FLAG_TAIL : k->kw == NV_KW_musttail ? NVCG_FLAG_MUSTTAIL : NVCG_FLAG_NOTAIL;
    nv_rd_next(p);
    if (!nv_rd_is_kw(p, NVCG_OP_CALL + NV_KW_OPBASE)) nv_rd_error(p, "expected 'call' after a tail marker");
  }
  if (k->kw == NV_KW_va_arg) {
    nv_rd_next(p);
    I = nv_rd_va_arg(p, line, col);
    nv_rd_define_value(p, &I->v, &res, "instruction");
    nv_vec_push(&p->recheck, I);
    return I;
  }
  if (!NV_KW_IS_OP(k->kw)) {
    switch (k->kw) {
    case NV_KW_invoke: case NV_KW_resume: case NV_KW_indirectbr: case NV_KW_callbr:
    case NV_KW_landingpad: case NV_KW_cleanuppad: case NV_KW_catchpad: case NV_KW_catchswitch:
    case NV_KW_catchret: case NV_KW_cleanupret:
      nv_rd_unsupported(p, "instruction '%s' is not supported", nv_kw_name(k->kw));
    default: nv_rd_error(p, "expected an instruction, found %s", nv_rd_tokdesc(p));
    }
  }
  op = (unsigned)k->kw - NV_KW_OPBASE;
  nv_rd_next(p);
  if (NV_OP_IS_BINARY(op)) {
    nv_type *t;
    if (NV_OP_IS_FP_BINARY(op)) {
      flags = nv_rd_fmf(p);
    } else {
      for (;;) {
        if (nv_rd_eat_kw(p, NV_KW_nuw)) flags |= NVCG_FLAG_NUW;
        else if (nv_rd_eat_kw(p, NV_KW_nsw)) flags |= NVCG_FLAG_NSW;
        else if (nv_rd_eat_kw(p, NV_KW_exact)) flags |= NVCG_FLAG_EXACT;
        else if (nv_rd_eat_kw(p, NV_KW_disjoint)) continue;
        else break;
      }
    }
    t = nv_rd_first_class_type(p);
    ops[0] = nv_rd_value(p, t);
    nv_rd_expect(p, NV_T_COMMA, NULL);
    ops[1] = nv_rd_value(p, t);
    I = nv_rd_emit(p, op, t, 2, ops);
  } else if (NV_OP_IS_CAST(op)) {
    nv_type *to;
    for (;;) {
      if (nv_rd_eat_kw(p, NV_KW_nneg) || nv_rd_eat_kw(p, NV_KW_nuw) || nv_rd_eat_kw(p, NV_KW_nsw)) continue;
      break;
    }
    flags = nv_rd_fmf(p);
    ops[0] = nv_rd_typed_value(p);
    nv_rd_expect_kw(p, NV_KW_to);
    to = nv_rd_first_class_type(p);
    I = nv_rd_emit(p, op, to, 1, ops);
  } else {
    switch (op) {
    case NVCG_OP_FNEG:
      flags = nv_rd_fmf(p);
      ops[0] = nv_rd_typed_value(p);
      I = nv_rd_emit(p, op, ops[0]->type, 1, ops);
      break;
    case NVCG_OP_ICMP: case NVCG_OP_FCMP: {
      unsigned pred;
      nv_type *t;
      if (op == NVCG_OP_FCMP) flags = nv_rd_fmf(p);
      else nv_rd_eat_kw(p, NV_KW_samesign);
      pred = nv_rd_predicate(p, op == NVCG_OP_FCMP);
      t = nv_rd_first_class_type(p);
      ops[0] = nv_rd_value(p, t);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_value(p, t);
      I = nv_rd_emit(p, op, nv_cmp_result_type(t), 2, ops);
      I->v.sub = (uint16_t)pred;
      break;
    }
    case NVCG_OP_SELECT:
      flags = nv_rd_fmf(p);
      ops[0] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[2] = nv_rd_typed_value(p);
      I = nv_rd_emit(p, op, ops[1]->type, 3, ops);
      break;
    case NVCG_OP_FREEZE:
      ops[0] = nv_rd_typed_value(p);
      I = nv_rd_emit(p, op, ops[0]->type, 1, ops);
      break;
    case NVCG_OP_PHI: {
      nv_type *t;
      uint32_t base = p->vals.len;
      flags = nv_rd_fmf(p);
      t = nv_rd_first_class_type(p);
      nv_rd_expect(p, NV_T_LSQ, "'[' starting a phi operand");
      for (;;) {
        nv_value *v;
        v = nv_rd_value(p, t);
        nv_vec_push(&p->vals, v);
        nv_rd_expect(p, NV_T_COMMA, NULL);
        if (p->tok.kind != NV_T_LOCAL) nv_rd_error(p, "expected a block name, found %s", nv_rd_tokdesc(p));
        v = nv_rd_local_ref(p, c->t_label);
        nv_vec_push(&p->vals, v);
        nv_rd_expect(p, NV_T_RSQ, NULL);
        if (p->tok.kind != NV_T_COMMA) break;
        {
          /* `, [` continues the list; `, !md` ends it (the ',' goes back for the trailer) */
          nv_lexpos save = nv_lex_save(p->L);
          nv_tok st = p->tok;
          nv_rd_next(p);
          if (p->tok.kind != NV_T_LSQ) {
            nv_lex_restore(p->L, save);
            p->tok = st;
            break;
          }
          nv_rd_next(p); /* the '[' */
        }
      }
      I = nv_rd_emit(p, op, t, p->vals.len - base, p->vals.data + base);
      p->vals.len = base;
      break;
    }
    case NVCG_OP_ALLOCA: {
      nv_type *t;
      unsigned as = 0;
      ops[0] = NULL;
      nv_rd_eat_kw(p, NV_KW_inalloca);
      t = nv_rd_first_class_type(p);
      while (p->tok.kind == NV_T_COMMA) {
        nv_rd_next(p);
        if (nv_rd_eat_kw(p, NV_KW_align)) align = nv_rd_align_value(p);
        else if (nv_rd_is_kw(p, NV_KW_addrspace)) as = nv_rd_addrspace(p);
        else if (p->tok.kind == NV_T_META && !p->tok.numbered) {
          nv_rd_next(p);
          nv_rd_md_attachment_value(p);
        } else if (!ops[0] && !align && !as) {
          ops[0] = nv_rd_typed_value(p);
        } else {
          nv_rd_error(p, "unexpected %s in alloca", nv_rd_tokdesc(p));
        }
      }
      if (!ops[0]) ops[0] = nv_const_int(nv_type_int(c, 32), 1, 0);
      I = nv_rd_emit(p, op, nv_type_ptr(c, as), 1, ops);
      I->aux_type = t;
      I->align = align;
      break;
    }
    case NVCG_OP_LOAD: {
      nv_type *t;
      int atomic = nv_rd_eat_kw(p, NV_KW_atomic);
      const char *scope = NULL;
      unsigned ord = 0;
      if (nv_rd_eat_kw(p, NV_KW_volatile)) flags |= NVCG_FLAG_VOLATILE;
      t = nv_rd_first_class_type(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[0] = nv_rd_ptr_operand(p);
      if (atomic) {
        scope = nv_rd_syncscope(p);
        ord = nv_rd_ordering(p);
      }
      nv_rd_trailer(p, &align, &flags, NULL);
      I = nv_rd_emit(p, op, t, 1, ops);
      I->align = align;
      I->ordering = (uint8_t)ord;
      I->scope = scope;
      break;
    }
    case NVCG_OP_STORE: {
      int atomic = nv_rd_eat_kw(p, NV_KW_atomic);
      const char *scope = NULL;
      unsigned ord = 0;
      if (nv_rd_eat_kw(p, NV_KW_volatile)) flags |= NVCG_FLAG_VOLATILE;
      ops[0] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_ptr_operand(p);
      if (atomic) {
        scope = nv_rd_syncscope(p);
        ord = nv_rd_ordering(p);
      }
      nv_rd_trailer(p, &align, &flags, NULL);
      flags &= ~(uint32_t)NVCG_FLAG_INVARIANT_LOAD; /* meaningless on a store: dropped */
      I = nv_rd_emit(p, op, c->t_void, 2, ops);
      I->align = align;
      I->ordering = (uint8_t)ord;
      I->scope = scope;
      break;
    }
    case NVCG_OP_FENCE: {
      const char *scope = nv_rd_syncscope(p);
      unsigned ord = nv_rd_ordering(p);
      I = nv_rd_emit(p, op, c->t_void, 0, ops);
      I->ordering = (uint8_t)ord;
      I->scope = scope;
      break;
    }
    case NVCG_OP_CMPXCHG: {
      nv_type *f[2];
      const char *scope;
      unsigned o1, o2;
      if (nv_rd_eat_kw(p, NV_KW_weak)) flags |= NVCG_FLAG_WEAK;
      if (nv_rd_eat_kw(p, NV_KW_volatile)) flags |= NVCG_FLAG_VOLATILE;
      ops[0] = nv_rd_ptr_operand(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[2] = nv_rd_typed_value(p);
      scope = nv_rd_syncscope(p);
      o1 = nv_rd_ordering(p);
      o2 = nv_rd_ordering(p);
      nv_rd_trailer(p, &align, NULL, NULL);
      f[0] = ops[1]->type;
      f[1] = nv_type_int(c, 1);
      I = nv_rd_emit(p, op, nv_type_struct(c, f, 2, 0), 3, ops);
      I->ordering = (uint8_t)o1;
      I->ordering2 = (uint8_t)o2;
      I->scope = scope;
      I->align = align;
      break;
    }
    case NVCG_OP_ATOMICRMW: {
      unsigned rmw;
      const char *scope;
      unsigned ord;
      int elementwise = 0;
      if (nv_rd_eat_kw(p, NV_KW_volatile)) flags |= NVCG_FLAG_VOLATILE;
      if (p->tok.kind == NV_T_KW && p->tok.len == 11 && memcmp(p->tok.s, "elementwise", 11) == 0) {
        elementwise = 1;
        nv_rd_next(p);
      }
      if (p->tok.kind != NV_T_KW) nv_rd_error(p, "expected an atomicrmw operation, found %s", nv_rd_tokdesc(p));
      for (rmw = 0; rmw < NVCG_RMW_COUNT; rmw++) {
        const char *nm = nv_rmw_name(rmw);
        if (strlen(nm) == p->tok.len && memcmp(nm, p->tok.s, p->tok.len) == 0) break;
      }
      if (rmw == NVCG_RMW_COUNT) nv_rd_error(p, "unknown atomicrmw operation %s", nv_rd_tokdesc(p));
      nv_rd_next(p);
      ops[0] = nv_rd_ptr_operand(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_typed_value(p);
      scope = nv_rd_syncscope(p);
      ord = nv_rd_ordering(p);
      nv_rd_trailer(p, &align, NULL, NULL);
      if (elementwise) {
        I = nv_rd_elementwise_rmw(p, rmw, ops[0], ops[1], scope, ord, align, flags, line, col);
        flags = 0; /* volatile went to each element's atomic, not to the gathering */
        break;
      }
      I = nv_rd_emit(p, op, ops[1]->type, 2, ops);
      I->v.sub = (uint16_t)rmw;
      I->ordering = (uint8_t)ord;
      I->scope = scope;
      I->align = align;
      break;
    }
    case NVCG_OP_GEP: {
      nv_type *src;
      uint32_t base = p->vals.len;
      for (;;) {
        if (nv_rd_eat_kw(p, NV_KW_inbounds)) flags |= NVCG_FLAG_INBOUNDS;
        else if (nv_rd_eat_kw(p, NV_KW_nuw) || nv_rd_eat_kw(p, NV_KW_nusw)) continue;
        else if (nv_rd_is_kw(p, NV_KW_inrange)) {
          nv_rd_next(p);
          if (p->tok.kind == NV_T_LPAREN) nv_rd_skip_parens(p);
        } else break;
      }
      src = nv_rd_first_class_type(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      nv_vec_push(&p->vals, nv_rd_ptr_operand(p));
      while (p->tok.kind == NV_T_COMMA) {
        nv_rd_next(p);
        if (p->tok.kind == NV_T_META && !p->tok.numbered) {
          nv_rd_next(p);
          nv_rd_md_attachment_value(p);
          nv_rd_trailer(p, NULL, NULL, NULL);
          break;
        }
        if (p->vals.len - base > 64) nv_rd_error(p, "getelementptr has more than 64 indices");
        nv_vec_push(&p->vals, nv_rd_typed_value(p));
      }
      I = nv_rd_emit(p, op, p->vals.data[base]->type, p->vals.len - base, p->vals.data + base);
      p->vals.len = base;
      I->aux_type = src;
      break;
    }
    case NVCG_OP_EXTRACTELEMENT:
      ops[0] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_typed_value(p);
      if (ops[0]->type->kind != NVCG_TYPE_VECTOR) nv_rd_error_at(p, line, col, "extractelement needs a vector");
      I = nv_rd_emit(p, op, ops[0]->type->elem, 2, ops);
      break;
    case NVCG_OP_INSERTELEMENT:
      ops[0] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[2] = nv_rd_typed_value(p);
      I = nv_rd_emit(p, op, ops[0]->type, 3, ops);
      break;
    case NVCG_OP_SHUFFLEVECTOR: {
      nv_type *mt;
      nv_value *mask;
      uint32_t ml, mc, n, i;
      int32_t *idx;
      ops[0] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ops[1] = nv_rd_typed_value(p);
      nv_rd_expect(p, NV_T_COMMA, NULL);
      ml = p->tok.line;
      mc = p->tok.col;
      mt = nv_rd_first_class_type(p);
      if (mt->kind != NVCG_TYPE_VECTOR || mt->elem != nv_type_int(c, 32))
        nv_rd_error_at(p, ml, mc, "shufflevector mask must be a vector of i32");
      if (ops[0]->type->kind != NVCG_TYPE_VECTOR) nv_rd_error_at(p, line, col, "shufflevector needs vectors");
      mask = nv_rd_constant(p, mt);
      n = (uint32_t)mt->count;
      idx = NV_NEW_ARRAY(&p->m->arena, int32_t, n);
      for (i = 0; i < n; i++) {
        nv_value *e = mask->kind == NV_V_CAGG ? ((nv_const *)mask)->elems[i] : mask;
        if (e->kind == NV_V_CINT) {
          uint64_t x = nv_cint_zext(e);
          if (x >= 2 * ops[0]->type->count) nv_rd_error_at(p, ml, mc, "shufflevector mask element %u is out of range", i);
          idx[i] = (int32_t)x;
        } else if (e->kind == NV_V_UNDEF || e->kind == NV_V_POISON) {
          idx[i] = -1;
        } else if (e->kind == NV_V_CZERO) {
          idx[i] = 0;
        } else {
          nv_rd_error_at(p, ml, mc, "shufflevector mask must be made of constant integers, undef or poison");
        }
      }
      I = nv_rd_emit(p, op, nv_type_vector(ops[0]->type->elem, n), 2, ops);
      I->idx = idx;
      I->nidx = n;
      break;
    }
    case NVCG_OP_EXTRACTVALUE: case NVCG_OP_INSERTVALUE: {
      uint32_t base, n;
      int32_t *idx;
      nv_type *at;
      ops[0] = nv_rd_typed_value(p);
      if (op == NVCG_OP_INSERTVALUE) {
        nv_rd_expect(p, NV_T_COMMA, NULL);
        ops[1] = nv_rd_typed_value(p);
      }
      base = nv_rd_agg_indices(p);
      idx = nv_rd_copy_ints(p, base, &n);
      at = nv_aggregate_index_type(ops[0]->type, idx, n);
      if (!at) nv_rd_error_at(p, line, col, "%s indices do not fit the aggregate's type", nv_opcode_name(op));
      I = nv_rd_emit(p, op, op == NVCG_OP_EXTRACTVALUE ? at : ops[0]->type, op == NVCG_OP_INSERTVALUE ? 2 : 1, ops);
      I->idx = idx;
      I->nidx = n;
      break;
    }
    case NVCG_OP_CALL:
      I = nv_rd_call(p, flags);
      if (!I) {
        if (res.has) nv_rd_error_at(p, res.line, res.col, "a dropped debug intrinsic call cannot have a name");
        return NULL;
      }
      break;
    case NVCG_OP_RET: {
      nv_type *rt = p->fn->fty->elem;
      if (nv_rd_eat_kw(p, NV_KW_void)) {
        if (rt->kind != NVCG_TYPE_VOID) nv_rd_error_at(p, line, col, "'ret void' in a function that returns a value");
        I = nv_rd_emit(p, op, c->t_void, 0, ops);
      } else {
        uint32_t vl = p->tok.line, vc = p->tok.col;
        ops[0] = nv_rd_typed_value(p);
        if (ops[0]->type != rt) nv_rd_type_mismatch(p, vl, vc, "the returned value", ops[0]->type, rt);
        I = nv_rd_emit(p, op, c->t_void, 1, ops);
      }
      break;
    }
    case NVCG_OP_BR:
      if (nv_rd_is_kw(p, NV_KW_label)) {
        ops[0] = nv_rd_label_ref(p);
        I = nv_rd_emit(p, op, c->t_void, 1, ops);
      } else {
        ops[0] = nv_rd_value(p, nv_rd_first_class_type(p));
        nv_rd_expect(p, NV_T_COMMA, NULL);
        ops[1] = nv_rd_label_ref(p);
        nv_rd_expect(p, NV_T_COMMA, NULL);
        ops[2] = nv_rd_label_ref(p);
        I = nv_rd_emit(p, op, c->t_void, 3, ops);
      }
      break;
    case NVCG_OP_SWITCH: {
      uint32_t base = p->vals.len;
      nv_type *t = nv_rd_first_class_type(p);
      nv_vec_push(&p->vals, nv_rd_value(p, t));
      nv_rd_expect(p, NV_T_COMMA, NULL);
      nv_vec_push(&p->vals, nv_rd_label_ref(p));
      nv_rd_expect(p, NV_T_LSQ, "'[' starting the switch cases");
      while (p->tok.kind != NV_T_RSQ) {
        nv_type *ct;
        uint32_t cl = p->tok.line, cc = p->tok.col;
        ct = nv_rd_first_class_type(p);
        if (ct != t) nv_rd_type_mismatch(p, cl, cc, "the case value", ct, t);
        nv_vec_push(&p->vals, nv_rd_constant(p, t));
        if (p->vals.data[p->vals.len - 1]->kind != NV_V_CINT) nv_rd_error_at(p, cl, cc, "switch case values must be integer constants");
        nv_rd_expect(p, NV_T_COMMA, NULL);
        nv_vec_push(&p->vals, nv_rd_label_ref(p));
      }
      nv_rd_next(p);
      I = nv_rd_emit(p, op, c->t_void, p->vals.len - base, p->vals.data + base);
      p->vals.len = base;
      break;
    }
    case NVCG_OP_UNREACHABLE: I = nv_rd_emit(p, op, c->t_void, 0, ops); break;
    default: nv_rd_error_at(p, line, col, "instruction '%s' cannot be read", nv_opcode_name(op));
    }
  }
  I->line = line;
  I->col = col;
  if (op != NVCG_OP_LOAD && op != NVCG_OP_STORE && op != NVCG_OP_CALL && op != NVCG_OP_CMPXCHG &&
      op != NVCG_OP_ATOMICRMW && op != NVCG_OP_ALLOCA && op != NVCG_OP_GEP)
    nv_rd_trailer(p, NULL, NULL, op == NVCG_OP_BR || op == NVCG_OP_SWITCH ? I : NULL);
  if (op != NVCG_OP_CALL) I->flags |= flags;
  if (I->v.type->kind == NVCG_TYPE_VOID) {
    if (res.has) nv_rd_error_at(p, res.line, res.col, "instructions returning void cannot have a name");
  } else {
    nv_rd_define_value(p, &I->v, &res, "instruction");
  }
  {
    /* Checked now, while the instruction is in cache. A failure may only mean that a type
     * it uses is defined further down, and a callee defined later cannot be compared
     * yet: both wait for the end of the module (nv_rd_finish). */
    char err[8];
    if (p->defer_checks || !nv_inst_check(I, err, sizeof err) ||
        (op == NVCG_OP_CALL && I->ops[0].val->kind == NV_V_GLOBAL))
      nv_vec_push(&p->recheck, I);
  }
  return I;
}

static void nv_rd_function_body(nv_reader *p, nv_func *f, const nv_rd_arg *args) {
  uint32_t i;
  p->fn = f;
  nv_rd_reset_locals(p);
  for (i = 0; i < f->nargs; i++) {
    nv_rd_lname n;
    memset(&n, 0, sizeof n);
    if (args[i].has_name) {
      n.has = 1;
      n.numbered = args[i].numbered;
      n.num = args[i].numbered ? nv_rd_local_num(p, args[i].num) : 0;
      n.name = args[i].name;
      n.line = args[i].line;
      n.col = args[i].col;
    }
    nv_rd_define_value(p, &f->args[i]->v, &n, "argument");
  }
  if (p->tok.kind == NV_T_RBRACE) nv_rd_error(p, "a function body needs at least one block");
  while (p->tok.kind != NV_T_RBRACE) {
    nv_rd_lname n;
    if (nv_rd_is_kw(p, NV_KW_uselistorder) && p->fn->first) {
      /* use-list order directives end a body; the order is not kept */
      nv_rd_skip_uselistorder(p);
      continue;
    }
    memset(&n, 0, sizeof n);
    if (p->tok.kind == NV_T_LABEL) {
      nv_rd_lname_from_tok(p, &n);
      nv_rd_next(p);
    }
    p->bb = nv_rd_begin_block(p, &n);
    for (;;) {
      nv_inst *I;
      if (p->tok.kind == NV_T_RBRACE || p->tok.kind == NV_T_LABEL || p->tok.kind == NV_T_EOF)
        nv_rd_error(p, "expected an instruction: the block does not end with a terminator");
      I = nv_rd_instruction(p);
      if (I && NV_OP_IS_TERMINATOR(I->v.opcode)) break;
    }
  }
  nv_rd_next(p);
  if (p->lfwd_open) {
    uint32_t best = UINT32_MAX;
    nv_rd_fwd *r;
    for (i = 0; i < p->lfwd.len; i++) {
      r = &p->lfwd.data[i];
      if (r->v && (best == UINT32_MAX || r->line < p->lfwd.data[best].line ||
                   (r->line == p->lfwd.data[best].line && r->col < p->lfwd.data[best].col)))
        best = i;
    }
    r = &p->lfwd.data[best];
    if (r->name) nv_rd_error_at(p, r->line, r->col, "use of undefined value '%%%s'", r->name);
    nv_rd_error_at(p, r->line, r->col, "use of undefined value '%%%llu'", (unsigned long long)r->num);
  }
  p->fn = NULL;
  p->bb = NULL;
}
