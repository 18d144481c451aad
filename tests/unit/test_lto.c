/* test_lto.c -- unit tests for lto/: MD5 and GUIDs (RFC 1321's vectors; LLVM's naming
 * of locals), the loop-depth computation behind call-edge hotness (against natural loops
 * found by brute force on random reducible CFGs), the summary's text form (write, read,
 * write again: byte-identical; malformed lines are located errors), the GUID table, lazy
 * libraries (only imported bodies are parsed, a library is read once per context) and
 * nvcg_module_link's argument checks. */
#include "unit.h"

static ut_diags D;

static nvcg_context *ctx_new(void) {
  nvcg_context *c = nvcg_context_create();
  ut_diags_reset(&D);
  nvcg_context_set_diag_handler(c, ut_diag_handler, &D);
  return c;
}

static nvcg_module *parse(nvcg_context *c, const char *name, const char *text) {
  nvcg_module *m = NULL;
  if (nvcg_parse_ll(c, text, strlen(text), name, &m) != NVCG_OK) return NULL;
  return m;
}

/* ---- MD5 and GUIDs ---- */

static void md5_vectors(void) {
  static const struct {
    const char *s;
    uint64_t low; /* first 8 digest bytes, little-endian */
  } v[] = {{"", 0x04b2008fd98c1dd4ull},
           {"a", 0xa8b6f1c0b975c10cull}, /* 0cc175b9c0f1b6a8... */
           {"abc", 0xb04fd23c98500190ull},
           {"message digest", 0x8d93b77c7d696bf9ull},
           {"12345678901234567890123456789012345678901234567890123456789012345678901234567890", 0x55c9e32ba2f4ed57ull}};
  unsigned i;
  for (i = 0; i < sizeof v / sizeof v[0]; i++) {
    uint64_t g = nv_md5_low64(v[i].s, strlen(v[i].s));
    UT_CHECKF(g == v[i].low, "md5(\"%s\") low word %016llx, expected %016llx", v[i].s, (unsigned long long)g,
              (unsigned long long)v[i].low);
  }
}

static void guid_names(void) {
  /* external names hash as they are; locals as "file:name" (LLVM's getGlobalIdentifier);
   * the values agree with opt-14 -module-summary (tests/suites/63-link.sh checks more) */
  UT_CHECK(nv_guid("scale", NVCG_LINKAGE_EXTERNAL, "g.c") == 2563497542905672716ull);
  UT_CHECK(nv_guid("helper", NVCG_LINKAGE_INTERNAL, "g.c") == 4340197890386768702ull);
  UT_CHECK(nv_guid("helper", NVCG_LINKAGE_PRIVATE, "g.c") == nv_md5_low64("g.c:helper", 10));
  UT_CHECK(nv_guid("helper", NVCG_LINKAGE_INTERNAL, NULL) == nv_md5_low64("<unknown>:helper", 16));
}

/* ---- loop depth vs natural loops ---- */

#define LD_MAX 9

typedef struct ld_graph {
  unsigned n;
  unsigned char adj[LD_MAX][LD_MAX];
} ld_graph;

/* reachable from 0 without passing `skip` */
static void ld_reach(const ld_graph *g, unsigned skip, unsigned char *seen) {
  unsigned stack[LD_MAX], sp = 0, v, w;
  memset(seen, 0, LD_MAX);
  if (skip == 0) return;
  seen[0] = 1;
  stack[sp++] = 0;
  while (sp) {
    v = stack[--sp];
    for (w = 0; w < g->n; w++)
      if (g->adj[v][w] && w != skip && !seen[w]) seen[w] = 1, stack[sp++] = w;
  }
}

static int ld_dominates(const ld_graph *g, unsigned d, unsigned v) {
  unsigned char seen[LD_MAX];
  if (d == v) return 1;
  ld_reach(g, d, seen);
  return !seen[v];
}

/* 1 when every node is reachable and the graph without its back edges is acyclic */
static int ld_reducible(const ld_graph *g) {
  unsigned char seen[LD_MAX], color[LD_MAX];
  unsigned v, w, changed;
  ld_reach(g, LD_MAX, seen);
  for (v = 0; v < g->n; v++)
    if (!seen[v]) return 0;
  /* Kahn on forward edges */
  memset(color, 0, sizeof color);
  do {
    changed = 0;
    for (v = 0; v < g->n; v++) {
      int ready = !color[v];
      for (w = 0; w < g->n && ready; w++)
        if (g->adj[w][v] && !ld_dominates(g, v, w) && !color[w]) ready = 0;
      if (ready) color[v] = 1, changed = 1;
    }
  } while (changed);
  for (v = 0; v < g->n; v++)
    if (!color[v]) return 0;
  return 1;
}

static void ld_oracle(const ld_graph *g, unsigned *depth) {
  unsigned h, u, v, w;
  memset(depth, 0, sizeof(unsigned) * LD_MAX);
  for (h = 0; h < g->n; h++) {
    unsigned char body[LD_MAX];
    int any = 0;
    memset(body, 0, sizeof body);
    for (u = 0; u < g->n; u++)
      if (g->adj[u][h] && ld_dominates(g, h, u)) {
        /* natural loop of u->h: h plus what reaches u backwards without passing h */
        unsigned stack[LD_MAX], sp = 0;
        any = 1;
        body[h] = 1;
        if (!body[u]) body[u] = 1, stack[sp++] = u;
        while (sp) {
          v = stack[--sp];
          for (w = 0; w < g->n; w++)
            if (g->adj[w][v] && !body[w]) body[w] = 1, stack[sp++] = w;
        }
      }
    if (any)
      for (v = 0; v < g->n; v++) depth[v] += body[v];
  }
}

static void loop_depth_oracle(void) {
  uint64_t seed = 12345;
  unsigned tried = 0, checked = 0;
  while (checked < (ut.quick ? 300u : 3000u) && tried < 1000000u) {
    ld_graph g;
    uint32_t off[LD_MAX + 1], succ[LD_MAX * LD_MAX], k = 0;
    uint8_t got[LD_MAX];
    unsigned want[LD_MAX], v, w;
    tried++;
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    g.n = 2 + (unsigned)((seed >> 33) % (LD_MAX - 1));
    memset(g.adj, 0, sizeof g.adj);
    for (v = 0; v < g.n; v++)
      for (w = 0; w < g.n; w++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        if ((seed >> 40) % 100 < 28) g.adj[v][w] = 1;
      }
    if (!ld_reducible(&g)) continue;
    checked++;
    for (v = 0; v < g.n; v++) {
      off[v] = k;
      for (w = 0; w < g.n; w++)
        if (g.adj[v][w]) succ[k++] = w;
    }
    off[g.n] = k;
    nv_sum_loop_depth(g.n, off, succ, got);
    ld_oracle(&g, want);
    for (v = 0; v < g.n; v++)
      UT_CHECKF(got[v] == want[v], "graph %u (n=%u): block %u has loop depth %u, natural loops say %u", checked, g.n, v,
                got[v], want[v]);
    if (ut.failed) return;
  }
  UT_CHECK(checked >= (ut.quick ? 300u : 3000u));
}

/* ---- summaries ---- */

static const char *k_module =
    "source_filename = \"k.c\"\n"
    "@tab = internal addrspace(4) constant [2 x ptr] [ptr @leaf, ptr @mid]\n"
    "@n = addrspace(1) global i32 3\n"
    "declare float @ext(float)\n"
    "define internal float @leaf(float %x) noinline {\n  %y = fadd float %x, 1.0\n  ret float %y\n}\n"
    "define float @mid(float %x) alwaysinline {\n  %y = call float @leaf(float %x)\n  ret float %y\n}\n"
    "define void @\"odd name\"(ptr addrspace(1) %p, i32 %m) {\n"
    "entry:\n  br label %outer\n"
    "outer:\n  %i = phi i32 [0, %entry], [%i1, %olatch]\n  br label %inner\n"
    "inner:\n  %j = phi i32 [0, %outer], [%j1, %inner]\n"
    "  %v = call float @mid(float 1.0)\n  %w = call float @ext(float %v)\n"
    "  %j1 = add i32 %j, 1\n  %c = icmp slt i32 %j1, %m\n  br i1 %c, label %inner, label %olatch\n"
    "olatch:\n  %i1 = add i32 %i, 1\n  %d = icmp slt i32 %i1, %m\n  br i1 %d, label %outer, label %done\n"
    "done:\n  %t = load ptr, ptr addrspace(4) @tab\n  %z = call float @ext(float 2.0)\n  ret void\n"
    "bad:\n  %q = call float @leaf(float 0.0)\n  unreachable\n"
    "}\n"
    "!nvvm.annotations = !{!0}\n!0 = !{ptr @\"odd name\", !\"kernel\", i32 1}\n";

static void summary_roundtrip(void) {
  nvcg_context *c = ctx_new();
  nvcg_module *m = parse(c, "k.ll", k_module);
  nv_summary s, t;
  nv_buf a = NV_BUF_INIT, b = NV_BUF_INIT;
  nv_sum_entry *e;
  UT_CHECK(m != NULL);
  if (!m) {
    nvcg_context_destroy(c);
    return;
  }
  nv_sum_init(&s, m->name);
  nv_sum_build(&s, m);
  nv_sum_print(&s, &a);
  nv_sum_init(&t, NULL);
  UT_CHECKF(nv_sum_parse(c, a.data, a.len, "k.sum", &t), "parse failed: %s", D.n ? D.d[0].msg : "");
  nv_sum_print(&t, &b);
  UT_CHECKF(a.len == b.len && !memcmp(a.data, b.data, a.len), "round trip differs:\n%s\n---\n%s", a.data, b.data);
  /* what the summary says */
  e = nv_sum_find(&s, nv_intern_cstr(&c->strs, "odd name"));
  UT_CHECK(e && (e->flags & NV_SUM_KERNEL) && e->priority == NV_PRIO_NOT_IMPORTABLE && e->ncalls == 3);
  if (e && e->ncalls == 3) {
    /* mid: in the inner loop (depth 2): hot; ext: inner loop and once after: hot;
     * leaf: only in the unreachable block: cold */
    UT_CHECK(s.calls.data[e->first_call].hotness == NV_HOT_HOT);
    UT_CHECK(s.calls.data[e->first_call + 1].hotness == NV_HOT_HOT);
    UT_CHECK(s.calls.data[e->first_call + 2].hotness == NV_HOT_COLD);
    UT_CHECK(e->nrefs == 1 && !strcmp(s.refs.data[e->first_ref].name, "tab"));
  }
  e = nv_sum_find(&s, nv_intern_cstr(&c->strs, "mid"));
  UT_CHECK(e && e->priority == NV_PRIO_FORCE && e->insts == 2 && (e->flags & NV_SUM_ADDR_TAKEN));
  e = nv_sum_find(&s, nv_intern_cstr(&c->strs, "leaf"));
  UT_CHECK(e && e->priority == NV_PRIO_NOT_IMPORTABLE && (e->flags & NV_SUM_NOINLINE) &&
           e->guid == nv_guid("leaf", NVCG_LINKAGE_INTERNAL, "k.c"));
  e = nv_sum_find(&s, nv_intern_cstr(&c->strs, "tab"));
  UT_CHECK(e && e->kind == NV_SUM_GVAR && e->insts == 16 && (e->flags & NV_SUM_CONST) && e->nrefs == 2);
  nv_sum_free(&s);
  nv_sum_free(&t);
  nv_buf_free(&a);
  nv_buf_free(&b);
  nvcg_context_destroy(c);
}

static void summary_errors(void) {
  static const struct {
    const char *text;
    unsigned line;
    const char *msg;
  } bad[] = {
      {"module \"m\"\nfunction @f guid=0x1 linkage=sideways\n", 2, "unknown linkage"},
      {"module \"m\"\n  call @g hotness=hot\n", 2, "before any function"},
      {"module \"m\"\nfunction @f insts=12x\n", 2, "bad value"},
      {"module \"m\"\nfunction @f\n  call @g hotness=tepid\n", 3, "expected hotness"},
      {"module \"m\"\nvariable @v size=4\n  call @g hotness=hot\n", 3, "a variable has no calls"},
      {"\nfunction @f insts=1\n", 1, "names no module"},
      {"module \"m\"\nfunction @f\nfunction @f\n", 3, "summarised twice"},
      {"module \"m\"\nfunction @f flags=kernel,fast\n", 2, "unknown flag"},
      {"module \"m\"\nfunction @f priority=4\n", 2, "bad value"},
  };
  unsigned i;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    nvcg_context *c = ctx_new();
    nv_summary s;
    nv_sum_init(&s, NULL);
    UT_CHECKF(!nv_sum_parse(c, bad[i].text, strlen(bad[i].text), "x.sum", &s), "case %u parsed", i);
    UT_CHECKF(D.errors == 1 && D.d[0].line == bad[i].line && strstr(D.d[0].msg, bad[i].msg) &&
                  !strcmp(D.d[0].file, "x.sum"),
              "case %u: %u errors, first at line %u: %s", i, D.errors, D.n ? D.d[0].line : 0, D.n ? D.d[0].msg : "");
    nv_sum_free(&s);
    nvcg_context_destroy(c);
  }
}

/* ---- the GUID table ---- */

static void guid_table(void) {
  nv_importer I;
  uint64_t i;
  memset(&I, 0, sizeof I);
  UT_CHECK(nv_imp_slot_find(&I, 5, 0) == NULL);
  /* keys that all land in one slot of a 64-entry table: (k * 37) & 63 equal */
  for (i = 0; i < 40; i++) nv_imp_slot_find(&I, i * 64, 1)->best = (float)i;
  for (i = 0; i < 5000; i++) nv_imp_slot_find(&I, 1000000 + i * 7919, 1)->best = (float)i;
  for (i = 0; i < 40; i++) UT_CHECK(nv_imp_slot_find(&I, i * 64, 0) && nv_imp_slot_find(&I, i * 64, 0)->best == (float)i);
  for (i = 0; i < 5000; i++) UT_CHECK(nv_imp_slot_find(&I, 1000000 + i * 7919, 0)->best == (float)i);
  UT_CHECK(nv_imp_slot_find(&I, 3, 0) == NULL && I.tabcount == 5040 && I.tabsize >= 5040 * 4 / 3);
  nv_xfree(I.tab);
}

/* ---- lazy libraries ---- */

static const char *lib_text =
    "define float @a(float %x) {\n  %y = call float @b(float %x)\n  ret float %y\n}\n"
    "define float @b(float %x) {\n  %y = fmul float %x, 2.0\n  ret float %y\n}\n"
    "define float @unused1(float %x) {\n  %y = fadd float %x, 1.0\n  %z = fadd float %y, 1.0\n  ret float %z\n}\n"
    "define float @unused2(float %x) {\n  this is not even valid IR, and it is never parsed\n}\n";

static const char *user_text =
    "declare float @a(float)\n"
    "define void @k(ptr addrspace(1) %p) {\n  %x = load float, ptr addrspace(1) %p\n"
    "  %y = call float @a(float %x)\n  store float %y, ptr addrspace(1) %p\n  ret void\n}\n"
    "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static void lazy_library(void) {
  nvcg_context *c = ctx_new();
  nvcg_module *m1 = parse(c, "u1.ll", user_text), *m2 = parse(c, "u2.ll", user_text);
  nv_library *L;
  nv_module *first;
  uint32_t i, parsed = 0;
  UT_CHECK(nvcg_context_add_library(c, "lib", lib_text, strlen(lib_text), NVCG_LIBRARY_STATIC_TEXT) == NVCG_OK);
  UT_CHECK(nvcg_context_add_library(c, "lib", lib_text, strlen(lib_text), 0) == NVCG_ERROR &&
           ut_find3(&D, "already registered", NULL, NULL));
  ut_diags_reset(&D);
  L = c->libs->libs.data[0];
  UT_CHECK(L->state == 0 && L->m == NULL); /* nothing read at registration */
  UT_CHECK(m1 && m2 && nvcg_module_import(m1, NULL) == NVCG_OK);
  first = L->m;
  for (i = 0; L->rd && i < L->rd->lazies.len; i++) parsed += L->rd->lazies.data[i].state == 1;
  UT_CHECKF(L->state == 1 && L->rd && L->rd->lazies.len == 4 && parsed == 2, "%u of %u bodies parsed", parsed,
            L->rd ? L->rd->lazies.len : 0);
  UT_CHECK(nvcg_module_get_function(m1, "a") && !((nv_func *)nvcg_module_get_function(m1, "a"))->is_decl);
  UT_CHECK(nvcg_module_get_function(m1, "b") && !((nv_func *)nvcg_module_get_function(m1, "b"))->is_decl);
  UT_CHECK(!nvcg_module_get_function(m1, "unused1"));
  /* the second module imports from the same, already read library */
  UT_CHECK(nvcg_module_import(m2, NULL) == NVCG_OK && L->m == first && D.errors == 0);
  nvcg_context_destroy(c);
}

static void library_precedence(void) {
  nvcg_context *c = ctx_new();
  nvcg_module *m = parse(c, "u.ll", user_text);
  static const char *builtin = "define float @a(float %x) {\n  ret float %x\n}\n";
  static const char *user = "define float @a(float %x) {\n  %y = fneg float %x\n  ret float %y\n}\n";
  nv_func *f;
  UT_CHECK(nvcg_context_add_library(c, "builtin", builtin, strlen(builtin), NVCG_LIBRARY_BUILTIN) == NVCG_OK);
  UT_CHECK(nvcg_context_add_library(c, "user", user, strlen(user), 0) == NVCG_OK);
  UT_CHECK(m && nvcg_module_import(m, NULL) == NVCG_OK);
  f = (nv_func *)nvcg_module_get_function(m, "a");
  UT_CHECK(f && f->first && f->first->first && f->first->first->v.opcode == NVCG_OP_FNEG);
  UT_CHECK(f && f->import_src && !strcmp(f->import_src, "user"));
  nvcg_context_destroy(c);
}

static void library_bad_text(void) {
  nvcg_context *c = ctx_new();
  nvcg_module *m = parse(c, "u.ll", user_text);
  static const char *bad = "define float @a(float %x) {\n  ret float %x\n\n";
  UT_CHECK(nvcg_context_add_library(c, "bad.ll", bad, strlen(bad), 0) == NVCG_OK);
  UT_CHECK(m && nvcg_module_import(m, NULL) == NVCG_ERROR);
  UT_CHECK(ut_find3(&D, "end of input", NULL, NULL) && ut_find3(&D, "@a", "no module or library defines it", NULL));
  nvcg_context_destroy(c);
}

static void link_arguments(void) {
  nvcg_context *c = ctx_new(), *c2 = nvcg_context_create();
  nvcg_module *a = parse(c, "a.ll", "define void @f() {\n  ret void\n}\n");
  nvcg_module *b = nvcg_module_create(c2, "b");
  nvcg_context_set_diag_handler(c2, ut_diag_handler, &D);
  UT_CHECK(nvcg_module_link(a, a) == NVCG_ERROR && ut_find3(&D, "into itself", NULL, NULL));
  UT_CHECK(nvcg_module_link(a, b) == NVCG_ERROR && ut_find3(&D, "different contexts", NULL, NULL));
  UT_CHECK(nvcg_module_link(NULL, a) == NVCG_ERROR);
  nvcg_context_destroy(c2);
  nvcg_context_destroy(c);
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "lto.");
  UT_RUN(md5_vectors);
  UT_RUN(guid_names);
  UT_RUN(loop_depth_oracle);
  UT_RUN(summary_roundtrip);
  UT_RUN(summary_errors);
  UT_RUN(guid_table);
  UT_RUN(lazy_library);
  UT_RUN(library_precedence);
  UT_RUN(library_bad_text);
  UT_RUN(link_arguments);
  return ut_finish();
}
