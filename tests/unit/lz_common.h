/* lz_common.h -- what the legalisation and combiner unit tests share: a DAG built by
 * hand for one target (loads from and stores to constant addresses, so that a DAG is a
 * complete little program), the pipeline the code generator runs (combine, legalise
 * types, legalise operations, combine), node counting and PASS/FAIL reporting in the
 * format tests/run.sh reads. Included once by each test program, after nvcg.h with the
 * implementation. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct tctx {
  nv_arena arena;
  nv_target tgt;
  nv_dag d;
  nv_options o;
  nv_diag_sink sink;
  char last_diag[2048];
  char all_diags[8192];
  unsigned ndiags;
} tctx;

static unsigned t_pass, t_fail;

/* A DAG as text, one node a line in topological order, for failure messages. */
static void nv_dag_dump(const nv_dag *d, nv_buf *b) {
  uint32_t cnt, i, k;
  nv_sdnode **order = nv_dag_topo_order((nv_dag *)d, &cnt);
  for (i = 0; i < cnt; i++) {
    nv_sdnode *n = order[i];
    nv_buf_printf(b, "  t%u: ", n->id);
    nv_sdnode_label(n, b);
    for (k = 0; k < n->nops; k++) {
      nv_sdval o = n->ops[k].val;
      nv_buf_printf(b, "%s t%u", k ? "," : "", o.n->id);
      if (o.n->nres > 1) nv_buf_printf(b, ":%u", o.r);
    }
    nv_buf_putc(b, '\n');
  }
}


static void t_report(int ok, const char *name, const char *fmt, ...) {
  if (ok) {
    printf("PASS: %s\n", name);
    t_pass++;
  } else {
    va_list ap;
    char why[1024];
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    printf("FAIL: %s (%s)\n", name, why);
    t_fail++;
  }
}

static void t_diag(const struct nvcg_diagnostic *dg, void *user) {
  tctx *c = (tctx *)user;
  size_t l = strlen(c->all_diags);
  snprintf(c->last_diag, sizeof c->last_diag, "%s", dg->message);
  if (l + strlen(dg->message) + 2 < sizeof c->all_diags) {
    strcat(c->all_diags, dg->message);
    strcat(c->all_diags, "\n");
  }
  c->ndiags++;
}

static void t_init(tctx *c, unsigned sm, unsigned ptx) {
  memset(c, 0, sizeof *c);
  nv_arena_init(&c->arena);
  nv_target_init(&c->tgt, sm, ptx);
  nv_dag_init(&c->d, &c->arena, &c->tgt, NULL);
  c->sink.fn = t_diag;
  c->sink.user = c;
  c->o.sm = sm;
  c->o.ptx = ptx;
  c->o.opt_level = 2;
  c->o.diag = &c->sink;
  c->o.enable_legalize_types_checking = 1; /* the suite runs with the expensive checks on */
}

static void t_free(tctx *c) {
  nv_dag_free(&c->d);
  nv_target_free(&c->tgt);
  nv_arena_free(&c->arena);
}

/* ---- building ---- */
static nv_sdval t_addr(tctx *c, uint64_t a) { return nv_dag_const(&c->d, NV_EVT_INT(64), a, 0); }

static nv_sdval t_load(tctx *c, nv_evt vt, nv_sdval chain, uint64_t addr, uint32_t align) {
  nv_memop m;
  nv_evt vts[2];
  nv_sdval ops[2];
  memset(&m, 0, sizeof m);
  m.memvt = vt;
  m.align = align;
  m.as = 1;
  vts[0] = vt;
  vts[1] = NV_EVT_OTHER;
  ops[0] = chain;
  ops[1] = t_addr(c, addr);
  return nv_dag_mem_node(&c->d, NV_ISD_LOAD, vts, 2, ops, 2, &m);
}

static nv_sdval t_store(tctx *c, nv_sdval chain, nv_sdval v, uint64_t addr, uint32_t align) {
  nv_memop m;
  nv_evt vt = NV_EVT_OTHER;
  nv_sdval ops[3];
  memset(&m, 0, sizeof m);
  m.memvt = nv_sdval_vt(v);
  m.align = align;
  m.as = 1;
  ops[0] = chain;
  ops[1] = v;
  ops[2] = t_addr(c, addr);
  return nv_dag_mem_node(&c->d, NV_ISD_STORE, &vt, 1, ops, 3, &m);
}

static nv_sdval t_n1(tctx *c, unsigned op, nv_evt vt, nv_sdval a) { return nv_dag_node1(&c->d, op, vt, a); }
static nv_sdval t_n2(tctx *c, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b) { return nv_dag_node2(&c->d, op, vt, a, b); }
static nv_sdval t_n3(tctx *c, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b, nv_sdval x) {
  return nv_dag_node3(&c->d, op, vt, a, b, x);
}
/* A node with fast-math flags (CSE-aware). */
static nv_sdval t_nf(tctx *c, unsigned op, nv_evt vt, const nv_sdval *ops, unsigned n, uint32_t flags) {
  nv_sdnode key;
  memset(&key, 0, sizeof key);
  key.op = (uint16_t)op;
  key.vts = &vt;
  key.nres = 1;
  key.flags = flags;
  return nv_dag_get(&c->d, &key, ops, n);
}

/* ---- running ---- */
static void t_dump(tctx *c);
static int t_pipeline(tctx *c) {
  int trace = getenv("LZ_TRACE") != NULL;
  if (trace) fprintf(stderr, "== input\n"), t_dump(c);
  nv_dag_combine(&c->d, 0, &c->o);
  if (trace) fprintf(stderr, "== combined\n"), t_dump(c);
  if (!nv_dag_legalize_types(&c->d, &c->o)) return 0;
  if (trace) fprintf(stderr, "== types legal\n"), t_dump(c);
  if (!nv_dag_legalize_ops(&c->d, &c->o)) return 0;
  if (trace) fprintf(stderr, "== ops legal\n"), t_dump(c);
  nv_dag_combine(&c->d, 1, &c->o);
  if (trace) fprintf(stderr, "== combined\n"), t_dump(c);
  return nv_dag_check_legal(&c->d, &c->sink);
}

/* Live nodes with this opcode and (when vt != 0) result type (not every test counts). */
NV_UNUSED static unsigned t_count(tctx *c, unsigned op, nv_evt vt) {
  uint32_t cnt, i, k = 0;
  nv_sdnode **order = nv_dag_topo_order(&c->d, &cnt);
  for (i = 0; i < cnt; i++)
    if (order[i]->op == op && (!vt || order[i]->vts[0] == vt)) k++;
  return k;
}

static void t_dump(tctx *c) {
  nv_buf b = NV_BUF_INIT;
  nv_dag_dump(&c->d, &b);
  fputs(b.data ? b.data : "", stderr);
  nv_buf_free(&b);
}
