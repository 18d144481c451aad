/* ptx_table_test.c -- checks the PTX instruction table (target/ptx_insns.h) against
 * ptxas: every non-pseudo row is instantiated (operands from its signature, modifiers
 * that make a valid instance), printed by the PTX printer into a kernel of its own, and
 * written three ways:
 *   ok    at the row's minimum SM and PTX version: ptxas must accept it;
 *   ptx-  one PTX version below the row's minimum (where that version still supports
 *         the SM): ptxas must reject it, so min_ptx is not set too high;
 *   sm-   for the SM just below the row's minimum (with a PTX version new enough for
 *         everything else): ptxas must reject it, so min_sm is not set too high.
 * CUDA 13's ptxas starts at sm_75 / PTX 6.3, so lower minimums are checked there.
 *
 *   ptx_table_test OUTDIR
 * writes OUTDIR/<row>.<kind>.ptx and prints "<kind> <row> <sm> <file>" per file, and
 * for the "ok" cases also one file per (SM, PTX) group with a kernel per row: "group
 * <sm> <file> <rows...>". The suite runs ptxas on the groups, on a group's rows one by
 * one only when the group fails, and on every ptx-/sm- case. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <string.h>

static const unsigned sms[] = {75, 80, 86, 89, 90, 100, 120};

static unsigned sm_at_least(unsigned sm) {
  unsigned i;
  for (i = 0; i < sizeof sms / sizeof sms[0]; i++)
    if (sms[i] >= sm) return sms[i];
  return 0;
}

static unsigned sm_below(unsigned sm) {
  unsigned i, best = 0;
  for (i = 0; i < sizeof sms / sizeof sms[0]; i++)
    if (sms[i] < sm) best = sms[i];
  return best;
}

/* The PTX version before v (6.0 .. 6.5, 7.0 .. 7.8, 8.0 .. 8.8, 9.0 ...). */
static unsigned ptx_before(unsigned v) {
  if (v % 10) return v - 1;
  if (v == 70) return 65;
  if (v == 80) return 78;
  if (v == 90) return 88;
  return v - 2;
}

/* Modifiers that make the row a valid instance. */
static void row_mods(const char *name, const char *tmpl, nv_mmods *m) {
  memset(m, 0, sizeof *m);
  if (strstr(tmpl, "{space}")) m->space = NV_SPACE_GLOBAL;
  if (strstr(tmpl, "{cmp}")) m->cmp = NV_CMP_EQ;
  if (strstr(tmpl, "{scope}") && !strncmp(tmpl, "fence", 5)) m->scope = NV_SCOPE_CTA;
  if (strstr(tmpl, "{mode}")) {
    if (!strncmp(tmpl, "shfl", 4)) m->mode = NV_MODE_IDX;
    else if (!strncmp(tmpl, "vote", 4)) m->mode = NV_MODE_ALL;
    else if (!strcmp(name, "REDUX_SYNC_U32")) m->mode = NV_MODE_ADD;
    else if (!strcmp(name, "REDUX_SYNC_S32")) m->mode = NV_MODE_MIN;
    else if (!strcmp(name, "REDUX_SYNC_B32")) m->mode = NV_MODE_AND;
  }
  if (strstr(tmpl, "{rnd}")) {
    if (!strncmp(tmpl, "cvt", 3)) {
      /* cvt{...}.dst.src: integer destination from float -> .rzi; float from float of the
       * same type -> .rni; float from int or narrowing float -> .rn; widening -> none */
      const char *dot = strrchr(tmpl, '.'), *dst = dot;
      char d[8], s[8];
      size_t n;
      while (dst > tmpl && dst[-1] != '.') dst--;
      n = (size_t)(dot - dst);
      if (n >= sizeof d) n = sizeof d - 1;
      memcpy(d, dst, n);
      d[n] = 0;
      snprintf(s, sizeof s, "%s", dot + 1);
      if (!strcmp(d, "tf32")) m->rnd = strstr(name, "_RNZ") ? NV_RND_RN : NV_RND_RNA;
      else if ((d[0] == 's' || d[0] == 'u') && (s[0] == 'f' || s[0] == 'b')) m->rnd = NV_RND_RZI;
      else if (d[0] == 'f' && !strcmp(d, s)) m->rnd = NV_RND_RNI;
      else if ((d[0] == 'f' || d[0] == 'b') && (s[0] == 's' || s[0] == 'u')) m->rnd = NV_RND_RN;
      else if ((d[0] == 'f' || d[0] == 'b') && atoi(d + (d[0] == 'b' ? 2 : 1)) < atoi(s + 1)) m->rnd = NV_RND_RN;
      else if (!strcmp(d, "bf16") || !strcmp(d, "f16x2") || !strcmp(d, "bf16x2")) m->rnd = NV_RND_RN;
    } else {
      m->rnd = NV_RND_RN;
    }
  }
}

static const char *const row_names[] = {
#define NV_X_NAME(id, tmpl, sig, sm, ptx, fl) #id,
    NV_PTX_INSNS(NV_X_NAME)
#undef NV_X_NAME
};

/* Prints one row's kernel; with `group` set, appends the kernel (named after the row)
 * to the group's text instead of writing a file of its own. */
static void write_one_to(const char *outdir, const char *kind, unsigned opc, unsigned sm, unsigned ptx,
                         nv_buf *group, int group_first);

static void write_one(const char *outdir, const char *kind, unsigned opc, unsigned sm, unsigned ptx) {
  write_one_to(outdir, kind, opc, sm, ptx, NULL, 0);
}

static void write_one_to(const char *outdir, const char *kind, unsigned opc, unsigned sm, unsigned ptx,
                         nv_buf *group, int group_first) {
  const nv_ptx_info *in = nv_ptx_info_of(opc);
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "t");
  nvcg_value *g = nvcg_global_add(m, nvcg_type_array(nvcg_type_int(ctx, 32), 64), "gbuf", 1);
  nvcg_value *fn;
  nvcg_builder *b = nvcg_builder_create(m);
  nv_cg cg;
  nv_options o;
  nv_arena arena;
  nv_mfunc *mf;
  nv_mblock *mb;
  nv_minst *mi;
  nv_sig sig;
  nv_buf out = NV_BUF_INIT;
  unsigned i, j, k = 0, nops = 0, ndefs = 0;
  char path[512];
  FILE *fp;
  nvcg_global_set_initializer(g, nvcg_const_zero(nvcg_type_array(nvcg_type_int(ctx, 32), 64)));
  fn = nvcg_function_add(m, group ? row_names[opc] : "k", nvcg_type_function(nvcg_type_void(ctx), NULL, 0, 0));
  nvcg_function_set_kernel(fn, 1);
  nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
  nvcg_build_ret(b, NULL);
  memset(&cg, 0, sizeof cg);
  memset(&o, 0, sizeof o);
  o.sm = sm;
  o.ptx = ptx;
  o.diag = &ctx->diag;
  cg.m = m;
  cg.o = &o;
  nv_target_init(&cg.tgt, sm, ptx);
  nv_arena_init(&cg.arena);
  nv_map_init(&cg.names, NV_MAP_PTR);
  nv_map_init(&cg.names_taken, NV_MAP_INT);
  nv_cg_assign_names(&cg);
  nv_arena_init(&arena);
  mf = nv_mfunc_new(&arena, &cg.tgt, (nv_func *)fn);
  mf->name = group ? row_names[opc] : "k";
  mf->is_ssa = 0;
  mb = nv_mblock_new(mf, NULL);
  nv_sig_parse(in->sig, &sig);
  for (i = 0; i < sig.nops; i++) {
    nops++;
    if (sig.ops[i].is_def) ndefs++;
  }
  mi = nv_minst_new(mf, opc, ndefs, nops);
  row_mods(row_names[opc], in->tmpl, &mi->mods);
  for (i = 0; i < sig.nops; i++) {
    const nv_sigop *so = &sig.ops[i];
    static const char classes[] = "phrlfdxyq";
    nv_mop op;
    memset(&op, 0, sizeof op);
    for (j = 0; classes[j]; j++)
      if (nv_sig_allows(so, classes[j])) break;
    if (classes[j]) op = nv_mop_reg(nv_vreg_new(mf, (nv_regclass)j));
    else if (nv_sig_allows(so, 'a') && (strstr(in->tmpl, ".const.") || strstr(in->tmpl, ".param.")))
      op = nv_mop_addr_reg(nv_vreg_new(mf, NV_RC_B64), 0); /* gbuf is .global: a register address */
    else if (nv_sig_allows(so, 'a')) op = nv_mop_addr_sym("gbuf", 0);
    else if (nv_sig_allows(so, 'b')) op = nv_mop_block(mb);
    else if (nv_sig_allows(so, 's')) op = nv_mop_sym("gbuf");
    else if (nv_sig_allows(so, 'S')) op = nv_mop_sreg(opc == NV_PTX_MOV_U64_SREG || opc == NV_PTX_MOV_U64_SREG_SIDE ? NV_SREG_CLOCK64 : NV_SREG_TID_X);
    else if (opc == NV_PTX_APPLYPRIORITY_L2_EVICT_NORMAL || opc == NV_PTX_APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL)
      op = nv_mop_imm(128); /* the only size PTX allows (selection insists on it too) */
    else op = nv_mop_imm(opc == NV_PTX_MOV_B16 ? 0x3c00 : 1);
    mi->ops[k++] = op;
  }
  nv_minst_append(mb, mi);
  if (!(in->flags & NV_PF_TERM)) nv_minst_append(mb, nv_minst_new(mf, NV_PTX_RET, 0, 0));
  if (group) {
    if (group_first) nv_ptx_print_prologue(&cg, group, ptx);
    else nv_buf_puts(group, "\n");
    nv_ptx_print_function(&cg, mf, opc, group);
  } else {
    nv_ptx_print_prologue(&cg, &out, ptx);
    nv_ptx_print_function(&cg, mf, 0, &out);
    snprintf(path, sizeof path, "%s/%s.%s.ptx", outdir, row_names[opc], kind);
    fp = fopen(path, "w");
    if (fp) {
      fwrite(out.data, 1, out.len, fp);
      fclose(fp);
    }
    printf("%s %s %u %s\n", kind, row_names[opc], sm, path);
  }
  nv_buf_free(&out);
  nv_vec_free(&mf->vreg_class);
  nv_vec_free(&mb->preds);
  nv_vec_free(&mb->succs);
  nv_arena_free(&arena);
  nv_map_free(&cg.names);
  nv_map_free(&cg.names_taken);
  nv_arena_free(&cg.arena);
  nv_target_free(&cg.tgt);
  nvcg_builder_destroy(b);
  nvcg_context_destroy(ctx);
}

/* The "ok" cases of all rows with the same (SM, PTX) go into one file, one kernel per
 * row: ptxas runs once per group, and per row only when the group fails. */
typedef struct group {
  unsigned sm, ptx;
  nv_buf text;
  nv_buf rows;
} group;

int main(int argc, char **argv) {
  unsigned opc, ng = 0, i;
  group groups[64];
  if (argc < 2) {
    fprintf(stderr, "usage: ptx_table_test OUTDIR\n");
    return 2;
  }
  memset(groups, 0, sizeof groups);
  for (opc = 0; opc < NV_PTX_COUNT; opc++) {
    const nv_ptx_info *in = nv_ptx_info_of(opc);
    unsigned sm, ptx, below;
    if (!strcmp(in->sig, "pseudo") || (in->flags & NV_PF_CONTEXT)) continue; /* see ptx_insns.h */
    sm = sm_at_least(in->min_sm);
    if (!sm) continue;
    ptx = NV_MAX(in->min_ptx, nv_min_ptx_for_sm(sm));
    write_one(argv[1], "ok", opc, sm, ptx);
    for (i = 0; i < ng; i++)
      if (groups[i].sm == sm && groups[i].ptx == ptx) break;
    if (i == ng && ng < 64) {
      groups[ng].sm = sm;
      groups[ng].ptx = ptx;
      ng++;
    }
    if (i < 64) {
      write_one_to(argv[1], "ok", opc, sm, ptx, &groups[i].text, groups[i].rows.len == 0);
      nv_buf_printf(&groups[i].rows, " %s", row_names[opc]);
    }
    below = ptx_before(in->min_ptx);
    if (in->min_ptx > nv_min_ptx_for_sm(sm) && below >= nv_min_ptx_for_sm(sm)) write_one(argv[1], "ptx-", opc, sm, below);
    below = sm_below(in->min_sm);
    if (in->min_sm > 75 && below) write_one(argv[1], "sm-", opc, below, NV_MAX(in->min_ptx, nv_min_ptx_for_sm(below)));
  }
  for (i = 0; i < ng; i++) {
    char path[512];
    FILE *fp;
    snprintf(path, sizeof path, "%s/group.sm%u.ptx%u.ptx", argv[1], groups[i].sm, groups[i].ptx);
    fp = fopen(path, "w");
    if (fp) {
      fwrite(groups[i].text.data, 1, groups[i].text.len, fp);
      fclose(fp);
    }
    printf("group %u %s%s\n", groups[i].sm, path, groups[i].rows.data);
    nv_buf_free(&groups[i].text);
    nv_buf_free(&groups[i].rows);
  }
  return 0;
}
