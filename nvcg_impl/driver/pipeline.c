/* pipeline.c -- the compilation pipeline and nvcg_compile: verify the module, run the
 * IR passes (NV_IR_PASSES) on every function, callees before callers, then per function
 * build, legalise and select the DAGs block by block into machine IR (isel/build.c), run
 * the machine passes (NV_MIR_PASSES) and print the function's PTX; finally print the
 * module header (whose .version depends on the instructions used), declarations and
 * globals in front of the functions. --print-after, --print-after-all, --verify-each, --stats, --time-passes and
 * --disable-<pass> act on the pass tables' rows; "isel" names instruction selection. */

#include <time.h>
#include <stdarg.h>

/* IR and machine pass rows, as tables of function pointers. */
typedef int (*nv_ir_pass_fn)(nv_func *f, const nv_options *o);
typedef int (*nv_mir_pass_fn)(nv_mfunc *mf, const nv_options *o);

typedef struct nv_ir_pass_row {
  const char *name;
  int min_opt;
  nv_ir_pass_fn fn;
} nv_ir_pass_row;

typedef struct nv_mir_pass_row {
  const char *name;
  int min_opt;
  nv_mir_pass_fn fn;
} nv_mir_pass_row;

static const nv_ir_pass_row nv_ir_pass_rows[] = {
#define NV_X_ROW(name, min_opt, help) {#name, min_opt, nv_pass_##name},
    NV_IR_PASSES(NV_X_ROW)
#undef NV_X_ROW
    {NULL, 0, NULL}};

static const nv_mir_pass_row nv_mir_pass_rows[] = {
#define NV_X_ROW(name, min_opt, help) {#name, min_opt, nv_pass_##name},
    NV_MIR_PASSES(NV_X_ROW)
#undef NV_X_ROW
    {NULL, 0, NULL}};

typedef int (*nv_mir_module_pass_fn)(nv_mmodule *mm, const nv_options *o);

typedef struct nv_mir_module_pass_row {
  const char *name;
  int min_opt;
  nv_knob_id gate;  /* the row runs only where this knob is not 0 */
  nv_mir_module_pass_fn fn;
} nv_mir_module_pass_row;

static const nv_mir_module_pass_row nv_mir_module_pass_rows[] = {
#define NV_X_ROW(name, min_opt, gate, help) {#name, min_opt, NV_KNOB_##gate, nv_pass_##name},
    NV_MIR_MODULE_PASSES(NV_X_ROW)
#undef NV_X_ROW
    {NULL, 0, NV_KNOB_COUNT, NULL}};

/* Per-pass statistics and timing, in table order. */
typedef struct nv_pass_stat {
  const char *name;
  unsigned runs, changed;
  double seconds;
} nv_pass_stat;

typedef struct nv_pipeline {
  nv_cg cg;
  nv_options o;
  NV_VEC(nv_pass_stat) stats;
  nv_pass_stat unbooked; /* what nv_stat hands out when neither --stats nor --time-passes asked */
  unsigned minsts, mblocks, mfuncs;
} nv_pipeline;

static nv_pass_stat *nv_stat(nv_pipeline *P, const char *name) {
  uint32_t i;
  nv_pass_stat s;
  /* the name search (strcmp over every entry, for every pass of every function) is paid
   * only when the statistics are reported */
  if (!P->o.print_stats && !P->o.time_passes) return &P->unbooked;
  for (i = 0; i < P->stats.len; i++)
    if (!strcmp(P->stats.data[i].name, name)) return &P->stats.data[i];
  memset(&s, 0, sizeof s);
  s.name = name;
  nv_vec_push(&P->stats, s);
  return &P->stats.data[P->stats.len - 1];
}

/* Processor time, read only for --time-passes: clock() is a system call
 * (CLOCK_PROCESS_CPUTIME_ID), and reading it around every pass of every function cost
 * about a tenth of a small module's compile when nobody asked for the times. */
static double nv_now(const nv_pipeline *P) {
  return P->o.time_passes ? (double)clock() / (double)CLOCKS_PER_SEC : 0.0;
}

static int nv_pass_disabled(const nv_options *o, const char *name) {
  unsigned i;
  for (i = 0; i < o->ndisabled; i++)
    if (o->disabled[i] && !strcmp(o->disabled[i], name)) return 1;
  return 0;
}

static int nv_print_after_wanted(const nv_options *o, const char *name) {
  return o->print_after && (!strcmp(o->print_after, "*") || !strcmp(o->print_after, name));
}

/* Sends multi-line text as one remark per line (a diagnostic is one line). */
static void nv_remark_lines(const nv_options *o, const char *text, size_t len) {
  size_t i = 0;
  while (i < len) {
    size_t j = i;
    while (j < len && text[j] != '\n') j++;
    nv_diag(o->diag, NVCG_SEV_REMARK, NULL, 0, 0, "%.*s", (int)(j - i), text + i);
    i = j + 1;
  }
}

static void nv_print_ir_after(const nv_options *o, const char *pass, const nv_func *f) {
  nv_buf b = NV_BUF_INIT;
  const nv_block *bb;
  nv_buf_printf(&b, "*** IR after %s: function %s ***\n", pass, f->v.name ? f->v.name : "");
  for (bb = f->first; bb; bb = bb->next) {
    nv_buf_printf(&b, "%s:\n", bb->v.name ? bb->v.name : "<unnamed>");
    NV_FOR_INSTS(I, bb) {
      nv_buf_puts(&b, "  ");
      nv_print_inst_to(&b, I);
      nv_buf_putc(&b, '\n');
    }
  }
  nv_remark_lines(o, b.data, b.len);
  nv_buf_free(&b);
}

static void nv_print_mir_after(const nv_options *o, const char *pass, const nv_mfunc *mf) {
  nv_buf b = NV_BUF_INIT;
  nv_buf_printf(&b, "*** MIR after %s ***\n", pass);
  nv_mfunc_dump(mf, &b);
  nv_remark_lines(o, b.data, b.len);
  nv_buf_free(&b);
}

/* A pass row runs when the level reaches its minimum and it is not disabled: then its
 * statistics entry is returned with the clock started, and nv_pass_end books the run. */
static nv_pass_stat *nv_pass_begin(nv_pipeline *P, const char *name, int min_opt, double *t0) {
  nv_pass_stat *st;
  if (P->o.opt_level < min_opt || nv_pass_disabled(&P->o, name)) return NULL;
  st = nv_stat(P, name);
  *t0 = nv_now(P);
  return st;
}

static void nv_pass_end(nv_pipeline *P, nv_pass_stat *st, double t0, int changed) {
  st->seconds += nv_now(P) - t0;
  st->runs++;
  if (changed) st->changed++;
}

/* The passes share the function's cached CFG (opt/analysis.c); --verify-each checks each
 * reuse against a fresh build. The cache goes when the function's passes are done. */
static int nv_run_ir_passes(nv_pipeline *P, nv_func *f) {
  const nv_ir_pass_row *r;
  const nv_options *o = &P->o;
  int ok = 1;
  f->cfg_check = o->verify_each != 0;
  f->cfg_stale = 0;
  for (r = nv_ir_pass_rows; r->name && ok; r++) {
    double t0 = 0;
    nv_pass_stat *st = nv_pass_begin(P, r->name, r->min_opt, &t0);
    if (!st) continue;
    nv_pass_end(P, st, t0, r->fn(f, o));
    if (nv_print_after_wanted(o, r->name)) nv_print_ir_after(o, r->name, f);
    if (f->cfg_stale) {
      nv_diag(o->diag, NVCG_SEV_ERROR, NULL, 0, 0,
              "internal error: pass '%s' on function '%s' was given a cached CFG that an earlier change left out of "
              "date (a change that did not count in the function's cfg_epoch)",
              r->name, f->v.name ? f->v.name : "");
      ok = 0;
    } else if (o->verify_each && nvcg_verify_module(P->cg.m) != NVCG_OK) {
      nv_diag(o->diag, NVCG_SEV_ERROR, NULL, 0, 0, "the IR verifier failed after pass '%s' on function '%s'", r->name,
              f->v.name ? f->v.name : "");
      ok = 0;
    }
  }
  nv_cfg_cache_drop(f);
  f->cfg_check = 0;
  return ok;
}

static int nv_run_mir_passes(nv_pipeline *P, nv_mfunc *mf) {
  const nv_mir_pass_row *r;
  const nv_options *o = &P->o;
  for (r = nv_mir_pass_rows; r->name; r++) {
    double t0 = 0;
    nv_pass_stat *st = nv_pass_begin(P, r->name, r->min_opt, &t0);
    unsigned errors = o->diag ? o->diag->errors : 0;
    if (!st) continue;
    nv_pass_end(P, st, t0, r->fn(mf, o));
    /* a pass reports what stops the compilation (a failed MRPA verification, ...) as an error */
    if (o->diag && o->diag->errors > errors) return 0;
    if (nv_print_after_wanted(o, r->name)) nv_print_mir_after(o, r->name, mf);
    if (o->verify_each && !nv_mir_verify(mf, o, r->name)) return 0;
  }
  if (o->print_reg_pressure) {
    nv_mrpa R;
    nv_buf b = NV_BUF_INIT;
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
    nv_mrpa_init(&R, mf, o);
    nv_mrpa_report(&R, &b);
    nv_remark_lines(o, b.data, b.len);
    nv_buf_free(&b);
    nv_mrpa_free(&R);
  }
  return 1;
}

/* Does a module-level machine pass run in this compilation (so that every function's
 * machine IR must be kept until it has run)? */
static int nv_mir_module_stage_wanted(const nv_pipeline *P) {
  const nv_mir_module_pass_row *r;
  for (r = nv_mir_module_pass_rows; r->name; r++)
    if (P->o.opt_level >= r->min_opt && !nv_pass_disabled(&P->o, r->name) && nv_mir_knob(&P->o, r->gate)) return 1;
  return 0;
}

static int nv_run_mir_module_passes(nv_pipeline *P, nv_mmodule *mm) {
  const nv_mir_module_pass_row *r;
  const nv_options *o = &P->o;
  uint32_t i;
  for (r = nv_mir_module_pass_rows; r->name; r++) {
    double t0 = 0;
    nv_pass_stat *st;
    unsigned errors = o->diag ? o->diag->errors : 0;
    if (!nv_mir_knob(o, r->gate) || !(st = nv_pass_begin(P, r->name, r->min_opt, &t0))) continue;
    nv_pass_end(P, st, t0, r->fn(mm, o));
    if (o->diag && o->diag->errors > errors) return 0;
    for (i = 0; i < mm->funcs.len; i++) {
      if (nv_print_after_wanted(o, r->name)) nv_print_mir_after(o, r->name, mm->funcs.data[i]);
      if (o->verify_each && !nv_mir_verify(mm->funcs.data[i], o, r->name)) return 0;
    }
  }
  return 1;
}

/* Remarks (passes.h). */
static int nv_pass_list_names(const char *s, const char *pass) {
  size_t n = strlen(pass);
  while (s && *s) {
    const char *e = strchr(s, ',');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    if ((len == 1 && *s == '*') || (len == 2 && !strncmp(s, ".*", 2)) || (len == n && !strncmp(s, pass, n))) return 1;
    s = e ? e + 1 : NULL;
  }
  return 0;
}

static int nv_pass_remarks_wanted(const nv_options *o, const char *pass) {
  return o && nv_pass_list_names(o->pass_remarks, pass);
}

static int nv_pass_remarks_missed_wanted(const nv_options *o, const char *pass) {
  return o && nv_pass_list_names(o->pass_remarks_missed, pass);
}

static void nv_pass_remark_v(const nv_options *o, const char *pass, const char *kind, const char *file, unsigned line,
                             unsigned col, const char *fmt, va_list ap) {
  nv_buf b = NV_BUF_INIT;
  nv_buf_vprintf(&b, fmt, ap);
  nv_diag(o->diag, NVCG_SEV_REMARK, file, line, col, "%s%s: %.*s", pass, kind, (int)b.len, b.data ? b.data : "");
  nv_buf_free(&b);
}

static void nv_pass_remark(const nv_options *o, const char *pass, const char *file, unsigned line, unsigned col,
                           const char *fmt, ...) {
  va_list ap;
  if (!nv_pass_remarks_wanted(o, pass)) return;
  va_start(ap, fmt);
  nv_pass_remark_v(o, pass, "", file, line, col, fmt, ap);
  va_end(ap);
}

static void nv_pass_remark_missed(const nv_options *o, const char *pass, const char *file, unsigned line, unsigned col,
                                  const char *fmt, ...) {
  va_list ap;
  if (!nv_pass_remarks_missed_wanted(o, pass)) return;
  va_start(ap, fmt);
  nv_pass_remark_v(o, pass, " (missed)", file, line, col, fmt, ap);
  va_end(ap);
}

static void nv_count_mir(nv_pipeline *P, const nv_mfunc *mf) {
  const nv_mblock *mb;
  const nv_minst *mi;
  P->mfuncs++;
  for (mb = mf->first; mb; mb = mb->next) {
    P->mblocks++;
    for (mi = mb->first; mi; mi = mi->next) P->minsts++;
  }
}

/* One function: selection and the machine passes, in the caller's arena. */
static int nv_select_function(nv_pipeline *P, nv_func *f, nv_arena *arena, nv_mfunc **mfp) {
  nv_pass_stat *st = nv_stat(P, "isel");
  double t0 = nv_now(P);
  int ok;
  *mfp = NULL;
  ok = nv_isel_function(&P->cg, f, arena, mfp);
  st->seconds += nv_now(P) - t0;
  st->runs++;
  if (ok && nv_print_after_wanted(&P->o, "isel")) nv_print_mir_after(&P->o, "isel", *mfp);
  if (ok && P->o.verify_each) ok = nv_mir_verify(*mfp, &P->o, "isel");
  if (ok) ok = nv_run_mir_passes(P, *mfp);
  return ok;
}

/* What a machine function holds outside its arena. */
static void nv_mfunc_release(nv_mfunc *mf) {
  nv_mblock *mb;
  if (!mf) return;
  nv_vec_free(&mf->vreg_class);
  nv_vec_free(&mf->frame);
  nv_vec_free(&mf->param_rc);
  nv_vec_free(&mf->ret_rc);
  for (mb = mf->first; mb; mb = mb->next) {
    nv_vec_free(&mb->preds);
    nv_vec_free(&mb->succs);
  }
}

/* One function: selection, machine passes, PTX text. */
static int nv_codegen_function(nv_pipeline *P, nv_func *f, unsigned fidx, nv_buf *out) {
  nv_arena arena;
  nv_mfunc *mf = NULL;
  int ok;
  nv_arena_init(&arena);
  ok = nv_select_function(P, f, &arena, &mf);
  if (ok) {
    nv_count_mir(P, mf);
    nv_ptx_print_function(&P->cg, mf, fidx, out);
  }
  nv_mfunc_release(mf);
  nv_arena_free(&arena);
  return ok;
}

typedef NV_VEC(nv_buf) nv_buf_vec;

/* The whole module with the module-level machine passes: every function selected and
 * through its machine passes (each in its own arena), then the module passes, then the
 * functions printed in the order the module passes left (outlined helpers first). */
static int nv_codegen_module(nv_pipeline *P, nv_buf_vec *bodies) {
  nv_mmodule mm;
  NV_VEC(nv_arena *) arenas = NV_VEC_INIT;
  nv_arena mod_arena;
  nv_func *f;
  uint32_t i;
  int ok = 1;
  memset(&mm, 0, sizeof mm);
  nv_arena_init(&mod_arena);
  mm.ir = P->cg.m;
  mm.tgt = &P->cg.tgt;
  mm.arena = &mod_arena;
  mm.global_names = &P->cg.names_taken;
  for (f = P->cg.m->funcs_first; f && ok; f = f->next) {
    nv_arena *a;
    nv_mfunc *mf = NULL;
    if (f->is_decl || !f->first || !nv_cg_emits(&P->cg, f)) continue;
    a = (nv_arena *)nv_xmalloc(sizeof *a);
    nv_arena_init(a);
    nv_vec_push(&arenas, a);
    ok = nv_select_function(P, f, a, &mf);
    if (mf) nv_vec_push(&mm.funcs, mf);
  }
  if (ok) ok = nv_run_mir_module_passes(P, &mm);
  for (i = 0; i < mm.funcs.len; i++) {
    nv_buf body = NV_BUF_INIT;
    if (ok) {
      nv_count_mir(P, mm.funcs.data[i]);
      nv_ptx_print_function(&P->cg, mm.funcs.data[i], i, &body);
    }
    nv_vec_push(bodies, body);
    nv_mfunc_release(mm.funcs.data[i]);
  }
  for (i = 0; i < arenas.len; i++) {
    nv_arena_free(arenas.data[i]);
    nv_xfree(arenas.data[i]);
  }
  nv_vec_free(&arenas);
  nv_vec_free(&mm.funcs);
  nv_arena_free(&mod_arena);
  return ok;
}

static void nv_report_stats(nv_pipeline *P) {
  uint32_t i;
  const nv_options *o = &P->o;
  if (o->print_stats) {
    nv_diag(o->diag, NVCG_SEV_REMARK, NULL, 0, 0, "stats: %u functions, %u machine blocks, %u machine instructions",
            P->mfuncs, P->mblocks, P->minsts);
    for (i = 0; i < P->stats.len; i++)
      nv_diag(o->diag, NVCG_SEV_REMARK, NULL, 0, 0, "stats: %s ran %u times, changed %u", P->stats.data[i].name,
              P->stats.data[i].runs, P->stats.data[i].changed);
  }
  if (o->time_passes)
    for (i = 0; i < P->stats.len; i++)
      nv_diag(o->diag, NVCG_SEV_REMARK, NULL, 0, 0, "time: %s %.3f ms", P->stats.data[i].name,
              P->stats.data[i].seconds * 1000.0);
}

/* The functions with bodies, callees before their callers (a depth-first postorder of
 * the direct calls, started from each function in module order; a call back into a
 * function being visited -- recursion -- is not followed). The IR passes run in this
 * order, so that the inliner takes in callees that are already optimised. */
typedef NV_VEC(nv_func *) nv_func_vec;

typedef struct nv_cg_frame {
  nv_func *f;
  nv_block *bb;
  nv_inst *I;
} nv_cg_frame;

static void nv_callees_first(nv_module *m, nv_func_vec *out) {
  NV_VEC(nv_cg_frame) st = NV_VEC_INIT;
  nv_map seen;
  nv_func *f;
  nv_map_init(&seen, NV_MAP_PTR);
  for (f = m->funcs_first; f; f = f->next) {
    nv_cg_frame fr;
    if (f->is_decl || !f->first || nv_map_get(&seen, (uintptr_t)f, NULL)) continue;
    nv_map_put(&seen, (uintptr_t)f, 1);
    fr.f = f;
    fr.bb = f->first;
    fr.I = f->first->first;
    nv_vec_push(&st, fr);
    while (st.len) {
      nv_cg_frame *t = &st.data[st.len - 1];
      nv_value *c;
      if (!t->bb) {
        nv_vec_push(out, t->f);
        st.len--;
        continue;
      }
      if (!t->I) {
        t->bb = t->bb->next;
        t->I = t->bb ? t->bb->first : NULL;
        continue;
      }
      c = t->I->v.opcode == NVCG_OP_CALL && t->I->nops ? t->I->ops[0].val : NULL;
      t->I = t->I->next;
      if (c && c->kind == NV_V_FUNC && !((nv_func *)c)->is_decl && ((nv_func *)c)->first &&
          !nv_map_get(&seen, (uintptr_t)c, NULL)) {
        nv_func *g = (nv_func *)c;
        nv_map_put(&seen, (uintptr_t)g, 1);
        fr.f = g;
        fr.bb = g->first;
        fr.I = g->first->first;
        nv_vec_push(&st, fr);
      }
    }
  }
  nv_vec_free(&st);
  nv_map_free(&seen);
}

/* A function the PTX needs whatever calls it: one named where no function's code is (a
 * global's initializer, a constant expression), a kernel, or a definition visible outside
 * the module (not internal, private or linkonce). */
static int nv_func_needed_root(const nv_func *f) {
  const nv_use *u;
  for (u = f->v.uses; u; u = u->next)
    if (u->user->kind != NV_V_INST) return 1;
  if (f->is_decl || !f->first) return 0;
  if (f->is_kernel) return 1;
  switch (f->linkage) {
  case NVCG_LINKAGE_INTERNAL: case NVCG_LINKAGE_PRIVATE: case NVCG_LINKAGE_LINKONCE: case NVCG_LINKAGE_LINKONCE_ODR:
    break;
  default:
    return 1;
  }
  return 0;
}

/* The functions the PTX can leave out, at -O1 and above (LLVM's GlobalDCE, as far as PTX
 * goes): every one that no needed function's code calls or takes the address of, needed
 * meaning a root (nv_func_needed_root) or named by a needed function. An internal function
 * that only dead code called -- the callers inlined it everywhere, or simplifycfg dropped
 * the case that called it -- and a library declaration (vprintf, say) only such code used
 * leave no trace in the PTX. They stay in the module: it is the caller's, and its function
 * handles stay valid. */
typedef NV_VEC(nv_func *) nv_unneeded_work;

/* A function a global's initializer names (a table of entry points) is a root: the
 * variable holds its address, so the PTX declares or defines it. */
static void nv_unneeded_init_roots(const nv_value *c, nv_map *live, nv_unneeded_work *work) {
  const nv_const *k = (const nv_const *)c;
  uint64_t i;
  if (!c) return;
  if (c->kind == NV_V_FUNC) {
    if (!nv_map_get(live, (uintptr_t)c, NULL)) {
      nv_map_put(live, (uintptr_t)c, 1);
      nv_vec_push(work, (nv_func *)c);
    }
  } else if (c->kind == NV_V_CAGG || c->kind == NV_V_CEXPR) {
    for (i = 0; i < k->nelems; i++) nv_unneeded_init_roots(k->elems[i], live, work);
  }
}

static void nv_find_unneeded_functions(nv_module *m, nv_map *unneeded) {
  nv_unneeded_work work = NV_VEC_INIT;
  nv_map live;
  nv_func *f;
  nv_global *gv;
  nv_map_init(&live, NV_MAP_PTR);
  for (f = m->funcs_first; f; f = f->next)
    if (nv_func_needed_root(f)) {
      nv_map_put(&live, (uintptr_t)f, 1);
      nv_vec_push(&work, f);
    }
  for (gv = m->globals_first; gv; gv = gv->next) nv_unneeded_init_roots(gv->init, &live, &work);
  while (work.len) {
    nv_func *g = work.data[--work.len];
    nv_block *bb;
    for (bb = g->first; bb; bb = bb->next)
      NV_FOR_INSTS(I, bb) {
        uint32_t i;
        for (i = 0; i < I->nops; i++) {
          nv_value *v = I->ops[i].val;
          if (v->kind != NV_V_FUNC || nv_map_get(&live, (uintptr_t)v, NULL)) continue;
          nv_map_put(&live, (uintptr_t)v, 1);
          nv_vec_push(&work, (nv_func *)v);
        }
      }
  }
  for (f = m->funcs_first; f; f = f->next)
    if (!nv_map_get(&live, (uintptr_t)f, NULL)) nv_map_put(unneeded, (uintptr_t)f, 1);
  nv_vec_free(&work);
  nv_map_free(&live);
}

/* At -O0 only what the always-inliner leaves dead goes: an alwaysinline definition of
 * discardable linkage that nothing uses once its calls are inlined (LLVM's AlwaysInliner
 * deletes exactly these; clang -O0 IR has none left, a module built through the API or
 * written by hand may). Its own callees stay, as they would under LLVM at -O0. */
static void nv_find_dead_alwaysinline(nv_module *m, nv_map *unneeded) {
  nv_func *f;
  for (f = m->funcs_first; f; f = f->next)
    if (!f->is_decl && f->first && (f->attrs & NVCG_FN_ALWAYSINLINE) && !f->v.uses && !nv_func_needed_root(f))
      nv_map_put(unneeded, (uintptr_t)f, 1);
}

/* What the module itself says about where it runs, checked before anything is compiled:
 * nvcg emits 64-bit PTX only, and the CUDA driver runs no device constructors. */
static int nv_check_module_target(nv_module *m, const nv_options *o) {
  const char *t = o->triple ? o->triple : m->triple;
  nv_global *g;
  int ok = 1, t32 = t && (!strcmp(t, "nvptx") || !strncmp(t, "nvptx-", 6));
  /* the triple decides, as for llc: old tests pair nvptx64 with a 32-bit data layout; a
   * triple given with the options (llc's -mtriple / -march) wins over the module's */
  if (t32) {
    nv_diag(o->diag, NVCG_SEV_ERROR, m->source_name, 0, 0,
            "32-bit NVPTX (target triple '%s') is not supported: nvcg emits 64-bit PTX (.address_size 64) "
            "only, as CUDA 12 and later do; use the nvptx64-nvidia-cuda triple", t);
    ok = 0;
  }
  for (g = m->globals_first; g; g = g->next) {
    int ctor = g->v.name && (!strcmp(g->v.name, "llvm.global_ctors") || !strcmp(g->v.name, "llvm.global_dtors"));
    if (!ctor || !g->init || nv_value_is_zero_const(g->init) || g->vtype->kind != NVCG_TYPE_ARRAY || !g->vtype->count)
      continue;
    if (o->ignore_global_ctors) {
      nv_diag(o->diag, NVCG_SEV_WARNING, m->source_name, 0, 0,
              "@%s is not compiled: the CUDA driver runs no device %s (ignored as asked)", g->v.name,
              g->v.name[12] == 'c' ? "constructors" : "destructors");
    } else {
      nv_diag(o->diag, NVCG_SEV_ERROR, m->source_name, 0, 0,
              "module has a non-trivial @%s, which NVPTX does not support: the CUDA driver runs no device %s "
              "(nvcgc --ignore-global-ctors, or nvcg_options.ignore_global_ctors, compiles the module without them)",
              g->v.name, g->v.name[12] == 'c' ? "constructors" : "destructors");
      ok = 0;
    }
  }
  return ok;
}

/* Valid IR that NVPTX cannot compile as written, refused with LLVM's reason instead of
 * being compiled into something else: atomics aligned below their size (PTX atomics
 * need natural alignment, and there is no libatomic to call). Sync scopes NVPTX does not
 * have are the verifier's (NV_SYNC_SCOPES). */
static int nv_check_target_ir(nv_module *m, const nv_options *o) {
  nv_func *f;
  nv_block *bb;
  int ok = 1;
  for (f = m->funcs_first; f; f = f->next)
    for (bb = f->first; bb; bb = bb->next)
      NV_FOR_INSTS(I, bb) {
        unsigned op = I->v.opcode;
        nv_type *vt;
        const char *what;
        char wbuf[48];
        if (op == NVCG_OP_ATOMICRMW) {
          snprintf(wbuf, sizeof wbuf, "atomicrmw %s", nv_rmw_name(I->v.sub));
          what = wbuf;
          vt = I->v.type;
        } else if (op == NVCG_OP_CMPXCHG) {
          what = "cmpxchg";
          vt = I->ops[1].val->type;
        } else if ((op == NVCG_OP_LOAD || op == NVCG_OP_STORE) && I->ordering) {
          what = op == NVCG_OP_LOAD ? "atomic load" : "atomic store";
          vt = op == NVCG_OP_LOAD ? I->v.type : I->ops[0].val->type;
        } else {
          continue;
        }
        if (I->align && I->align < nv_type_store_size(vt)) {
          nv_diag(o->diag, NVCG_SEV_ERROR, nv_module_file(m, I->line), I->line, I->col,
                  "in function @%s: unsupported %s: instruction alignment %u is smaller than the required "
                  "%llu-byte alignment for this atomic operation",
                  f->v.name, what, I->align, (unsigned long long)nv_type_store_size(vt));
          ok = 0;
        }
      }
  return ok;
}

static nvcg_status nv_compile(nv_module *m, const nv_options *opts, char **ptx, size_t *len) {
  nv_pipeline P;
  nv_func *f;
  nv_buf_vec bodies = NV_VEC_INIT;
  nv_buf out = NV_BUF_INIT;
  nv_map unneeded;
  unsigned version, fidx = 0, i, minptx;
  int ok = 1;
  memset(&P, 0, sizeof P);
  nv_map_init(&unneeded, NV_MAP_PTR);
  P.o = *opts;
  P.cg.m = m;
  P.cg.o = &P.o;
  if (P.o.sm < 20) {
    nv_diag(P.o.diag, NVCG_SEV_ERROR, NULL, 0, 0, "unsupported target sm_%u", P.o.sm);
    return NVCG_ERROR;
  }
  minptx = nv_min_ptx_for_target(P.o.sm, P.o.sm_suffix);
  if (P.o.ptx && P.o.ptx < minptx) {
    nv_diag(P.o.diag, NVCG_SEV_ERROR, NULL, 0, 0, "PTX ISA %u.%u does not support sm_%u%s (it needs %u.%u)", P.o.ptx / 10,
            P.o.ptx % 10, P.o.sm, P.o.sm_suffix == 'a' ? "a" : P.o.sm_suffix == 'f' ? "f" : "", minptx / 10, minptx % 10);
    return NVCG_ERROR;
  }
  if (!nv_check_module_target(m, &P.o) || !nv_check_target_ir(m, &P.o)) return NVCG_ERROR;
  nv_target_init(&P.cg.tgt, P.o.sm, P.o.ptx);
  P.cg.tgt.suffix = P.o.sm_suffix;
  nv_arena_init(&P.cg.arena);
  nv_map_init(&P.cg.names, NV_MAP_PTR);
  nv_map_init(&P.cg.names_taken, NV_MAP_INT);
  nv_cg_assign_names(&P.cg);
  for (f = m->funcs_first; f && ok; f = f->next)
    if (!f->is_decl && f->first) ok = nv_kernel_params_fit(&P.cg, f);
  if (ok) {
    nv_func_vec order = NV_VEC_INIT;
    nv_callees_first(m, &order);
    for (i = 0; i < order.len && ok; i++) ok = nv_run_ir_passes(&P, order.data[i]);
    nv_vec_free(&order);
  }
  if (ok) nv_lto_import_stats(m, P.o.diag, P.o.import_stats); /* lto/import.c */
  if (ok && P.o.opt_level >= 1) {
    nv_find_unneeded_functions(m, &unneeded);
    P.cg.unneeded = &unneeded;
  } else if (ok) {
    nv_find_dead_alwaysinline(m, &unneeded);
    P.cg.unneeded = &unneeded;
  }
  if (ok && nv_mir_module_stage_wanted(&P)) {
    ok = nv_codegen_module(&P, &bodies);
  } else {
    for (f = m->funcs_first; f && ok; f = f->next) {
      nv_buf body = NV_BUF_INIT;
      if (f->is_decl || !f->first || !nv_cg_emits(&P.cg, f)) continue;
      ok = nv_codegen_function(&P, f, fidx++, &body);
      nv_vec_push(&bodies, body);
    }
  }
  version = P.o.ptx ? P.o.ptx : NV_MAX(minptx, P.cg.need_ptx);
  if (ok && P.o.ptx && P.cg.need_ptx > P.o.ptx) {
    nv_diag(P.o.diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s '%s' needs PTX ISA %u.%u, but PTX %u.%u was requested",
            P.cg.need_ptx_by[0] == '.' ? "directive" : "instruction", P.cg.need_ptx_by, P.cg.need_ptx / 10, P.cg.need_ptx % 10, P.o.ptx / 10, P.o.ptx % 10);
    ok = 0;
  }
  if (ok && P.cg.need_sm > P.o.sm) {
    nv_diag(P.o.diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s '%s' needs sm_%u, but the target is sm_%u",
            P.cg.need_sm_by[0] == '.' ? "directive" : "instruction", P.cg.need_sm_by, P.cg.need_sm, P.o.sm);
    ok = 0;
  }
  if (ok) ok = nv_ptx_print_prologue(&P.cg, &out, version);
  for (i = 0; i < bodies.len; i++) {
    if (ok) nv_buf_putn(&out, bodies.data[i].data ? bodies.data[i].data : "", bodies.data[i].len);
    nv_buf_free(&bodies.data[i]);
  }
  nv_vec_free(&bodies);
  if (ok) ok = nv_ptx_print_aliases(&P.cg, &out); /* ptx/printer.c */
  nv_report_stats(&P);
  nv_vec_free(&P.stats);
  nv_map_free(&P.cg.names);
  nv_map_free(&P.cg.names_taken);
  nv_map_free(&unneeded);
  nv_arena_free(&P.cg.arena);
  nv_target_free(&P.cg.tgt);
  if (!ok) {
    nv_buf_free(&out);
    return NVCG_ERROR;
  }
  *ptx = nv_buf_give(&out, len);
  return NVCG_OK;
}

static nvcg_status nv_unguarded_nvcg_compile(nvcg_module *m, const nvcg_options *uo, char **ptx, size_t *len) {
  nvcg_options defaults;
  nv_knob_values kv;
  nv_options o;
  nvcg_status st;
  int verified; /* asked first: the public calls below count too */
  if (ptx) *ptx = NULL;
  if (len) *len = 0;
  if (!m || !ptx) {
    nv_api_null("nvcg_compile");
    return NVCG_ERROR;
  }
  verified = nv_module_unchanged_since_parse(m);
  if (!uo) {
    nvcg_options_init(&defaults);
    uo = &defaults;
  }
  if (nvcg_options_check(m->ctx, uo) != NVCG_OK) return NVCG_ERROR;
  nv_knobs_resolve(&m->ctx->diag, uo, &kv);
  memset(&o, 0, sizeof o);
  o.sm = uo->sm;
  o.ptx = uo->ptx_version;
  o.sm_suffix = (char)uo->sm_suffix;
  o.ignore_global_ctors = uo->ignore_global_ctors;
  o.triple = uo->triple;
  o.opt_level = uo->opt_level;
  o.verify_each = uo->verify_each;
  o.print_stats = uo->print_stats;
  o.time_passes = uo->time_passes;
  o.print_after = uo->print_after;
  o.print_reg_pressure = uo->print_reg_pressure;
  o.disabled = uo->disabled_passes;
  o.ndisabled = uo->disabled_count;
  o.view_dag = uo->view_dag;
  o.knobs = kv.num;
  o.ftz = uo->ftz != 0;
  o.prec_div = uo->prec_div != 0;
  o.prec_sqrt = uo->prec_sqrt != 0;
  o.import_stats = kv.str[NV_KNOB_INLINER_FUNCTION_IMPORT_STATS];
  o.pass_remarks = kv.str[NV_KNOB_PASS_REMARKS];
  o.pass_remarks_missed = kv.str[NV_KNOB_PASS_REMARKS_MISSED];
  o.knob_strs = kv.str;
  o.maxreg = uo->maxreg;
  o.diag = &m->ctx->diag;
  /* misuse while building is final; what an earlier verification found is looked at again
   * (the caller may have fixed it) */
  if (m->errors > m->verify_errors) {
    nv_diag(o.diag, NVCG_SEV_ERROR, NULL, 0, 0, "module '%s' has %u error(s) from building it; not compiling",
            m->name ? m->name : "", m->errors - m->verify_errors);
    return NVCG_ERROR;
  }
  if (!verified) {
    st = nvcg_verify_module(m);
    if (st != NVCG_OK) return st;
  }
  if ((st = nv_lto_import_if_any(m, uo)) != NVCG_OK) return st;
  return nv_compile(m, &o, ptx, len);
}
