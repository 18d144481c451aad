/* select_tensor.c -- the warp-level matrix families (tensor.h) from IR to machine code,
 * and the asynchronous copies and mbarriers that feed them.
 * The DAG builder turns each call into one chained intrinsic node whose first operand
 * after the chain is the intrinsic's name (an ExternalSymbol); the selector decodes the
 * name once more, checks that the target has the form (SM, PTX ISA), and emits a
 * TEMPLATE row whose text is the exact PTX instruction with $N operand references. */

/* tcgen05.ld/st move up to 128 32-bit registers (NV_TCGEN05_MAX_REGS), an <n x i32> in the
 * IR: the node takes and gives them one by one (the legaliser need not split a vector of
 * 128). */
static void nv_build_tcgen05_ldst(nv_isel *s, nv_inst *I, unsigned id) {
  nv_value *callee = nv_inst_op(I, 0);
  const nv_type *data = id == NV_INTR_TCGEN05_LD ? I->v.type : NULL;
  unsigned nargs = I->nops - 1, i, k, n, no = 0, nres = 0;
  nv_sdval ops[NV_TCGEN05_MAX_REGS + 6], r;
  nv_evt vts[NV_TCGEN05_MAX_REGS + 1];
  if (id == NV_INTR_TCGEN05_ST && nargs >= 3) data = nv_inst_op(I, nargs - 1)->type;
  n = data && data->kind == NVCG_TYPE_VECTOR ? (unsigned)data->count : 1;
  if (!data || n > NV_TCGEN05_MAX_REGS || nargs > 4) {
    nv_isel_error(s, I, "%s moves %u registers; tcgen05.ld/st moves at most %u (PTX ISA)", callee->name ? callee->name : "",
                  n, NV_TCGEN05_MAX_REGS);
    return;
  }
  ops[no++] = s->chain;
  ops[no++] = nv_dag_external_symbol(s->dag, callee->name ? callee->name : "");
  for (i = 0; i < nargs; i++) {
    nv_sdval v = nv_build_op(s, I, i + 1);
    if (id == NV_INTR_TCGEN05_ST && i == nargs - 2 && n > 1)
      for (k = 0; k < n; k++) ops[no++] = nv_vec_extract(s, v, nv_dag_const(s->dag, NV_EVT_INT(32), k, 0), NV_EVT_INT(32));
    else
      ops[no++] = v;
  }
  if (id == NV_INTR_TCGEN05_LD)
    for (k = 0; k < n; k++) vts[nres++] = NV_EVT_INT(32);
  vts[nres] = NV_EVT_OTHER;
  r = nv_intr_node(s, nres ? NV_ISD_INTRINSIC_W_CHAIN : NV_ISD_INTRINSIC_VOID, id, vts, nres + 1, ops, no);
  if (nres == 1) nv_build_set1(s, &I->v, nv_sdval_of(r.n, 0));
  else if (nres) {
    nv_sdval e[NV_TCGEN05_MAX_REGS];
    for (k = 0; k < nres; k++) e[k] = nv_sdval_of(r.n, k);
    nv_build_set1(s, &I->v, nv_dag_node(s->dag, NV_ISD_BUILD_VECTOR, NV_EVT(NV_EVT_INT(32), nres), e, nres));
  }
}

/* call -> INTRINSIC_W_CHAIN / INTRINSIC_VOID (chain, name, arguments...) ->
 * (results..., chain) */
static void nv_build_tensor(nv_isel *s, nv_inst *I, unsigned id) {
  unsigned nargs = I->nops - 1, nres, i;
  nv_value *callee = nv_inst_op(I, 0);
  nv_evt *vts;
  nv_sdval *ops, r;
  if (nargs > 36) {
    nv_isel_error(s, I, "too many operands for a matrix intrinsic");
    return;
  }
  nres = I->v.type->kind == NVCG_TYPE_VOID ? 0 : nv_type_leaves(I->v.type, NULL, NULL, 0);
  vts = NV_NEW_ARRAY(s->arena, nv_evt, nres + 1);
  if (nres) nv_type_leaves(I->v.type, vts, NULL, nres);
  vts[nres] = NV_EVT_OTHER;
  if (id == NV_INTR_TCGEN05_LD || id == NV_INTR_TCGEN05_ST) {
    nv_build_tcgen05_ldst(s, I, id);
    return;
  }
  ops = NV_NEW_ARRAY(s->arena, nv_sdval, nargs + 2);
  ops[0] = s->chain;
  ops[1] = nv_dag_external_symbol(s->dag, callee->name ? callee->name : "");
  for (i = 0; i < nargs; i++) ops[2 + i] = nv_build_op(s, I, i + 1);
  r = nv_intr_node(s, nres ? NV_ISD_INTRINSIC_W_CHAIN : NV_ISD_INTRINSIC_VOID, id, vts, nres + 1, ops, nargs + 2);
  if (nres) {
    nv_sdval_vec out = NV_VEC_INIT;
    for (i = 0; i < nres; i++) nv_vec_push(&out, nv_sdval_of(r.n, i));
    nv_build_set_leaves(s, &I->v, out.data, out.len);
    nv_vec_free(&out);
  }
}

/* Records that the module uses a form needing PTX ISA `ptx` and sm_`sm` (the version
 * directive is raised to it, or a fixed lower one is reported by the pipeline). */
static void nv_sel_need(nv_sel *S, unsigned sm, unsigned ptx, const char *what) {
  nv_cg *cg = S->s->cg;
  const char *by = NULL;
  if (ptx > cg->need_ptx || sm > cg->need_sm) by = nv_arena_strndup(&cg->arena, what, strlen(what));
  if (ptx > cg->need_ptx) {
    cg->need_ptx = ptx;
    cg->need_ptx_by = by;
  }
  if (sm > cg->need_sm) {
    cg->need_sm = sm;
    cg->need_sm_by = by;
  }
}

/* Checks a form's target needs; reports "'mnemonic' needs sm_80 ..." and returns 0 when
 * the target lacks it. */
static int nv_sel_form_ok(nv_sel *S, nv_sdnode *n, const char *mnemonic, unsigned sm, unsigned ptx) {
  unsigned fixed = S->s->cg->o->ptx;
  if (sm > S->sm) {
    nv_isel_error(S->s, n->ir, "'%s' needs sm_%u or later, but the target is sm_%u", mnemonic, sm, S->sm);
    return 0;
  }
  if (fixed && ptx > fixed) {
    nv_isel_error(S->s, n->ir, "'%s' needs PTX ISA %u.%u, but PTX %u.%u was requested", mnemonic, ptx / 10, ptx % 10,
                  fixed / 10, fixed % 10);
    return 0;
  }
  nv_sel_need(S, sm, ptx, mnemonic);
  return 1;
}

/* The machine node: results, then (text, operands...), then the chain. */
static int nv_sel_template(nv_sel *S, nv_sdnode *n, unsigned row, const char *text, unsigned first_arg) {
  nv_evt vts[40];
  nv_sdval ops[48];
  unsigned i, nv = 0, no = 0;
  for (i = 0; i < n->nres && nv < NV_ARRAY_LEN(vts); i++)
    if (n->vts[i] != NV_EVT_OTHER) vts[nv++] = n->vts[i];
  if (n->nops - first_arg + 2 > NV_ARRAY_LEN(ops)) return nv_sel_fail(S, n, "too many operands");
  ops[no++] = nv_dag_external_symbol(S->d, text);
  for (i = first_arg; i < n->nops; i++) ops[no++] = nv_sdop(n, i);
  ops[no++] = nv_sdop(n, 0);
  nv_sel_replace(S, n, nv_mnode(S, row, NULL, vts, nv, 1, ops, no));
  return 1;
}

static int nv_select_bulk_tensor(nv_sel *S, nv_sdnode *n, const nv_tensor_op *t);
static int nv_select_tcgen05_ldst(nv_sel *S, nv_sdnode *n, const nv_tensor_op *t);
static int nv_tcgen05_target_ok(nv_sel *S, nv_sdnode *n, const char *mn, int arch_only);

static int nv_select_tensor(nv_sel *S, nv_sdnode *n) {
  nv_sdval name = nv_sdop(n, 1);
  nv_tensor_op t;
  nv_buf b = NV_BUF_INIT;
  char err[160];
  char *text;
  int ok;
  if (name.n->op != NV_ISD_EXTERNAL_SYMBOL) return nv_sel_fail(S, n, "malformed matrix intrinsic node");
  if (!nv_tensor_decode(name.n->u.sym, &t, err, sizeof err)) {
    nv_isel_error(S->s, n->ir, "%s", err);
    return 0;
  }
  if (t.kind == NV_TK_BULK_TENSOR) return nv_select_bulk_tensor(S, n, &t);
  if (t.kind == NV_TK_TCGEN05_LD || t.kind == NV_TK_TCGEN05_ST) return nv_select_tcgen05_ldst(S, n, &t);
  if (t.kind == NV_TK_TCGEN05_CP) {
    /* (chain, name, taddr, sdesc): the address narrowed in a scoped register */
    nv_sdval ops[4];
    nv_tensor_mnemonic(&t, &b);
    ok = nv_tcgen05_target_ok(S, n, b.data, 0);
    if (ok) {
      nv_buf txt = NV_BUF_INIT;
      nv_buf_printf(&txt, "{\n\t.reg .b32 %%nvcg_taddr;\n\tcvt.u32.u64 %%nvcg_taddr, $0;\n\t%s [%%nvcg_taddr], $1;\n\t}",
                    b.data);
      ops[0] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, txt.data, txt.len));
      ops[1] = nv_sdop(n, 2);
      ops[2] = nv_sdop(n, 3);
      ops[3] = nv_sdop(n, 0);
      nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, ops, 4));
      nv_buf_free(&txt);
    }
    nv_buf_free(&b);
    return ok;
  }
  nv_tensor_mnemonic(&t, &b);
  ok = nv_sel_form_ok(S, n, b.data, t.sm, t.ptx);
  if (ok && t.maxptx && S->ptx > t.maxptx) {
    nv_isel_error(S->s, n->ir, "'%s' does not exist after PTX ISA %u.%u, but the target is PTX %u.%u", b.data,
                  t.maxptx / 10, t.maxptx % 10, S->ptx / 10, S->ptx % 10);
    ok = 0;
  }
  b.len = 0;
  if (ok) {
    nv_tensor_ptx(&t, &b);
    text = nv_arena_strndup(S->s->arena, b.data, b.len);
    ok = nv_sel_template(S, n, t.kind == NV_TK_MMA || t.kind == NV_TK_WMMA_MMA ? NV_PTX_TEMPLATE : NV_PTX_TEMPLATE_MEM,
                         text, 2);
  }
  nv_buf_free(&b);
  return ok;
}

/* ---- asynchronous copies and mbarriers: one fixed row each ---- */

typedef struct nv_async_row {
  uint16_t id, row;
  uint8_t space;  /* NV_SPACE_* of the pointer operand (mbarrier, cp.async.mbarrier) */
  uint8_t size;   /* cp.async: bytes */
} nv_async_row;

#define NV_AR_(id, row, space, size) {NV_INTR_##id, NV_PTX_##row, space, size}
static const nv_async_row nv_async_rows[] = {
    NV_AR_(CP_ASYNC_CA_4, CP_ASYNC_CA, 0, 4),         NV_AR_(CP_ASYNC_CA_8, CP_ASYNC_CA, 0, 8),
    NV_AR_(CP_ASYNC_CA_16, CP_ASYNC_CA, 0, 16),       NV_AR_(CP_ASYNC_CG_16, CP_ASYNC_CG, 0, 16),
    NV_AR_(CP_ASYNC_CA_4_S, CP_ASYNC_CA_S, 0, 4),     NV_AR_(CP_ASYNC_CA_8_S, CP_ASYNC_CA_S, 0, 8),
    NV_AR_(CP_ASYNC_CA_16_S, CP_ASYNC_CA_S, 0, 16),   NV_AR_(CP_ASYNC_CG_16_S, CP_ASYNC_CG_S, 0, 16),
    NV_AR_(CP_ASYNC_COMMIT_GROUP, CP_ASYNC_COMMIT_GROUP, 0, 0),
    NV_AR_(CP_ASYNC_WAIT_GROUP, CP_ASYNC_WAIT_GROUP, 0, 0),
    NV_AR_(CP_ASYNC_WAIT_ALL, CP_ASYNC_WAIT_ALL, 0, 0),
    NV_AR_(CP_ASYNC_MBARRIER_ARRIVE, CP_ASYNC_MBARRIER_ARRIVE, NV_SPACE_GENERIC, 0),
    NV_AR_(CP_ASYNC_MBARRIER_ARRIVE_SHARED, CP_ASYNC_MBARRIER_ARRIVE, NV_SPACE_SHARED, 0),
    NV_AR_(CP_ASYNC_MBARRIER_ARRIVE_NOINC, CP_ASYNC_MBARRIER_ARRIVE_NOINC, NV_SPACE_GENERIC, 0),
    NV_AR_(CP_ASYNC_MBARRIER_ARRIVE_NOINC_SHARED, CP_ASYNC_MBARRIER_ARRIVE_NOINC, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_INIT, MBARRIER_INIT, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_INIT_SHARED, MBARRIER_INIT, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_INVAL, MBARRIER_INVAL, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_INVAL_SHARED, MBARRIER_INVAL, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_ARRIVE, MBARRIER_ARRIVE, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_ARRIVE_SHARED, MBARRIER_ARRIVE, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_ARRIVE_NOCOMPLETE, MBARRIER_ARRIVE_NOCOMPLETE, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_ARRIVE_NOCOMPLETE_SHARED, MBARRIER_ARRIVE_NOCOMPLETE, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_ARRIVE_DROP, MBARRIER_ARRIVE_DROP, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_ARRIVE_DROP_SHARED, MBARRIER_ARRIVE_DROP, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_ARRIVE_DROP_NOCOMPLETE, MBARRIER_ARRIVE_DROP_NOCOMPLETE, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_ARRIVE_DROP_NOCOMPLETE_SHARED, MBARRIER_ARRIVE_DROP_NOCOMPLETE, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_TEST_WAIT, MBARRIER_TEST_WAIT, NV_SPACE_GENERIC, 0),
    NV_AR_(MBARRIER_TEST_WAIT_SHARED, MBARRIER_TEST_WAIT, NV_SPACE_SHARED, 0),
    NV_AR_(MBARRIER_PENDING_COUNT, MBARRIER_PENDING_COUNT, 0, 0),
};
#undef NV_AR_

/* Selects an asynchronous-copy or mbarrier intrinsic; 0 when ID is none of them (and
 * reports nothing), -1 after reporting an error, 1 when selected. */
static int nv_select_async(nv_sel *S, nv_sdnode *n, unsigned id) {
  const nv_async_row *r = NULL;
  nv_sdval a[8], ops[8];
  nv_evt vts[2];
  unsigned i, na = 0, no = 0, nv = 0;
  nv_mmods *m;
  nv_sdnode *mn;
  int chained = n->op != NV_ISD_INTRINSIC_WO_CHAIN;
  for (i = 0; i < NV_ARRAY_LEN(nv_async_rows); i++)
    if (nv_async_rows[i].id == id) r = &nv_async_rows[i];
  if (!r) return 0;
  if (!nv_row_ok(S, n, r->row)) return -1;
  for (i = chained; i < n->nops && na < NV_ARRAY_LEN(a); i++) a[na++] = nv_sdop(n, i);
  for (i = 0; i < n->nres; i++)
    if (n->vts[i] != NV_EVT_OTHER) vts[nv++] = n->vts[i];
  m = nv_mods_new(S);
  m->space = r->space;
  switch (r->row) {
  case NV_PTX_CP_ASYNC_CA: case NV_PTX_CP_ASYNC_CG: case NV_PTX_CP_ASYNC_CA_S: case NV_PTX_CP_ASYNC_CG_S:
    nv_sel_addr(S, a[0], NV_SPACE_SHARED, &ops[0], &ops[1]);
    nv_sel_addr(S, a[1], NV_SPACE_GLOBAL, &ops[2], &ops[3]);
    ops[4] = nv_sel_const(S, NV_EVT_INT(32), r->size);
    no = 5;
    if (na > 2) ops[no++] = a[2];
    break;
  case NV_PTX_CP_ASYNC_WAIT_GROUP:
    if (a[0].n->op != NV_ISD_CONSTANT) {
      nv_isel_error(S->s, n->ir, "the group count of llvm.nvvm.cp.async.wait.group must be a constant");
      return -1;
    }
    ops[no++] = a[0];
    break;
  case NV_PTX_MBARRIER_PENDING_COUNT: ops[no++] = a[0]; break;
  case NV_PTX_CP_ASYNC_COMMIT_GROUP: case NV_PTX_CP_ASYNC_WAIT_ALL: break;
  default:
    /* mbarrier and cp.async.mbarrier: [address], then the rest */
    nv_sel_addr(S, a[0], r->space, &ops[0], &ops[1]);
    no = 2;
    for (i = 1; i < na; i++) ops[no++] = a[i];
    break;
  }
  if (!chained) {
    nv_sel_replace_val(S, n, nv_mval(S, r->row, m, vts[0], ops, no));
    return 1;
  }
  ops[no++] = nv_sdop(n, 0);
  mn = nv_mnode(S, r->row, m, vts, nv, 1, ops, no);
  nv_sel_replace(S, n, mn);
  return 1;
}

/* ---- sm_90 bulk asynchronous copies (no tensor maps) ----
 * Built like the matrix families (chain, name, arguments); here the constant flag
 * operands choose the PTX form, which is spelled with only the operands it takes. */

static int nv_bulk_family(unsigned id) {
  return id >= NV_INTR_CP_ASYNC_BULK_G2S_CLUSTER && id <= NV_INTR_CP_ASYNC_BULK_PREFETCH_L2;
}

/* The constant flag operand V of the intrinsic NAME (its operand WHAT); -1 after an error. */
static int nv_bulk_flag(nv_sel *S, nv_sdnode *n, nv_sdval v, const char *name, const char *what) {
  if (v.n->op != NV_ISD_CONSTANT) {
    nv_isel_error(S->s, n->ir, "the %s flag of %s must be a constant", what, name);
    return -1;
  }
  return (int)(v.n->u.c.lo & 1);
}

static int nv_select_bulk(nv_sel *S, nv_sdnode *n, unsigned id) {
  const char *name = nv_intrinsic_info_of(id)->name;
  nv_sdval a[8], ops[8];
  unsigned na = 0, no = 0, i, sm = 90, ptx = 80;
  int mc = 0, ch = 0;
  nv_buf b = NV_BUF_INIT;
  const char *text;
  int ok;
  for (i = 2; i < n->nops && na < NV_ARRAY_LEN(a); i++) a[na++] = nv_sdop(n, i);
  switch (id) {
  case NV_INTR_CP_ASYNC_BULK_G2S_CLUSTER: case NV_INTR_CP_ASYNC_BULK_G2S_CLUSTER_P7:
    /* dst, mbar, src, size, ctamask, hint, mc?, hint? */
    if (na != 8 || (mc = nv_bulk_flag(S, n, a[6], name, "multicast")) < 0 ||
        (ch = nv_bulk_flag(S, n, a[7], name, "cache-hint")) < 0)
      return 0;
    nv_buf_printf(&b, "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes%s%s [$0], [$1], $2, [$3]",
                  mc ? ".multicast::cluster" : "", ch ? ".L2::cache_hint" : "");
    ops[no++] = a[0]; ops[no++] = a[2]; ops[no++] = a[3]; ops[no++] = a[1];
    if (mc) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[4]; }
    if (ch) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[5]; }
    break;
  case NV_INTR_CP_ASYNC_BULK_G2S_CTA: /* dst, mbar, src, size, hint, hint? */
    if (na != 6 || (ch = nv_bulk_flag(S, n, a[5], name, "cache-hint")) < 0) return 0;
    ptx = 86;
    nv_buf_printf(&b, "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes%s [$0], [$1], $2, [$3]",
                  ch ? ".L2::cache_hint" : "");
    ops[no++] = a[0]; ops[no++] = a[2]; ops[no++] = a[3]; ops[no++] = a[1];
    if (ch) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[4]; }
    break;
  case NV_INTR_CP_ASYNC_BULK_CTA_TO_CLUSTER: case NV_INTR_CP_ASYNC_BULK_CTA_TO_CLUSTER_P7: /* dst, mbar, src, size */
    if (na != 4) return nv_sel_fail(S, n, "malformed bulk copy");
    nv_buf_puts(&b, "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3]");
    ops[no++] = a[0]; ops[no++] = a[2]; ops[no++] = a[3]; ops[no++] = a[1];
    break;
  case NV_INTR_CP_ASYNC_BULK_S2G: case NV_INTR_CP_ASYNC_BULK_S2G_BYTEMASK: { /* dst, src, size, hint, hint? [, mask] */
    int bm = id == NV_INTR_CP_ASYNC_BULK_S2G_BYTEMASK;
    if (na != (bm ? 6u : 5u) || (ch = nv_bulk_flag(S, n, a[4], name, "cache-hint")) < 0) return 0;
    if (bm) { sm = 100; ptx = 86; }
    nv_buf_printf(&b, "cp.async.bulk.global.shared::cta.bulk_group%s%s [$0], [$1], $2", ch ? ".L2::cache_hint" : "",
                  bm ? ".cp_mask" : "");
    ops[no++] = a[0]; ops[no++] = a[1]; ops[no++] = a[2];
    if (ch) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[3]; }
    if (bm) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[5]; }
    break;
  }
  default: /* prefetch.L2: src, size, hint, hint? */
    if (na != 4 || (ch = nv_bulk_flag(S, n, a[3], name, "cache-hint")) < 0) return 0;
    nv_buf_printf(&b, "cp.async.bulk.prefetch.L2.global%s [$0], $1", ch ? ".L2::cache_hint" : "");
    ops[no++] = a[0]; ops[no++] = a[1];
    if (ch) { nv_buf_puts(&b, ", $2"); ops[no++] = a[2]; }
    break;
  }
  nv_buf_putc(&b, ';');
  {
    /* the mnemonic alone names the form in messages */
    char mn[128];
    size_t l = strcspn(b.data, " ");
    snprintf(mn, sizeof mn, "%.*s", (int)(l < sizeof mn ? l : sizeof mn - 1), b.data);
    ok = nv_sel_form_ok(S, n, mn, sm, ptx);
  }
  if (ok) {
    nv_sdval mops[10];
    unsigned k = 0;
    text = nv_arena_strndup(S->s->arena, b.data, b.len);
    mops[k++] = nv_dag_external_symbol(S->d, text);
    for (i = 0; i < no; i++) mops[k++] = ops[i];
    mops[k++] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, mops, k));
  }
  nv_buf_free(&b);
  return ok;
}

/* cp.async.bulk.tensor (TMA): the constant flags choose the multicast and cache-hint
 * suffixes and which operands the PTX spells, as for the bulk copies above. Operands
 * after (chain, name): see nv_tensor_fn_type (the destination of g2s is a p3 or, from LLVM
 * 21, a p7: the same register); the later g2s spelling adds a trailing constant i32
 * cta_group (nv_tensor_fn_type_alt): 0 prints nothing, 1 and 2 print .cta_group::N,
 * which ptxas takes on sm_100a/103a/110a and the sm_100f/110f families (PTX ISA 8.6).
 * The sm_100 load modes (nv_tensor_op.bext: .tile::gather4 with five coordinates,
 * .im2col::w[::128] with {wHalo, wOffset}, .tile::scatter4) need the same targets; their
 * g2s forms always carry the cta_group operand. */
static int nv_select_bulk_tensor(nv_sel *S, nv_sdnode *n, const nv_tensor_op *t) {
  const char *name = nv_sdop(n, 1).n->u.sym;
  nv_sdval a[20], ops[20], mops[22];
  unsigned na = 0, no = 0, i, k, nc = nv_tensor_bulk_coords(t), noff = nv_tensor_bulk_offsets(t), c0, o0, nfix, cg = 0;
  int mc = 0, ch, ok, has_cg, arch;
  nv_buf b = NV_BUF_INIT;
  for (i = 2; i < n->nops && na < NV_ARRAY_LEN(a); i++) a[na++] = nv_sdop(n, i);
  /* first coordinate, first offset */
  c0 = t->bdir == NV_TBD_G2S ? 3 : t->bdir == NV_TBD_PREFETCH ? 1 : 2;
  o0 = c0 + nc;
  nfix = o0 + noff + (t->bdir == NV_TBD_G2S ? 4u : 2u);
  has_cg = t->bdir == NV_TBD_G2S && na == nfix + 1;
  if ((na != nfix && !has_cg) || (t->bdir == NV_TBD_G2S && t->bext && !has_cg))
    return nv_sel_fail(S, n, "malformed tensor copy");
  if (has_cg) {
    uint64_t v;
    if (!nv_sdval_is_const(a[na - 1], &v) || v > 2) {
      nv_isel_error(S->s, n->ir, "the cta_group operand of %s must be the constant 0, 1 or 2", name);
      return 0;
    }
    cg = (unsigned)v;
    na--;
  }
  if (t->bdir == NV_TBD_G2S && (mc = nv_bulk_flag(S, n, a[na - 2], name, "multicast")) < 0) return 0;
  if ((ch = nv_bulk_flag(S, n, a[na - 1], name, "cache-hint")) < 0) return 0;
  nv_tensor_mnemonic(t, &b);
  if (mc) nv_buf_puts(&b, ".multicast::cluster");
  if (cg) nv_buf_printf(&b, ".cta_group::%u", cg);
  if (ch) nv_buf_puts(&b, ".L2::cache_hint");
  /* .cta_group::N and the sm_100 load modes (.tile::gather4, .tile::scatter4,
   * .im2col::w, .im2col::w::128) are architecture- or family-specific (ptxas 13.0) */
  arch = cg || t->bext;
  if (arch) {
    char suffix = S->s->cg->tgt.suffix;
    if (S->sm < 100 || S->sm >= 120 || (suffix != 'a' && suffix != 'f')) {
      nv_isel_error(S->s, n->ir,
                    "'%s' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), "
                    "but the target is sm_%u%s",
                    b.data, S->sm, suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
      nv_buf_free(&b);
      return 0;
    }
  }
  if (!nv_sel_form_ok(S, n, b.data, arch ? 100 : t->sm, arch ? 86 : t->ptx)) {
    nv_buf_free(&b);
    return 0;
  }
  nv_buf_putc(&b, ' ');
  if (t->bdir == NV_TBD_G2S) {
    nv_buf_printf(&b, "[$%u], ", no);
    ops[no++] = a[0];
  }
  nv_buf_printf(&b, "[$%u, {", no);
  ops[no++] = a[c0 - 1]; /* the tensor map */
  for (i = 0; i < nc; i++) {
    nv_buf_printf(&b, "%s$%u", i ? ", " : "", no);
    ops[no++] = a[c0 + i];
  }
  nv_buf_puts(&b, "}]");
  if (t->bdir == NV_TBD_G2S || t->bdir == NV_TBD_S2G || t->bdir == NV_TBD_REDUCE) {
    /* g2s: the mbarrier; s2g / reduce: the shared source */
    nv_buf_printf(&b, ", [$%u]", no);
    ops[no++] = a[t->bdir == NV_TBD_G2S ? 1 : 0];
  }
  if (noff) {
    nv_buf_puts(&b, ", {");
    for (i = 0; i < noff; i++) {
      nv_buf_printf(&b, "%s$%u", i ? ", " : "", no);
      ops[no++] = a[o0 + i];
    }
    nv_buf_putc(&b, '}');
  }
  k = o0 + noff; /* g2s: ctamask, hint; others: hint */
  if (mc) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[k]; }
  if (t->bdir == NV_TBD_G2S) k++;
  if (ch) { nv_buf_printf(&b, ", $%u", no); ops[no++] = a[k]; }
  nv_buf_putc(&b, ';');
  k = 0;
  mops[k++] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, b.data, b.len));
  for (i = 0; i < no; i++) mops[k++] = ops[i];
  mops[k++] = nv_sdop(n, 0);
  nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, mops, k));
  ok = 1;
  nv_buf_free(&b);
  return ok;
}

/* tcgen05 (selection only): one row per intrinsic in NV_TCGEN05_INTRINSICS order. TEXT
 * is the instruction with $N operand references; TMEM names the operand (1-based) that
 * is a tensor-memory address (ptr addrspace(6), a 64-bit register here, 32 bits in PTX:
 * narrowed in a scoped register), 0 none. */
typedef struct nv_tcgen05_row {
  uint16_t id;
  uint8_t tmem, arch_only; /* arch_only: sm_100a/103a/110a alone, not the families */
  const char *text;
} nv_tcgen05_row;

#define NV_TC_(id, tmem, arch, text) {NV_INTR_TCGEN05_##id, tmem, arch, text}
static const nv_tcgen05_row nv_tcgen05_rows[] = {
    NV_TC_(ALLOC_CG1, 0, 0, "tcgen05.alloc.cta_group::1.sync.aligned.b32 [$0], $1;"),
    NV_TC_(ALLOC_CG2, 0, 0, "tcgen05.alloc.cta_group::2.sync.aligned.b32 [$0], $1;"),
    NV_TC_(ALLOC_SHARED_CG1, 0, 0, "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], $1;"),
    NV_TC_(ALLOC_SHARED_CG2, 0, 0, "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], $1;"),
    NV_TC_(DEALLOC_CG1, 1, 0, "tcgen05.dealloc.cta_group::1.sync.aligned.b32 %nvcg_taddr, $1;"),
    NV_TC_(DEALLOC_CG2, 1, 0, "tcgen05.dealloc.cta_group::2.sync.aligned.b32 %nvcg_taddr, $1;"),
    NV_TC_(RELINQ_CG1, 0, 0, "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;"),
    NV_TC_(RELINQ_CG2, 0, 0, "tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;"),
    NV_TC_(COMMIT_CG1, 0, 0, "tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [$0];"),
    NV_TC_(COMMIT_CG2, 0, 0, "tcgen05.commit.cta_group::2.mbarrier::arrive::one.b64 [$0];"),
    NV_TC_(COMMIT_SHARED_CG1, 0, 0, "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];"),
    NV_TC_(COMMIT_SHARED_CG2, 0, 0, "tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [$0];"),
    NV_TC_(COMMIT_MC_CG1, 0, 0, "tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 [$0], $1;"),
    NV_TC_(COMMIT_MC_CG2, 0, 0, "tcgen05.commit.cta_group::2.mbarrier::arrive::one.multicast::cluster.b64 [$0], $1;"),
    NV_TC_(COMMIT_MC_SHARED_CG1, 0, 0,
           "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], $1;"),
    NV_TC_(COMMIT_MC_SHARED_CG2, 0, 0,
           "tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], $1;"),
    NV_TC_(WAIT_LD, 0, 0, "tcgen05.wait::ld.sync.aligned;"),
    NV_TC_(WAIT_ST, 0, 0, "tcgen05.wait::st.sync.aligned;"),
    NV_TC_(FENCE_BEFORE, 0, 0, "tcgen05.fence::before_thread_sync;"),
    NV_TC_(FENCE_AFTER, 0, 0, "tcgen05.fence::after_thread_sync;"),
    NV_TC_(SHIFT_DOWN_CG1, 1, 1, "tcgen05.shift.cta_group::1.down [%nvcg_taddr];"),
    NV_TC_(SHIFT_DOWN_CG2, 1, 1, "tcgen05.shift.cta_group::2.down [%nvcg_taddr];"),
};
#undef NV_TC_

/* ptxas has tcgen05 on the sm_100/sm_103/sm_110 architecture-specific and family targets
 * only (not sm_100 itself, not sm_120a); ARCH_ONLY forms (shift) on the architecture-
 * specific ones alone. Reports and returns 0 when the target lacks MNEMONIC. */
static int nv_tcgen05_target_ok(nv_sel *S, nv_sdnode *n, const char *mn, int arch_only) {
  char suffix = S->s->cg->tgt.suffix;
  const char *g = strstr(mn, ".cta_group::");
  if (g) {
    /* one cta_group per function (ptxas: "single CTA and CTA pair granularity ... not allowed") */
    unsigned cg = (unsigned)(g[12] - '0');
    if (S->s->tcgen05_cg && S->s->tcgen05_cg != cg) {
      nv_isel_error(S->s, n->ir,
                    "'%s' uses .cta_group::%u, but another tcgen05 instruction of this function uses "
                    ".cta_group::%u (a function's tcgen05 instructions must all use one)",
                    mn, cg, S->s->tcgen05_cg);
      return 0;
    }
    S->s->tcgen05_cg = cg;
  }
  if (S->sm < 100 || S->sm >= 120 || (suffix != 'a' && (suffix != 'f' || arch_only))) {
    nv_isel_error(S->s, n->ir, "'%s' needs %s, but the target is sm_%u%s", mn,
                  arch_only ? "sm_100a, sm_103a or sm_110a"
                            : "sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f)",
                  S->sm, suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
    return 0;
  }
  return nv_sel_form_ok(S, n, mn, 100, 86);
}

/* tcgen05.ld/st (nv_build_tcgen05_ldst gives the registers one by one): ld (chain, name,
 * taddr, [offset], pack) -> (r0..rk-1, chain); st (chain, name, taddr, [offset], d0..dk-1,
 * unpack). The half-split offset and the flag are constants spelled in the text. */
static int nv_select_tcgen05_ldst(nv_sel *S, nv_sdnode *n, const nv_tensor_op *t) {
  const char *name = nv_sdop(n, 1).n->u.sym;
  int ld = t->kind == NV_TK_TCGEN05_LD, split = t->tcshape == NV_TCS_16X32BX2;
  unsigned k = t->tcregs, nres = ld ? k : 0, i, no = 0, first = 2 + 1 + (unsigned)split;
  nv_sdval flag = nv_sdop(n, n->nops - 1), ops[NV_TCGEN05_MAX_REGS + 4];
  nv_evt vts[NV_TCGEN05_MAX_REGS];
  nv_buf b = NV_BUF_INIT, txt = NV_BUF_INIT;
  uint64_t off = 0;
  int fl;
  if (n->nops != first + (ld ? 0 : k) + 1) return nv_sel_fail(S, n, "malformed tcgen05.ld/st");
  if ((fl = nv_bulk_flag(S, n, flag, name, ld ? "pack" : "unpack")) < 0) return 0;
  if (split) {
    nv_sdval o = nv_sdop(n, 3);
    if (o.n->op != NV_ISD_CONSTANT) {
      nv_isel_error(S->s, n->ir, "the offset of %s must be a constant (PTX takes an immediate)", name);
      return 0;
    }
    off = o.n->u.c.lo;
  }
  nv_tensor_mnemonic(t, &b);
  if (fl) nv_buf_puts(&b, ld ? ".pack::16b" : ".unpack::16b");
  nv_buf_puts(&b, ".b32");
  if (!nv_tcgen05_target_ok(S, n, b.data, 0)) {
    nv_buf_free(&b);
    return 0;
  }
  /* the tensor-memory address: $nres (after the results) */
  nv_buf_printf(&txt, "{\n\t.reg .b32 %%nvcg_taddr;\n\tcvt.u32.u64 %%nvcg_taddr, $%u;\n\t%s ", nres, b.data);
  if (ld) {
    nv_buf_putc(&txt, '{');
    for (i = 0; i < k; i++) nv_buf_printf(&txt, "%s$%u", i ? ", " : "", i);
    nv_buf_puts(&txt, "}, [%nvcg_taddr]");
    if (split) nv_buf_printf(&txt, ", %llu", (unsigned long long)off);
  } else {
    nv_buf_puts(&txt, "[%nvcg_taddr]");
    if (split) nv_buf_printf(&txt, ", %llu", (unsigned long long)off);
    nv_buf_puts(&txt, ", {");
    for (i = 0; i < k; i++) nv_buf_printf(&txt, "%s$%u", i ? ", " : "", i + 1);
    nv_buf_putc(&txt, '}');
  }
  nv_buf_puts(&txt, ";\n\t}");
  ops[no++] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, txt.data, txt.len));
  ops[no++] = nv_sdop(n, 2);
  if (!ld)
    for (i = 0; i < k; i++) ops[no++] = nv_sdop(n, first + i);
  ops[no++] = nv_sdop(n, 0);
  for (i = 0; i < nres; i++) vts[i] = NV_EVT_INT(32);
  nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, vts, nres, 1, ops, no));
  nv_buf_free(&b);
  nv_buf_free(&txt);
  return 1;
}

static int nv_select_tcgen05(nv_sel *S, nv_sdnode *n, unsigned id) {
  const nv_tcgen05_row *r = &nv_tcgen05_rows[id - NV_INTR_TCGEN05_ALLOC_CG1];
  char mn[128];
  nv_sdval ops[6];
  unsigned no = 0, i;
  const char *text = r->text;
  size_t l = strcspn(r->text, " ;");
  if (r->id != id) {
    nv_sel_fail(S, n, "tcgen05 table out of order");
    return -1;
  }
  snprintf(mn, sizeof mn, "%.*s", (int)(l < sizeof mn ? l : sizeof mn - 1), r->text);
  if (!nv_tcgen05_target_ok(S, n, mn, r->arch_only)) return -1;
  if (r->tmem) {
    nv_buf b = NV_BUF_INIT;
    nv_buf_printf(&b, "{\n\t.reg .b32 %%nvcg_taddr;\n\tcvt.u32.u64 %%nvcg_taddr, $%u;\n\t%s\n\t}", r->tmem - 1u,
                  r->text);
    text = nv_arena_strndup(S->s->arena, b.data, b.len);
    nv_buf_free(&b);
  }
  ops[no++] = nv_dag_external_symbol(S->d, text);
  for (i = 1; i < n->nops && no < NV_ARRAY_LEN(ops) - 1; i++) ops[no++] = nv_sdop(n, i);
  ops[no++] = nv_sdop(n, 0);
  nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, ops, no));
  return 1;
}

/* tcgen05.mma (selection only): (chain, d, a, b, idesc, enable-input-d, [sp metadata],
 * [scale_d: scale-input-d], kind, cta_group, collector). The three constants choose the form; the tensor-memory
 * addresses (d, a of .tensor, the metadata) are narrowed to 32 bits in scoped registers.
 * ptxas 13.0: sm_100a/103a/110a and the f families, except .kind::i8 (sm_100a and sm_110a
 * only); .ashift (A in tensor memory) does not combine with collector::a::fill or ::use;
 * .scale_d (an immediate 0..15) takes .kind::f16 and ::tf32 on sm_100a/103a, sm_100f/103f. */
static int nv_select_tcgen05_mma(nv_sel *S, nv_sdnode *n, unsigned id) {
  static const char *const kinds[] = {"f16", "tf32", "f8f6f4", "i8"};
  static const char *const colls[] = {"discard", "lastuse", "fill", "use"};
  const char *name = nv_intrinsic_info_of(id)->name;
  unsigned rel = id - NV_INTR_TCGEN05_MMA_SHARED, i, no = 0;
  int scale = rel >= 6, sp = rel % 6 >= 3, tensor = rel % 3 != 0, ashift = rel % 3 == 2;
  unsigned nargs = 8u + (unsigned)sp + (unsigned)scale;
  uint64_t kind, cg, coll, sc = 0;
  nv_sdval ops[10];
  nv_buf mn = NV_BUF_INIT, txt = NV_BUF_INIT;
  char suffix = S->s->cg->tgt.suffix;
  if (n->nops != 1 + nargs) {
    nv_sel_fail(S, n, "malformed tcgen05.mma");
    return -1;
  }
  if (!nv_sdval_is_const(nv_sdop(n, nargs - 2), &kind) || kind > 3) {
    nv_isel_error(S->s, n->ir, "the kind operand of %s must be the constant 0 (f16), 1 (tf32), 2 (f8f6f4) or 3 (i8)", name);
    return -1;
  }
  if (!nv_sdval_is_const(nv_sdop(n, nargs - 1), &cg) || cg < 1 || cg > 2) {
    nv_isel_error(S->s, n->ir, "the cta_group operand of %s must be the constant 1 or 2", name);
    return -1;
  }
  if (!nv_sdval_is_const(nv_sdop(n, nargs), &coll) || coll > 3) {
    nv_isel_error(S->s, n->ir,
                  "the collector operand of %s must be the constant 0 (discard), 1 (lastuse), 2 (fill) or 3 (use)", name);
    return -1;
  }
  if (scale && (!nv_sdval_is_const(nv_sdop(n, nargs - 3), &sc) || sc > 15)) {
    nv_isel_error(S->s, n->ir, "the scale-input-D operand of %s must be a constant from 0 to 15", name);
    return -1;
  }
  nv_buf_printf(&mn, "tcgen05.mma%s.cta_group::%u.kind::%s%s.collector::a::%s", sp ? ".sp" : "", (unsigned)cg,
                kinds[kind], ashift ? ".ashift" : "", colls[coll]);
  if (scale && kind >= 2) {
    nv_isel_error(S->s, n->ir, "'%s': scale-input-D takes .kind::f16 and .kind::tf32 only", mn.data);
    nv_buf_free(&mn);
    return -1;
  }
  if (scale && S->sm >= 110) {
    nv_isel_error(S->s, n->ir, "'%s' with scale-input-D needs sm_100a, sm_103a, sm_100f or sm_103f, but the target is sm_%u%s",
                  mn.data, S->sm, suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
    nv_buf_free(&mn);
    return -1;
  }
  if (ashift && coll >= 2) {
    nv_isel_error(S->s, n->ir, "'%s': .ashift does not combine with .collector::a::%s", mn.data, colls[coll]);
    nv_buf_free(&mn);
    return -1;
  }
  if (kind == 3 && (suffix != 'a' || (S->sm != 100 && S->sm != 110))) {
    nv_isel_error(S->s, n->ir, "'%s' needs sm_100a or sm_110a (ptxas has .kind::i8 nowhere else), but the target is sm_%u%s",
                  mn.data, S->sm, suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
    nv_buf_free(&mn);
    return -1;
  }
  if (!nv_tcgen05_target_ok(S, n, mn.data, 0)) {
    nv_buf_free(&mn);
    return -1;
  }
  /* $0 d, $1 a, $2 b, $3 idesc, $4 enable-input-d, [$5 metadata] */
  nv_buf_puts(&txt, "{\n\t.reg .b32 %nvcg_taddr;\n\tcvt.u32.u64 %nvcg_taddr, $0;\n\t");
  if (tensor) nv_buf_puts(&txt, ".reg .b32 %nvcg_taddr_a;\n\tcvt.u32.u64 %nvcg_taddr_a, $1;\n\t");
  if (sp) nv_buf_puts(&txt, ".reg .b32 %nvcg_taddr_m;\n\tcvt.u32.u64 %nvcg_taddr_m, $5;\n\t");
  nv_buf_printf(&txt, "%s [%%nvcg_taddr], %s, $2, %s$3, $4", mn.data, tensor ? "[%nvcg_taddr_a]" : "$1",
                sp ? "[%nvcg_taddr_m], " : "");
  if (scale) nv_buf_printf(&txt, ", %u", (unsigned)sc);
  nv_buf_puts(&txt, ";\n\t}");
  ops[no++] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, txt.data, txt.len));
  for (i = 0; i < (sp ? 6u : 5u); i++) ops[no++] = nv_sdop(n, 1 + i);
  ops[no++] = nv_sdop(n, 0);
  nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, ops, no));
  nv_buf_free(&mn);
  nv_buf_free(&txt);
  return 1;
}

/* setmaxnreg and st.bulk: TEMPLATE rows whose immediates are part of the text. Returns 0
 * when ID is neither (and reports nothing), -1 after an error, 1 when selected. */
/* tensormap.replace.tile.<field>.<space>.b1024.<type> [addr], [ord,] value (sm_90a, PTX ISA
 * 8.3; swizzle_atomicity sm_100a, PTX ISA 8.6). The ordinal of the per-dimension fields and
 * the enumerated values are immediates (the verifier's immargs); a value the target does not
 * have is an error that names it, as LLVM's: elemtype 13-15 (the sub-byte types) are
 * sm_100a's, with PTX ISA 8.7; swizzle_mode 4 (96B) is refused (ptxas 13 takes 0-3 on
 * sm_100a with every PTX ISA). */
static int nv_select_tensormap_replace(nv_sel *S, nv_sdnode *n, unsigned id) {
  static const struct {
    const char *field, *type;
    uint8_t ord, imm; /* takes an ordinal; the value is an immediate enumeration */
    uint8_t max90, max100; /* largest value on sm_90a and on sm_100a and later (imm fields) */
  } f[] = {
      {"global_address", "b64", 0, 0, 0, 0}, {"rank", "b32", 0, 0, 0, 0},
      {"box_dim", "b32", 1, 0, 0, 0},        {"global_dim", "b32", 1, 0, 0, 0},
      {"global_stride", "b64", 1, 0, 0, 0},  {"element_stride", "b32", 1, 0, 0, 0},
      {"elemtype", "b32", 0, 1, 12, 15},     {"interleave_layout", "b32", 0, 1, 2, 2},
      {"swizzle_mode", "b32", 0, 1, 3, 3},   {"swizzle_atomicity", "b32", 0, 1, 3, 3},
      {"fill_mode", "b32", 0, 1, 1, 1},
  };
  unsigned k = id - NV_INTR_TENSORMAP_REPLACE_GLOBAL_ADDRESS, as, no = 0, sm100;
  const char *name = nv_intrinsic_info_of(id)->name;
  const nv_type *pt = n->ir ? nv_inst_op(n->ir, 1)->type : NULL;
  char suffix = S->s->cg->tgt.suffix, mn[160], buf[256];
  nv_sdval ops[4], v = nv_sdop(n, 2 + f[k].ord), o = nv_sdop(n, 2);
  as = pt && pt->kind == NVCG_TYPE_PTR ? pt->addrspace : ~0u;
  if (as != NVCG_AS_GLOBAL && as != NVCG_AS_SHARED) {
    nv_isel_error(S->s, n->ir, "%s takes a global (addrspace 1) or shared (addrspace 3) tensor map", name);
    return -1;
  }
  snprintf(mn, sizeof mn, "tensormap.replace.tile.%s.%s.b1024.%s", f[k].field, as == NVCG_AS_GLOBAL ? "global" : "shared::cta",
           f[k].type);
  if (S->sm >= 90 && suffix != 'a' && suffix != 'f') {
    nv_isel_error(S->s, n->ir, "'%s' needs an architecture-specific target (sm_90a, sm_100a, ...) or a family target "
                  "(sm_100f, ...), but the target is sm_%u", mn, S->sm);
    return -1;
  }
  sm100 = S->sm >= 100;
  if (!nv_sel_form_ok(S, n, mn, k == 9 ? 100 : 90, k == 9 ? 86 : 83)) return -1;
  if ((f[k].ord && o.n->op != NV_ISD_CONSTANT) || (f[k].imm && v.n->op != NV_ISD_CONSTANT)) {
    nv_isel_error(S->s, n->ir, "the %s of %s must be a constant (PTX takes an immediate)", f[k].ord ? "ordinal" : "value",
                  name);
    return -1;
  }
  if (f[k].imm && v.n->u.c.lo > (sm100 ? f[k].max100 : f[k].max90)) {
    nv_isel_error(S->s, n->ir, "Intrinsic %s with value %llu is not supported on the given target (sm_%u%c: %s takes 0 to %u)",
                  nv_inst_op(n->ir, 0)->name ? nv_inst_op(n->ir, 0)->name : name, (unsigned long long)v.n->u.c.lo, S->sm,
                  suffix ? suffix : ' ', f[k].field, (unsigned)(sm100 ? f[k].max100 : f[k].max90));
    return -1;
  }
  /* the values past sm_90a's (elemtype's sub-byte types) came with PTX ISA 8.7 */
  if (f[k].imm && v.n->u.c.lo > f[k].max90 && !nv_sel_form_ok(S, n, mn, 100, 87)) return -1;
  if (f[k].imm && f[k].ord)
    snprintf(buf, sizeof buf, "%s [$0], %llu, %llu;", mn, (unsigned long long)o.n->u.c.lo, (unsigned long long)v.n->u.c.lo);
  else if (f[k].imm)
    snprintf(buf, sizeof buf, "%s [$0], %llu;", mn, (unsigned long long)v.n->u.c.lo);
  else if (f[k].ord)
    snprintf(buf, sizeof buf, "%s [$0], %llu, $1;", mn, (unsigned long long)o.n->u.c.lo);
  else
    snprintf(buf, sizeof buf, "%s [$0], $1;", mn);
  ops[no++] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, buf, strlen(buf)));
  ops[no++] = nv_sdop(n, 1);
  if (!f[k].imm) ops[no++] = v;
  ops[no++] = nv_sdop(n, 0);
  nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE, NULL, NULL, 0, 1, ops, no));
  return 1;
}

static int nv_select_hopper_misc(nv_sel *S, nv_sdnode *n, unsigned id) {
  const char *name = nv_intrinsic_info_of(id)->name, *text;
  nv_sdval ops[4];
  unsigned no = 0;
  char mn[128];
  if (id >= NV_INTR_TCGEN05_ALLOC_CG1 && id <= NV_INTR_TCGEN05_SHIFT_DOWN_CG2) return nv_select_tcgen05(S, n, id);
  if (id >= NV_INTR_TENSORMAP_REPLACE_GLOBAL_ADDRESS && id <= NV_INTR_TENSORMAP_REPLACE_FILL_MODE)
    return nv_select_tensormap_replace(S, n, id);
  if (id >= NV_INTR_TCGEN05_MMA_SHARED && id <= NV_INTR_TCGEN05_MMA_SP_TENSOR_SCALE_D_ASHIFT)
    return nv_select_tcgen05_mma(S, n, id);
  if (id == NV_INTR_SETMAXNREG_INC || id == NV_INTR_SETMAXNREG_DEC) {
    nv_sdval v = nv_sdop(n, 1);
    uint64_t k;
    char suffix = S->s->cg->tgt.suffix;
    snprintf(mn, sizeof mn, "setmaxnreg.%s.sync.aligned.u32", id == NV_INTR_SETMAXNREG_INC ? "inc" : "dec");
    if (v.n->op != NV_ISD_CONSTANT) {
      nv_isel_error(S->s, n->ir, "the register count of %s must be a constant", name);
      return -1;
    }
    k = v.n->u.c.lo & 0xffffffffu;
    if (k < 24 || k > 256 || k % 8) {
      nv_isel_error(S->s, n->ir, "'%s' takes a register count from 24 to 256 in steps of 8, not %llu", mn,
                    (unsigned long long)k);
      return -1;
    }
    /* ptxas takes it on every architecture-specific (sm_90a, sm_100a, ...) and family target */
    if (S->sm >= 90 && suffix != 'a' && suffix != 'f') {
      nv_isel_error(S->s, n->ir, "'%s' needs an architecture-specific target (sm_90a, sm_100a, ...) or a family target "
                    "(sm_100f, ...), but the target is sm_%u", mn, S->sm);
      return -1;
    }
    if (!nv_sel_form_ok(S, n, mn, 90, 80)) return -1;
    {
      char buf[160];
      snprintf(buf, sizeof buf, "%s %llu;", mn, (unsigned long long)k);
      text = nv_arena_strndup(S->s->arena, buf, strlen(buf));
    }
    ops[no++] = nv_dag_external_symbol(S->d, text);
    ops[no++] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE, NULL, NULL, 0, 1, ops, no));
    return 1;
  }
  if (id == NV_INTR_WGMMA_FENCE || id == NV_INTR_WGMMA_COMMIT_GROUP || id == NV_INTR_WGMMA_WAIT_GROUP) {
    char suffix = S->s->cg->tgt.suffix, buf[160];
    uint64_t k = 0;
    snprintf(mn, sizeof mn, "wgmma.%s.sync.aligned",
             id == NV_INTR_WGMMA_FENCE ? "fence" : id == NV_INTR_WGMMA_COMMIT_GROUP ? "commit_group" : "wait_group");
    if (id == NV_INTR_WGMMA_WAIT_GROUP) {
      nv_sdval v = nv_sdop(n, 1);
      if (v.n->op != NV_ISD_CONSTANT) {
        nv_isel_error(S->s, n->ir, "the group count of %s must be a constant", name);
        return -1;
      }
      k = v.n->u.c.lo;
    }
    /* wgmma exists on sm_90a alone: ptxas refuses it on sm_90 and on sm_100a and later */
    if (S->sm != 90 || suffix != 'a') {
      nv_isel_error(S->s, n->ir, "'%s' needs the target sm_90a, but the target is sm_%u%s", mn, S->sm,
                    suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
      return -1;
    }
    if (!nv_sel_form_ok(S, n, mn, 90, 80)) return -1;
    if (id == NV_INTR_WGMMA_WAIT_GROUP) snprintf(buf, sizeof buf, "%s %llu;", mn, (unsigned long long)k);
    else snprintf(buf, sizeof buf, "%s;", mn);
    ops[no++] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, buf, strlen(buf)));
    ops[no++] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE, NULL, NULL, 0, 1, ops, no));
    return 1;
  }
  if (id == NV_INTR_CLC_TRY_CANCEL || id == NV_INTR_CLC_TRY_CANCEL_MULTICAST) {
    int mc = id == NV_INTR_CLC_TRY_CANCEL_MULTICAST;
    char suffix = S->s->cg->tgt.suffix;
    snprintf(mn, sizeof mn, "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes%s.b128",
             mc ? ".multicast::cluster::all" : "");
    if (mc && S->sm >= 100 && suffix != 'a' && suffix != 'f') {
      nv_isel_error(S->s, n->ir, "'%s' needs an architecture-specific target (sm_100a, ...) or a family target "
                    "(sm_100f, ...), but the target is sm_%u", mn, S->sm);
      return -1;
    }
    if (!nv_sel_form_ok(S, n, mn, 100, 86)) return -1;
    text = mc ? "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all"
                ".b128 [$0], [$1];"
              : "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [$0], [$1];";
    ops[no++] = nv_dag_external_symbol(S->d, text);
    ops[no++] = nv_sdop(n, 1);
    ops[no++] = nv_sdop(n, 2);
    ops[no++] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, ops, no));
    return 1;
  }
  if (id >= NV_INTR_CLC_IS_CANCELED && id <= NV_INTR_CLC_FIRST_CTAID_Z) {
    /* operands: the response's low and high halves (build_intr.c), joined in a scoped .b128 */
    static const char *const q[] = {"is_canceled.pred", "get_first_ctaid::x.b32", "get_first_ctaid::y.b32",
                                    "get_first_ctaid::z.b32"};
    const char *form = q[id - NV_INTR_CLC_IS_CANCELED];
    char buf[224];
    snprintf(mn, sizeof mn, "clusterlaunchcontrol.query_cancel.%s.b128", form);
    if (!nv_sel_form_ok(S, n, mn, 100, 86)) return -1;
    snprintf(buf, sizeof buf, "{\n\t.reg .b128 %%nvcg_clc;\n\tmov.b128 %%nvcg_clc, {$1, $2};\n\t%s $0, %%nvcg_clc;\n\t}", mn);
    ops[no++] = nv_dag_external_symbol(S->d, nv_arena_strndup(S->s->arena, buf, strlen(buf)));
    ops[no++] = nv_sdop(n, 0);
    ops[no++] = nv_sdop(n, 1);
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_TEMPLATE, NULL, n->vts[0], ops, no));
    return 1;
  }
  if (id == NV_INTR_ST_BULK || id == NV_INTR_ST_BULK_SHARED_CTA) {
    nv_sdval init = nv_sdop(n, 3);
    snprintf(mn, sizeof mn, "st.bulk.weak%s", id == NV_INTR_ST_BULK ? "" : ".shared::cta");
    if (init.n->op != NV_ISD_CONSTANT || init.n->u.c.lo) {
      nv_isel_error(S->s, n->ir, "the initial value of %s must be the constant 0 (the only one '%s' takes)", name, mn);
      return -1;
    }
    if (!nv_sel_form_ok(S, n, mn, 100, 86)) return -1;
    text = id == NV_INTR_ST_BULK ? "st.bulk.weak [$0], $1, 0;" : "st.bulk.weak.shared::cta [$0], $1, 0;";
    ops[no++] = nv_dag_external_symbol(S->d, text);
    ops[no++] = nv_sdop(n, 1);
    ops[no++] = nv_sdop(n, 2);
    ops[no++] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_TEMPLATE_MEM, NULL, NULL, 0, 1, ops, no));
    return 1;
  }
  return 0;
}
