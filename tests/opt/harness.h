/* harness.h -- shared by the IR-pass test programs (tests/opt/): a structural and
 * dominance checker for IR after each pass (a stand-in until the project verifier,
 * nv_verify_module_internal, is on main), the pass table, a runner that applies a
 * comma-separated list of passes with a check after each one, and printing helpers.
 * Included once, after nvcg.h with NVCG_IMPLEMENTATION, so it sees the internals; what not
 * every includer uses is NV_UNUSED. */

typedef int (*nvt_pass_fn)(nv_func *, const nv_options *);
typedef struct nvt_pass {
  const char *name;
  int min_opt;
  nvt_pass_fn fn;
} nvt_pass;

static const nvt_pass nvt_passes[] = {
#define NVT_ROW(name, min_opt, what) {#name, min_opt, nv_pass_##name},
    NV_IR_PASSES(NVT_ROW)
#undef NVT_ROW
    {NULL, 0, NULL}};

static const nvt_pass *nvt_find_pass(const char *name, size_t len) {
  const nvt_pass *p;
  for (p = nvt_passes; p->name; p++)
    if (strlen(p->name) == len && strncmp(p->name, name, len) == 0) return p;
  return NULL;
}

/* ---- checker ---- */
static int nvt_errors;

static void nvt_err(const nv_func *f, const nv_inst *I, const char *fmt, ...) {
  va_list ap;
  nv_buf b = NV_BUF_INIT;
  fprintf(stderr, "check: @%s: ", f->v.name);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  if (I) {
    nv_print_inst_to(&b, I);
    fprintf(stderr, " [%s]", b.data ? b.data : "");
    nv_buf_free(&b);
  }
  fputc('\n', stderr);
  nvt_errors++;
}

static int nvt_check_func(nv_func *f) {
  nv_cfg g;
  nv_map pos;
  nv_block *bb;
  uint32_t ord = 0, i;
  int before = nvt_errors;
  if (f->is_decl) return 0;
  nv_cfg_build(&g, f);
  nv_cfg_dominators(&g);
  nv_map_init(&pos, NV_MAP_PTR);
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next) nv_map_put(&pos, (uintptr_t)I, ord++);
  if (g.n && nv_cfg_npreds(&g, 0)) nvt_err(f, NULL, "entry block has predecessors");
  for (i = 0; i < g.n; i++) {
    nv_block *b = g.blocks[i];
    nv_inst *I, *prev = NULL;
    int past_phi = 0;
    if (b->parent != f) nvt_err(f, NULL, "block parent link broken");
    if (!b->last || !NV_OP_IS_TERMINATOR(b->last->v.opcode)) {
      nvt_err(f, b->last, "block %u does not end in a terminator", i);
    }
    for (I = b->first; I; prev = I, I = I->next) {
      char err[256];
      uint32_t k;
      if (I->parent != b || I->prev != prev) nvt_err(f, I, "instruction links broken");
      if (!nv_inst_check(I, err, sizeof err)) nvt_err(f, I, "type rules: %s", err);
      if (I->next && NV_OP_IS_TERMINATOR(I->v.opcode)) nvt_err(f, I, "terminator mid-block");
      if (I->v.opcode == NVCG_OP_PHI) {
        uint32_t p, np = nv_cfg_npreds(&g, i);
        if (past_phi) nvt_err(f, I, "phi after non-phi");
        if (I->nops / 2 != np) nvt_err(f, I, "phi has %u entries for %u predecessor edges", I->nops / 2, np);
        for (p = g.pred_start[i]; p < g.pred_start[i + 1]; p++) {
          /* each predecessor appears as often as it branches here, with one value */
          uint32_t want = 0, have = 0, q;
          nv_value *val = NULL;
          for (q = g.pred_start[i]; q < g.pred_start[i + 1]; q++) want += g.preds[q] == g.preds[p];
          for (k = 0; k + 1 < I->nops; k += 2) {
            if (I->ops[k + 1].val == &g.blocks[g.preds[p]]->v) {
              have++;
              if (val && val != I->ops[k].val) nvt_err(f, I, "phi entries for one block differ");
              val = I->ops[k].val;
            }
          }
          if (want != have) nvt_err(f, I, "phi: %u entries for a block with %u edges here", have, want);
        }
        for (k = 1; k < I->nops; k += 2) {
          nv_value *bv = I->ops[k].val;
          if (bv->kind != NV_V_BLOCK || ((nv_block *)bv)->parent != f) nvt_err(f, I, "phi names a foreign block");
        }
      } else {
        past_phi = 1;
      }
      for (k = 0; k < I->nops; k++) {
        nv_value *v = I->ops[k].val;
        nv_use *u = &I->ops[k];
        if (!v) continue;
        /* linked into a list (pprev points back at it) that starts at v's head */
        if (u->user != &I->v || !u->pprev || *u->pprev != u || (u->next && u->next->pprev != &u->next))
          nvt_err(f, I, "use list of operand %u broken", k);
        if (v->kind == NV_V_ARG && ((nv_arg *)v)->parent != f) nvt_err(f, I, "foreign argument");
        if (v->kind == NV_V_BLOCK && ((nv_block *)v)->parent != f) nvt_err(f, I, "foreign block");
        if (v->kind == NV_V_INST) {
          nv_inst *D = (nv_inst *)v;
          uint32_t use_b, def_b;
          uintptr_t dp = 0, up = 0;
          if (!D->parent || D->parent->parent != f) {
            nvt_err(f, I, "operand %u is an erased or foreign instruction", k);
            continue;
          }
          def_b = D->parent->index;
          if (I->v.opcode == NVCG_OP_PHI) {
            nv_value *from;
            if ((k & 1) || k + 1 >= I->nops) continue;
            from = I->ops[k + 1].val;
            if (from->kind != NV_V_BLOCK) continue;
            use_b = ((nv_block *)from)->index;
            if (!nv_cfg_reachable(&g, use_b)) continue;
            if (!nv_cfg_dominates(&g, def_b, use_b)) nvt_err(f, I, "phi operand %u does not dominate its edge", k);
            continue;
          }
          use_b = i;
          if (!nv_cfg_reachable(&g, use_b)) continue;
          if (def_b == use_b) {
            nv_map_get(&pos, (uintptr_t)D, &dp);
            nv_map_get(&pos, (uintptr_t)I, &up);
            if (dp >= up) nvt_err(f, I, "operand %u is used before its definition", k);
          } else if (!nv_cfg_dominates(&g, def_b, use_b)) {
            nvt_err(f, I, "operand %u does not dominate its use", k);
          }
        }
      }
      /* every use of I must be held by a live instruction */
      {
        nv_use *w;
        for (w = I->v.uses; w; w = w->next) {
          if (w->user->kind == NV_V_INST && !((nv_inst *)w->user)->parent)
            nvt_err(f, I, "used by an erased instruction");
        }
      }
    }
  }
  nv_map_free(&pos);
  nv_cfg_free(&g);
  return nvt_errors - before;
}

static int nvt_check_module(nv_module *m) {
  int n = 0;
  nv_func *f;
  for (f = m->funcs_first; f; f = f->next) n += nvt_check_func(f);
  return n;
}

/* Runs a comma-separated pass list over every defined function, checking after each
 * pass. Returns 0, or -1 (with a message) when a pass is unknown or breaks the IR. */
NV_UNUSED static int nvt_run_passes(nv_module *m, const char *list, const nv_options *o) {
  const char *s = list;
  while (*s) {
    const char *e = strchr(s, ',');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    const nvt_pass *p = nvt_find_pass(s, len);
    nv_func *f;
    if (!p) {
      fprintf(stderr, "unknown pass '%.*s'\n", (int)len, s);
      return -1;
    }
    for (f = m->funcs_first; f; f = f->next) {
      if (f->is_decl) continue;
      p->fn(f, o);
      if (nvt_check_func(f)) {
        fprintf(stderr, "IR broken after pass %s in @%s\n", p->name, f->v.name);
        return -1;
      }
    }
    s = e ? e + 1 : s + len;
  }
  return 0;
}

static void nvt_options(nv_options *o, unsigned sm, int opt_level) {
  memset(o, 0, sizeof *o);
  o->sm = sm;
  o->ptx = 0;
  o->opt_level = opt_level;
}

NV_UNUSED static int nvt_write_module(const nv_module *m, const char *path) {
  nv_buf b = NV_BUF_INIT;
  FILE *fp = fopen(path, "w");
  if (!fp) {
    perror(path);
    return -1;
  }
  nv_print_module_buf(m, &b);
  if (b.len) fwrite(b.data, 1, b.len, fp);
  fclose(fp);
  nv_buf_free(&b);
  return 0;
}
